/**
 * Store changes given a moment (ADR 0028) through the real routes, on a fake clock
 * (vi.setSystemTime: the clock of the sessions, the routes, the page and the photos' filter):
 *
 * - a store manager's hours "a partir de" a moment: stored on its request, shown in Aprovações
 *   and on the review screen; approving schedules them (the reviewer's, one audit row naming the
 *   request), the old hours before the moment, the new ones after;
 * - a moment already passed at approval applies the change at once, and says so;
 * - head office's photo "Aparece a partir de": not on the public page before, on it after, the
 *   page cache expiring at it, on both calendars and on the photos screen, cancelled by removing
 *   it; a manager's photo with a moment becomes such a photo when approved.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import {
  auditLog,
  storeChangeRequests,
  storeImages,
  storeScheduledChanges,
  stores,
  type Store,
  type StoreChangeRequest,
} from "#db/schema";
import { nextScheduleChange } from "~/models/content-schedule.server";
import { loadStoreContent } from "~/models/store-page.server";
import { applyDueStoreChanges } from "~/models/store-changes.server";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { routeContext, testEnv } from "../../../tests/support/route-context";
import { newStaffSession, pngImage, staffRequests } from "../../../tests/support/staff-client";
import { validStoreFields } from "../../../tests/support/store-admin";
import {
  adminAndManager,
  postWeekHours,
  storeRequestRows,
  uploadStorePhoto,
} from "../../../tests/support/store-requests";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { goianiaMonth, setClock } from "../../../tests/support/wall-clock";
import * as storePageRoute from "../site/store";
import * as agendaRoute from "./agenda";
import * as changeRequestRoute from "./change-request";
import * as changeRequestsRoute from "./change-requests";
import * as storeAgendaRoute from "./store-agenda";
import * as storeFormRoute from "./store-form";
import * as storePhotosRoute from "./store-photos";

type Client = ReturnType<typeof staffRequests>;

/** Goiânia's wall clock (UTC−3) in March 2027; Monday 1 March 10:00 is "today". */
const local = goianiaMonth("2027-03");
const minute = 60_000;

/** The week: closed on Sunday, 09:00–19:00 on weekdays, Saturday as given. */

describeEachDatabase("store changes and photos given a moment", (getDb) => {
  let db: Database;
  let env: Env;
  let admin: Client;
  let adminId: number;
  let manager: Client;
  let managerId: number;
  let own: Store;
  let second: Store;

  const { storeNamed, storeRow, newestRequest } = storeRequestRows(
    () => db,
    () => admin,
  );
  const lastAudit = async () =>
    (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  /** The public store page's data at `now`, as a visitor gets it. */
  const publicPage = async (store: Store, now: Date) => {
    setClock(now);
    return JSON.stringify(
      await storePageRoute.loader({
        request: new Request(`http://localhost/${store.slug}`),
        params: { slug: store.slug },
        context: routeContext(db, env),
      } as never),
    );
  };
  const review = (request: StoreChangeRequest) =>
    admin.post(
      changeRequestRoute.action,
      `/restrita/aprovacoes/${request.id}`,
      { intent: "review", expectedVersion: String(request.version), "decision-0": "approved" },
      { id: String(request.id) },
    );
  const uploadPhoto = (client: Client, store: Store, altText: string, effectiveAt: string) =>
    pngImage(`${altText}.png`).then((image) =>
      uploadStorePhoto(client, store, { kind: "interior", altText, image, effectiveAt }),
    );

  /** The store's own screens, as head office opens them. */
  const storeScreen = (loader: Parameters<Client["get"]>[0], store: Store, page: string) =>
    admin.get(loader, `/restrita/lojas/${store.id}/${page}`, { id: String(store.id) });
  /** The store's one photo: `altText`, shown from `moment`, its creation audited with `details`. */
  const scheduledPhoto = async (
    store: Store,
    altText: string,
    moment: Date,
    details: Record<string, unknown>,
  ) => {
    const [photo] = await db.select().from(storeImages).where(eq(storeImages.storeId, store.id));
    expect(photo).toMatchObject({ altText, visibleFrom: moment });
    expect(await lastAudit()).toMatchObject({
      userId: adminId,
      action: "create",
      entity: "store_image",
      entityId: String(photo!.id),
      details,
    });
    return photo!;
  };
  /** `text` is not on the public page a minute before `moment`, and is a minute after. */
  const expectShownFrom = async (store: Store, moment: Date, text: string) => {
    expect(await publicPage(store, new Date(moment.getTime() - minute))).not.toContain(text);
    expect(await publicPage(store, new Date(moment.getTime() + minute))).toContain(text);
  };

  beforeAll(async () => {
    db = getDb().db;
    env = testEnv();
    setClock(local(1, "10:00"));
    let stores: Store[];
    ({ admin, adminId, manager, managerId, stores } = await adminAndManager(db, env, [
      "Basiquinha Agenda Centro",
      "Basiquinha Agenda Sul",
    ]));
    [own, second] = stores as [Store, Store];
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("refuses a manager's moment that has passed, keeping the store without a request", async () => {
    setClock(local(1, "10:00"));
    const answer = await postWeekHours(manager, own, ["10:00", "14:00"], "2027-03-01T09:00");
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Escolha uma data e hora futuras");
    expect(
      await db.select().from(storeChangeRequests).where(eq(storeChangeRequests.storeId, own.id)),
    ).toEqual([]);
  });

  it("schedules a manager's hours for the moment it asked for, once approved", async () => {
    const moment = local(5, "08:00");
    setClock(local(1, "10:00"));
    const sent = await postWeekHours(manager, own, ["10:00", "14:00"], "2027-03-05T08:00");
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(400);
    expect(await manager.toastOf(sent)).toMatchObject({
      title: "Solicitação enviada para aprovação",
      description: expect.stringContaining(
        "muda a partir de 05/03/2027 às 08:00 (horário da loja), depois de aprovada",
      ),
    });
    const request = await newestRequest(own);
    expect(request.effectiveFrom).toEqual(moment);

    // Shown in the queue and on the review screen, on the store's clock.
    const queue = await admin.get(changeRequestsRoute.loader, "/restrita/aprovacoes");
    const row = (queue.body?.requests as { id: number; effectiveFrom: string | null }[]).find(
      (r) => r.id === request.id,
    );
    expect(row?.effectiveFrom).toBe("05/03/2027 às 08:00");
    const screen = await admin.get(
      changeRequestRoute.loader,
      `/restrita/aprovacoes/${request.id}`,
      { id: String(request.id) },
    );
    expect(screen.body).toMatchObject({ request: { effectiveFrom: "05/03/2027 às 08:00" } });

    // Approving schedules it in the reviewer's name: the store is unchanged, one audit row.
    const before = await storeRow(own);
    const latest = await lastAudit();
    const answer = await review(request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    expect(await admin.toastOf(answer)).toMatchObject({
      title: "Alterações aprovadas e agendadas",
      description: expect.stringContaining("a partir de 05/03/2027 às 08:00"),
    });
    expect(await storeRow(own)).toEqual(before);
    expect((await newestRequest(own)).status).toBe("approved");
    const [change] = await db
      .select()
      .from(storeScheduledChanges)
      .where(eq(storeScheduledChanges.storeId, own.id));
    expect(change).toMatchObject({ effectiveAt: moment, createdBy: adminId, appliedAt: null });
    expect(change!.fields).toEqual(["weeklyHours"]);
    const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(rows[1]!.id).toBe(latest.id);
    expect(rows[0]).toMatchObject({
      userId: adminId,
      action: "create",
      entity: "store_scheduled_change",
      entityId: String(change!.id),
      details: {
        changeRequestId: request.id,
        requestedBy: { id: managerId, name: "Gustavo Gestor" },
        fields: ["weeklyHours"],
      },
    });
    // On the store's calendar; cached pages expire at the moment.
    const agenda = await storeScreen(storeAgendaRoute.loader, own, "agenda");
    expect(agenda.body).toMatchObject({ changes: [{ id: change!.id, at: "05/03/2027 às 08:00" }] });
    expect(await nextScheduleChange(db, local(1, "10:00"))).toEqual(moment);

    // Old hours until the moment, the new ones from it.
    expect(await publicPage(own, new Date(moment.getTime() - minute))).not.toContain(
      "Sáb.: 10h às 14h",
    );
    expect(await applyDueStoreChanges(db, new Date(moment.getTime() - minute))).toBe(0);
    expect(await applyDueStoreChanges(db, moment)).toBe(1);
    expect(await publicPage(own, new Date(moment.getTime() + minute))).toContain(
      "Sáb.: 10h às 14h",
    );
    expect(await lastAudit()).toMatchObject({
      userId: adminId,
      entity: "store",
      details: {
        scheduledChangeId: change!.id,
        changeRequestId: request.id,
        requestedBy: { id: managerId, name: "Gustavo Gestor" },
      },
    });
  });

  it("does not overwrite at the moment hours changed after approval: the request is flagged", async () => {
    setClock(local(1, "10:00"));
    const store = await storeNamed("Basiquinha Agenda Norte");
    const session = await newStaffSession(db, {
      env,
      role: "manager",
      name: "Nina Gestora",
      storeIds: [store.id],
    });
    const nina = staffRequests(db, session);
    const moment = local(5, "08:00");
    // The manager asks Saturday 10–14 from the 5th; head office approves it on the 1st…
    const sent = await postWeekHours(nina, store, ["10:00", "14:00"], "2027-03-05T08:00");
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(400);
    const request = await newestRequest(store);
    expect((await review(request)).status).toBe(302);
    const [change] = await db
      .select()
      .from(storeScheduledChanges)
      .where(eq(storeScheduledChanges.storeId, store.id));
    expect(change).toMatchObject({ changeRequestId: request.id });
    expect(change!.baseValues).toHaveProperty("weeklyHours");

    // …then, on the 2nd, sets Saturday 08–12 itself.
    setClock(local(2, "10:00"));
    const direct = await postWeekHours(admin, store, ["08:00", "12:00"]);
    expect(direct.status, JSON.stringify(direct.body)).toBeLessThan(400);
    const typed = (await storeRow(store)).weeklyHours;

    // At the moment the newer hours stay: the change is refused and the request flagged.
    expect(await applyDueStoreChanges(db, moment)).toBe(0);
    expect((await storeRow(store)).weeklyHours).toEqual(typed);
    expect(await publicPage(store, new Date(moment.getTime() + minute))).not.toContain(
      "Sáb.: 10h às 14h",
    );
    const [refused] = await db
      .select()
      .from(storeScheduledChanges)
      .where(eq(storeScheduledChanges.id, change!.id));
    expect(refused).toMatchObject({
      appliedAt: null,
      failure: "O campo mudou desde a aprovação: Horário semanal",
    });
    const flagged = await newestRequest(store);
    expect(flagged.status).toBe("conflict");
    expect(flagged.changes[0]).toMatchObject({ field: "weeklyHours", decision: "stale" });
    expect(await lastAudit()).toMatchObject({
      userId: adminId,
      action: "update",
      entity: "store_change_request",
      entityId: String(request.id),
      details: {
        status: "conflict",
        fields: ["weeklyHours"],
        scheduledChangeId: change!.id,
        requestedBy: { id: session.user.id, name: "Nina Gestora" },
      },
    });
    // Back in Aprovações to be decided again; not tried again.
    const queue = await admin.get(changeRequestsRoute.loader, "/restrita/aprovacoes");
    expect(
      (queue.body?.requests as { id: number; status: string }[]).find((r) => r.id === request.id),
    ).toBeDefined();
    expect(await applyDueStoreChanges(db, new Date(moment.getTime() + 60 * minute))).toBe(0);
  });

  it("reads a Cuiabá store's moment on its own clock (UTC−4): 08:00 there is 12:00 UTC", async () => {
    setClock(local(1, "10:00"));
    await admin.post(
      storeFormRoute.action,
      "/restrita/lojas/nova",
      validStoreFields({
        name: "Basiquinha Agenda Cuiabá",
        state: "MT",
        city: "Cuiabá",
        postalCode: "78005-000",
        whatsapp: "(65) 99999-0000",
      }),
    );
    const [store] = await db
      .select()
      .from(stores)
      .where(eq(stores.name, "Basiquinha Agenda Cuiabá"));
    expect(store!.timezone).toBe("America/Cuiaba");
    const session = await newStaffSession(db, {
      env,
      role: "manager",
      name: "Márcia Gestora",
      storeIds: [store!.id],
    });
    const sent = await postWeekHours(
      staffRequests(db, session),
      store!,
      ["10:00", "14:00"],
      "2027-03-05T08:00",
    );
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(400);
    const request = await newestRequest(store!);
    expect(request.effectiveFrom).toEqual(new Date("2027-03-05T12:00:00Z"));
    const screen = await admin.get(
      changeRequestRoute.loader,
      `/restrita/aprovacoes/${request.id}`,
      { id: String(request.id) },
    );
    expect(screen.body).toMatchObject({ request: { effectiveFrom: "05/03/2027 às 08:00" } });
  });

  it("applies at once a request whose moment passed before approval, and says so", async () => {
    setClock(local(1, "10:00"));
    const current = await storeRow(second);
    const sent = await manager.post(
      storeFormRoute.action,
      `/restrita/lojas/editar/${second.id}`,
      validStoreFields({
        name: current.name,
        hoursText: current.hoursText,
        whatsapp: "(62) 98888-1234",
        editVersion: String(current.version),
        effectiveAt: "2027-03-01T12:00",
      }),
      { id: String(second.id) },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(302);
    const request = await newestRequest(second);
    expect(request.effectiveFrom).toEqual(local(1, "12:00"));

    setClock(local(1, "15:00"));
    const answer = await review(request);
    expect(await admin.toastOf(answer)).toMatchObject({
      title: "Alterações aprovadas e publicadas na página da loja",
      description: expect.stringContaining("(01/03/2027 às 12:00) já passou"),
    });
    expect((await storeRow(second)).whatsapp).toBe("(62) 98888-1234");
    const screen = await admin.get(
      changeRequestRoute.loader,
      `/restrita/aprovacoes/${request.id}`,
      { id: String(request.id) },
    );
    expect(screen.body).toMatchObject({ request: { momentPassedAtApproval: true } });
    expect(
      await db
        .select()
        .from(storeScheduledChanges)
        .where(eq(storeScheduledChanges.storeId, second.id)),
    ).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      entity: "store",
      details: { changeRequestId: request.id },
    });
  });

  it("shows head office's scheduled photo on the page only from its moment", async () => {
    const moment = local(3, "09:00");
    setClock(local(1, "10:00"));
    const answer = await uploadPhoto(admin, second, "Vitrine nova", "2027-03-03T09:00");
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(400);
    expect(await admin.toastOf(answer)).toMatchObject({
      title: "Foto agendada!",
      description: "Aparece a partir de 03/03/2027 às 09:00 (horário da loja).",
    });
    const photo = await scheduledPhoto(second, "Vitrine nova", moment, {
      fields: ["url", "kind", "visibleFrom"],
    });
    // The page's content is read at the clock it is given, not the machine's.
    const urlsAt = async (at: Date) =>
      (await loadStoreContent(db, second.id, at)).images.map((image) => image.url);
    expect(await urlsAt(new Date(moment.getTime() - minute))).not.toContain(photo.url);
    expect(await urlsAt(moment)).toContain(photo.url);

    // The photos screen says when it appears; it is no cover before then.
    const screen = await storeScreen(storePhotosRoute.loader, second, "fotos");
    expect(screen.body).toMatchObject({
      photos: [{ id: photo.id, appearsAt: "03/03/2027 às 09:00" }],
      coverId: null,
    });
    // Both calendars list it.
    const agenda = await storeScreen(storeAgendaRoute.loader, second, "agenda");
    expect(agenda.body).toMatchObject({
      photos: [{ id: photo.id, at: "03/03/2027 às 09:00", author: "Ana Matriz" }],
    });
    const network = await admin.get(agendaRoute.loader, "/restrita/agenda");
    expect(network.body?.entries).toContainEqual(
      expect.objectContaining({
        key: `photo-${photo.id}`,
        when: "03/03/2027 às 09:00",
        what: "Nova foto (Interior)",
      }),
    );
    // Cached pages expire when it appears.
    expect(await nextScheduleChange(db, local(1, "10:00"))).toEqual(moment);

    await expectShownFrom(second, moment, photo.url);
    setClock(new Date(moment.getTime() + minute));
    const after = await storeScreen(storePhotosRoute.loader, second, "fotos");
    expect(after.body).toMatchObject({ photos: [{ appearsAt: null }], coverId: photo.id });
  });

  it("cancels a scheduled photo by removing it, audited", async () => {
    setClock(local(3, "10:00"));
    await uploadPhoto(admin, second, "Provador novo", "2027-03-08T09:00");
    const [photo] = await db
      .select()
      .from(storeImages)
      .where(and(eq(storeImages.storeId, second.id), eq(storeImages.altText, "Provador novo")));
    const answer = await admin.post(
      storePhotosRoute.action,
      `/restrita/lojas/${second.id}/fotos`,
      { intent: "remove-photo", photoId: String(photo!.id), editVersion: String(photo!.version) },
      { id: String(second.id) },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "delete",
      entity: "store_image",
      entityId: String(photo!.id),
    });
    const agenda = await storeScreen(storeAgendaRoute.loader, second, "agenda");
    expect(agenda.body).toMatchObject({ photos: [] });
    expect(await nextScheduleChange(db, local(3, "10:00"))).toBeNull();
  });

  it("turns a manager's photo with a moment into a scheduled photo when approved", async () => {
    const moment = local(10, "08:00");
    setClock(local(3, "11:00"));
    const sent = await uploadPhoto(manager, own, "Balcão novo", "2027-03-10T08:00");
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(400);
    const request = await newestRequest(own);
    expect(request).toMatchObject({ effectiveFrom: moment, status: "pending" });
    expect(
      await db
        .select()
        .from(storeImages)
        .where(and(eq(storeImages.storeId, own.id), isNull(storeImages.visibleFrom))),
    ).toEqual([]);

    const answer = await review(request);
    expect(await admin.toastOf(answer)).toMatchObject({
      title: "Alterações aprovadas e agendadas",
    });
    const photo = await scheduledPhoto(own, "Balcão novo", moment, {
      changeRequestId: request.id,
      requestedBy: { id: managerId, name: "Gustavo Gestor" },
    });
    await expectShownFrom(own, moment, photo.url);
  });
});
