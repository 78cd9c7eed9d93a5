/**
 * Value lists shared by the database schema and the browser (form options, icons, categories).
 * Kept apart from schema.ts so client code can import them without pulling in the ORM.
 */
export const storeImageKinds = ["facade", "interior"] as const;
export type StoreImageKind = (typeof storeImageKinds)[number];

export const storeSectionKeys = [
  "hero_description",
  "sobre_loja",
  "diferenciais",
  "expertise",
  "localizacao_estrategica",
  "cta_principal",
  "meta_description",
  "palavras_chave",
] as const;
export type StoreSectionKey = (typeof storeSectionKeys)[number];

export const specialtyIcons = [
  "Palette",
  "MessageCircle",
  "Droplets",
  "Wind",
  "Zap",
  "Award",
  "Crown",
  "Sparkles",
] as const;
export type SpecialtyIcon = (typeof specialtyIcons)[number];

export const blogCategories = [
  "Skincare",
  "Maquiagem",
  "Dicas Rápidas",
  "Resenhas",
  "Novidades",
  "Hidratação",
  "Cabelos",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const userRoles = ["admin", "editor", "manager"] as const;
export type UserRole = (typeof userRoles)[number];

/** A store change request's state (Aprovações); see app/models/store-change-requests.server.ts. */
export const changeRequestStatuses = [
  "pending",
  "approved",
  "partially_approved",
  "rejected",
  "conflict",
] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

export const auditActions = ["create", "update", "delete"] as const;
export type AuditAction = (typeof auditActions)[number];

export const newsletterSources = ["newsletter", "contact", "footer"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

/** pending: waiting for its confirmation link; legacy: subscribed before confirmation existed. */
export const newsletterStatuses = ["pending", "confirmed", "legacy"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The rights of LGPD art. 18 a data subject may ask for. */
export const dataRequestKinds = [
  "access",
  "correction",
  "deletion",
  "portability",
  "revocation",
  "sharing",
  "other",
] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const storeEventKinds = [
  "page_view",
  "whatsapp_click",
  "directions_click",
  "instagram_click",
] as const;
export type StoreEventKind = (typeof storeEventKinds)[number];
