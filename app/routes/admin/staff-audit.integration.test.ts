/**
 * Every staff action, enumerated: each one that changes data leaves exactly one audit row, and
 * when the audit row cannot be written the change is rolled back with it.
 *
 * The list of actions is checked against the route configuration (every restricted route with an
 * action) and against the action schemas (every intent they accept), so a new screen or intent
 * without a case here fails this file.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  banners,
  blogPosts,
  brands,
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
import { createPasswordReset } from "~/models/password-resets.server";
import type { Database } from "~/server/db.server";
import {
  bannerListActionSchema,
  blogListActionSchema,
  brandListActionSchema,
  newsletterActionSchema,
  videoActionSchema,
} from "~/domain/content-schemas";
import { holidayActionSchema } from "~/domain/holiday-schemas";
import { userActionSchema } from "~/domain/auth-schemas";
import {
  hoursActionSchema,
  specialtyActionSchema,
  storeListActionSchema,
  storePhotoActionSchema,
  storeSectionActionSchema,
  testimonialActionSchema,
} from "~/domain/store-schemas";
import { storeSectionsFormSchema } from "~/domain/store-section-form";
import { restrictedRoutes } from "../../../tests/support/restricted-routes";
import { testEnv } from "../../../tests/support/route-context";
import { newStaffSession, pngImage, staffRequests } from "../../../tests/support/staff-client";
import { validStoreFields } from "../../../tests/support/store-admin";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as resetPasswordRoute from "../auth/reset-password";
import * as bannersFormRoute from "./banners-form";
import * as bannersRoute from "./banners";
import * as blogEditorRoute from "./blog-editor";
import * as blogRoute from "./blog";
import * as brandsFormRoute from "./brands-form";
import * as brandsRoute from "./brands";
import * as holidaysRoute from "./holidays";
import * as imageUploadRoute from "./image-upload";
import * as newsletterRoute from "./newsletter";
import * as settingsRoute from "./settings";
import * as specialtiesRoute from "./specialties";
import * as storeFormRoute from "./store-form";
import * as storeHoursRoute from "./store-hours";
import * as storePhotoUploadRoute from "./store-photo-upload";
import * as storePhotosRoute from "./store-photos";
import * as storeSectionsRoute from "./store-sections";
import * as storesImportRoute from "./stores-import";
import * as storesRoute from "./stores";
import * as testimonialsRoute from "./testimonials";
import * as usersRoute from "./users";
import * as videosRoute from "./videos";

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
  "routes/admin/stores-import.tsx": ["preview", "confirm"],
  "routes/admin/holidays.tsx": intentsOf(holidayActionSchema),
  "routes/admin/specialties.tsx": intentsOf(specialtyActionSchema),
  "routes/admin/testimonials.tsx": intentsOf(testimonialActionSchema),
  "routes/admin/banners.tsx": intentsOf(bannerListActionSchema),
  "routes/admin/banners-form.tsx": ["save"],
  "routes/admin/brands.tsx": intentsOf(brandListActionSchema),
  "routes/admin/brands-form.tsx": ["save"],
  "routes/admin/videos.tsx": intentsOf(videoActionSchema),
  "routes/admin/blog.tsx": intentsOf(blogListActionSchema),
  "routes/admin/blog-editor.tsx": ["save"],
  "routes/admin/newsletter.tsx": intentsOf(newsletterActionSchema),
  // The reset link an admin hands over is read by the action itself, beside the schema.
  "routes/admin/users.tsx": [...intentsOf(userActionSchema), "reset-link"],
  "routes/admin/settings.tsx": ["save"],
  "routes/admin/image-upload.ts": ["upload"],
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
  /** The audit row's entity. */
  entity: string;
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
      return one(
        db
          .select()
          .from(storeBanners)
          .where(eq(storeBanners.storeId, store.id))
          .orderBy(desc(storeBanners.id)),
      );
    },
    async photo(store: Store) {
      await post(
        storePhotosRoute.action,
        `/restrita/lojas/${store.id}/fotos`,
        {
          intent: "upload-photo",
          kind: "facade",
          altText: "Fachada",
          image: await pngImage("foto.png"),
        },
        { id: String(store.id) },
      );
      return one(
        db
          .select()
          .from(storeImages)
          .where(eq(storeImages.storeId, store.id))
          .orderBy(desc(storeImages.id)),
      );
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
      return one(
        db
          .select()
          .from(storeSections)
          .where(eq(storeSections.storeId, store.id))
          .orderBy(desc(storeSections.id)),
      );
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
  return {
    title,
    category: "Skincare",
    excerpt: "O que usar antes de dormir, na ordem certa.",
    content: `<p>${"Limpeza, hidratação e protetor solar todos os dias. ".repeat(3)}</p>`,
    image: imageUrl ?? "",
    coverFile: imageUrl ? undefined : await pngImage("capa.png", 1200, 630),
  };
}

const storeUrl = (store: Store, tail = "") =>
  [`/restrita/lojas/${store.id}${tail}`, { id: String(store.id) }] as const;

/** Every staff action with the audit entity it must leave. */
const CASES: Case[] = [
  // Stores
  {
    route: "routes/admin/store-form.tsx",
    intent: "save",
    entity: "store",
    handler: storeFormRoute.action,
    request: async (_staff, n) => [
      "/restrita/lojas/nova",
      validStoreFields({ name: `Basiquinha Nova ${n}` }),
    ],
  },
  {
    route: "routes/admin/store-form.tsx",
    intent: "save",
    entity: "store",
    handler: storeFormRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      return [
        `/restrita/lojas/editar/${store.id}`,
        validStoreFields({ name: store.name, hoursText: "Seg. a Sáb.: 9h às 18h" }),
        { id: String(store.id) },
      ];
    },
  },
  {
    route: "routes/admin/store-form.tsx",
    intent: "upload-banner",
    entity: "store_banner",
    handler: storeFormRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      return [
        `/restrita/lojas/editar/${store.id}`,
        { intent: "upload-banner", image: await pngImage("banner.png", 960, 320) },
        { id: String(store.id) },
      ];
    },
  },
  {
    route: "routes/admin/store-form.tsx",
    intent: "banner-details",
    entity: "store_banner",
    handler: storeFormRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const banner = await staff.storeBanner(store);
      return [
        `/restrita/lojas/editar/${store.id}`,
        { intent: "banner-details", bannerId: String(banner.id), altText: "Vitrine de verão" },
        { id: String(store.id) },
      ];
    },
  },
  {
    route: "routes/admin/store-form.tsx",
    intent: "move-banner",
    entity: "store_banner",
    handler: storeFormRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const first = await staff.storeBanner(store);
      await staff.storeBanner(store);
      return [
        `/restrita/lojas/editar/${store.id}`,
        { intent: "move-banner", bannerId: String(first.id), direction: "down" },
        { id: String(store.id) },
      ];
    },
  },
  {
    route: "routes/admin/store-form.tsx",
    intent: "remove-banner",
    entity: "store_banner",
    handler: storeFormRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const banner = await staff.storeBanner(store);
      return [
        `/restrita/lojas/editar/${store.id}`,
        { intent: "remove-banner", bannerId: String(banner.id) },
        { id: String(store.id) },
      ];
    },
  },
  {
    route: "routes/admin/stores.tsx",
    intent: "delete",
    entity: "store",
    handler: storesRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      return ["/restrita/lojas", { intent: "delete", storeId: String(store.id) }];
    },
  },
  {
    route: "routes/admin/stores.tsx",
    intent: "preview-slugs",
    entity: "store",
    handler: storesRoute.action,
    request: async () => ["/restrita/lojas", { intent: "preview-slugs" }],
  },
  {
    route: "routes/admin/stores.tsx",
    intent: "regenerate-slugs",
    entity: "store",
    handler: storesRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      // A store whose address no longer matches its name, as after a rename made elsewhere.
      await staff.db
        .update(stores)
        .set({ name: `Basiquinha Renomeada ${n}` })
        .where(eq(stores.id, store.id));
      return ["/restrita/lojas", { intent: "regenerate-slugs" }];
    },
  },
  {
    route: "routes/admin/stores-import.tsx",
    intent: "preview",
    entity: "store",
    handler: storesImportRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const csv = new File([`slug,ativo\n${store.slug},não\n`], "lojas.csv", { type: "text/csv" });
      return ["/restrita/lojas/importar", { intent: "preview", arquivo: csv }];
    },
  },
  {
    route: "routes/admin/stores-import.tsx",
    intent: "confirm",
    entity: "store",
    handler: storesImportRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      return [
        "/restrita/lojas/importar",
        { intent: "confirm", csv: `slug,ativo\n${store.slug},não\n` },
      ];
    },
  },
  // A store's photos, page content and hours
  {
    route: "routes/admin/store-photos.tsx",
    intent: "upload-photo",
    entity: "store_image",
    handler: storePhotosRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const [url, params] = storeUrl(store, "/fotos");
      return [
        url,
        { intent: "upload-photo", kind: "interior", image: await pngImage("foto.png") },
        params,
      ];
    },
  },
  {
    route: "routes/admin/store-photo-upload.ts",
    intent: "upload",
    entity: "store_image",
    handler: storePhotoUploadRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const [url, params] = storeUrl(store, "/fotos/enviar");
      return [
        url,
        { intent: "upload-photo", kind: "facade", image: await pngImage("foto.png") },
        params,
      ];
    },
  },
  {
    route: "routes/admin/store-photos.tsx",
    intent: "update-photo",
    entity: "store_image",
    handler: storePhotosRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const photo = await staff.photo(store);
      const [url, params] = storeUrl(store, "/fotos");
      return [
        url,
        { intent: "update-photo", photoId: String(photo.id), kind: "interior", altText: "Salão" },
        params,
      ];
    },
  },
  {
    route: "routes/admin/store-photos.tsx",
    intent: "move-photo",
    entity: "store_image",
    handler: storePhotosRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const first = await staff.photo(store);
      await staff.photo(store);
      const [url, params] = storeUrl(store, "/fotos");
      return [url, { intent: "move-photo", photoId: String(first.id), direction: "down" }, params];
    },
  },
  {
    route: "routes/admin/store-photos.tsx",
    intent: "remove-photo",
    entity: "store_image",
    handler: storePhotosRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const photo = await staff.photo(store);
      const [url, params] = storeUrl(store, "/fotos");
      return [url, { intent: "remove-photo", photoId: String(photo.id) }, params];
    },
  },
  {
    route: "routes/admin/store-sections.tsx",
    intent: "save-all",
    entity: "store_section",
    handler: storeSectionsRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const [url, params] = storeUrl(store, "/conteudo");
      return [
        url,
        {
          intent: "save-all",
          "sections[0].section": "sobre_loja",
          "sections[0].title": "Sobre a loja",
          "sections[0].bodyHtml": "<p>Uma loja no coração do bairro.</p>",
          "sections[0].active": "on",
          "sections[1].section": "hero_description",
          "sections[1].bodyHtml": "Maquiagem e cuidados para você.",
          "sections[1].active": "on",
        },
        params,
      ];
    },
  },
  {
    route: "routes/admin/store-sections.tsx",
    intent: "save-section",
    entity: "store_section",
    handler: storeSectionsRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const [url, params] = storeUrl(store, "/conteudo");
      return [
        url,
        {
          intent: "save-section",
          section: "expertise",
          title: "Expertise",
          bodyHtml: "<p>Pele</p>",
          active: "on",
        },
        params,
      ];
    },
  },
  {
    route: "routes/admin/store-sections.tsx",
    intent: "move-section",
    entity: "store_section",
    handler: storeSectionsRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const first = await staff.section(store, n);
      await staff.section(store, n + 0.5);
      const [url, params] = storeUrl(store, "/conteudo");
      return [
        url,
        { intent: "move-section", sectionId: String(first.id), direction: "down" },
        params,
      ];
    },
  },
  {
    route: "routes/admin/store-sections.tsx",
    intent: "delete-section",
    entity: "store_section",
    handler: storeSectionsRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const section = await staff.section(store, n);
      const [url, params] = storeUrl(store, "/conteudo");
      return [url, { intent: "delete-section", sectionId: String(section.id) }, params];
    },
  },
  {
    route: "routes/admin/store-hours.tsx",
    intent: "save-hours",
    entity: "store",
    handler: storeHoursRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const [url, params] = storeUrl(store, "/horarios");
      const fields: Fields = { intent: "save-hours" };
      for (let d = 0; d < 7; d++) {
        fields[`days[${d}].open1`] = d === 0 ? "" : "09:00";
        fields[`days[${d}].close1`] = d === 0 ? "" : d === 6 ? "13:00" : "19:00";
      }
      return [url, fields, params];
    },
  },
  {
    route: "routes/admin/store-hours.tsx",
    intent: "clear-hours",
    entity: "store",
    handler: storeHoursRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      const [url, params] = storeUrl(store, "/horarios");
      return [url, { intent: "clear-hours" }, params];
    },
  },
  // Holidays
  {
    route: "routes/admin/holidays.tsx",
    intent: "save-decision",
    entity: "holiday_decision",
    handler: holidaysRoute.action,
    request: async () => [
      "/restrita/feriados",
      {
        intent: "save-decision",
        date: nextChristmas(),
        holidayKey: "natal",
        where: "all",
        mode: "closed",
      },
    ],
  },
  {
    route: "routes/admin/holidays.tsx",
    intent: "delete-decision",
    entity: "holiday_decision",
    handler: holidaysRoute.action,
    request: async (staff) => {
      await staff.post(holidaysRoute.action, "/restrita/feriados", {
        intent: "save-decision",
        date: nextChristmas(),
        holidayKey: "natal",
        where: "all",
        mode: "closed",
      });
      const [decision] = await staff.db
        .select()
        .from(holidayDecisions)
        .orderBy(desc(holidayDecisions.id));
      return ["/restrita/feriados", { intent: "delete-decision", id: String(decision!.id) }];
    },
  },
  // Specialties and testimonials
  {
    route: "routes/admin/specialties.tsx",
    intent: "create",
    entity: "specialty",
    handler: specialtiesRoute.action,
    request: async (_staff, n) => [
      "/restrita/especialidades",
      {
        intent: "create",
        title: `Nova especialidade ${n}`,
        description: "",
        icon: "Crown",
        active: "on",
      },
    ],
  },
  {
    route: "routes/admin/specialties.tsx",
    intent: "update",
    entity: "specialty",
    handler: specialtiesRoute.action,
    request: async (staff, n) => {
      const item = await staff.specialty(n);
      return [
        "/restrita/especialidades",
        {
          intent: "update",
          specialtyId: String(item.id),
          title: `Especialidade revista ${n}`,
          icon: "Award",
          active: "on",
        },
      ];
    },
  },
  ...(["move", "toggle", "delete"] as const).map((intent): Case => ({
    route: "routes/admin/specialties.tsx",
    intent,
    entity: "specialty",
    handler: specialtiesRoute.action,
    request: async (staff, n) => {
      const item = await staff.specialty(n);
      await staff.specialty(n + 0.5);
      return [
        "/restrita/especialidades",
        { intent, specialtyId: String(item.id), direction: "down" },
      ];
    },
  })),
  {
    route: "routes/admin/testimonials.tsx",
    intent: "create",
    entity: "testimonial",
    handler: testimonialsRoute.action,
    request: async (staff, n) => {
      const store = await staff.store(n);
      return [
        "/restrita/depoimentos",
        {
          intent: "create",
          storeId: String(store.id),
          customerName: `Cliente novo ${n}`,
          rating: "4",
          text: "Gostei muito da consultoria de pele.",
        },
      ];
    },
  },
  {
    route: "routes/admin/testimonials.tsx",
    intent: "update",
    entity: "testimonial",
    handler: testimonialsRoute.action,
    request: async (staff, n) => {
      const item = await staff.testimonial(n);
      return [
        "/restrita/depoimentos",
        {
          intent: "update",
          testimonialId: String(item.id),
          customerName: item.customerName,
          rating: "3",
          text: "Atendimento bom, mas a fila estava grande.",
        },
      ];
    },
  },
  ...(["approve", "unapprove", "delete"] as const).map((intent): Case => ({
    route: "routes/admin/testimonials.tsx",
    intent,
    entity: "testimonial",
    handler: testimonialsRoute.action,
    request: async (staff, n) => {
      const item = await staff.testimonial(n);
      if (intent === "unapprove") {
        await staff.post(testimonialsRoute.action, "/restrita/depoimentos", {
          intent: "approve",
          testimonialId: String(item.id),
        });
      }
      return ["/restrita/depoimentos", { intent, testimonialId: String(item.id) }];
    },
  })),
  // Home banners and brands
  {
    route: "routes/admin/banners-form.tsx",
    intent: "save",
    entity: "banner",
    handler: bannersFormRoute.action,
    request: async (staff, n) => [
      await staff.clearBanners().then(() => "/restrita/banners/novo"),
      {
        description: `Banner novo ${n}`,
        active: "on",
        image: await pngImage("banner.png", 320, 120),
      },
    ],
  },
  {
    route: "routes/admin/banners-form.tsx",
    intent: "save",
    entity: "banner",
    handler: bannersFormRoute.action,
    request: async (staff, n) => {
      await staff.clearBanners();
      const banner = await staff.banner(n);
      return [
        `/restrita/banners/editar/${banner.id}`,
        { description: `Banner revisto ${n}`, active: "on" },
        { id: String(banner.id) },
      ];
    },
  },
  ...(["toggle", "delete", "move"] as const).map((intent): Case => ({
    route: "routes/admin/banners.tsx",
    intent,
    entity: "banner",
    handler: bannersRoute.action,
    request: async (staff, n) => {
      await staff.clearBanners();
      const banner = await staff.banner(n);
      await staff.banner(n + 0.5);
      // New banners go first: the older one moves up.
      return ["/restrita/banners", { intent, id: String(banner.id), direction: "up" }];
    },
  })),
  {
    route: "routes/admin/brands-form.tsx",
    intent: "save",
    entity: "brand",
    handler: brandsFormRoute.action,
    request: async (_staff, n) => [
      "/restrita/marcas/novo",
      { name: `Marca nova ${n}`, active: "on", image: await pngImage("logo.png", 200, 200) },
    ],
  },
  {
    route: "routes/admin/brands-form.tsx",
    intent: "save",
    entity: "brand",
    handler: brandsFormRoute.action,
    request: async (staff, n) => {
      const brand = await staff.brand(n);
      return [
        `/restrita/marcas/editar/${brand.id}`,
        { name: `Marca revista ${n}`, active: "on" },
        { id: String(brand.id) },
      ];
    },
  },
  ...(["toggle", "delete"] as const).map((intent): Case => ({
    route: "routes/admin/brands.tsx",
    intent,
    entity: "brand",
    handler: brandsRoute.action,
    request: async (staff, n) => {
      const brand = await staff.brand(n);
      return ["/restrita/marcas", { intent, id: String(brand.id) }];
    },
  })),
  // Videos, blog, newsletter, images
  {
    route: "routes/admin/videos.tsx",
    intent: "create",
    entity: "video",
    handler: videosRoute.action,
    request: async (_staff, n) => [
      "/restrita/videos",
      { intent: "create", url: "https://youtu.be/dQw4w9WgXcQ", title: `Vídeo novo ${n}` },
    ],
  },
  {
    route: "routes/admin/videos.tsx",
    intent: "update",
    entity: "video",
    handler: videosRoute.action,
    request: async (staff, n) => {
      const video = await staff.video(n);
      return [
        "/restrita/videos",
        { intent: "update", id: String(video.id), url: video.url, title: `Vídeo revisto ${n}` },
      ];
    },
  },
  ...(["delete", "move"] as const).map((intent): Case => ({
    route: "routes/admin/videos.tsx",
    intent,
    entity: "video",
    handler: videosRoute.action,
    request: async (staff, n) => {
      const video = await staff.video(n);
      await staff.video(n + 0.5);
      return ["/restrita/videos", { intent, id: String(video.id), direction: "down" }];
    },
  })),
  {
    route: "routes/admin/blog-editor.tsx",
    intent: "save",
    entity: "blog_post",
    handler: blogEditorRoute.action,
    // The cover is uploaded first, as the editor does in the browser: the post is the change.
    request: async (staff, n) => [
      "/restrita/blog/novo",
      await blogFields(`Post novo ${n}`, await staff.cover()),
    ],
  },
  {
    route: "routes/admin/blog-editor.tsx",
    intent: "save",
    entity: "blog_post",
    handler: blogEditorRoute.action,
    request: async (staff, n) => {
      const post = await staff.blogPost(n);
      return [
        `/restrita/blog/editar/${post.id}`,
        await blogFields(`Post revisto ${n}`, post.imageUrl),
        { id: String(post.id) },
      ];
    },
  },
  {
    route: "routes/admin/blog.tsx",
    intent: "delete",
    entity: "blog_post",
    handler: blogRoute.action,
    request: async (staff, n) => {
      const post = await staff.blogPost(n);
      return ["/restrita/blog", { intent: "delete", id: String(post.id) }];
    },
  },
  {
    route: "routes/admin/newsletter.tsx",
    intent: "delete",
    entity: "newsletter_subscriber",
    handler: newsletterRoute.action,
    request: async (staff, n) => {
      const [row] = await staff.db
        .insert(newsletterSubscribers)
        .values({ email: `leitora-${n}-${Date.now()}@exemplo.com.br`, source: "footer" })
        .returning();
      return ["/restrita/newsletter", { intent: "delete", id: String(row!.id) }];
    },
  },
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
  {
    route: "routes/admin/users.tsx",
    intent: "create",
    entity: "user",
    handler: usersRoute.action,
    request: async (_staff, n) => [
      "/restrita/usuarios",
      {
        intent: "create",
        name: `Pessoa nova ${n}`,
        email: `nova-${n}-${Date.now()}@basiquinha.com.br`,
        role: "editor",
        password: "senha-segura-123",
      },
    ],
  },
  ...(["reset-password", "change-role", "toggle-active", "reset-link"] as const).map(
    (intent): Case => ({
      route: "routes/admin/users.tsx",
      intent,
      entity: "user",
      handler: usersRoute.action,
      request: async (staff, n) => {
        const person = await staff.staffMember(n);
        return [
          "/restrita/usuarios",
          { intent, userId: String(person.id), password: "outra-senha-456", role: "admin" },
        ];
      },
    }),
  ),
  {
    route: "routes/admin/settings.tsx",
    intent: "save",
    entity: "site_settings",
    handler: settingsRoute.action,
    request: async (_staff, n) => [
      "/restrita/configuracoes",
      {
        brandName: `Basiquinha ${n}`,
        contactEmail: "sac@basiquinha.com.br",
        contactPhone: "(62) 4002-8922",
      },
    ],
  },
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
  });
});

describeEachDatabase("staff actions and their audit rows", (getDb) => {
  let staff: Staff;
  let serial = 0;
  const next = () => ++serial;

  beforeAll(async () => {
    const { db } = getDb();
    staff = await signIn(db);
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

  /** Everything staff maintain, row by row (the audit log, sessions and visits left out). */
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
    return out;
  };

  const run = async (c: Case) => {
    const [url, fields, params] = await c.request(staff, next());
    return staff.client.post(c.handler, url, fields, params ?? {});
  };

  describe.each(
    [...CASES, RESET_LINK].map(
      (c) => [`${c.route.replace("routes/", "")} ${c.intent}`, c] as const,
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
