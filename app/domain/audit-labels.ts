/**
 * The activity log in the team's words: what kind of record changed, what was done to it and
 * which fields (pt-BR labels from field-labels.ts, never the code's identifiers).
 */
import { fieldLabel } from "./field-labels";

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
