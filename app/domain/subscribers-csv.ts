/**
 * The newsletter export: RFC 4180 CSV (comma, CRLF, quotes doubled) with a UTF-8 byte-order mark
 * so spreadsheet programs read accents, and formula-looking cells neutralised so opening the
 * file can never run anything ("CSV injection").
 */

export const SOURCE_LABELS: Record<string, string> = {
  newsletter: "Newsletter",
  contact: "Contato",
  footer: "Rodapé",
};

/** What the list and the export call each state of an address. */
export const STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmado",
  legacy: "Anterior à confirmação",
  pending: "Aguardando confirmação",
};

export type CsvSubscriber = {
  email: string;
  source: string;
  status: string;
  createdAt: string;
  /** The consent record (confirmed addresses only). */
  confirmedAt: string | null;
  consentPage: string | null;
  noticeVersion: string | null;
};

/** One cell: a leading = + - @ tab or CR gets an apostrophe; quoted when it needs to be. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const stamp = new Intl.DateTimeFormat("sv-SE", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/** '2026-11-22 14:05' in São Paulo time: sortable and unambiguous in any spreadsheet. */
export function csvDate(iso: string): string {
  return stamp.format(new Date(iso));
}

export function subscribersCsv(rows: readonly CsvSubscriber[]): string {
  const lines = [
    [
      "E-mail",
      "Origem",
      "Situação",
      "Data de inscrição",
      "Consentimento em",
      "Página do consentimento",
      "Versão da política",
    ],
    ...rows.map((r) => [
      r.email,
      SOURCE_LABELS[r.source] ?? r.source,
      STATUS_LABELS[r.status] ?? r.status,
      csvDate(r.createdAt),
      r.confirmedAt ? csvDate(r.confirmedAt) : "",
      r.consentPage ?? "",
      r.noticeVersion ?? "",
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** 'maria.silva@gmail.com' -> 'ma***@gmail.com': enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
