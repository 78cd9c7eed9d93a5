/**
 * What each staff role may do in the restricted area: one row per area and action, one column per
 * role, and the reason beside each row. Every restricted loader and action is guarded by a row
 * (requirePermission in app/server/auth.server.ts) and the menu shows only what the role may open;
 * app/routes/admin/guard.integration.test.ts and staff-audit.integration.test.ts prove both
 * against the route configuration. Decisions: docs/decisions/0020-roles-and-layers.md.
 */

export const ROLES = ["admin", "editor", "manager"] as const;
export type Role = (typeof ROLES)[number];

/**
 * A grant limited to the stores a store manager looks after (table manager_stores): the guard
 * checks the store an address names against them (requireStoreAccess), and lists show only them.
 */
export const OWN_STORES = "own-stores";

/**
 * A row: whether each role may, and why. A new role is a new column every row must fill; a
 * store manager's is `false` or limited to its own stores.
 */
type Rule = { admin: boolean; editor: boolean; manager: boolean | typeof OWN_STORES } & {
  why: string;
};

export const PERMISSIONS = {
  "area.enter": {
    admin: true,
    editor: true,
    manager: true,
    why: "Every active staff account opens the restricted area (start page, old /admin addresses).",
  },
  "dashboard.view": {
    admin: true,
    editor: true,
    manager: OWN_STORES,
    why: "Page views and clicks per store, no personal data: how editors see which stores people look for.",
  },
  "stores.view": {
    admin: true,
    editor: true,
    manager: OWN_STORES,
    why: "The store list, the read-only store screen and the spreadsheet export and template.",
  },
  "stores.edit": {
    admin: true,
    editor: true,
    manager: OWN_STORES,
    why: "Keeping each store's page true (form, banners, photos, page texts, hours) is the editors' daily work; every change is audited.",
  },
  "stores.publish": {
    admin: true,
    editor: true,
    manager: false,
    why: "A staff change goes live when saved. A store manager's becomes a change request (the store form's fields, hours, page texts, new photos and new banners) that head office approves in 'Aprovações', from a moment when the manager gives one ('A partir de': head office's approval schedules it); the store's other intents (creating a store, editing, reordering or removing photos, banners and sections, moving, editing or cancelling scheduled changes and closures) stay with head office.",
  },
  "changes.view": {
    admin: true,
    editor: true,
    manager: OWN_STORES,
    why: "Head office sees every change request; a store manager sees the state and comments of its own stores' requests.",
  },
  "changes.review": {
    admin: true,
    editor: true,
    manager: false,
    why: "Approving applies the change to the public page through the audited write path; a manager never approves its own proposals.",
  },
  "stores.import": {
    admin: true,
    editor: true,
    manager: false,
    why: "The same changes as the form, many at once, shown row by row before anything is written and applied all or nothing.",
  },
  "stores.delete": {
    admin: true,
    editor: false,
    manager: false,
    why: "Deleting removes a store's page, photos, banners and testimonials for good; editors deactivate a store instead, which can be undone.",
  },
  "stores.regenerateUrls": {
    admin: true,
    editor: false,
    manager: false,
    why: "Changes every store's address at once; old addresses redirect, but ads, printed codes and search results keep pointing at them.",
  },
  "schedule.view": {
    admin: true,
    editor: true,
    manager: false,
    why: "The network's calendar of scheduled store changes and temporary closures: what the pages will say, and when. Scheduling and cancelling change the store as head office does (stores.publish).",
  },
  "holidays.view": {
    admin: true,
    editor: true,
    manager: false,
    why: "Hours are content: editors keep them true.",
  },
  "holidays.edit": {
    admin: true,
    editor: true,
    manager: false,
    why: "Deciding a holiday is the network-wide form of editing hours, which editors do store by store.",
  },
  "specialties.view": { admin: true, editor: true, manager: false, why: "Site content." },
  "specialties.edit": { admin: true, editor: true, manager: false, why: "Site content, audited." },
  "testimonials.view": {
    admin: true,
    editor: true,
    manager: OWN_STORES,
    why: "What customers wrote about a store; a store manager reads its own stores' (never another store's) to know what its page says.",
  },
  "testimonials.moderate": {
    admin: true,
    editor: true,
    manager: OWN_STORES,
    why: "Publishing a testimonial on its store's page or withdrawing it, audited. A store manager's becomes a change request head office approves in 'Aprovações'.",
  },
  "testimonials.edit": {
    admin: true,
    editor: true,
    manager: false,
    why: "Adding, correcting and deleting what customers wrote is head office's content moderation, audited; a store manager only proposes publishing or withdrawing (testimonials.moderate).",
  },
  "banners.view": { admin: true, editor: true, manager: false, why: "Site content." },
  "banners.edit": { admin: true, editor: true, manager: false, why: "Site content, audited." },
  "brands.view": { admin: true, editor: true, manager: false, why: "Site content." },
  "brands.edit": { admin: true, editor: true, manager: false, why: "Site content, audited." },
  "videos.view": { admin: true, editor: true, manager: false, why: "Site content." },
  "videos.edit": { admin: true, editor: true, manager: false, why: "Site content, audited." },
  "blog.view": {
    admin: true,
    editor: true,
    manager: false,
    why: "Posts and their staff-only preview.",
  },
  "blog.edit": {
    admin: true,
    editor: true,
    manager: false,
    why: "Editors write, schedule and remove posts; posts are their own work and each change is audited.",
  },
  "media.upload": {
    admin: true,
    editor: true,
    manager: false,
    why: "Images for posts and the rich-text editor; every upload is checked, re-encoded and audited.",
  },
  "newsletter.view": {
    admin: true,
    editor: true,
    manager: false,
    why: "Editors send the newsletter.",
  },
  "newsletter.edit": {
    admin: true,
    editor: true,
    manager: false,
    why: "Erasing a subscriber who asks (LGPD) should not wait for an administrator; the log masks the address.",
  },
  "newsletter.export": {
    admin: true,
    editor: true,
    manager: false,
    why: "Sending the newsletter is content work; every export is logged with who took it and how many rows.",
  },
  "quality.view": {
    admin: true,
    editor: true,
    manager: false,
    why: "What is missing or wrong in the stores' data, and its spreadsheet: the editors are the ones who fix it.",
  },
  "activity.view": {
    admin: true,
    editor: true,
    manager: false,
    why: "Editors see who changed what before them; the log holds no passwords or tokens and masks subscribers' addresses.",
  },
  "users.manage": {
    admin: true,
    editor: false,
    manager: false,
    why: "Accounts and roles decide who may do all of the above.",
  },
  "privacy.manage": {
    admin: true,
    editor: false,
    manager: false,
    why: "Requests under the LGPD: everything held about one person, its export and its erasure; personal data, so administrators only.",
  },
  "settings.manage": {
    admin: true,
    editor: false,
    manager: false,
    why: "Site-wide contacts and the 'Loja online', 'Clube' and franchise links on every page.",
  },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether the role's grant of this row is limited to its own stores. */
export function isStoreScoped(user: { role: Role }, permission: Permission): boolean {
  return PERMISSIONS[permission][user.role] === OWN_STORES;
}

/**
 * Whether a staff member with this role may do it: at all (the menu, a list narrowed to its
 * stores), or, given `store`, to that store (a scoped grant needs it among `user.storeIds`).
 */
export function can(
  user: { role: Role; storeIds?: readonly number[] },
  permission: Permission,
  store?: { storeId: number },
): boolean {
  const grant: boolean | typeof OWN_STORES = PERMISSIONS[permission][user.role];
  if (grant !== OWN_STORES) return grant;
  return !store || (user.storeIds ?? []).includes(store.storeId);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrador",
  editor: "Editor",
  manager: "Gestor de loja",
};
