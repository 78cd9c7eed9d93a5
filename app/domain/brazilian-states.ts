/**
 * The 27 Brazilian federative units (26 states and the Federal District). The store form shows
 * the codes; the database stores the full name ('Goiás').
 */
import { foldText } from "./text-input";

export const BRAZILIAN_STATES = [
  { code: "AC", name: "Acre" },
  { code: "AL", name: "Alagoas" },
  { code: "AM", name: "Amazonas" },
  { code: "AP", name: "Amapá" },
  { code: "BA", name: "Bahia" },
  { code: "CE", name: "Ceará" },
  { code: "DF", name: "Distrito Federal" },
  { code: "ES", name: "Espírito Santo" },
  { code: "GO", name: "Goiás" },
  { code: "MA", name: "Maranhão" },
  { code: "MG", name: "Minas Gerais" },
  { code: "MS", name: "Mato Grosso do Sul" },
  { code: "MT", name: "Mato Grosso" },
  { code: "PA", name: "Pará" },
  { code: "PB", name: "Paraíba" },
  { code: "PE", name: "Pernambuco" },
  { code: "PI", name: "Piauí" },
  { code: "PR", name: "Paraná" },
  { code: "RJ", name: "Rio de Janeiro" },
  { code: "RN", name: "Rio Grande do Norte" },
  { code: "RO", name: "Rondônia" },
  { code: "RR", name: "Roraima" },
  { code: "RS", name: "Rio Grande do Sul" },
  { code: "SC", name: "Santa Catarina" },
  { code: "SE", name: "Sergipe" },
  { code: "SP", name: "São Paulo" },
  { code: "TO", name: "Tocantins" },
] as const;

export type BrazilianState = (typeof BRAZILIAN_STATES)[number];
export type StateCode = BrazilianState["code"];
export type StateName = BrazilianState["name"];

const byCode = new Map<string, BrazilianState>(BRAZILIAN_STATES.map((s) => [s.code, s]));
const byName = new Map<string, BrazilianState>(BRAZILIAN_STATES.map((s) => [foldText(s.name), s]));

/** 'GO' or 'go' -> Goiás; null when unknown. */
export function stateByCode(code: string | null | undefined): BrazilianState | null {
  if (typeof code !== "string") return null;
  return byCode.get(code.trim().toUpperCase()) ?? null;
}

/** 'Goiás', 'goias', 'GOIAS' -> Goiás (accent- and case-insensitive); null when unknown. */
export function stateByName(name: string | null | undefined): BrazilianState | null {
  if (typeof name !== "string") return null;
  return byName.get(foldText(name)) ?? null;
}

/** The code of a state given by name (or already by code): 'Goiás' -> 'GO'; null when unknown. */
export function stateCode(nameOrCode: string | null | undefined): StateCode | null {
  return (stateByName(nameOrCode) ?? stateByCode(nameOrCode))?.code ?? null;
}

/** The full name as stored (given a name in any spelling or a code): 'go' -> 'Goiás'. */
export function stateName(nameOrCode: string | null | undefined): StateName | null {
  return (stateByName(nameOrCode) ?? stateByCode(nameOrCode))?.name ?? null;
}
