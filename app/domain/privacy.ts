/**
 * Facts of the privacy notice shared by the page, the forms, the e-mails and the code that
 * applies them: the notice's version, the addresses of the notice and of the request form, the
 * retention schedule's defaults and bounds, and the rights a data subject may ask for.
 */
import type { DataRequestKind } from "#db/constants";

/** The notice's current version (ISO date). Every consent stores the version it was given under. */
export const PRIVACY_NOTICE_VERSION = "2026-11-27";

export const PRIVACY_NOTICE_PATH = "/politica-de-privacidade";
export const DATA_REQUEST_PATH = "/privacidade/solicitacao";

/** 'Versão de 27/11/2026'. */
export function noticeVersionLabel(version: string = PRIVACY_NOTICE_VERSION): string {
  const [y, m, d] = version.split("-");
  return `Versão de ${d}/${m}/${y}`;
}

/** How long each kind of data is kept: what admins set in Configurações, with these defaults. */
export type RetentionSchedule = {
  /** Store page views and clicks: aggregated per day after this many months. */
  eventsMonths: number;
  /** A newsletter address that was never confirmed. */
  unconfirmedDays: number;
  /** Login and form throttling counters. */
  loginCounterHours: number;
  /** Activity log rows and answered data-subject requests. */
  auditYears: number;
};

export const RETENTION_DEFAULTS: RetentionSchedule = {
  eventsMonths: 13,
  unconfirmedDays: 7,
  loginCounterHours: 24,
  auditYears: 5,
};

/**
 * Accepted values. Events stay raw for at least 4 months (the dashboard shows up to 90 days);
 * the activity log for at least a year.
 */
export const RETENTION_LIMITS: Record<keyof RetentionSchedule, { min: number; max: number }> = {
  eventsMonths: { min: 4, max: 60 },
  unconfirmedDays: { min: 1, max: 30 },
  loginCounterHours: { min: 1, max: 168 },
  auditYears: { min: 1, max: 20 },
};

/** How often the server applies the schedule. */
export const RETENTION_INTERVAL_HOURS = 1;

/** LGPD art. 19, II: a complete answer within 15 days of the request. */
export const DATA_REQUEST_ANSWER_DAYS = 15;

export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: "Confirmação e acesso aos dados",
  correction: "Correção de dados",
  deletion: "Eliminação dos dados",
  portability: "Portabilidade",
  revocation: "Revogação do consentimento",
  sharing: "Informação sobre compartilhamento",
  other: "Outro assunto",
};

/** '1 mês', '13 meses', '1 dia', '24 horas', '5 anos'. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The host of an address template ('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' gives
 * 'tile.openstreetmap.org'): where a browser's requests would go, as the notice and the map
 * name it.
 */
export function templateHost(template: string | null | undefined): string | null {
  if (!template) return null;
  try {
    const host = new URL(template.replace(/\{[a-z]+\}/g, "a")).hostname;
    return template.includes("{s}.") ? host.replace(/^a\./, "") : host;
  } catch {
    return null;
  }
}
