/**
 * CEP (Brazilian postcode): parsing as people type it ('74505-010', '74505010', '74.505-010',
 * '74 505 010'), validation with a typed reason the caller turns into a pt-BR message, and the
 * state of a CEP from the Correios table of ranges per federative unit. Pure.
 */
import type { StateCode } from "./brazilian-states";

export type CepInvalidReason =
  /** Nothing typed. */
  | "empty"
  /** Something other than digits and the separators . - and space. */
  | "format"
  /** Not 8 digits. */
  | "length"
  /** 00000-000. */
  | "zeros"
  /** 8 digits no state uses (00000-001 to 00999-999). */
  | "unassigned";

export type CepParse =
  | { ok: true; /** 8 digits, no separator. */ cep: string; state: StateCode }
  | { ok: false; reason: CepInvalidReason };

/** pt-BR message of each reason; 'CEP inválido' is the store form's wording. */
export const CEP_INVALID_MESSAGES: Readonly<Record<CepInvalidReason, string>> = Object.freeze({
  empty: "Informe o CEP",
  format: "CEP inválido: use só números, como 74505-010",
  length: "CEP inválido: o CEP tem 8 números, como 74505-010",
  zeros: "CEP inválido",
  unassigned: "CEP inválido: essa faixa de CEP não pertence a nenhum estado",
});

/**
 * Correios ranges by their first five digits (inclusive). DF and GO interleave (72800-72999 and
 * 73700-76799 are Goiás), AM surrounds Roraima's 69300-69399 and Rondônia keeps 78900-78999
 * from its time as part of Mato Grosso, so a state may hold two ranges.
 */
export const CEP_RANGES: readonly { state: StateCode; from: number; to: number }[] = [
  { state: "SP", from: 1000, to: 19999 },
  { state: "RJ", from: 20000, to: 28999 },
  { state: "ES", from: 29000, to: 29999 },
  { state: "MG", from: 30000, to: 39999 },
  { state: "BA", from: 40000, to: 48999 },
  { state: "SE", from: 49000, to: 49999 },
  { state: "PE", from: 50000, to: 56999 },
  { state: "AL", from: 57000, to: 57999 },
  { state: "PB", from: 58000, to: 58999 },
  { state: "RN", from: 59000, to: 59999 },
  { state: "CE", from: 60000, to: 63999 },
  { state: "PI", from: 64000, to: 64999 },
  { state: "MA", from: 65000, to: 65999 },
  { state: "PA", from: 66000, to: 68899 },
  { state: "AP", from: 68900, to: 68999 },
  { state: "AM", from: 69000, to: 69299 },
  { state: "RR", from: 69300, to: 69399 },
  { state: "AM", from: 69400, to: 69899 },
  { state: "AC", from: 69900, to: 69999 },
  { state: "DF", from: 70000, to: 72799 },
  { state: "GO", from: 72800, to: 72999 },
  { state: "DF", from: 73000, to: 73699 },
  { state: "GO", from: 73700, to: 76799 },
  { state: "RO", from: 76800, to: 76999 },
  { state: "TO", from: 77000, to: 77999 },
  { state: "MT", from: 78000, to: 78899 },
  { state: "RO", from: 78900, to: 78999 },
  { state: "MS", from: 79000, to: 79999 },
  { state: "PR", from: 80000, to: 87999 },
  { state: "SC", from: 88000, to: 89999 },
  { state: "RS", from: 90000, to: 99999 },
];

const SEPARATORS = /[\s.\-\u2010-\u2015]/g;

/** True when the text looks like an attempt at a CEP (digits and separators only, 5+ digits). */
export function looksLikeCep(text: string): boolean {
  const compact = text.replace(SEPARATORS, "");
  return /^\d{5,}$/.test(compact);
}

/** The state of an 8-digit CEP (separators allowed), or null when no range holds it. */
export function stateOfCep(cep: string): StateCode | null {
  const digits = cep.replace(SEPARATORS, "");
  if (!/^\d{8}$/.test(digits)) return null;
  const prefix = Number(digits.slice(0, 5));
  // 30 ranges: a scan costs less than anything cleverer.
  return CEP_RANGES.find((r) => prefix >= r.from && prefix <= r.to)?.state ?? null;
}

/** Parses and validates a typed CEP. */
export function parseCep(text: string | null | undefined): CepParse {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const digits = trimmed.replace(SEPARATORS, "");
  if (!/^\d+$/.test(digits)) return { ok: false, reason: "format" };
  if (digits.length !== 8) return { ok: false, reason: "length" };
  if (/^0+$/.test(digits)) return { ok: false, reason: "zeros" };
  const state = stateOfCep(digits);
  return state ? { ok: true, cep: digits, state } : { ok: false, reason: "unassigned" };
}

/** '74505010' -> '74505-010'; anything that is not 8 digits comes back unchanged. */
export function formatCep(cep: string): string {
  const digits = cep.replace(SEPARATORS, "");
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}
