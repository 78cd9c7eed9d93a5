/**
 * What each restricted route needs of the permission table (app/domain/permissions.ts): the row
 * its loader needs, by route pattern, and the row each intent of its action needs, by route file.
 * The tests that read this check it against the route configuration and the action schemas, so
 * a new screen or intent without a row here fails them; which roles the rows allow is the
 * table's alone.
 */
import type { Permission } from "~/domain/permissions";

export const LOADER_PERMISSIONS: Record<string, Permission> = {
  "/": "area.enter",
  "/restrita": "area.enter",
  "/restrita/*": "area.enter",
  "/admin/*": "area.enter",
  "/restrita/painel": "dashboard.view",
  "/restrita/painel/exportar.csv": "dashboard.view",
  "/restrita/lojas": "stores.view",
  "/restrita/lojas/visualizar/:id": "stores.view",
  "/restrita/lojas/exportar.csv": "stores.view",
  "/restrita/lojas/modelo.csv": "stores.view",
  "/restrita/lojas/nova": "stores.publish",
  "/restrita/lojas/editar/:id": "stores.edit",
  "/restrita/lojas/:id/fotos": "stores.edit",
  "/restrita/lojas/:id/fotos/enviar": "stores.edit",
  "/restrita/lojas/:id/conteudo": "stores.edit",
  "/restrita/lojas/:id/horarios": "stores.edit",
  "/restrita/lojas/:id/agenda": "stores.edit",
  "/restrita/agenda": "schedule.view",
  "/restrita/lojas/importar": "stores.import",
  "/restrita/feriados": "holidays.view",
  "/restrita/qualidade": "quality.view",
  "/restrita/qualidade/exportar.csv": "quality.view",
  "/restrita/especialidades": "specialties.view",
  "/restrita/depoimentos": "testimonials.view",
  "/restrita/banners": "banners.view",
  "/restrita/banners/novo": "banners.edit",
  "/restrita/banners/editar/:id": "banners.edit",
  "/restrita/marcas": "brands.view",
  "/restrita/marcas/novo": "brands.edit",
  "/restrita/marcas/editar/:id": "brands.edit",
  "/restrita/videos": "videos.view",
  "/restrita/blog": "blog.view",
  "/restrita/blog/novo": "blog.edit",
  "/restrita/blog/editar/:id": "blog.edit",
  "/restrita/blog/visualizar/:id": "blog.view",
  "/restrita/api/imagens": "media.upload",
  "/restrita/newsletter": "newsletter.view",
  "/restrita/newsletter/exportar.csv": "newsletter.export",
  "/restrita/atividades": "activity.view",
  "/restrita/usuarios": "users.manage",
  "/restrita/configuracoes": "settings.manage",
  "/restrita/solicitacoes-lgpd": "privacy.manage",
  "/restrita/solicitacoes-lgpd/exportar.json": "privacy.manage",
  "/restrita/solicitacoes-lgpd/exportar.csv": "privacy.manage",
  "/restrita/aprovacoes": "changes.view",
  "/restrita/aprovacoes/:id": "changes.view",
  "/restrita/aprovacoes/:id/visualizar": "changes.view",
};

/**
 * Route files whose address names a store (:id): a store manager reaching a store not its own
 * gets 404 there, whatever the intent, before the intent's row is checked.
 */
export const STORE_ROUTES = new Set([
  "routes/admin/store-form.tsx",
  "routes/admin/store-photos.tsx",
  "routes/admin/store-photo-upload.ts",
  "routes/admin/store-sections.tsx",
  "routes/admin/store-hours.tsx",
  "routes/admin/store-agenda.tsx",
]);

const each = <I extends string>(intents: readonly I[], permission: Permission) =>
  Object.fromEntries(intents.map((intent) => [intent, permission])) as Record<I, Permission>;

/** By route file, each intent its action accepts (as staff-audit.integration.test.ts lists them). */
export const ACTION_PERMISSIONS: Record<string, Record<string, Permission>> = {
  "routes/admin/stores.tsx": {
    delete: "stores.delete",
    "preview-slugs": "stores.regenerateUrls",
    "regenerate-slugs": "stores.regenerateUrls",
  },
  // Intents a store manager may do as a change request need `stores.edit` (scoped to its
  // stores); the others `stores.publish` (head office only).
  "routes/admin/store-form.tsx": {
    ...each(["save", "upload-banner"], "stores.edit"),
    ...each(["banner-details", "move-banner", "remove-banner"], "stores.publish"),
  },
  "routes/admin/store-photos.tsx": {
    "upload-photo": "stores.edit",
    ...each(["update-photo", "move-photo", "remove-photo"], "stores.publish"),
  },
  "routes/admin/store-photo-upload.ts": { upload: "stores.edit" },
  "routes/admin/store-sections.tsx": {
    ...each(["save-all", "save-section"], "stores.edit"),
    ...each(["move-section", "delete-section"], "stores.publish"),
  },
  "routes/admin/store-hours.tsx": each(["save-hours", "clear-hours"], "stores.edit"),
  "routes/admin/store-agenda.tsx": each(
    ["close", "reopen", "reschedule", "cancel", "edit-values"],
    "stores.publish",
  ),
  "routes/admin/stores-import.tsx": each(["preview", "confirm"], "stores.import"),
  "routes/admin/holidays.tsx": each(["save-decision", "delete-decision"], "holidays.edit"),
  "routes/admin/specialties.tsx": each(
    ["create", "update", "toggle", "move", "delete"],
    "specialties.edit",
  ),
  // A store manager's publish or withdraw is a change request (its own stores' testimonials).
  "routes/admin/testimonials.tsx": {
    ...each(["approve", "unapprove"], "testimonials.moderate"),
    ...each(["create", "update", "delete"], "testimonials.edit"),
  },
  "routes/admin/banners.tsx": each(["toggle", "delete", "move"], "banners.edit"),
  "routes/admin/banners-form.tsx": { save: "banners.edit" },
  "routes/admin/brands.tsx": each(["toggle", "delete", "move"], "brands.edit"),
  "routes/admin/brands-form.tsx": { save: "brands.edit" },
  "routes/admin/videos.tsx": each(["create", "update", "delete", "move"], "videos.edit"),
  "routes/admin/blog.tsx": { delete: "blog.edit" },
  "routes/admin/blog-editor.tsx": { save: "blog.edit" },
  "routes/admin/newsletter.tsx": { delete: "newsletter.edit" },
  "routes/admin/users.tsx": each(
    ["create", "reset-password", "change-role", "toggle-active", "reset-link"],
    "users.manage",
  ),
  "routes/admin/settings.tsx": { save: "settings.manage", privacy: "settings.manage" },
  "routes/admin/data-requests.tsx": each(["erase", "record", "answer"], "privacy.manage"),
  "routes/admin/image-upload.ts": { upload: "media.upload" },
  "routes/admin/change-request.tsx": { review: "changes.review" },
};
