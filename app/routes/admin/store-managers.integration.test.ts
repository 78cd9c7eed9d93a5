/**
 * Store managers ("Gestor de loja") and head office's approvals, through the real routes: a
 * manager's saves become change requests and the public page stays as it was; approving applies
 * them with one audit row naming both people; a field changed since is flagged, not applied; and,
 * derived from the route configuration, a manager reaching another store's address (GET or POST)
 * gets 404 with the database unchanged, and no route lets it write to a store without a request.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  media,
  storeBanners,
  storeChangeRequests,
  storeImages,
  storeSections,
  testimonials,
  type Store,
  type StoreChangeRequest,
} from "#db/schema";
import { MAX_BANNERS } from "~/domain/content-schemas";
import { can, isStoreScoped } from "~/domain/permissions";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { startMailCatcher, type MailCatcher } from "../../../tests/support/mail-server";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { concreteUrl, restrictedRoutes } from "../../../tests/support/restricted-routes";
import {
  ACTION_PERMISSIONS,
  LOADER_PERMISSIONS,
  STORE_ROUTES,
} from "../../../tests/support/route-permissions";
import { pngImage, type staffRequests } from "../../../tests/support/staff-client";
import { validStoreFields } from "../../../tests/support/store-admin";
import {
  adminAndManager,
  postWeekHours,
  storeRequestRows,
  uploadStorePhoto,
  weekHoursFields,
} from "../../../tests/support/store-requests";
import { describeEachDatabase, tableSnapshot } from "../../../tests/support/test-db";
import * as storePageRoute from "../site/store";
import * as changeRequestRoute from "./change-request";
import * as changeRequestPreviewRoute from "./change-request-preview";
import * as changeRequestsRoute from "./change-requests";
import * as dashboardRoute from "./dashboard";
import * as storeFormRoute from "./store-form";
import * as storeSectionsRoute from "./store-sections";
import * as storesRoute from "./stores";
import * as testimonialsRoute from "./testimonials";

type Handler = (args: never) => Promise<unknown>;
type Client = ReturnType<typeof staffRequests>;

const modules = import.meta.glob<{ loader?: Handler; action?: Handler }>(
  "/app/routes/admin/*.{ts,tsx}",
);
const load = async (file: string) => {
  const importer = modules[`/app/${file}`];
  if (!importer) throw new Error(`No module for ${file}`);
  return importer();
};

describeEachDatabase("store managers and approvals", (getDb) => {
  let db: Database;
  let env: Env;
  let mail: MailCatcher;
  let admin: Client;
  let adminId: number;
  let manager: Client;
  let managerId: number;
  let managerEmail: string;
  let own: Store;
  let second: Store;
  let other: Store;

  const { storeRow, newestRequest } = storeRequestRows(
    () => db,
    () => admin,
  );
  /** The public store page's data, as a visitor gets it (the moment it was read left out). */
  const publicPage = async (store: Store) =>
    JSON.stringify(
      await storePageRoute.loader({
        request: new Request(`http://localhost/${store.slug}`),
        params: { slug: store.slug },
        context: routeContext(db, env),
      } as never),
    ).replace(/"from":"[^"]*"/g, '"from":""');
  const review = (request: StoreChangeRequest, fields: Record<string, string>) =>
    admin.post(
      changeRequestRoute.action,
      `/restrita/aprovacoes/${request.id}`,
      { intent: "review", expectedVersion: String(request.version), ...fields },
      { id: String(request.id) },
    );
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && mail.inbox.length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    db = getDb().db;
    mail = await startMailCatcher();
    env = testEnv({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(mail.port) });
    let stores: Store[];
    ({ admin, adminId, manager, managerId, managerEmail, stores } = await adminAndManager(
      db,
      env,
      ["Basiquinha Gestão Centro", "Basiquinha Gestão Norte"],
      ["Basiquinha Outra Rede"],
    ));
    [own, second, other] = stores as [Store, Store, Store];
  });
  afterAll(() => mail.close());

  it("shows a manager only its stores, in the list and in the Painel", async () => {
    const list = await manager.get(storesRoute.loader, "/restrita/lojas");
    const names = (list.body?.stores as { name: string }[]).map((s) => s.name).sort();
    expect(names).toEqual([own.name, second.name].sort());
    const painel = await manager.get(dashboardRoute.loader, "/restrita/painel");
    const options = (painel.body?.stores as { id: number }[]).map((s) => s.id).sort();
    expect(options).toEqual([own.id, second.id].sort());
  });

  it("turns a manager's Saturday hours and new photo into requests; the page stays as it was", async () => {
    mail.inbox.length = 0;
    const before = await storeRow(own);
    const pageBefore = await publicPage(own);
    const hours = await postWeekHours(manager, own, ["10:00", "14:00"]);
    expect(hours.status, JSON.stringify(hours.body)).toBeLessThan(400);
    const photo = await uploadStorePhoto(manager, own, {
      kind: "interior",
      altText: "Novo provador",
      image: await pngImage("provador.png"),
    });
    expect(photo.status, JSON.stringify(photo.body)).toBeLessThan(400);

    expect(await storeRow(own)).toEqual(before);
    expect(await db.select().from(storeImages).where(eq(storeImages.storeId, own.id))).toEqual([]);
    const pageAfter = await publicPage(own);
    expect(pageBefore).not.toContain("Sáb.: 10h às 14h");
    expect(pageAfter).not.toContain("Sáb.: 10h às 14h");
    expect(pageAfter).not.toContain("provador");

    const requests = await db
      .select()
      .from(storeChangeRequests)
      .where(eq(storeChangeRequests.storeId, own.id));
    expect(requests.map((r) => [r.status, r.changes[0]!.field]).sort()).toEqual([
      ["pending", "photo"],
      ["pending", "weeklyHours"],
    ]);
    // Head office is told, with a link to the request.
    await waitForMail(2);
    expect(mail.inbox.length).toBe(2);
    expect(mail.inbox[0]!.raw).toContain("/restrita/aprovacoes/");
  });

  it("lists the requests in Aprovações for head office and for the manager", async () => {
    const forAdmin = await admin.get(changeRequestsRoute.loader, "/restrita/aprovacoes");
    expect((forAdmin.body?.requests as unknown[]).length).toBeGreaterThanOrEqual(2);
    const forManager = await manager.get(changeRequestsRoute.loader, "/restrita/aprovacoes");
    const names = (forManager.body?.requests as { storeName: string }[]).map((r) => r.storeName);
    expect(new Set(names)).toEqual(new Set([own.name]));
  });

  it("applies an approval with one audit row naming the approver and the requester", async () => {
    mail.inbox.length = 0;
    const [hours, photo] = await db
      .select()
      .from(storeChangeRequests)
      .where(eq(storeChangeRequests.storeId, own.id))
      .orderBy(storeChangeRequests.id);
    for (const request of [hours!, photo!]) {
      const [latest] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      const answer = await review(request, { "decision-0": "approved" });
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(400);
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
      expect(rows[1]!.id).toBe(latest!.id);
      expect(rows[0]).toMatchObject({
        userId: adminId,
        entity: "store",
        entityId: String(own.id),
        details: {
          requestedBy: { id: managerId, name: "Gustavo Gestor" },
          changeRequestId: request.id,
        },
      });
    }
    const page = await publicPage(own);
    expect(page).toContain("Sáb.: 10h às 14h");
    const [added] = await db.select().from(storeImages).where(eq(storeImages.storeId, own.id));
    expect(added).toMatchObject({ altText: "Novo provador", kind: "interior" });
    expect(page).toContain(added!.url);
    expect((await newestRequest(own)).status).toBe("approved");
    // The manager is told.
    const toManager = () => mail.inbox.filter((m) => m.to.includes(managerEmail));
    for (let i = 0; i < 100 && toManager().length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(toManager().length).toBe(2);
    expect(toManager()[0]!.raw).toContain("aprovado");
  });

  it("flags an approved request whose field changed since, and does not apply it", async () => {
    await postWeekHours(manager, second, ["08:00", "12:00"]);
    const request = await newestRequest(second);
    // Head office changes the hours directly meanwhile.
    await postWeekHours(admin, second, ["09:00", "17:00"]);
    const current = await storeRow(second);
    const audits = await db.select().from(auditLog);
    await review(request, { "decision-0": "approved" });
    expect(await storeRow(second)).toEqual(current);
    const flagged = await newestRequest(second);
    expect(flagged.status).toBe("conflict");
    expect(flagged.changes[0]!.decision).toBe("stale");
    // Flagging is recorded (the request's row), nothing of the store.
    const after = await db.select().from(auditLog);
    expect(after.length).toBe(audits.length + 1);
    expect(after.at(-1)).toMatchObject({ entity: "store_change_request" });
    // Head office may still reject it, with a comment the manager reads.
    await review(flagged, { "decision-0": "rejected", "comment-0": "Já ajustamos o sábado." });
    const rejected = await newestRequest(second);
    expect(rejected.status).toBe("rejected");
    expect(rejected.changes[0]!.comment).toBe("Já ajustamos o sábado.");
    expect(await storeRow(second)).toEqual(current);
    const screen = await manager.get(
      changeRequestRoute.loader,
      `/restrita/aprovacoes/${rejected.id}`,
      {
        id: String(rejected.id),
      },
    );
    expect(JSON.stringify(screen.body)).toContain("Já ajustamos o sábado.");
  });

  it("refuses a manager to review requests", async () => {
    await postWeekHours(manager, own, ["11:00", "15:00"]);
    const request = await newestRequest(own);
    const before = await tableSnapshot(db);
    const answer = await manager.post(
      changeRequestRoute.action,
      `/restrita/aprovacoes/${request.id}`,
      { intent: "review", "decision-0": "approved", expectedVersion: String(request.version) },
      { id: String(request.id) },
    );
    expect(answer.status).toBe(403);
    expect(await tableSnapshot(db)).toEqual(before);
  });

  describe("the store form's fields", () => {
    /** The store form as the manager would post it: the store's values with some changed. */
    const formOf = (store: Store, changed: Record<string, string>) =>
      validStoreFields({
        name: store.name,
        hoursText: store.hoursText,
        editVersion: String(store.version),
        ...changed,
      });
    const editForm = (store: Store, fields: Record<string, string>) =>
      manager.post(storeFormRoute.action, `/restrita/lojas/editar/${store.id}`, fields, {
        id: String(store.id),
      });

    it("opens the form for a manager's own store, saying a save is sent for approval", async () => {
      const answer = await manager.get(storeFormRoute.loader, `/restrita/lojas/editar/${own.id}`, {
        id: String(own.id),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ mode: "edit", proposes: true });
      const forAdmin = await admin.get(storeFormRoute.loader, `/restrita/lojas/editar/${own.id}`, {
        id: String(own.id),
      });
      expect(forAdmin.body).toMatchObject({ proposes: false });
    });

    it("makes a request field by field; approved fields reach the page with one audit row", async () => {
      mail.inbox.length = 0;
      const before = await storeRow(own);
      const pageBefore = await publicPage(own);
      const answer = await editForm(
        before,
        formOf(before, { whatsapp: "(62) 98765-4321", reference: "Em frente à praça" }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(302);
      const request = await newestRequest(own);
      expect(answer.location).toBe(`/restrita/aprovacoes/${request.id}`);
      expect(request.status).toBe("pending");
      expect(request.requestedBy).toBe(managerId);
      const byField = Object.fromEntries(request.changes.map((c) => [c.field, c]));
      expect(Object.keys(byField).sort()).toEqual(["reference", "whatsapp"]);
      expect(byField.reference).toMatchObject({ old: null, new: "Em frente à praça" });
      expect(byField.whatsapp!.old).toBe(before.whatsapp);
      // The public page and the store are as they were.
      expect(await storeRow(own)).toEqual(before);
      expect(await publicPage(own)).toBe(pageBefore);
      expect(pageBefore).not.toContain("Em frente à praça");
      // Head office is told which fields the request changes.
      const link = `/restrita/aprovacoes/${request.id}`;
      const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "");
      const told = () =>
        mail.inbox.filter((m) => !m.to.includes(managerEmail) && unfolded(m.raw).includes(link));
      for (let i = 0; i < 100 && told().length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(unfolded(told()[0]?.raw ?? "")).toContain("WhatsApp");

      // Head office reads the diff and the preview with the change applied.
      const screen = await admin.get(
        changeRequestRoute.loader,
        `/restrita/aprovacoes/${request.id}`,
        { id: String(request.id) },
      );
      expect(JSON.stringify(screen.body)).toContain("Em frente à praça");
      const preview = await admin.get(
        changeRequestPreviewRoute.loader,
        `/restrita/aprovacoes/${request.id}/visualizar`,
        { id: String(request.id) },
      );
      expect(preview.status).toBe(200);
      expect(JSON.stringify(preview.body)).toContain("Em frente à praça");

      // Approve the WhatsApp, reject the reference.
      const index = (field: string) => request.changes.findIndex((c) => c.field === field);
      const audits = await db.select().from(auditLog);
      const reviewed = await review(request, {
        [`decision-${index("whatsapp")}`]: "approved",
        [`decision-${index("reference")}`]: "rejected",
        [`comment-${index("reference")}`]: "A referência já está no mapa.",
      });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(302);
      const after = await storeRow(own);
      expect(after.whatsapp).toBe(byField.whatsapp!.new);
      expect(after.whatsapp).not.toBe(before.whatsapp);
      expect(after.reference).toBe(before.reference);
      expect((await newestRequest(own)).status).toBe("partially_approved");
      const rows = await db.select().from(auditLog);
      expect(rows.length).toBe(audits.length + 1);
      expect(rows.at(-1)).toMatchObject({
        userId: adminId,
        entity: "store",
        entityId: String(own.id),
        details: {
          fields: ["whatsapp"],
          changes: { whatsapp: [before.whatsapp, after.whatsapp] },
          requestedBy: { id: managerId, name: "Gustavo Gestor" },
          changeRequestId: request.id,
        },
      });
      const page = await publicPage(own);
      expect(page).not.toBe(pageBefore);
      expect(page).toContain("98765");
      expect(page).not.toContain("Em frente à praça");
    });

    it("moves the page's address when an approved new name applies", async () => {
      const before = await storeRow(second);
      await editForm(before, formOf(before, { name: "Basiquinha Gestão Norte Shopping" }));
      const request = await newestRequest(second);
      expect(request.changes.map((c) => c.field)).toEqual(["name"]);
      expect((await storeRow(second)).slug).toBe(before.slug);
      await review(request, { "decision-0": "approved" });
      const after = await storeRow(second);
      expect(after.name).toBe("Basiquinha Gestão Norte Shopping");
      expect(after.slug).not.toBe(before.slug);
      second = after;
    });

    it("flags a field head office changed since, and writes nothing", async () => {
      const before = await storeRow(second);
      await editForm(before, formOf(before, { notes: "Estacionamento no subsolo" }));
      const request = await newestRequest(second);
      await admin.post(
        storeFormRoute.action,
        `/restrita/lojas/editar/${second.id}`,
        validStoreFields({
          name: before.name,
          hoursText: before.hoursText,
          notes: "Estacionamento conveniado",
        }),
        { id: String(second.id) },
      );
      const current = await storeRow(second);
      expect(current.notes).toBe("Estacionamento conveniado");
      await review(request, { "decision-0": "approved" });
      expect(await storeRow(second)).toEqual(current);
      const flagged = await newestRequest(second);
      expect(flagged.status).toBe("conflict");
      expect(flagged.changes[0]!.decision).toBe("stale");
    });

    it("refuses a save that changes nothing, and one made on an outdated form", async () => {
      const store = await storeRow(own);
      const requests = (await db.select().from(storeChangeRequests)).length;
      const same = await editForm(store, formOf(store, { whatsapp: store.whatsapp ?? "" }));
      expect(same.status).toBe(400);
      expect(JSON.stringify(same.body)).toContain("Nenhum campo foi alterado");
      const outdated = await editForm(
        store,
        formOf(store, {
          whatsapp: store.whatsapp ?? "",
          notes: "Outra observação",
          editVersion: String(store.version - 1),
        }),
      );
      expect(outdated.status).toBe(409);
      expect((await db.select().from(storeChangeRequests)).length).toBe(requests);
      expect(await storeRow(own)).toEqual(store);
    });
  });

  describe("the page's sections", () => {
    /** Sends the own store's sections screen `fields`, as `client`. */
    const postSections = (client: Client, fields: Record<string, string | undefined>) =>
      client.post(storeSectionsRoute.action, `/restrita/lojas/${own.id}/conteudo`, fields, {
        id: String(own.id),
      });
    /** One section's save from its form: new title and text. */
    const saveSection = (client: Client, sectionId: number, title: string, bodyHtml: string) =>
      postSections(client, {
        intent: "save-section",
        sectionId: String(sectionId),
        section: "sobre_loja",
        title,
        bodyHtml,
        active: "on",
      });
    const sectionRows = (store: Store) =>
      db.select().from(storeSections).where(eq(storeSections.storeId, store.id));

    it("turns a manager's new text into a request; approved, the page shows it", async () => {
      const before = await sectionRows(own);
      const pageBefore = await publicPage(own);
      const answer = await postSections(manager, {
        intent: "save-all",
        "sections[0].section": "sobre_loja",
        "sections[0].title": "Nossa casa no Centro",
        "sections[0].bodyHtml": "<p>Atendimento com hora marcada às quintas.</p>",
        "sections[0].active": "on",
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await sectionRows(own)).toEqual(before);
      expect(await publicPage(own)).toBe(pageBefore);
      const request = await newestRequest(own);
      expect(request.changes).toMatchObject([
        {
          field: "section",
          old: null,
          new: { section: "sobre_loja", title: "Nossa casa no Centro", active: true },
        },
      ]);
      const preview = await admin.get(
        changeRequestPreviewRoute.loader,
        `/restrita/aprovacoes/${request.id}/visualizar`,
        { id: String(request.id) },
      );
      expect(JSON.stringify(preview.body)).toContain("hora marcada às quintas");

      const audits = (await db.select().from(auditLog)).length;
      await review(request, { "decision-0": "approved" });
      expect((await newestRequest(own)).status).toBe("approved");
      const [saved] = await sectionRows(own);
      expect(saved).toMatchObject({ section: "sobre_loja", title: "Nossa casa no Centro" });
      const rows = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(rows.length).toBe(audits + 1);
      expect(rows.at(-1)).toMatchObject({
        userId: adminId,
        entity: "store",
        details: {
          fields: ["sections"],
          requestedBy: { id: managerId },
          changeRequestId: request.id,
        },
      });
      expect(await publicPage(own)).toContain("hora marcada às quintas");
    });

    it("flags a section head office changed since, and refuses a manager's move or removal", async () => {
      const [section] = await sectionRows(own);
      await saveSection(manager, section!.id, "Nossa casa", "<p>Texto do gestor.</p>");
      const request = await newestRequest(own);
      expect(request.changes[0]).toMatchObject({
        field: "section",
        old: { sectionId: section!.id, title: "Nossa casa no Centro" },
      });
      await saveSection(admin, section!.id, "Texto da matriz", "<p>Texto da matriz.</p>");
      const current = await sectionRows(own);
      await review(request, { "decision-0": "approved" });
      expect((await newestRequest(own)).status).toBe("conflict");
      expect(await sectionRows(own)).toEqual(current);

      const snapshot = await tableSnapshot(db);
      for (const fields of [
        { intent: "delete-section", sectionId: String(section!.id) },
        { intent: "save-all", remove: String(section!.id) },
      ]) {
        const answer = await postSections(manager, fields);
        expect(answer.status, JSON.stringify(fields)).toBe(403);
      }
      expect(await tableSnapshot(db)).toEqual(snapshot);
    });
  });

  describe("the store's banners", () => {
    const bannerRows = (store: Store) =>
      db.select().from(storeBanners).where(eq(storeBanners.storeId, store.id));
    const proposeBanner = async (store: Store) =>
      manager.post(
        storeFormRoute.action,
        `/restrita/lojas/editar/${store.id}`,
        {
          intent: "upload-banner",
          image: await pngImage("banner-gestor.png", 960, 320),
          phoneImage: await pngImage("banner-celular.png", 400, 400),
        },
        { id: String(store.id) },
      );

    it("turns a manager's new banner into a request; approved, the page shows it", async () => {
      const pageBefore = await publicPage(own);
      const answer = await proposeBanner(own);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const request = await newestRequest(own);
      expect(answer.body).toMatchObject({ kind: "banner", error: null, proposed: request.id });
      // The images are stored, the banner is not: the page is as it was.
      expect(await bannerRows(own)).toEqual([]);
      expect(await publicPage(own)).toBe(pageBefore);
      const [change] = request.changes;
      expect(change).toMatchObject({
        field: "banner",
        old: null,
        new: { altText: `Banner da ${own.name}`, startsAt: null, endsAt: null },
      });
      if (change?.field !== "banner") throw new Error("not a banner");
      const banner = change.new;
      const stored = await db.select().from(media).where(eq(media.id, banner.mediaId));
      expect(stored[0]?.url).toBe(banner.url);
      expect(banner.phoneUrl).toBeTruthy();
      expect(pageBefore).not.toContain(banner.url);

      // Head office reads the diff and the preview with the banner in place.
      const screen = await admin.get(
        changeRequestRoute.loader,
        `/restrita/aprovacoes/${request.id}`,
        { id: String(request.id) },
      );
      expect(JSON.stringify(screen.body)).toContain(banner.url);
      const preview = await admin.get(
        changeRequestPreviewRoute.loader,
        `/restrita/aprovacoes/${request.id}/visualizar`,
        { id: String(request.id) },
      );
      expect(JSON.stringify(preview.body)).toContain(banner.url);

      const audits = (await db.select().from(auditLog)).length;
      const reviewed = await review(request, { "decision-0": "approved" });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(302);
      expect((await newestRequest(own)).status).toBe("approved");
      const rows = await bannerRows(own);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        url: banner.url,
        mediaId: banner.mediaId,
        phoneUrl: banner.phoneUrl,
        altText: `Banner da ${own.name}`,
      });
      const log = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(log.length).toBe(audits + 1);
      expect(log.at(-1)).toMatchObject({
        userId: adminId,
        entity: "store",
        entityId: String(own.id),
        details: {
          fields: ["banners"],
          requestedBy: { id: managerId, name: "Gustavo Gestor" },
          changeRequestId: request.id,
        },
      });
      expect(await publicPage(own)).toContain(banner.url);
    });

    it("adds nothing when head office rejects a banner", async () => {
      const before = await bannerRows(own);
      await proposeBanner(own);
      const request = await newestRequest(own);
      const reviewed = await review(request, {
        "decision-0": "rejected",
        "comment-0": "Use a arte da campanha de verão.",
      });
      expect(reviewed.status).toBe(302);
      const rejected = await newestRequest(own);
      expect(rejected.status).toBe("rejected");
      expect(rejected.changes[0]!.comment).toBe("Use a arte da campanha de verão.");
      expect(await bannerRows(own)).toEqual(before);
    });

    it("flags a banner head office has no room for any more, and adds nothing", async () => {
      await proposeBanner(second);
      const request = await newestRequest(second);
      expect(request.changes[0]!.field).toBe("banner");
      // Head office fills the store's banners meanwhile.
      await db.insert(storeBanners).values(
        Array.from({ length: MAX_BANNERS }, (_, i) => ({
          storeId: second.id,
          url: `/media/lojas/${second.id}/banners/cheio-${i}.webp`,
          position: i,
        })),
      );
      const current = await bannerRows(second);
      const screen = await admin.get(
        changeRequestRoute.loader,
        `/restrita/aprovacoes/${request.id}`,
        { id: String(request.id) },
      );
      expect(JSON.stringify(screen.body)).toContain('"changedSince":true');
      await review(request, { "decision-0": "approved" });
      const flagged = await newestRequest(second);
      expect(flagged.status).toBe("conflict");
      expect(flagged.changes[0]!.decision).toBe("stale");
      expect(await bannerRows(second)).toEqual(current);
      // With the store full, a new proposal is refused at once, as a staff add would be.
      const refused = await proposeBanner(second);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("banners");
      expect((await newestRequest(second)).id).toBe(flagged.id);
      await db.delete(storeBanners).where(eq(storeBanners.storeId, second.id));
    });

    it("keeps changing, moving and removing banners head office's", async () => {
      await proposeBanner(own);
      await review(await newestRequest(own), { "decision-0": "approved" });
      const [banner] = await bannerRows(own);
      const before = await tableSnapshot(db);
      for (const fields of [
        { intent: "banner-details", bannerId: String(banner!.id), altText: "Outro texto" },
        { intent: "move-banner", bannerId: String(banner!.id), direction: "down" },
        { intent: "remove-banner", bannerId: String(banner!.id) },
      ]) {
        const answer = await manager.post(
          storeFormRoute.action,
          `/restrita/lojas/editar/${own.id}`,
          fields,
          { id: String(own.id) },
        );
        expect(answer.status, fields.intent).toBe(403);
      }
      expect(await tableSnapshot(db)).toEqual(before);
    });
  });

  describe("the store's testimonials", () => {
    const testimonialsUrl = "/restrita/depoimentos";
    const addTestimonial = async (store: Store, customerName: string, text: string) => {
      await admin.post(testimonialsRoute.action, testimonialsUrl, {
        intent: "create",
        storeId: String(store.id),
        customerName,
        city: "Goiânia",
        rating: "5",
        text,
      });
      const [row] = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.customerName, customerName));
      return row!;
    };
    const testimonialRow = async (id: number) =>
      (await db.select().from(testimonials).where(eq(testimonials.id, id)))[0]!;
    const ask = (id: number, intent: string, fields: Record<string, string> = {}) =>
      manager.post(testimonialsRoute.action, testimonialsUrl, {
        intent,
        testimonialId: String(id),
        ...fields,
      });

    it("shows a manager its own stores' testimonials only, read-only", async () => {
      const mine = await addTestimonial(own, "Carla Cliente", "Amei o atendimento do Centro.");
      const theirs = await addTestimonial(other, "Olga Outra", "Loja de outra rede.");
      const list = await manager.get(testimonialsRoute.loader, testimonialsUrl);
      expect(list.status).toBe(200);
      const shown = JSON.stringify(list.body);
      expect(shown).toContain(mine.text);
      expect(shown).not.toContain(theirs.text);
      expect(shown).not.toContain(other.name);
      expect(list.body).toMatchObject({ proposes: true });
      const forAdmin = await admin.get(testimonialsRoute.loader, testimonialsUrl);
      expect(JSON.stringify(forAdmin.body)).toContain(theirs.text);
      expect(forAdmin.body).toMatchObject({ proposes: false });
      // Another store's list by its address is the same 404 as a store that does not exist.
      const byAddress = await manager.get(
        testimonialsRoute.loader,
        `${testimonialsUrl}?loja=${other.id}`,
      );
      expect(byAddress.status).toBe(404);
      const ownList = await manager.get(
        testimonialsRoute.loader,
        `${testimonialsUrl}?loja=${own.id}`,
      );
      expect(JSON.stringify(ownList.body)).toContain(mine.text);
    });

    it("answers a manager's ask about another store's testimonial with 404 and changes nothing", async () => {
      const [theirs] = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.storeId, other.id));
      const before = await tableSnapshot(db);
      for (const intent of ["approve", "unapprove", "update", "delete"]) {
        const answer = await ask(theirs!.id, intent, {
          customerName: "Invasor",
          rating: "1",
          text: "Texto trocado por outra loja.",
        });
        expect(answer.status, intent).toBe(intent === "update" || intent === "delete" ? 403 : 404);
      }
      expect(await tableSnapshot(db)).toEqual(before);
    });

    it("turns a manager's publish into a request; approved, the page shows it with one audit row", async () => {
      const [mine] = await db.select().from(testimonials).where(eq(testimonials.storeId, own.id));
      const pageBefore = await publicPage(own);
      expect(pageBefore).not.toContain(mine!.text);
      // Correcting or deleting stays head office's.
      const snapshot = await tableSnapshot(db);
      for (const intent of ["update", "delete"]) {
        const answer = await ask(mine!.id, intent, {
          customerName: mine!.customerName,
          rating: "1",
          text: "Texto trocado pelo gestor.",
        });
        expect(answer.status, intent).toBe(403);
      }
      expect(await tableSnapshot(db)).toEqual(snapshot);

      const answer = await ask(mine!.id, "approve");
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await testimonialRow(mine!.id)).toEqual(mine);
      expect(await publicPage(own)).toBe(pageBefore);
      const request = await newestRequest(own);
      expect(request.changes).toMatchObject([
        {
          field: "testimonial",
          old: { testimonialId: mine!.id, approved: false },
          new: { testimonialId: mine!.id, approved: true },
        },
      ]);
      // The preview shows it on the page.
      const preview = await admin.get(
        changeRequestPreviewRoute.loader,
        `/restrita/aprovacoes/${request.id}/visualizar`,
        { id: String(request.id) },
      );
      expect(JSON.stringify(preview.body)).toContain(mine!.text);

      const audits = (await db.select().from(auditLog)).length;
      await review(request, { "decision-0": "approved" });
      expect((await newestRequest(own)).status).toBe("approved");
      expect((await testimonialRow(mine!.id)).approved).toBe(true);
      const log = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(log.length).toBe(audits + 1);
      expect(log.at(-1)).toMatchObject({
        userId: adminId,
        entity: "testimonial",
        entityId: String(mine!.id),
        details: {
          fields: ["approved"],
          requestedBy: { id: managerId, name: "Gustavo Gestor" },
          changeRequestId: request.id,
        },
      });
      expect(await publicPage(own)).toContain(mine!.text);
      // Already published: asking to publish it is refused, no request made.
      const again = await ask(mine!.id, "approve");
      expect(again.status).toBe(400);
      expect((await newestRequest(own)).id).toBe(request.id);
    });

    it("keeps a testimonial when head office rejects a withdrawal, and flags one changed since", async () => {
      const [mine] = await db.select().from(testimonials).where(eq(testimonials.storeId, own.id));
      expect(mine!.approved).toBe(true);
      await ask(mine!.id, "unapprove");
      const rejectedRequest = await newestRequest(own);
      await review(rejectedRequest, { "decision-0": "rejected" });
      expect((await newestRequest(own)).status).toBe("rejected");
      expect((await testimonialRow(mine!.id)).approved).toBe(true);

      await ask(mine!.id, "unapprove");
      const request = await newestRequest(own);
      // One open request per testimonial: the list says it waits, a second ask is refused.
      const list = await manager.get(
        testimonialsRoute.loader,
        `${testimonialsUrl}?loja=${own.id}&status=aprovados`,
      );
      expect(list.body).toMatchObject({ asked: [mine!.id] });
      const twice = await ask(mine!.id, "unapprove");
      expect(twice.status).toBe(400);
      expect(JSON.stringify(twice.body)).toContain("Já há uma solicitação aberta");
      expect((await newestRequest(own)).id).toBe(request.id);
      // Head office withdraws it directly meanwhile.
      await admin.post(testimonialsRoute.action, testimonialsUrl, {
        intent: "unapprove",
        testimonialId: String(mine!.id),
      });
      const current = await testimonialRow(mine!.id);
      await review(request, { "decision-0": "approved" });
      const flagged = await newestRequest(own);
      expect(flagged.status).toBe("conflict");
      expect(flagged.changes[0]!.decision).toBe("stale");
      expect(await testimonialRow(mine!.id)).toEqual(current);
    });
  });

  describe("every store address of the route configuration", () => {
    const withId = restrictedRoutes().filter((r) => r.pattern.includes(":id"));
    /** The id a pattern's :id takes for a store: the store's, or a request of the store's. */
    const idFor = async (pattern: string, store: Store) => {
      if (!pattern.startsWith("/restrita/aprovacoes")) return String(store.id);
      const [row] = await db
        .select()
        .from(storeChangeRequests)
        .where(eq(storeChangeRequests.storeId, store.id))
        .limit(1);
      if (row) return String(row.id);
      // A fixture written straight into the table: a request of that store.
      const [requestRow] = await db
        .insert(storeChangeRequests)
        .values({ storeId: store.id, requestedBy: adminId, baseVersion: 1, changes: [] })
        .returning();
      return String(requestRow!.id);
    };

    /** The store routes with an action, each with its action and its address for `store`. */
    const storeActions = async (store: Store) => {
      const out: { route: (typeof withId)[number]; action: Handler; url: string }[] = [];
      for (const route of withId) {
        if (!STORE_ROUTES.has(route.file)) continue;
        const { action } = await load(route.file);
        if (!action) continue;
        const url = new URL(concreteUrl(route.pattern, String(store.id))).pathname;
        out.push({ route, action, url });
      }
      return out;
    };

    it("opens the manager's own store and answers 404 for another store's", async () => {
      let checked = 0;
      for (const route of withId) {
        const permission = LOADER_PERMISSIONS[route.pattern];
        if (!permission || !isStoreScoped({ role: "manager" }, permission)) continue;
        const mod = await load(route.file);
        if (!mod.loader) continue;
        const mine = await idFor(route.pattern, own);
        const theirs = await idFor(route.pattern, other);
        const before = await tableSnapshot(db);
        const answer = await manager.get(
          mod.loader,
          new URL(concreteUrl(route.pattern, theirs)).pathname,
          {
            id: theirs,
          },
        );
        expect(answer.status, `${route.pattern} (another store)`).toBe(404);
        expect(await tableSnapshot(db)).toEqual(before);
        const allowed = await manager.get(
          mod.loader,
          new URL(concreteUrl(route.pattern, mine)).pathname,
          {
            id: mine,
          },
        );
        if (route.file !== "routes/admin/store-photo-upload.ts") {
          expect([403, 404], `${route.pattern} (own store)`).not.toContain(allowed.status);
        }
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(6);
    });

    it("answers every post to another store's address with 404 and changes nothing", async () => {
      let checked = 0;
      for (const { route, action, url } of await storeActions(other)) {
        for (const intent of Object.keys(ACTION_PERMISSIONS[route.file] ?? {})) {
          const before = await tableSnapshot(db);
          const answer = await manager.post(
            action,
            url,
            { ...weekHoursFields(["09:00", "12:00"]), intent, image: await pngImage("x.png") },
            { id: String(other.id) },
          );
          expect(answer.status, `${url} ${intent}`).toBe(404);
          expect(await tableSnapshot(db), `${url} ${intent}`).toEqual(before);
          checked++;
        }
      }
      expect(checked).toBeGreaterThanOrEqual(10);
    });

    it("lets a manager write to its own store only through a change request", async () => {
      const storeTables = [
        "stores",
        "store_images",
        "store_banners",
        "store_sections",
        "testimonials",
      ];
      const storeRows = async () => {
        const all = await tableSnapshot(db);
        return Object.fromEntries(storeTables.map((t) => [t, all[t]]));
      };
      let proposed = 0;
      for (const { route, action, url } of await storeActions(own)) {
        for (const [intent, permission] of Object.entries(ACTION_PERMISSIONS[route.file] ?? {})) {
          const before = await storeRows();
          const requests = (await db.select().from(storeChangeRequests)).length;
          const store = await storeRow(own);
          const fields =
            intent === "save-hours"
              ? weekHoursFields(["09:00", "12:00"])
              : intent === "save-all"
                ? {
                    intent,
                    "sections[0].section": "expertise",
                    "sections[0].title": "Especialistas",
                    "sections[0].bodyHtml": "<p>Proposta pelo gestor</p>",
                    "sections[0].active": "on",
                  }
                : intent === "save-section"
                  ? {
                      intent,
                      section: "cta_principal",
                      title: "Venha nos ver",
                      bodyHtml: "<p>Proposta pelo gestor</p>",
                      active: "on",
                    }
                  : intent === "save"
                    ? validStoreFields({
                        intent,
                        name: store.name,
                        hoursText: store.hoursText,
                        notes: "Proposta pelo gestor",
                      })
                    : {
                        // The upload endpoint takes the photos form's fields.
                        intent: intent === "upload" ? "upload-photo" : intent,
                        kind: "facade",
                        altText: "",
                        image: await pngImage("fachada.png"),
                      };
          const answer = await manager.post(action, url, fields, { id: String(own.id) });
          expect(await storeRows(), `${url} ${intent}`).toEqual(before);
          const made = (await db.select().from(storeChangeRequests)).length - requests;
          const allowed = can({ role: "manager", storeIds: [own.id] }, permission, {
            storeId: own.id,
          });
          if (allowed && route.pattern.includes("/visualizar/")) {
            // The read-only address of the form takes no save from anyone.
            expect(answer.status, `${url} ${intent}`).toBe(405);
            expect(made).toBe(0);
          } else if (allowed) {
            expect(answer.status, `${url} ${intent}: ${JSON.stringify(answer.body)}`).toBeLessThan(
              400,
            );
            expect(made, `${url} ${intent}`).toBe(1);
            proposed++;
          } else {
            expect(answer.status, `${url} ${intent}`).toBe(403);
            expect(made).toBe(0);
          }
        }
      }
      expect(proposed).toBe(8);
      const mine = await db
        .select()
        .from(storeChangeRequests)
        .where(
          and(eq(storeChangeRequests.storeId, own.id), eq(storeChangeRequests.status, "pending")),
        );
      expect(mine.length).toBeGreaterThanOrEqual(8);
    });
  });
});
