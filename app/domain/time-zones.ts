/**
 * Brazil's time zones as the store form and the spreadsheet offer them: the IANA zones of the
 * municipalities (db/places/municipalities.json), each with the offset it keeps (Brazil has had
 * no daylight saving time since 2019) and where it applies. A store's zone comes from its
 * municipality unless staff choose one of these.
 */
export const BRAZIL_TIME_ZONES = [
  { zone: "America/Noronha", label: "Fernando de Noronha (UTC−2)" },
  { zone: "America/Sao_Paulo", label: "Brasília: DF, GO, MG, ES, RJ, SP, PR, SC, RS (UTC−3)" },
  { zone: "America/Bahia", label: "Bahia (UTC−3)" },
  { zone: "America/Fortaleza", label: "CE, MA, PB, PI, RN (UTC−3)" },
  { zone: "America/Recife", label: "Pernambuco (UTC−3)" },
  { zone: "America/Maceio", label: "Alagoas e Sergipe (UTC−3)" },
  { zone: "America/Araguaina", label: "Tocantins (UTC−3)" },
  { zone: "America/Belem", label: "Pará (leste) e Amapá (UTC−3)" },
  { zone: "America/Santarem", label: "Pará (oeste) (UTC−3)" },
  { zone: "America/Cuiaba", label: "Mato Grosso (UTC−4)" },
  { zone: "America/Campo_Grande", label: "Mato Grosso do Sul (UTC−4)" },
  { zone: "America/Manaus", label: "Amazonas (UTC−4)" },
  { zone: "America/Porto_Velho", label: "Rondônia (UTC−4)" },
  { zone: "America/Boa_Vista", label: "Roraima (UTC−4)" },
  { zone: "America/Rio_Branco", label: "Acre (UTC−5)" },
  { zone: "America/Eirunepe", label: "Amazonas (oeste) (UTC−5)" },
] as const;

import type { StateCode } from "./brazilian-states";

export type BrazilTimeZone = (typeof BRAZIL_TIME_ZONES)[number]["zone"];

const ZONES = new Map<string, BrazilTimeZone>(
  BRAZIL_TIME_ZONES.map((z) => [z.zone.toLowerCase(), z.zone]),
);

/** 'America/Cuiaba' (any case, spaces around) -> 'America/Cuiaba'; null for anything else. */
export function brazilTimeZone(value: string | null | undefined): BrazilTimeZone | null {
  return ZONES.get((value ?? "").trim().toLowerCase()) ?? null;
}

/** 'Mato Grosso (UTC−4)' for a zone of the list, the zone itself otherwise. */
export function timeZoneLabel(zone: string): string {
  return BRAZIL_TIME_ZONES.find((z) => z.zone === zone)?.label ?? zone;
}

export const TIME_ZONE_INVALID = "Fuso horário inválido: escolha um fuso do Brasil";

/**
 * The main zone of each state (IANA zone1970.tab; the first one where a state has two): the
 * zone of its municipalities unless db/places says otherwise.
 */
export const STATE_ZONE: Readonly<Record<StateCode, BrazilTimeZone>> = {
  AC: "America/Rio_Branco",
  AL: "America/Maceio",
  AM: "America/Manaus",
  AP: "America/Belem",
  BA: "America/Bahia",
  CE: "America/Fortaleza",
  DF: "America/Sao_Paulo",
  ES: "America/Sao_Paulo",
  GO: "America/Sao_Paulo",
  MA: "America/Fortaleza",
  MG: "America/Sao_Paulo",
  MS: "America/Campo_Grande",
  MT: "America/Cuiaba",
  PA: "America/Belem",
  PB: "America/Fortaleza",
  PE: "America/Recife",
  PI: "America/Fortaleza",
  PR: "America/Sao_Paulo",
  RJ: "America/Sao_Paulo",
  RN: "America/Fortaleza",
  RO: "America/Porto_Velho",
  RR: "America/Boa_Vista",
  RS: "America/Sao_Paulo",
  SC: "America/Sao_Paulo",
  SE: "America/Maceio",
  SP: "America/Sao_Paulo",
  TO: "America/Araguaina",
};
