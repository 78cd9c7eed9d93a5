/**
 * Every staff action, enumerated: each one that changes data leaves exactly one audit row, and
 * when the audit row cannot be written the change is rolled back with it, images included (no
 * media row, no stored file).
 *
 * The list of actions is checked against the route configuration (every restricted route with an
 * action) and against the action schemas (every intent they accept), so a new screen or intent
 * without a case here fails this file. Each case also obeys the permission table: refused
 * without a session and to every role the table refuses it to (403), changing nothing, and done
 * by every role it allows.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  banners,
  blogPosts,
  brands,
  dataRequests,
  holidayDecisions,
  newsletterSubscribers,
  specialties,
  storeBanners,
  storeImages,
  storeSections,
  stores,
  testimonials,
  users,
  videos,
  type Store,
} from "#db/schema";
import { can, isStoreScoped, ROLES, type Permission, type Role } from "~/domain/permissions";
import { proposeStoreHours } from "~/models/store-change-requests.server";
import { createPasswordReset } from "~/models/password-resets.server";
import type { Database } from "~/server/db.server";
import {
  blogListActionSchema,
  contentListActionSchema,
  newsletterActionSchema,
  videoActionSchema,
} from "~/domain/content-schemas";
import { holidayActionSchema } from "~/domain/holiday-schemas";
import { dataRequestActionSchema } from "~/domain/privacy-schemas";
import { userActionSchema } from "~/domain/auth-schemas";
import {
  hoursActionSchema,
  specialtyActionSchema,
  storeListActionSchema,
  storePhotoActionSchema,
  storeSectionActionSchema,
  testimonialActionSchema,
} from "~/domain/store-schemas";
import { storeAgendaActionSchema } from "~/domain/store-schedule";
import { scheduleStoreChange } from "~/models/store-changes.server";
import { storeSectionsFormSchema } from "~/domain/store-section-form";
import { postFormFields } from "../../../tests/support/post-values";
import { restrictedRoutes } from "../../../tests/support/restricted-routes";
import { ACTION_PERMISSIONS, STORE_ROUTES } from "../../../tests/support/route-permissions";
import { testEnv } from "../../../tests/support/route-context";
import {
  manageStores,
  newStaffSession,
  pngImage,
  staffRequests,
} from "../../../tests/support/staff-client";
import { validStoreFields } from "../../../tests/support/store-admin";
import { uploadStorePhoto } from "../../../tests/support/store-requests";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as resetPasswordRoute from "../auth/reset-password";
import * as bannersFormRoute from "./banners-form";
import * as bannersRoute from "./banners";
import * as blogEditorRoute from "./blog-editor";
import * as blogRoute from "./blog";
import * as brandsFormRoute from "./brands-form";
import * as brandsRoute from "./brands";
import * as changeRequestRoute from "./change-request";
import * as dataRequestsRoute from "./data-requests";
import * as holidaysRoute from "./holidays";
import * as imageUploadRoute from "./image-upload";
import * as newsletterRoute from "./newsletter";
import * as settingsRoute from "./settings";
import * as specialtiesRoute from "./specialties";
import * as storeFormRoute from "./store-form";
import * as storeAgendaRoute from "./store-agenda";
import * as storeHoursRoute from "./store-hours";
import * as storePhotoUploadRoute from "./store-photo-upload";
import * as storePhotosRoute from "./store-photos";
import * as storeSectionsRoute from "./store-sections";
import * as storesImportRoute from "./stores-import";
import * as storesRoute from "./stores";
import * as testimonialsRoute from "./testimonials";
import * as usersRoute from "./users";
import * as videosRoute from "./videos";
import { filesUnder } from "../../../tests/support/files";

type Fields = Record<string, string | File | undefined>;
type Handler = (args: never) => Promise<unknown>;
type Staff = Awaited<ReturnType<typeof signIn>>;

/** The intents a form schema accepts (a discriminated union on `intent`, or one object). */
function intentsOf(schema: unknown): string[] {
  const s = schema as {
    options?: unknown[];
    shape?: { intent?: { value?: string; values?: Set<string> } };
  };
  if (s.options) return s.options.flatMap(intentsOf);
  const intent = s.shape?.intent;
  if (intent?.values) return [...intent.values];
  if (intent?.value) return [intent.value];
  throw new Error("schema without an intent");
}

/**
 * The intents of each restricted route with an action. Forms without an `intent` field are
 * "save"; the store form's banner intents and the spreadsheet import's two steps are read by the
 * action itself rather than a schema.
 */
const ROUTE_INTENTS: Record<string, string[]> = {
  "routes/admin/stores.tsx": intentsOf(storeListActionSchema),
  "routes/admin/store-form.tsx": [
    "save",
    "upload-banner",
    "banner-details",
    "move-banner",
    "remove-banner",
  ],
  "routes/admin/store-photos.tsx": intentsOf(storePhotoActionSchema),
  "routes/admin/store-photo-upload.ts": ["upload"],
  "routes/admin/store-sections.tsx": [
    ...intentsOf(storeSectionsFormSchema),
    ...intentsOf(storeSectionActionSchema),
  ],
  "routes/admin/store-hours.tsx": intentsOf(hoursActionSchema),
  "routes/admin/store-agenda.tsx": intentsOf(storeAgendaActionSchema),
  "routes/admin/stores-import.tsx": ["preview", "confirm"],
  "routes/admin/holidays.tsx": intentsOf(holidayActionSchema),
  "routes/admin/specialties.tsx": intentsOf(specialtyActionSchema),
  "routes/admin/testimonials.tsx": intentsOf(testimonialActionSchema),
  "routes/admin/banners.tsx": intentsOf(contentListActionSchema),
  "routes/admin/banners-form.tsx": ["save"],
  "routes/admin/brands.tsx": intentsOf(contentListActionSchema),
  "routes/admin/brands-form.tsx": ["save"],
  "routes/admin/videos.tsx": intentsOf(videoActionSchema),
  "routes/admin/blog.tsx": intentsOf(blogListActionSchema),
  "routes/admin/blog-editor.tsx": ["save"],
  "routes/admin/newsletter.tsx": intentsOf(newsletterActionSchema),
  // The reset link an admin hands over is read by the action itself, beside the schema.
  "routes/admin/users.tsx": [...intentsOf(userActionSchema), "reset-link"],
  "routes/admin/settings.tsx": ["save", "privacy"],
  "routes/admin/data-requests.tsx": intentsOf(dataRequestActionSchema),
  "routes/admin/image-upload.ts": ["upload"],
  "routes/admin/change-request.tsx": ["review"],
};

/** Restricted routes whose action changes nothing staff maintain. */
const WITHOUT_CHANGES: Record<string, string> = {
  "routes/admin/not-found.tsx": "answers 404 to any post",
};

/** Intents that only read: they must leave no audit row. */
const READ_ONLY = new Set([
  "routes/admin/stores.tsx preview-slugs",
  "routes/admin/stores-import.tsx preview",
]);

type Case = {
  route: string;
  intent: string;
  /** What sets this case apart from another of the same intent ('a new cover sent as a file'). */
  variant?: string;
  /** The audit row's entity. */
  entity: string;
  /** The row this case needs when its address asks more than the intent's (a new store). */
  permission?: Permission;
  handler: Handler;
  /**
   * Prepares what the action needs (through other staff actions) and answers its request. `n`
   * is new on every call, for names that must be unique.
   */
  request: (
    staff: Staff,
    n: number,
  ) => Promise<[url: string, fields: Fields, params?: Record<string, string>]>;
};

async function signIn(db: Database) {
  const env = testEnv();
  const session = await newStaffSession(db, { env, role: "admin", name: "Equipe de Auditoria" });
  const client = staffRequests(db, session);
  const post = async (
    handler: Handler,
    url: string,
    fields: Fields,
    params: Record<string, string> = {},
  ) => {
    const answer = await client.post(handler, url, fields, params);
    if (answer.status >= 400) {
      throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer;
  };
  const one = async <T>(rows: Promise<T[]>): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error("fixture not created");
    return row;
  };

  /** The store's newest row in one of its lists: the one a post just added. */
  const newest = (
    table: typeof storeBanners | typeof storeImages | typeof storeSections,
    store: Store,
  ) =>
    one(
      db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.storeId, store.id))
        .orderBy(desc(table.id)),
    );

  const fixtures = {
    db,
    env,
    user: session.user,
    client,
    post,
    async store(n: number): Promise<Store> {
      const name = `Basiquinha Auditoria ${n}`;
      await post(storeFormRoute.action, "/restrita/lojas/nova", validStoreFields({ name }));
      return one(db.select().from(stores).where(eq(stores.name, name)));
    },
    async storeBanner(store: Store) {
      await post(
        storeFormRoute.action,
        `/restrita/lojas/editar/${store.id}`,
        { intent: "upload-banner", image: await pngImage("banner.png", 960, 320) },
        { id: String(store.id) },
      );
      return newest(storeBanners, store);
    },
    async photo(store: Store) {
      await uploadStorePhoto({ post }, store, {
        kind: "facade",
        altText: "Fachada",
        image: await pngImage("foto.png"),
      });
      return newest(storeImages, store);
    },
    async section(store: Store, n: number) {
      await post(
        storeSectionsRoute.action,
        `/restrita/lojas/${store.id}/conteudo`,
        {
          intent: "save-section",
          section: "diferenciais",
          title: `Diferencial ${n}`,
          bodyHtml: "<p>Atendimento</p>",
          active: "on",
        },
        { id: String(store.id) },
      );
      return newest(storeSections, store);
    },
    async specialty(n: number) {
      const title = `Especialidade ${n}`;
      await post(specialtiesRoute.action, "/restrita/especialidades", {
        intent: "create",
        title,
        description: "Cuidado com a pele",
        icon: "Sparkles",
        active: "on",
      });
      return one(db.select().from(specialties).where(eq(specialties.title, title)));
    },
    async testimonial(n: number) {
      const store = await fixtures.store(n);
      const customerName = `Cliente ${n}`;
      await post(testimonialsRoute.action, "/restrita/depoimentos", {
        intent: "create",
        storeId: String(store.id),
        customerName,
        city: "Goiânia",
        rating: "5",
        text: "Atendimento excelente, voltarei sempre.",
      });
      return one(db.select().from(testimonials).where(eq(testimonials.customerName, customerName)));
    },
    /** A cover uploaded through the staff image upload, as the post editor sends it. */
    async cover(): Promise<string> {
      const answer = await post(imageUploadRoute.action, "/restrita/api/imagens", {
        image: await pngImage("capa.png", 1200, 630),
        folder: "blog-images",
      });
      return String(answer.body?.url);
    },
    /** The home shows at most six banners: each case starts from none. */
    async clearBanners() {
      await db.delete(banners);
    },
    async banner(n: number) {
      const description = `Banner de auditoria ${n}`;
      await post(bannersFormRoute.action, "/restrita/banners/novo", {
        description,
        active: "on",
        position: "0",
        image: await pngImage("banner.png", 320, 120),
      });
      return one(db.select().from(banners).where(eq(banners.description, description)));
    },
    async brand(n: number) {
      const name = `Marca ${n}`;
      await post(brandsFormRoute.action, "/restrita/marcas/novo", {
        name,
        active: "on",
        image: await pngImage("logo.png", 200, 200),
      });
      return one(db.select().from(brands).where(eq(brands.name, name)));
    },
    async video(n: number) {
      const title = `Vídeo ${n}`;
      await post(videosRoute.action, "/restrita/videos", {
        intent: "create",
        url: `https://www.youtube.com/watch?v=${String(Math.round(n * 10)).padStart(11, "v")}`,
        title,
      });
      return one(db.select().from(videos).where(eq(videos.title, title)));
    },
    async blogPost(n: number) {
      const title = `Rotina de cuidados ${n}`;
      await post(blogEditorRoute.action, "/restrita/blog/novo", await blogFields(title));
      return one(db.select().from(blogPosts).where(eq(blogPosts.title, title)));
    },
    /** A store manager's request for new hours on a new store of its own. */
    /** A manager's new Saturday hours, from `effectiveFrom` when given. */
    async changeRequest(n: number, effectiveFrom: Date | null = null) {
      const store = await fixtures.store(n);
      const manager = await newStaffSession(db, { env, role: "manager", storeIds: [store.id] });
      return proposeStoreHours(
        db,
        manager.user.id,
        store,
        { week: [{ day: 6, open: "09:00", close: "13:00" }] },
        undefined,
        effectiveFrom,
      );
    },
    async staffMember(n: number) {
      const email = `pessoa-${n}-${Date.now()}@basiquinha.com.br`;
      await post(usersRoute.action, "/restrita/usuarios", {
        intent: "create",
        name: `Pessoa ${n}`,
        email,
        role: "editor",
        password: "senha-segura-123",
      });
      return one(db.select().from(users).where(eq(users.email, email)));
    },
  };
  return fixtures;
}

/** A valid post: its cover as a file (the form without JavaScript) or an uploaded image. */
async function blogFields(title: string, imageUrl?: string | null): Promise<Fields> {
  return postFormFields(title, {
    image: imageUrl ?? "",
    coverFile: imageUrl ? undefined : await pngImage("capa.png", 1200, 630),
  });
}

type Prepared<T> = (staff: Staff, n: number) => Promise<T> | T;

/** A restricted screen: its route file, its action and the audit entity its changes leave. */
type Screen = { route: string; handler: Handler; entity: string };

/** A list screen, whose intents are posted to one address. */
type ListScreen = Screen & { url: string };

/** A store's own screen (photos, content, hours), at an address of the store. */
type StoreScreen = Screen & { url: (store: Store) => string };

/** A form saving one record: new at `newUrl`, edited at `editUrl`/{id}. */
type FormScreen = Screen & { newUrl: string; editUrl: string };

/** An intent of a list screen, posted with the fields `fields` prepares. */
function listIntent(screen: ListScreen, intent: string, fields: Prepared<Fields> = () => ({})) {
  const { route, handler, entity, url } = screen;
  return {
    route,
    intent,
    entity,
    handler,
    request: async (staff, n) => [url, { intent, ...(await fields(staff, n)) }],
  } satisfies Case;
}

/**
 * An intent on a new store's screen, posted with the fields `fields` prepares (more of the
 * store first, if it needs any); the fields may name the intent the form sends themselves.
 */
function storeIntent(
  screen: StoreScreen,
  intent: string,
  fields: (staff: Staff, store: Store, n: number) => Promise<Fields> | Fields = () => ({}),
) {
  const { route, handler, entity, url } = screen;
  return {
    route,
    intent,
    entity,
    handler,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const sent = { intent, ...(await fields(staff, store, n)) };
      return [url(store), sent, { id: String(store.id) }];
    },
  } satisfies Case;
}

/** A form's save of a new record, with the fields `fields` prepares. */
function saveNew(form: FormScreen, fields: Prepared<Fields>) {
  const { route, handler, entity, newUrl } = form;
  return {
    route,
    intent: "save",
    entity,
    handler,
    request: async (staff, n) => [newUrl, await fields(staff, n)],
  } satisfies Case;
}

/** The same case, told apart by `variant` (images sent with the save, for one). */
const variant = (c: Case, name: string): Case => ({ ...c, variant: name });

/** A form's save of the record `prepare` made, with the fields `fields` gives for it. */
function saveEdit<R extends { id: number }>(
  form: FormScreen,
  prepare: Prepared<R>,
  fields: (record: R, n: number) => Promise<Fields> | Fields,
) {
  const { route, handler, entity, editUrl } = form;
  return {
    route,
    intent: "save",
    entity,
    handler,
    request: async (staff, n) => {
      const record = await prepare(staff, n);
      return [`${editUrl}/${record.id}`, await fields(record, n), { id: String(record.id) }];
    },
  } satisfies Case;
}

const storeForm: FormScreen = {
  route: "routes/admin/store-form.tsx",
  handler: storeFormRoute.action,
  entity: "store",
  newUrl: "/restrita/lojas/nova",
  editUrl: "/restrita/lojas/editar",
};
const storeFormBanners: StoreScreen = {
  ...storeForm,
  entity: "store_banner",
  url: (store) => `/restrita/lojas/editar/${store.id}`,
};
const storeList: ListScreen = {
  route: "routes/admin/stores.tsx",
  handler: storesRoute.action,
  entity: "store",
  url: "/restrita/lojas",
};
const storesImport: ListScreen = {
  route: "routes/admin/stores-import.tsx",
  handler: storesImportRoute.action,
  entity: "store",
  url: "/restrita/lojas/importar",
};
const storePhotos: StoreScreen = {
  route: "routes/admin/store-photos.tsx",
  handler: storePhotosRoute.action,
  entity: "store_image",
  url: (store) => `/restrita/lojas/${store.id}/fotos`,
};
const storePhotoUpload: StoreScreen = {
  route: "routes/admin/store-photo-upload.ts",
  handler: storePhotoUploadRoute.action,
  entity: "store_image",
  url: (store) => `/restrita/lojas/${store.id}/fotos/enviar`,
};
const storeContent: StoreScreen = {
  route: "routes/admin/store-sections.tsx",
  handler: storeSectionsRoute.action,
  entity: "store_section",
  url: (store) => `/restrita/lojas/${store.id}/conteudo`,
};
const storeHours: StoreScreen = {
  route: "routes/admin/store-hours.tsx",
  handler: storeHoursRoute.action,
  entity: "store",
  url: (store) => `/restrita/lojas/${store.id}/horarios`,
};
/** `days` days after the real clock (a moment always ahead, whenever the tests run). */
function daysAhead(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}

/** That day at `time`, as a datetime-local field types it (on the store's clock). */
function localDaysAhead(days: number, time = "08:00"): string {
  return `${daysAhead(days).toISOString().slice(0, 10)}T${time}`;
}

/** A pending change of the store's WhatsApp, scheduled two months ahead: its id. */
async function newWhatsappChange(staff: Staff, store: Store) {
  const at = daysAhead(60);
  const change = await scheduleStoreChange(staff.db, null, store.id, at, {
    whatsapp: "62988887777",
  });
  return String(change!.id);
}

const storeAgenda: StoreScreen = {
  route: "routes/admin/store-agenda.tsx",
  handler: storeAgendaRoute.action,
  entity: "store",
  url: (store) => `/restrita/lojas/${store.id}/agenda`,
};
const storeAgendaChanges: StoreScreen = { ...storeAgenda, entity: "store_scheduled_change" };
/** "Aplicar a partir de" on the hours screen: the change is scheduled, not saved. */
const storeHoursScheduled: StoreScreen = { ...storeHours, entity: "store_scheduled_change" };
const holidayList: ListScreen = {
  route: "routes/admin/holidays.tsx",
  handler: holidaysRoute.action,
  entity: "holiday_decision",
  url: "/restrita/feriados",
};
const specialtyList: ListScreen = {
  route: "routes/admin/specialties.tsx",
  handler: specialtiesRoute.action,
  entity: "specialty",
  url: "/restrita/especialidades",
};
const testimonialList: ListScreen = {
  route: "routes/admin/testimonials.tsx",
  handler: testimonialsRoute.action,
  entity: "testimonial",
  url: "/restrita/depoimentos",
};
const bannerForm: FormScreen = {
  route: "routes/admin/banners-form.tsx",
  handler: bannersFormRoute.action,
  entity: "banner",
  newUrl: "/restrita/banners/novo",
  editUrl: "/restrita/banners/editar",
};
const bannerList: ListScreen = {
  route: "routes/admin/banners.tsx",
  handler: bannersRoute.action,
  entity: "banner",
  url: "/restrita/banners",
};
const brandForm: FormScreen = {
  route: "routes/admin/brands-form.tsx",
  handler: brandsFormRoute.action,
  entity: "brand",
  newUrl: "/restrita/marcas/novo",
  editUrl: "/restrita/marcas/editar",
};
const brandList: ListScreen = {
  route: "routes/admin/brands.tsx",
  handler: brandsRoute.action,
  entity: "brand",
  url: "/restrita/marcas",
};
const videoList: ListScreen = {
  route: "routes/admin/videos.tsx",
  handler: videosRoute.action,
  entity: "video",
  url: "/restrita/videos",
};
const blogEditor: FormScreen = {
  route: "routes/admin/blog-editor.tsx",
  handler: blogEditorRoute.action,
  entity: "blog_post",
  newUrl: "/restrita/blog/novo",
  editUrl: "/restrita/blog/editar",
};
const blogList: ListScreen = {
  route: "routes/admin/blog.tsx",
  handler: blogRoute.action,
  entity: "blog_post",
  url: "/restrita/blog",
};
const newsletterList: ListScreen = {
  route: "routes/admin/newsletter.tsx",
  handler: newsletterRoute.action,
  entity: "newsletter_subscriber",
  url: "/restrita/newsletter",
};
const userList: ListScreen = {
  route: "routes/admin/users.tsx",
  handler: usersRoute.action,
  entity: "user",
  url: "/restrita/usuarios",
};
const privacySettings: ListScreen = {
  route: "routes/admin/settings.tsx",
  handler: settingsRoute.action,
  entity: "privacy_settings",
  url: "/restrita/configuracoes",
};
const dataRequestList: ListScreen = {
  route: "routes/admin/data-requests.tsx",
  handler: dataRequestsRoute.action,
  entity: "data_request",
  url: "/restrita/solicitacoes-lgpd",
};
const dataSubject: ListScreen = { ...dataRequestList, entity: "data_subject" };
const settingsForm: FormScreen = {
  route: "routes/admin/settings.tsx",
  handler: settingsRoute.action,
  entity: "site_settings",
  newUrl: "/restrita/configuracoes",
  editUrl: "/restrita/configuracoes",
};

/** The holiday decision staff save for the next Christmas, everywhere. */
const christmasDecision = (): Fields => ({
  date: nextChristmas(),
  holidayKey: "natal",
  where: "all",
  mode: "closed",
});

/** Every staff action with the audit entity it must leave. */
const CASES: Case[] = [
  // Stores
  // A new store is head office's (/restrita/lojas/nova); editing one may be a manager's request.
  {
    ...saveNew(storeForm, (_staff, n) => validStoreFields({ name: `Basiquinha Nova ${n}` })),
    permission: "stores.publish",
  },
  saveEdit(
    storeForm,
    (staff, n) => staff.store(n),
    (store) => validStoreFields({ name: store.name, hoursText: "Seg. a Sáb.: 9h às 18h" }),
  ),
  // "Aplicar a partir de": the fields changed are scheduled, not saved.
  variant(
    saveEdit(
      { ...storeForm, entity: "store_scheduled_change" },
      (staff, n) => staff.store(n),
      (store) => ({
        ...validStoreFields({ name: store.name, whatsapp: "(62) 98888-1234" }),
        effectiveAt: localDaysAhead(30),
      }),
    ),
    "scheduled",
  ),
  storeIntent(storeFormBanners, "upload-banner", async () => ({
    image: await pngImage("banner.png", 960, 320),
  })),
  storeIntent(storeFormBanners, "banner-details", async (staff, store) => {
    const banner = await staff.storeBanner(store);
    return { bannerId: String(banner.id), altText: "Vitrine de verão" };
  }),
  storeIntent(storeFormBanners, "move-banner", async (staff, store) => {
    const first = await staff.storeBanner(store);
    await staff.storeBanner(store);
    return { bannerId: String(first.id), direction: "down" };
  }),
  storeIntent(storeFormBanners, "remove-banner", async (staff, store) => {
    const banner = await staff.storeBanner(store);
    return { bannerId: String(banner.id) };
  }),
  listIntent(storeList, "delete", async (staff, n) => {
    const store = await staff.store(n);
    return { storeId: String(store.id) };
  }),
  listIntent(storeList, "preview-slugs"),
  listIntent(storeList, "regenerate-slugs", async (staff, n) => {
    const store = await staff.store(n);
    // A store whose address no longer matches its name, as after a rename made elsewhere.
    await staff.db
      .update(stores)
      .set({ name: `Basiquinha Renomeada ${n}` })
      .where(eq(stores.id, store.id));
    return {};
  }),
  listIntent(storesImport, "preview", async (staff, n) => {
    const store = await staff.store(n);
    const csv = new File([`slug,ativo\n${store.slug},não\n`], "lojas.csv", { type: "text/csv" });
    return { arquivo: csv };
  }),
  listIntent(storesImport, "confirm", async (staff, n) => {
    const store = await staff.store(n);
    return { csv: `slug,ativo\n${store.slug},não\n` };
  }),
  // A store's photos, page content and hours
  storeIntent(storePhotos, "upload-photo", async () => ({
    kind: "interior",
    image: await pngImage("foto.png"),
  })),
  // "Aparece a partir de": the photo is stored now and shown from its moment.
  variant(
    storeIntent(storePhotos, "upload-photo", async () => ({
      kind: "interior",
      image: await pngImage("foto.png"),
      effectiveAt: localDaysAhead(30),
    })),
    "scheduled",
  ),
  // The upload without JavaScript sends the photo screen's intent.
  storeIntent(storePhotoUpload, "upload", async () => ({
    intent: "upload-photo",
    kind: "facade",
    image: await pngImage("foto.png"),
  })),
  storeIntent(storePhotos, "update-photo", async (staff, store) => {
    const photo = await staff.photo(store);
    return { photoId: String(photo.id), kind: "interior", altText: "Salão" };
  }),
  storeIntent(storePhotos, "move-photo", async (staff, store) => {
    const first = await staff.photo(store);
    await staff.photo(store);
    return { photoId: String(first.id), direction: "down" };
  }),
  storeIntent(storePhotos, "remove-photo", async (staff, store) => {
    const photo = await staff.photo(store);
    return { photoId: String(photo.id) };
  }),
  storeIntent(storeContent, "save-all", () => ({
    "sections[0].section": "sobre_loja",
    "sections[0].title": "Sobre a loja",
    "sections[0].bodyHtml": "<p>Uma loja no coração do bairro.</p>",
    "sections[0].active": "on",
    "sections[1].section": "hero_description",
    "sections[1].bodyHtml": "Maquiagem e cuidados para você.",
    "sections[1].active": "on",
  })),
  storeIntent(storeContent, "save-section", () => ({
    section: "expertise",
    title: "Expertise",
    bodyHtml: "<p>Pele</p>",
    active: "on",
  })),
  storeIntent(storeContent, "move-section", async (staff, store, n) => {
    const first = await staff.section(store, n);
    await staff.section(store, n + 0.5);
    return { sectionId: String(first.id), direction: "down" };
  }),
  storeIntent(storeContent, "delete-section", async (staff, store, n) => {
    const section = await staff.section(store, n);
    return { sectionId: String(section.id) };
  }),
  storeIntent(storeHours, "save-hours", () => {
    const fields: Fields = {};
    for (let d = 0; d < 7; d++) {
      fields[`days[${d}].open1`] = d === 0 ? "" : "09:00";
      fields[`days[${d}].close1`] = d === 0 ? "" : d === 6 ? "13:00" : "19:00";
    }
    return fields;
  }),
  storeIntent(storeHours, "clear-hours"),
  variant(
    storeIntent(storeHoursScheduled, "save-hours", () => {
      const fields: Fields = { effectiveAt: localDaysAhead(30) };
      for (let d = 1; d < 7; d++) {
        fields[`days[${d}].open1`] = "10:00";
        fields[`days[${d}].close1`] = "20:00";
      }
      return fields;
    }),
    "scheduled",
  ),
  // A store's calendar: its temporary closure and its scheduled changes
  storeIntent(storeAgenda, "close", () => ({
    closedFrom: localDaysAhead(40),
    closedUntil: localDaysAhead(50),
  })),
  storeIntent(storeAgenda, "reopen", async (staff, store) => {
    await staff.db
      .update(stores)
      .set({
        closedFrom: daysAhead(40),
        closedUntil: daysAhead(50),
      })
      .where(eq(stores.id, store.id));
    return {};
  }),
  storeIntent(storeAgendaChanges, "reschedule", async (staff, store) => ({
    changeId: await newWhatsappChange(staff, store),
    effectiveAt: localDaysAhead(61, "09:00"),
  })),
  storeIntent(storeAgendaChanges, "cancel", async (staff, store) => ({
    changeId: await newWhatsappChange(staff, store),
  })),
  storeIntent(storeAgendaChanges, "edit-values", async (staff, store) => ({
    changeId: await newWhatsappChange(staff, store),
    "value-whatsapp": "(62) 97777-1234",
  })),
  // Head office's decision on a store manager's change request: applied, audited as the store's.
  {
    route: "routes/admin/change-request.tsx",
    intent: "review",
    entity: "store",
    handler: changeRequestRoute.action,
    request: async (staff, n) => {
      const request = await staff.changeRequest(n);
      return [
        `/restrita/aprovacoes/${request.id}`,
        { intent: "review", "decision-0": "approved", expectedVersion: String(request.version) },
        { id: String(request.id) },
      ];
    },
  },
  // A request asking for a moment ahead: approving it schedules the change (one row, its own).
  {
    route: "routes/admin/change-request.tsx",
    intent: "review",
    variant: "with a moment",
    entity: "store_scheduled_change",
    handler: changeRequestRoute.action,
    request: async (staff, n) => {
      const request = await staff.changeRequest(n, daysAhead(30));
      return [
        `/restrita/aprovacoes/${request.id}`,
        { intent: "review", "decision-0": "approved", expectedVersion: String(request.version) },
        { id: String(request.id) },
      ];
    },
  },
  // Holidays
  listIntent(holidayList, "save-decision", christmasDecision),
  listIntent(holidayList, "delete-decision", async (staff) => {
    await staff.post(holidaysRoute.action, holidayList.url, {
      intent: "save-decision",
      ...christmasDecision(),
    });
    const [decision] = await staff.db
      .select()
      .from(holidayDecisions)
      .orderBy(desc(holidayDecisions.id));
    return { id: String(decision!.id) };
  }),
  // Specialties and testimonials
  listIntent(specialtyList, "create", (_staff, n) => ({
    title: `Nova especialidade ${n}`,
    description: "",
    icon: "Crown",
    active: "on",
  })),
  listIntent(specialtyList, "update", async (staff, n) => {
    const item = await staff.specialty(n);
    return {
      specialtyId: String(item.id),
      title: `Especialidade revista ${n}`,
      icon: "Award",
      active: "on",
    };
  }),
  ...["move", "toggle", "delete"].map((intent) =>
    listIntent(specialtyList, intent, async (staff, n) => {
      const item = await staff.specialty(n);
      await staff.specialty(n + 0.5);
      return { specialtyId: String(item.id), direction: "down" };
    }),
  ),
  listIntent(testimonialList, "create", async (staff, n) => {
    const store = await staff.store(n);
    return {
      storeId: String(store.id),
      customerName: `Cliente novo ${n}`,
      rating: "4",
      text: "Gostei muito da consultoria de pele.",
    };
  }),
  listIntent(testimonialList, "update", async (staff, n) => {
    const item = await staff.testimonial(n);
    return {
      testimonialId: String(item.id),
      customerName: item.customerName,
      rating: "3",
      text: "Atendimento bom, mas a fila estava grande.",
    };
  }),
  listIntent(testimonialList, "delete", async (staff, n) => {
    const item = await staff.testimonial(n);
    return { testimonialId: String(item.id) };
  }),
  // Publishing or withdrawing: a store manager's, on its own store's testimonial (the store given
  // as the address's id), is a change request.
  ...["approve", "unapprove"].map((intent): Case => ({
    ...listIntent(testimonialList, intent),
    request: async (staff, n) => {
      const item = await staff.testimonial(n);
      if (intent === "unapprove") {
        await staff.post(testimonialsRoute.action, testimonialList.url, {
          intent: "approve",
          testimonialId: String(item.id),
        });
      }
      return [
        testimonialList.url,
        { intent, testimonialId: String(item.id) },
        { id: String(item.storeId) },
      ];
    },
  })),
  // Home banners and brands
  saveNew(bannerForm, async (staff, n) => {
    await staff.clearBanners();
    return {
      description: `Banner novo ${n}`,
      active: "on",
      image: await pngImage("banner.png", 320, 120),
    };
  }),
  saveEdit(
    bannerForm,
    async (staff, n) => {
      await staff.clearBanners();
      return staff.banner(n);
    },
    (_banner, n) => ({ description: `Banner revisto ${n}`, active: "on" }),
  ),
  variant(
    saveEdit(
      bannerForm,
      async (staff, n) => {
        await staff.clearBanners();
        return staff.banner(n);
      },
      async (_banner, n) => ({
        description: `Banner com imagens novas ${n}`,
        active: "on",
        image: await pngImage("novo.png", 320, 120),
        phoneImage: await pngImage("celular.png", 200, 200),
      }),
    ),
    "with new desktop and phone images",
  ),
  ...["toggle", "delete", "move"].map((intent) =>
    listIntent(bannerList, intent, async (staff, n) => {
      await staff.clearBanners();
      const banner = await staff.banner(n);
      await staff.banner(n + 0.5);
      // Each new banner put first: the older one moves up.
      return { id: String(banner.id), direction: "up" };
    }),
  ),
  saveNew(brandForm, async (_staff, n) => ({
    name: `Marca nova ${n}`,
    active: "on",
    image: await pngImage("logo.png", 200, 200),
  })),
  saveEdit(
    brandForm,
    (staff, n) => staff.brand(n),
    (_brand, n) => ({ name: `Marca revista ${n}`, active: "on" }),
  ),
  variant(
    saveEdit(
      brandForm,
      (staff, n) => staff.brand(n),
      async (_brand, n) => ({
        name: `Marca com logo novo ${n}`,
        active: "on",
        image: await pngImage("logo-novo.png", 200, 200),
      }),
    ),
    "with a new logo",
  ),
  ...["toggle", "delete", "move"].map((intent) =>
    listIntent(brandList, intent, async (staff, n) => {
      const brand = await staff.brand(n);
      // New brands go last: the one before this one moves down.
      await staff.brand(n + 0.5);
      return { id: String(brand.id), direction: "down" };
    }),
  ),
  // Videos, blog, newsletter, images
  listIntent(videoList, "create", (_staff, n) => ({
    url: "https://youtu.be/dQw4w9WgXcQ",
    title: `Vídeo novo ${n}`,
  })),
  listIntent(videoList, "update", async (staff, n) => {
    const video = await staff.video(n);
    return { id: String(video.id), url: video.url, title: `Vídeo revisto ${n}` };
  }),
  ...["delete", "move"].map((intent) =>
    listIntent(videoList, intent, async (staff, n) => {
      const video = await staff.video(n);
      await staff.video(n + 0.5);
      return { id: String(video.id), direction: "down" };
    }),
  ),
  // The cover is uploaded first, as the editor does in the browser: the post is the change.
  saveNew(blogEditor, async (staff, n) => blogFields(`Post novo ${n}`, await staff.cover())),
  saveEdit(
    blogEditor,
    (staff, n) => staff.blogPost(n),
    (post, n) => blogFields(`Post revisto ${n}`, post.imageUrl),
  ),
  // Without JavaScript the cover comes with the form: its media row is part of the change.
  variant(
    saveNew(blogEditor, (_staff, n) => blogFields(`Post sem JavaScript ${n}`)),
    "with its cover sent as a file",
  ),
  variant(
    saveEdit(
      blogEditor,
      (staff, n) => staff.blogPost(n),
      (_post, n) => blogFields(`Post com capa nova ${n}`),
    ),
    "with a new cover sent as a file",
  ),
  listIntent(blogList, "delete", async (staff, n) => {
    const post = await staff.blogPost(n);
    return { id: String(post.id) };
  }),
  listIntent(newsletterList, "delete", async (staff, n) => {
    const [row] = await staff.db
      .insert(newsletterSubscribers)
      .values({ email: `leitora-${n}-${Date.now()}@exemplo.com.br`, source: "footer" })
      .returning();
    return { id: String(row!.id) };
  }),
  {
    route: "routes/admin/image-upload.ts",
    intent: "upload",
    entity: "media",
    handler: imageUploadRoute.action,
    request: async () => [
      "/restrita/api/imagens",
      { image: await pngImage("imagem.png"), alt: "Capa" },
    ],
  },
  // Staff accounts and settings
  listIntent(userList, "create", (_staff, n) => ({
    name: `Pessoa nova ${n}`,
    email: `nova-${n}-${Date.now()}@basiquinha.com.br`,
    role: "editor",
    password: "senha-segura-123",
  })),
  ...["reset-password", "change-role", "toggle-active", "reset-link"].map((intent) =>
    listIntent(userList, intent, async (staff, n) => {
      const person = await staff.staffMember(n);
      return { userId: String(person.id), password: "outra-senha-456", role: "admin" };
    }),
  ),
  saveNew(settingsForm, (_staff, n) => ({
    brandName: `Basiquinha ${n}`,
    contactEmail: "sac@basiquinha.com.br",
    contactPhone: "(62) 4002-8922",
  })),
  listIntent(privacySettings, "privacy", (_staff, n) => ({
    controllerName: `Basiquinha Ltda. ${n}`,
    dpoEmail: "privacidade@basiquinha.com.br",
    eventsMonths: String(12 + (n % 10)),
    unconfirmedDays: "7",
    loginCounterHours: "24",
    auditYears: "5",
  })),
  // Requests from data subjects
  listIntent(dataRequestList, "record", (_staff, n) => ({
    email: `titular-${n}@exemplo.com.br`,
    kind: "access",
    receivedOn: "2026-11-02",
  })),
  listIntent(dataRequestList, "answer", async (staff, n) => {
    const [row] = await staff.db
      .insert(dataRequests)
      .values({
        protocol: `T${n}-${Date.now()}`,
        email: `pedido-${n}@exemplo.com.br`,
        kind: "deletion",
        channel: "form",
      })
      .returning();
    return { id: String(row!.id), resolution: "Atendido." };
  }),
  listIntent(dataSubject, "erase", async (staff, n) => {
    const email = `apagar-${n}-${Date.now()}@exemplo.com.br`;
    await staff.db.insert(newsletterSubscribers).values({ email, source: "footer" });
    return { email };
  }),
];

/** The password link a staff member opened: not a restricted route, but a staff account change. */
const RESET_LINK: Case = {
  route: "routes/auth/reset-password.tsx",
  intent: "save",
  entity: "user",
  handler: resetPasswordRoute.action,
  request: async (staff, n) => {
    const person = await staff.staffMember(n);
    const { token } = await createPasswordReset(staff.db, person.id);
    return [
      `/redefinir-senha/${token}`,
      { password: "nova-senha-789", confirmation: "nova-senha-789" },
      { token },
    ];
  },
};

function nextChristmas(): string {
  const now = new Date();
  const late = now.getUTCMonth() === 11 && now.getUTCDate() > 24;
  return `${now.getUTCFullYear() + (late ? 1 : 0)}-12-25`;
}

describe("the list of staff actions", () => {
  it("covers every restricted route with an action and every intent it accepts", async () => {
    const modules = import.meta.glob<Record<string, unknown>>([
      "./*.ts",
      "./*.tsx",
      "!./*.test.ts",
    ]);
    const withAction: string[] = [];
    for (const { file } of restrictedRoutes()) {
      const load = modules[`./${file.replace("routes/admin/", "")}`];
      if (load && "action" in (await load())) withAction.push(file);
    }
    const listed = [...Object.keys(ROUTE_INTENTS), ...Object.keys(WITHOUT_CHANGES)].sort();
    expect([...new Set(withAction)].sort()).toEqual(listed);

    const covered = new Set(CASES.map((c) => `${c.route} ${c.intent}`));
    const expected = Object.entries(ROUTE_INTENTS).flatMap(([route, intents]) =>
      intents.map((intent) => `${route} ${intent}`),
    );
    expect(expected.filter((key) => !covered.has(key))).toEqual([]);

    const guarded = Object.entries(ACTION_PERMISSIONS).flatMap(([route, intents]) =>
      Object.keys(intents).map((intent) => `${route} ${intent}`),
    );
    expect(guarded.sort()).toEqual(expected.sort());
  });
});

describeEachDatabase("staff actions and their audit rows", (getDb) => {
  let staff: Staff;
  let serial = 0;
  const next = () => ++serial;

  /** A client per role (the administrator is `staff`'s), and one without a session. */
  const as = {} as Record<Role, { client: Staff["client"]; userId: number }>;
  let nobody: Staff["client"];

  beforeAll(async () => {
    const { db } = getDb();
    staff = await signIn(db);
    for (const role of ROLES) {
      const session = await newStaffSession(db, { env: staff.env, role });
      as[role] = { client: staffRequests(db, session), userId: session.user.id };
    }
    nobody = staffRequests(db, { cookie: "", env: staff.env });
    await db.execute(sql`
      CREATE FUNCTION refuse_audit_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`);
  });

  const auditCount = async () => {
    const [row] = await getDb()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    return Number(row?.n);
  };

  /**
   * Everything staff maintain, row by row (the audit log, sessions and visits left out), and
   * every stored file.
   */
  const snapshot = async () => {
    const db = getDb().db;
    const query = async <T>(statement: SQL) =>
      ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
    const tables = await query<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('audit_log', 'sessions', 'store_events')
      ORDER BY table_name`);
    const out: Record<string, string[]> = {};
    for (const { table_name } of tables) {
      const rows = await query<{ row: string }>(
        sql`SELECT to_jsonb(t)::text AS row FROM ${sql.identifier(table_name)} t`,
      );
      out[table_name] = rows.map((r) => r.row).sort();
    }
    out.files = filesUnder(staff.env.UPLOADS_DIR);
    return out;
  };

  const run = async (c: Case) => {
    const [url, fields, params] = await c.request(staff, next());
    return staff.client.post(c.handler, url, fields, params ?? {});
  };

  describe.each(
    [...CASES, RESET_LINK].map(
      (c) =>
        [
          `${c.route.replace("routes/", "")} ${c.intent}${c.variant ? ` ${c.variant}` : ""}`,
          c,
        ] as const,
    ),
  )("%s", (_name, c) => {
    const readOnly = READ_ONLY.has(`${c.route} ${c.intent}`);

    it(
      readOnly ? "leaves no audit row" : "leaves exactly one audit row, in its own words",
      async () => {
        const [url, fields, params] = await c.request(staff, next());
        const before = await auditCount();
        const answer = await staff.client.post(c.handler, url, fields, params ?? {});
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(400);
        expect(await auditCount()).toBe(before + (readOnly ? 0 : 1));
        if (readOnly) return;
        const [row] = await getDb().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(row).toMatchObject({ entity: c.entity });
        expect(row?.userId).not.toBeNull();
      },
    );

    const permission = c.permission ?? ACTION_PERMISSIONS[c.route]?.[c.intent];
    it.skipIf(!permission)("obeys the permission table for every role", async () => {
      const [url, fields, params] = await c.request(staff, next());
      const before = await snapshot();
      const audits = await auditCount();
      const post = (client: Staff["client"]) => client.post(c.handler, url, fields, params ?? {});

      const anonymous = await post(nobody);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/login\?/);
      const allowed = ROLES.filter((role) => can({ role }, permission!));
      // A store manager reaching a store not its own gets 404 before any row is checked.
      const otherStore = (role: Role) =>
        STORE_ROUTES.has(c.route) &&
        params?.id !== undefined &&
        isStoreScoped({ role }, "stores.edit");
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        expect((await post(as[role].client)).status, role).toBe(otherStore(role) ? 404 : 403);
      }
      const scoped = allowed.filter((role) => isStoreScoped({ role }, permission!));
      for (const role of scoped) {
        expect((await post(as[role].client)).status, role).toBe(404);
      }
      expect(await auditCount()).toBe(audits);
      expect(await snapshot()).toEqual(before);

      // Each role the table allows does it (the first with the request refused above).
      let request: Awaited<ReturnType<Case["request"]>> | null = [url, fields, params];
      for (const role of allowed) {
        const [u, f, p] = request ?? (await c.request(staff, next()));
        request = null;
        // A scoped grant is used on a store of the role's own (its save becomes a request).
        if (scoped.includes(role)) await manageStores(getDb().db, as[role].userId, [Number(p!.id)]);
        const count = await auditCount();
        const answer = await as[role].client.post(c.handler, u, f, p ?? {});
        expect(answer.status, `${role}: ${JSON.stringify(answer.body)}`).toBeLessThan(400);
        expect(await auditCount()).toBe(count + (readOnly ? 0 : 1));
        if (readOnly) continue;
        const [row] = await getDb().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(row?.userId, role).toBe(as[role].userId);
      }
    });

    it.skipIf(readOnly)("is rolled back when its audit row cannot be written", async () => {
      const db = getDb().db;
      const [url, fields, params] = await c.request(staff, next());
      const before = await snapshot();
      const audits = await auditCount();
      await db.execute(sql`
          CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log
          FOR EACH ROW EXECUTE FUNCTION refuse_audit_rows()`);
      try {
        // The action may answer with an error or let it reach the error page: either way
        // nothing of the change may remain.
        await staff.client.post(c.handler, url, fields, params ?? {}).catch(() => undefined);
      } finally {
        await db.execute(sql`DROP TRIGGER refuse_audit ON audit_log`);
      }
      expect(await auditCount()).toBe(audits);
      expect(await snapshot()).toEqual(before);
    });
  });

  it("runs every case against one database without leftovers from the failed ones", async () => {
    // The triggers are gone: a last change is audited again.
    const before = await auditCount();
    await run(CASES.find((c) => c.route === "routes/admin/videos.tsx" && c.intent === "create")!);
    expect(await auditCount()).toBe(before + 1);
  });
});
