/**
 * What each staff role may do in the restricted area: one row per area and action, one column per
 * role, and the reason beside each row. Every restricted loader and action is guarded by a row
 * (requirePermission in app/server/auth.server.ts) and the menu shows only what the role may open;
 * app/routes/admin/guard.integration.test.ts and staff-audit.integration.test.ts prove both
 * against the route configuration. Decisions: docs/decisions/0020-roles-and-layers.md.
 */

export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

/** A row: whether each role may, and why. A new role is a new column every row must fill. */
type Rule = { [R in Role]: boolean } & { why: string };

export const PERMISSIONS = {
  "area.enter": {
    admin: true,
    editor: true,
    why: "Every active staff account opens the restricted area (start page, old /admin addresses).",
  },
  "dashboard.view": {
    admin: true,
    editor: true,
    why: "Page views and clicks per store, no personal data: how editors see which stores people look for.",
  },
  "stores.view": {
    admin: true,
    editor: true,
    why: "The store list, the read-only store screen and the spreadsheet export and template.",
  },
  "stores.edit": {
    admin: true,
    editor: true,
    why: "Keeping each store's page true (form, banners, photos, page texts, hours) is the editors' daily work; every change is audited.",
  },
  "stores.import": {
    admin: true,
    editor: true,
    why: "The same changes as the form, many at once, shown row by row before anything is written and applied all or nothing.",
  },
  "stores.delete": {
    admin: true,
    editor: false,
    why: "Deleting removes a store's page, photos, banners and testimonials for good; editors deactivate a store instead, which can be undone.",
  },
  "stores.regenerateUrls": {
    admin: true,
    editor: false,
    why: "Changes every store's address at once; old addresses redirect, but ads, printed codes and search results keep pointing at them.",
  },
  "holidays.view": { admin: true, editor: true, why: "Hours are content: editors keep them true." },
  "holidays.edit": {
    admin: true,
    editor: true,
    why: "Deciding a holiday is the network-wide form of editing hours, which editors do store by store.",
  },
  "specialties.view": { admin: true, editor: true, why: "Site content." },
  "specialties.edit": { admin: true, editor: true, why: "Site content, audited." },
  "testimonials.view": { admin: true, editor: true, why: "Site content." },
  "testimonials.edit": {
    admin: true,
    editor: true,
    why: "Approving what customers wrote is content moderation, audited.",
  },
  "banners.view": { admin: true, editor: true, why: "Site content." },
  "banners.edit": { admin: true, editor: true, why: "Site content, audited." },
  "brands.view": { admin: true, editor: true, why: "Site content." },
  "brands.edit": { admin: true, editor: true, why: "Site content, audited." },
  "videos.view": { admin: true, editor: true, why: "Site content." },
  "videos.edit": { admin: true, editor: true, why: "Site content, audited." },
  "blog.view": { admin: true, editor: true, why: "Posts and their staff-only preview." },
  "blog.edit": {
    admin: true,
    editor: true,
    why: "Editors write, schedule and remove posts; posts are their own work and each change is audited.",
  },
  "media.upload": {
    admin: true,
    editor: true,
    why: "Images for posts and the rich-text editor; every upload is checked, re-encoded and audited.",
  },
  "newsletter.view": { admin: true, editor: true, why: "Editors send the newsletter." },
  "newsletter.edit": {
    admin: true,
    editor: true,
    why: "Erasing a subscriber who asks (LGPD) should not wait for an administrator; the log masks the address.",
  },
  "newsletter.export": {
    admin: true,
    editor: true,
    why: "Sending the newsletter is content work; every export is logged with who took it and how many rows.",
  },
  "quality.view": {
    admin: true,
    editor: true,
    why: "What is missing or wrong in the stores' data, and its spreadsheet: the editors are the ones who fix it.",
  },
  "activity.view": {
    admin: true,
    editor: true,
    why: "Editors see who changed what before them; the log holds no passwords or tokens and masks subscribers' addresses.",
  },
  "users.manage": {
    admin: true,
    editor: false,
    why: "Accounts and roles decide who may do all of the above.",
  },
  "privacy.manage": {
    admin: true,
    editor: false,
    why: "Requests under the LGPD: everything held about one person, its export and its erasure; personal data, so administrators only.",
  },
  "settings.manage": {
    admin: true,
    editor: false,
    why: "Site-wide contacts and the 'Loja online', 'Clube' and franchise links on every page.",
  },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a staff member with this role may do it. */
export function can(user: { role: Role }, permission: Permission): boolean {
  return PERMISSIONS[permission][user.role];
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Administrador", editor: "Editor" };
