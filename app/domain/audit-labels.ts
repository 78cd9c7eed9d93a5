/**
 * The activity log in the team's words: what kind of record changed, what was done to it and
 * which fields (pt-BR labels from field-labels.ts, never the code's identifiers).
 */
import { fieldLabel } from "./field-labels";
import { formatSaoPaulo } from "./sao-paulo-time";

/** A value as the log keeps it: text (rich text as its text), a number, yes/no, or none. */
export type AuditValue = string | number | boolean | null;

/** What each changed field was and became (details.changes). */
export type AuditChanges = Record<string, [AuditValue, AuditValue]>;

export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  store: "Loja",
  store_scheduled_change: "Alteração agendada de loja",
  holiday_decision: "Feriado",
  store_banner: "Banner de loja",
  store_image: "Foto de loja",
  store_section: "Conteúdo de loja",
  specialty: "Especialidade",
  testimonial: "Depoimento",
  banner: "Banner",
  brand: "Marca",
  video: "Vídeo",
  blog_post: "Post do blog",
  user: "Usuário",
  media: "Imagem",
  newsletter_subscriber: "Inscrito na newsletter",
  site_settings: "Configurações",
  privacy_settings: "Privacidade e retenção",
  data_request: "Solicitação LGPD",
  data_subject: "Titular de dados (LGPD)",
};

export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  create: "Criação",
  update: "Alteração",
  delete: "Exclusão",
};

/**
 * Who made a change, as the Usuários column shows it: the account's name, 'Linha de comando' for
 * `npm run user` on the server (details.actor, see staff-change.server.ts), or a dash for an
 * account since deleted.
 */
export function auditAuthor(userName: string | null, details: Record<string, unknown> | null) {
  if (userName) return userName;
  return details?.actor === "command-line" ? "Linha de comando" : "—";
}

/** 'Basiquinha Centro · Campos: Nome, Horário semanal' from an entry's details. */
export function describeAuditDetails(details: Record<string, unknown> | null): string {
  if (!details) return "";
  const parts: string[] = [];
  if (typeof details.label === "string") parts.push(details.label);
  const fields = details.fields;
  if (Array.isArray(fields) && fields.length > 0) {
    const labels = fields.filter((f): f is string => typeof f === "string").map(fieldLabel);
    parts.push(`${labels.length === 1 ? "Campo" : "Campos"}: ${labels.join(", ")}`);
  }
  return parts.join(" · ");
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** How much of a text one line of the log shows. */
const SHOWN = 80;

function shorten(text: string, max = SHOWN): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A value as staff read it: '(vazio)', 'Sim'/'Não', a São Paulo date, a shortened text. */
export function auditValueText(value: AuditValue): string {
  if (value === null || value === "") return "(vazio)";
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number") return String(value);
  if (ISO_MOMENT.test(value)) return formatSaoPaulo(value);
  return shorten(value);
}

/**
 * What rich text lost and gained: the words between the common beginning and end of the two
 * texts, each shortened ('' when nothing was removed or added).
 */
export function textDiff(before: string, after: string): { removed: string; added: string } {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  return {
    removed: shorten(a.slice(start, a.length - end).join(" ")),
    added: shorten(b.slice(start, b.length - end).join(" ")),
  };
}

/** One changed field as the log shows it: 'WhatsApp: (62) 98456-1122 → (62) 99999-0000'. */
export type AuditChangeLine = { field: string; text: string };

/**
 * The entry's changes, one line per field, labelled from the one label map (field-labels.ts):
 * old → new where the row kept them, rich text as the words removed and added, and the field's
 * name alone where it did not (secrets, rows written before values were kept).
 */
export function auditChangeLines(details: Record<string, unknown> | null): AuditChangeLine[] {
  const kept = (details?.changes ?? {}) as AuditChanges;
  const named = Array.isArray(details?.fields)
    ? details.fields.filter((f): f is string => typeof f === "string")
    : Object.keys(kept);
  return named.map((field) => {
    const label = fieldLabel(field);
    const change = kept[field];
    if (!change) return { field, text: `${label}: alterado` };
    const [from, to] = change;
    if (field.endsWith("Html") && typeof from === "string" && typeof to === "string") {
      const { removed, added } = textDiff(from, to);
      const parts = [removed && `removido “${removed}”`, added && `incluído “${added}”`];
      return { field, text: `${label}: ${parts.filter(Boolean).join("; ") || "formatação"}` };
    }
    return { field, text: `${label}: ${auditValueText(from)} → ${auditValueText(to)}` };
  });
}

/** The record's name: its label when the row has one, else its id. */
export function auditRecordName(entityId: string | null, details: Record<string, unknown> | null) {
  if (typeof details?.label === "string" && details.label) return details.label;
  return entityId ? `#${entityId}` : "—";
}

const storeScreen = (details: Record<string, unknown> | null, tail: string) =>
  typeof details?.storeId === "number" ? `/restrita/lojas/${details.storeId}${tail}` : null;

const RECORD_PATHS: Readonly<
  Record<string, (id: string, details: Record<string, unknown> | null) => string | null>
> = {
  store: (id) => `/restrita/lojas/editar/${id}`,
  store_banner: (_, d) =>
    typeof d?.storeId === "number" ? `/restrita/lojas/editar/${d.storeId}#banners` : null,
  store_image: (_, d) => storeScreen(d, "/fotos"),
  store_section: (_, d) => storeScreen(d, "/conteudo"),
  banner: (id) => `/restrita/banners/editar/${id}`,
  brand: (id) => `/restrita/marcas/editar/${id}`,
  blog_post: (id) => `/restrita/blog/editar/${id}`,
  video: () => "/restrita/videos",
  specialty: () => "/restrita/especialidades",
  testimonial: () => "/restrita/depoimentos",
  user: () => "/restrita/usuarios",
  holiday_decision: () => "/restrita/feriados",
  site_settings: () => "/restrita/configuracoes",
  privacy_settings: () => "/restrita/configuracoes",
  data_request: () => "/restrita/solicitacoes-lgpd",
  newsletter_subscriber: () => "/restrita/newsletter",
};

/** Where staff open the record an entry names; null once it was deleted or has no screen. */
export function auditRecordPath(
  entry: { action: string; entity: string; entityId: string | null },
  details: Record<string, unknown> | null,
): string | null {
  if (
    entry.action === "delete" &&
    !["store_banner", "store_image", "store_section"].includes(entry.entity)
  )
    return null;
  const path = RECORD_PATHS[entry.entity];
  return path ? path(entry.entityId ?? "", details) : null;
}
