/**
 * The whole data model. SQL names are snake_case (drizzle `casing: "snake_case"`), code names
 * camelCase. Portuguese names map to ours through the glossary in docs/architecture.md.
 */
import { sql, type BuildExtraConfigColumns, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  AuditAction,
  ChangeRequestStatus,
  DataRequestKind,
  NewsletterSource,
  NewsletterStatus,
  StoreEventKind,
  StoreImageKind,
  StoreSectionKey,
  UserRole,
} from "./constants";
import type { SanitizedHtml } from "../app/domain/sanitized-html";

export * from "./constants";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
/**
 * The record's edit version: every staff write of its content adds one, and a save from a form
 * opened at another version is refused (app/models/edit-version.server.ts). Moves in a list
 * change `position` only; a list's version covers positions.
 */
const version = () => integer().notNull().default(1);
/** When the row was made and last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** The store the row belongs to: deleted with it. */
const ownerStore = () =>
  integer()
    .notNull()
    .references(() => stores.id, { onDelete: "cascade" });
/** The user the row belongs to: deleted with the account. */
const ownerUser = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** A user the row names (who made or decided it): emptied when the account is deleted. */
const optionalUser = () => integer().references(() => users.id, { onDelete: "set null" });
/** A stored image the row uses: emptied when the image is deleted. */
const optionalMedia = () => integer().references(() => media.id, { onDelete: "set null" });
/** Display window: shown from startsAt (when set) until endsAt (when set, exclusive). */
const displayWindow = () => ({
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});

const editable = () => ({ id: id(), version: version() });
type EditableColumns = ReturnType<typeof editable>;
type ExtraConfig<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>> = (
  self: BuildExtraConfigColumns<TName, TColumns, "pg">,
) => PgTableExtraConfigValue[];

/**
 * A table of records staff edit: an identity and an edit version (see `version`) come before its
 * own columns.
 */
function editableTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: ExtraConfig<TName, EditableColumns & TColumns>,
) {
  return pgTable<TName, EditableColumns & TColumns>(
    name,
    { ...editable(), ...columns },
    extraConfig,
  );
}

/** Structured weekly hours, optional next to the free-text hours. */
export type WeeklyHours = {
  /**
   * Day 0 = Sunday ... 6 = Saturday; each day has zero or more "HH:MM"-"HH:MM" spans. A span
   * closes after its opening, or at midnight ("00:00"), unless `overnight` says it closes the next
   * day (app/domain/hours-rule.ts).
   */
  week: { day: number; open: string; close: string; overnight?: boolean }[];
  /** Holidays and one-off changes: a closed day or special spans on an ISO date. */
  special?: {
    date: string;
    closed?: boolean;
    open?: string;
    close?: string;
    overnight?: boolean;
    label?: string;
  }[];
};

export const stores = editableTable(
  "stores",
  {
    name: text().notNull(),
    slug: text().notNull(),
    city: text().notNull(),
    /** Full state name, as the spec stores it ("Goiás"). */
    state: text().notNull(),
    neighborhood: text().notNull(),
    street: text().notNull(),
    number: text().notNull(),
    complement: text(),
    postalCode: text().notNull(),
    reference: text(),
    whatsapp: text(),
    instagramUrl: text(),
    mapsUrl: text(),
    hoursText: text().notNull(),
    weeklyHours: jsonb().$type<WeeklyHours>(),
    timezone: text().notNull().default("America/Sao_Paulo"),
    active: boolean().notNull().default(true),
    notes: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    email: text(),
    openedOn: date(),
    /** Rich text, sanitised by the model on every write (see app/server/sanitize.server.ts). */
    historyHtml: text().$type<SanitizedHtml>(),
    /**
     * "Fechada temporariamente de … até …" (a reform): closed from `closedFrom` to
     * `closedUntil` whatever the hours say. Read by time, so it starts and ends to the minute on
     * every instance (ADR 0028). Both or neither.
     */
    closedFrom: timestamp({ withTimezone: true }),
    closedUntil: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("stores_slug_key").on(t.slug),
    check(
      "stores_closure_period",
      sql`(${t.closedFrom} IS NULL) = (${t.closedUntil} IS NULL) AND (${t.closedFrom} IS NULL OR ${t.closedFrom} < ${t.closedUntil})`,
    ),
    index("stores_active_name_idx").on(t.active, t.name),
    index("stores_city_idx").on(sql`app_unaccent(lower(${t.city}))`),
    index("stores_state_idx").on(sql`app_unaccent(lower(${t.state}))`),
    index("stores_search_trgm_idx").using(
      "gin",
      sql`app_unaccent(lower(${t.name} || ' ' || ${t.city} || ' ' || ${t.neighborhood} || ' ' || ${t.street} || ' ' || ${t.state})) gin_trgm_ops`,
    ),
    index("stores_lat_lng_idx").on(t.latitude, t.longitude),
    check("stores_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("stores_longitude_range", sql`${t.longitude} between -180 and 180`),
  ],
);

/** What a scheduled store change writes: store fields by name (see StoreChangeValues). */
export type ScheduledStoreValues = Record<string, unknown>;

/**
 * A change to a store saved now and applied at `effectiveAt` (ADR 0028): the store fields it
 * sets, applied through the store model's audited write path by whichever instance claims it
 * first. `appliedAt` / `cancelledAt` end it; only a pending one can be edited or cancelled.
 */
export const storeScheduledChanges = editableTable(
  "store_scheduled_changes",
  {
    storeId: ownerStore(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
    values: jsonb().$type<ScheduledStoreValues>().notNull(),
    /** The pt-BR names of the fields it changes, for the calendar. */
    fields: jsonb().$type<string[]>().notNull(),
    createdBy: optionalUser(),
    appliedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Why it could not be applied (the store was changed in a way that refuses it). */
    failure: text(),
    /** The approved change request it comes from (null: scheduled by head office itself). */
    changeRequestId: integer().references((): AnyPgColumn => storeChangeRequests.id, {
      onDelete: "set null",
    }),
    /**
     * A request's scheduled change: the values the request saw for its fields (its changes'
     * `old`, stored as `values` is). A field no longer so at the moment is not overwritten.
     */
    baseValues: jsonb().$type<ScheduledStoreValues>(),
    ...timestamps(),
  },
  (t) => [
    index("store_scheduled_changes_due_idx")
      .on(t.effectiveAt)
      .where(sql`${t.appliedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index("store_scheduled_changes_store_idx").on(t.storeId, t.effectiveAt),
  ],
);

/**
 * Every address a store has had besides its current one. An old slug keeps answering with a
 * permanent redirect to the store's current page: the row names the store, not the next slug, so
 * a chain of renames (A -> B -> C) sends A straight to C. A slug lives either here or in
 * stores.slug, never both (taking it back removes the row).
 */
export const storeSlugHistory = pgTable(
  "store_slug_history",
  {
    slug: text().primaryKey(),
    storeId: ownerStore(),
    createdAt: createdAt(),
  },
  (t) => [index("store_slug_history_store_idx").on(t.storeId, t.createdAt)],
);

export const storeBanners = editableTable(
  "store_banners",
  {
    storeId: ownerStore(),
    url: text().notNull(),
    altText: text(),
    position: integer().notNull().default(0),
    mediaId: optionalMedia(),
    /** Optional image for phone screens; without it phones get the desktop image. */
    phoneUrl: text(),
    phoneMediaId: optionalMedia(),
    ...displayWindow(),
    createdAt: createdAt(),
  },
  (t) => [index("store_banners_store_idx").on(t.storeId, t.position, t.createdAt)],
);

export const storeImages = editableTable(
  "store_images",
  {
    storeId: ownerStore(),
    url: text().notNull(),
    kind: text().$type<StoreImageKind>().notNull().default("interior"),
    altText: text(),
    position: integer().notNull().default(0),
    mediaId: optionalMedia(),
    /** Scheduled photo: on the public page only from this moment (null: at once). ADR 0028. */
    visibleFrom: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("store_images_store_idx").on(t.storeId, t.position),
    check("store_images_kind_check", sql`${t.kind} in ('facade', 'interior')`),
  ],
);

export const storeSections = editableTable(
  "store_sections",
  {
    storeId: ownerStore(),
    section: text().$type<StoreSectionKey>().notNull(),
    title: text(),
    /** Rich text (or escaped plain text for the plain-text sections), sanitised on write. */
    bodyHtml: text()
      .$type<SanitizedHtml>()
      .notNull()
      .default("" as SanitizedHtml),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("store_sections_store_idx").on(t.storeId, t.active, t.position),
    check(
      "store_sections_section_check",
      sql`${t.section} in ('hero_description', 'sobre_loja', 'diferenciais', 'expertise', 'localizacao_estrategica', 'cta_principal', 'meta_description', 'palavras_chave')`,
    ),
  ],
);

export const specialties = editableTable(
  "specialties",
  {
    title: text().notNull(),
    description: text().notNull().default(""),
    /** One of specialtyIcons; anything else renders as Sparkles. */
    icon: text().notNull().default("Sparkles"),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("specialties_active_position_idx").on(t.active, t.position)],
);

export const testimonials = editableTable(
  "testimonials",
  {
    storeId: ownerStore(),
    customerName: text().notNull(),
    text: text().notNull(),
    rating: smallint().notNull(),
    city: text(),
    approved: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("testimonials_store_approved_idx").on(t.storeId, t.approved, t.createdAt.desc()),
    check("testimonials_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const banners = editableTable(
  "banners",
  {
    description: text().notNull(),
    imageUrl: text().notNull(),
    url: text(),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    mediaId: optionalMedia(),
    /** Optional image for phone screens; without it phones get the desktop image. */
    phoneImageUrl: text(),
    phoneMediaId: optionalMedia(),
    ...displayWindow(),
    ...timestamps(),
  },
  (t) => [index("banners_active_idx").on(t.active, t.position, t.createdAt.desc())],
);

export const brands = editableTable(
  "brands",
  {
    name: text().notNull(),
    logoUrl: text().notNull(),
    active: boolean().notNull().default(true),
    /** The order of the home's logo grid (0 first), set by staff with the arrows. */
    position: integer().notNull().default(0),
    mediaId: optionalMedia(),
    ...timestamps(),
  },
  (t) => [index("brands_active_position_idx").on(t.active, t.position)],
);

export const videos = editableTable(
  "videos",
  {
    url: text().notNull(),
    youtubeId: text().notNull(),
    title: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    addedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("videos_position_idx").on(t.position),
    check("videos_description_length", sql`char_length(${t.description}) <= 200`),
    check("videos_position_non_negative", sql`${t.position} >= 0`),
  ],
);

type BlogSearchColumns = {
  title: AnyPgColumn;
  excerpt: AnyPgColumn;
  contentHtml: AnyPgColumn;
  category: AnyPgColumn;
};

/**
 * A post as a Portuguese, accent-insensitive full-text document: title (weight A), category and
 * excerpt (B), content with its markup stripped (C). The GIN index and the blog search query use
 * this one expression, so PostgreSQL answers searches from the index without storing a column.
 */
export function blogSearchDocument(t: BlogSearchColumns): SQL {
  return sql`(setweight(to_tsvector('portuguese', app_unaccent(${t.title})), 'A') || setweight(to_tsvector('portuguese', app_unaccent(${t.category} || ' ' || ${t.excerpt})), 'B') || setweight(to_tsvector('portuguese', app_unaccent(regexp_replace(${t.contentHtml}, '<[^>]*>', ' ', 'g'))), 'C'))`;
}

/** Lower-case, unaccented title, category and excerpt: trigram matching of typos in search. */
export function blogTrigramDocument(t: BlogSearchColumns): SQL {
  return sql`app_unaccent(lower(${t.title} || ' ' || ${t.category} || ' ' || ${t.excerpt}))`;
}

export const blogPosts = editableTable(
  "blog_posts",
  {
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull(),
    /** Rich text, sanitised by the model on every write. */
    contentHtml: text().$type<SanitizedHtml>().notNull(),
    category: text().notNull(),
    imageUrl: text(),
    author: text(),
    readingTime: integer(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    published: boolean().notNull().default(false),
    /** A published post is public from this moment on (null: at once). */
    publishAt: timestamp({ withTimezone: true }),
    /** The description search engines show; the excerpt when empty. */
    seoDescription: text(),
    ...timestamps(),
  },
  (t) => [
    index("blog_posts_published_created_idx").on(t.published, t.createdAt.desc()),
    index("blog_posts_category_idx").on(sql`lower(${t.category})`, t.published),
    index("blog_posts_search_idx").using("gin", blogSearchDocument(t)),
    index("blog_posts_search_trgm_idx").using("gin", sql`${blogTrigramDocument(t)} gin_trgm_ops`),
  ],
);

export const users = editableTable(
  "users",
  {
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: text().$type<UserRole>().notNull().default("editor"),
    active: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('admin', 'editor', 'manager')`),
  ],
);

/** The stores a store manager ("Gestor de loja") looks after: the scope of its grants. */
export const managerStores = pgTable(
  "manager_stores",
  {
    userId: ownerUser(),
    storeId: ownerStore(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index("manager_stores_store_idx").on(t.storeId),
  ],
);

/** A field of the store form a change request can set (its stores column, by name). */
export type StoreValueField =
  | "name"
  | "state"
  | "city"
  | "neighborhood"
  | "street"
  | "number"
  | "complement"
  | "postalCode"
  | "reference"
  | "whatsapp"
  | "instagramUrl"
  | "mapsUrl"
  | "hoursText"
  | "notes"
  | "active"
  | "latitude"
  | "longitude"
  | "email"
  | "openedOn"
  | "historyHtml"
  | "timezone";
/** A store form field's stored value (text, number, yes/no, or empty). */
export type StoreValue = string | number | boolean | null;

/**
 * A page section as a change request sets it: the saved section it changes (`sectionId`; null
 * for the store's first text of a key, or a new differential), its text sanitised when proposed.
 */
export type ProposedSection = {
  sectionId: number | null;
  section: StoreSectionKey;
  title: string | null;
  bodyHtml: string;
  active: boolean;
};

/** A photo a change request adds: its image is stored (media row) when the request is made. */
export type ProposedPhoto = { mediaId: number; url: string; kind: StoreImageKind; altText: string };

/**
 * A store banner a change request adds: its images are stored (media rows) when the request is
 * made; its display window as ISO instants (null: from approval, with no end).
 */
export type ProposedBanner = {
  mediaId: number;
  url: string;
  phoneMediaId: number | null;
  phoneUrl: string | null;
  altText: string;
  startsAt: string | null;
  endsAt: string | null;
};

/** A customer testimonial as a change request names it: published on the store's page or not. */
export type ProposedTestimonial = {
  testimonialId: number;
  customerName: string;
  text: string;
  rating: number;
  approved: boolean;
};

/**
 * One field of a store change request: the value the requester saw (`old`) and the one asked
 * for (`new`), and head office's decision on it. A field whose current value is no longer `old`
 * when it is approved is not applied ("stale").
 */
export type StoreFieldChange = (
  | { field: "weeklyHours"; old: WeeklyHours | null; new: WeeklyHours | null }
  | { field: "photo"; old: null; new: ProposedPhoto }
  | { field: StoreValueField; old: StoreValue; new: StoreValue }
  | { field: "section"; old: ProposedSection | null; new: ProposedSection }
  | { field: "banner"; old: null; new: ProposedBanner }
  | { field: "testimonial"; old: ProposedTestimonial; new: ProposedTestimonial }
) & {
  decision?: "approved" | "rejected" | "stale";
  comment?: string;
};

/** Changes a store manager proposed, waiting for or decided by head office (Aprovações). */
export const storeChangeRequests = editableTable(
  "store_change_requests",
  {
    storeId: ownerStore(),
    requestedBy: optionalUser(),
    status: text().$type<ChangeRequestStatus>().notNull().default("pending"),
    changes: jsonb().$type<StoreFieldChange[]>().notNull(),
    /** The store's edit version when the request was made. */
    baseVersion: integer().notNull(),
    /** When the change should take effect (null: when approved); reserved for scheduling. */
    effectiveFrom: timestamp({ withTimezone: true }),
    comment: text(),
    decidedBy: optionalUser(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("store_change_requests_status_idx").on(t.status, t.createdAt),
    index("store_change_requests_store_idx").on(t.storeId, t.createdAt.desc()),
    check(
      "store_change_requests_status_check",
      sql`${t.status} in ('pending', 'approved', 'partially_approved', 'rejected', 'conflict')`,
    ),
  ],
);

export type StoreChangeRequest = typeof storeChangeRequests.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    /** Random, unguessable id; the cookie carries only this (signed). */
    id: text().primaryKey(),
    userId: ownerUser(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use password reset links: only a hash of the token is kept. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: ownerUser(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: optionalUser(),
    action: text().$type<AuditAction>().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_user_idx").on(t.userId),
    check("audit_log_action_check", sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);

export type MediaVariant = { width: number; height: number; key: string; url: string };

export const media = pgTable(
  "media",
  {
    id: id(),
    /** Path inside the storage bucket, e.g. lojas/12/banners/banner-1732262400000.webp */
    storageKey: text().notNull(),
    url: text().notNull(),
    mimeType: text().notNull(),
    byteSize: integer().notNull(),
    width: integer(),
    height: integer(),
    variants: jsonb().$type<MediaVariant[]>().notNull().default([]),
    altText: text(),
    createdBy: optionalUser(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("media_storage_key_key").on(t.storageKey)],
);

/**
 * Newsletter addresses. Only 'confirmed' (double opt-in) and 'legacy' (subscribed before
 * confirmation existed) rows are subscribers; 'pending' rows wait for their confirmation link
 * and are deleted when it expires. The consent columns record what the person agreed to.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    /** Stored in lower case. */
    email: text().notNull(),
    source: text().$type<NewsletterSource>().notNull(),
    status: text().$type<NewsletterStatus>().notNull().default("pending"),
    /** SHA-256 of the confirmation link's token; null once used. */
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    /** When the form was last sent for this address. */
    requestedAt: timestamp({ withTimezone: true }),
    /** When the link was followed: the moment of consent. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The page the form was on, the privacy notice's version and the text agreed to. */
    consentPage: text(),
    noticeVersion: text(),
    consentText: text(),
    /** Keyed hash of the address the form came from, never the address itself. */
    consentIpHash: text(),
    /** The capability of the unsubscribe link every e-mail carries. */
    unsubscribeToken: uuid().notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_key").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_created_idx").on(t.createdAt.desc()),
    uniqueIndex("newsletter_subscribers_unsubscribe_key").on(t.unsubscribeToken),
    uniqueIndex("newsletter_subscribers_confirm_key").on(t.confirmTokenHash),
    index("newsletter_subscribers_pending_idx").on(t.status, t.confirmExpiresAt),
    check(
      "newsletter_subscribers_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'legacy')`,
    ),
  ],
);

/** A single row (id = 1) of site-wide settings staff can edit. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer().primaryKey().default(1),
    version: version(),
    brandName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    whatsapp: text(),
    instagramUrl: text(),
    facebookUrl: text(),
    youtubeUrl: text(),
    tiktokUrl: text(),
    onlineShopUrl: text(),
    franchiseUrl: text(),
    clubSignupUrl: text(),
    webmailUrl: text(),
    mapTileUrl: text(),
    /** Marketing claims staff state (app/domain/site-figures.ts); store counts are computed. */
    clubMembers: integer().notNull().default(12847),
    customerSatisfaction: integer().notNull().default(97),
    franchisees: integer().notNull().default(20),
    franchiseSatisfaction: integer().notNull().default(97),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_singleton", sql`${t.id} = 1`)],
);

/** Anonymous counts: no IP, cookie or user agent is ever stored. */
export const storeEvents = pgTable(
  "store_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    storeId: ownerStore(),
    kind: text().$type<StoreEventKind>().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("store_events_store_time_idx").on(t.storeId, t.occurredAt),
    index("store_events_time_idx").on(t.occurredAt),
    check(
      "store_events_kind_check",
      sql`${t.kind} in ('page_view', 'whatsapp_click', 'directions_click', 'instagram_click')`,
    ),
  ],
);

/**
 * Daily counts of store events older than the retention period (privacy settings): the raw rows
 * are dropped once counted here, so old figures survive without a row per visit.
 */
export const storeEventDaily = pgTable(
  "store_event_daily",
  {
    storeId: ownerStore(),
    /** São Paulo calendar day. */
    day: date({ mode: "string" }).notNull(),
    kind: text().$type<StoreEventKind>().notNull(),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day, t.kind] }),
    index("store_event_daily_day_idx").on(t.day),
  ],
);

/**
 * Field speed of the public pages (web-vitals from visitors' browsers), counted per São Paulo day,
 * page type and metric as a histogram: `bucket` is the value divided by the metric's step
 * (app/domain/web-vitals.ts), `count` how many page views fell in it, so a percentile can be read
 * for any set of days. No visitor, address, page address or time of day is stored.
 */
export const webVitalsDaily = pgTable(
  "web_vitals_daily",
  {
    day: date({ mode: "string" }).notNull(),
    pageType: text().notNull(),
    metric: text().notNull(),
    bucket: smallint().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.metric, t.bucket] })],
);

/**
 * The privacy settings (a single row, id = 1): who the controller and the data-protection
 * officer are, and how long each kind of data is kept. The privacy notice and the retention job
 * read the same row.
 */
export const privacySettings = pgTable(
  "privacy_settings",
  {
    id: integer().primaryKey().default(1),
    controllerName: text(),
    controllerDocument: text(),
    controllerAddress: text(),
    dpoName: text(),
    dpoEmail: text(),
    eventsMonths: integer().notNull().default(13),
    unconfirmedDays: integer().notNull().default(7),
    loginCounterHours: integer().notNull().default(24),
    auditYears: integer().notNull().default(5),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [check("privacy_settings_singleton", sql`${t.id} = 1`)],
);

/**
 * Requests from data subjects (LGPD art. 18), sent through the public form or recorded by staff,
 * with the dates they were received and answered.
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: id(),
    /** What the requester and staff quote: short, random, unique. */
    protocol: text().notNull(),
    email: text().notNull(),
    name: text(),
    kind: text().$type<DataRequestKind>().notNull(),
    message: text(),
    channel: text().$type<"form" | "staff">().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: optionalUser(),
    resolution: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("data_requests_protocol_key").on(t.protocol),
    index("data_requests_email_idx").on(sql`lower(${t.email})`),
    index("data_requests_received_idx").on(t.receivedAt.desc()),
    check("data_requests_channel_check", sql`${t.channel} in ('form', 'staff')`),
    check(
      "data_requests_kind_check",
      sql`${t.kind} in ('access', 'correction', 'deletion', 'portability', 'revocation', 'sharing', 'other')`,
    ),
  ],
);

export type DataRequest = typeof dataRequests.$inferSelect;
export type PrivacySettings = typeof privacySettings.$inferSelect;

/**
 * What the network does on a public holiday: closed, special hours or normal hours. A decision
 * names the holiday (its date and key) and where it applies: every store that has the holiday
 * ('all'), the stores of one state ('state', UF code) or of one city ('city', UF code and city
 * name). The most specific decision wins; a store's own special dates override them all.
 */
export const holidayDecisions = editableTable(
  "holiday_decisions",
  {
    /** ISO date of the holiday (São Paulo calendar day). */
    date: date({ mode: "string" }).notNull(),
    /** Stable key of the holiday on that date ('natal', 'carnaval'). */
    holidayKey: text().notNull(),
    /** The holiday's name when the decision was taken ('Natal'), for lists and the audit log. */
    holidayName: text().notNull(),
    scope: text().$type<"all" | "state" | "city">().notNull(),
    /** UF code for 'state' and 'city' scopes, '' for 'all'. */
    state: text().notNull().default(""),
    /** City name for the 'city' scope, '' otherwise. */
    city: text().notNull().default(""),
    mode: text().$type<"closed" | "special" | "normal">().notNull(),
    /** 'HH:MM' for special hours. */
    opens: text(),
    closes: text(),
    /** Special hours that close after midnight ('fecha no dia seguinte'). */
    overnight: boolean().notNull().default(false),
    updatedBy: optionalUser(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("holiday_decisions_scope_idx").on(
      t.date,
      t.holidayKey,
      t.scope,
      t.state,
      sql`app_unaccent(lower(${t.city}))`,
    ),
    index("holiday_decisions_date_idx").on(t.date),
    check("holiday_decisions_scope_check", sql`${t.scope} in ('all', 'state', 'city')`),
    check("holiday_decisions_mode_check", sql`${t.mode} in ('closed', 'special', 'normal')`),
  ],
);

export type HolidayDecision = typeof holidayDecisions.$inferSelect;

export type Store = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
export type StoreBanner = typeof storeBanners.$inferSelect;
export type StoreImage = typeof storeImages.$inferSelect;
export type StoreSection = typeof storeSections.$inferSelect;
export type Specialty = typeof specialties.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type Brand = typeof brands.$inferSelect;
export type Video = typeof videos.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type Media = typeof media.$inferSelect;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type SiteSettings = typeof siteSettings.$inferSelect;
export type StoreEvent = typeof storeEvents.$inferSelect;

/**
 * Facts the application records about its own stored data, one row per key: for example which
 * version of the HTML sanitiser the stored rich text was cleaned with.
 */
export const appState = pgTable("app_state", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});
