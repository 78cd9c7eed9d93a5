/**
 * Scheduled store changes on a fake clock (ADR 0028). The route handlers run as the server runs
 * them; only the process clock is replaced (vi.setSystemTime), which is the 'now' every reader
 * of a closure and the scheduler take.
 *
 * - "Fechada temporariamente" from tomorrow 08:00 to next week: open until 07:59 if in hours,
 *   then closed on the page, on the locator card, out of 'Aberto agora' and in the JSON-LD, until
 *   the reopening; the store stays in the sitemap.
 * - New weekly hours scheduled for a date: the old hours everywhere before it, the new ones
 *   after; the page cache's expiry is the change's moment; one audit row when it applies, and a
 *   second pass (another instance) applies nothing.
 */
import { and, eq } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { auditLog, storeScheduledChanges, stores, users, type Store } from "#db/schema";
import { changeStore } from "~/models/admin-stores.server";
import { nextScheduleChange } from "~/models/content-schedule.server";
import { invalidateHolidayCache } from "~/models/holidays.server";
import {
  applyDueStoreChanges,
  cancelStoreChange,
  listUpcomingStoreChanges,
  rescheduleStoreChange,
  ScheduleInPast,
  scheduleStoreChange,
} from "~/models/store-changes.server";
import type { StoreSearchResult } from "~/models/store-search.server";
import { invalidateStoreSearchCache } from "~/models/store-search.server";
import { StaleEdit } from "~/models/edit-version.server";
import { productionEnv, routeArgs, routeContext } from "../../../tests/support/route-context";
import { storeRow } from "../../../tests/support/store-rows";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { goianiaMonth, setClock } from "../../../tests/support/wall-clock";
import { newStaffSession, staffRequests } from "../../../tests/support/staff-client";
import * as storeAgendaRoute from "../admin/store-agenda";
import { loader as sitemapLoader } from "../seo/sitemap";
import { loader as locatorLoader } from "./store-locator";
import { loader as storeLoader } from "./store";

const env = productionEnv();
const NAME = "Basiquinha Reforma";
const SLUG = "basiquinha-reforma";
const OTHER = "Basiquinha Horario Novo";
const OTHER_SLUG = "basiquinha-horario-novo";

/** Goiânia (UTC−3): Wednesday 2 December 2026 is "today"; `local` is the store's wall clock. */
const local = goianiaMonth("2026-12");

const EARLY_WEEK = [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "07:00", close: "19:00" }));

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("scheduled store changes", (getDb) => {
  let userId: number;
  let store: Store;

  beforeAll(async () => {
    invalidateStoreSearchCache();
    invalidateHolidayCache();
    const { db } = getDb();
    const [user] = await db
      .insert(users)
      .values({ email: "agenda@basiquinha.com.br", name: "Ana Agenda", passwordHash: "x" })
      .returning();
    userId = user!.id;
    [store] = (await db
      .insert(stores)
      .values([
        storeRow(NAME, { slug: SLUG, weeklyHours: { week: EARLY_WEEK }, hoursText: "x" }),
        storeRow(OTHER, {
          slug: OTHER_SLUG,
          weeklyHours: { week: [{ day: 3, open: "09:00", close: "18:00" }] },
          hoursText: "Qua.: 9h às 18h",
        }),
      ])
      .returning()) as [Store, Store];
  });

  async function page(slug: string, now: Date) {
    setClock(now);
    return storeLoader(routeArgs(`/${slug}`, routeContext(getDb().db, env), { slug }));
  }

  async function locator(query: string, now: Date) {
    setClock(now);
    invalidateStoreSearchCache();
    const answer = (await locatorLoader(
      routeArgs(`/nossas-lojas?${query}`, routeContext(getDb().db, env)),
    )) as DataWithResponseInit<{ result: StoreSearchResult }>;
    return answer.data.result;
  }

  const card = async (now: Date) =>
    (await locator("q=Reforma", now)).stores.find((s) => s.name === NAME);
  const openNow = async (now: Date) =>
    (await locator("aberto=1&q=Reforma", now)).stores.map((s) => s.name);

  function jsonLd(answer: Awaited<ReturnType<typeof page>>) {
    return answer.seo.jsonLd?.find((j) => String(j["@type"]).includes("Store")) as {
      specialOpeningHoursSpecification?: Record<string, string>[];
    };
  }

  it("closes the store from tomorrow 08:00 to next week, to the minute, everywhere", async () => {
    const { db } = getDb();
    setClock(local(2, "10:00"));
    await changeStore(
      db,
      userId,
      store.id,
      { closedFrom: local(3, "08:00"), closedUntil: local(10, "08:00") },
      { version: store.version },
    );

    // Today, in hours: open, and the page already announces the closure.
    const today = await page(SLUG, local(2, "10:00"));
    expect(today.store.hours.status).toMatchObject({ open: true, detail: "Fecha às 19:00" });
    expect(today.store.hours.closure).toBe(
      "Fechada temporariamente de 03/12/2026 às 08:00 até 10/12/2026 às 08:00",
    );
    expect(await openNow(local(2, "10:00"))).toEqual([NAME]);

    // Tomorrow 07:59, in hours: still 'Aberto', closing at the closure.
    const before = await page(SLUG, local(3, "07:59"));
    expect(before.store.hours.status).toMatchObject({ open: true, detail: "Fecha às 8:00" });
    expect(await card(local(3, "07:59"))).toMatchObject({ open: true });
    expect(await openNow(local(3, "07:59"))).toEqual([NAME]);

    // 08:00: closed until the reopening date on the page, the card and the structured data.
    const after = await page(SLUG, local(3, "08:00"));
    expect(after.store.hours.status).toMatchObject({
      open: false,
      detail: "Fechada temporariamente · reabre em 10/12/2026",
    });
    expect(after.store.hours.closure).toBe("Fechada temporariamente até 10/12/2026 às 08:00");
    expect(await card(local(3, "08:00"))).toMatchObject({
      open: false,
      statusDetail: "Fechada temporariamente · reabre em 10/12/2026",
    });
    expect(await openNow(local(3, "08:00"))).toEqual([]);
    expect(jsonLd(after).specialOpeningHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-12-03",
      validThrough: "2026-12-10",
    });

    // Still in the sitemap while closed.
    setClock(local(3, "08:00"));
    const sitemap = await sitemapLoader(routeArgs("/sitemap.xml", routeContext(db, env)));
    expect(await (sitemap as Response).text()).toContain(`/${SLUG}<`);

    // The reopening: open again at 08:00 on the 10th, nothing said any more.
    const reopened = await page(SLUG, local(10, "08:00"));
    expect(reopened.store.hours.status).toMatchObject({ open: true });
    expect(reopened.store.hours.closure).toBeNull();
    expect(jsonLd(reopened).specialOpeningHoursSpecification ?? []).toEqual([]);
    expect(await openNow(local(10, "08:00"))).toEqual([NAME]);

    // Cached pages expire when the closure starts and when it ends.
    expect(await nextScheduleChange(db, local(2, "10:00"))).toEqual(local(3, "08:00"));
    expect(await nextScheduleChange(db, local(3, "08:00"))).toEqual(local(10, "08:00"));

    // The calendar lists it for the network and for the store.
    const calendar = await listUpcomingStoreChanges(db, { now: local(2, "10:00") });
    expect(calendar).toContainEqual(
      expect.objectContaining({ kind: "closure", storeId: store.id, until: local(10, "08:00") }),
    );
  });

  it("applies new weekly hours at their moment, with one audit row, once", async () => {
    const { db } = getDb();
    const [other] = await db.select().from(stores).where(eq(stores.slug, OTHER_SLUG));
    setClock(local(2, "10:00"));
    const newWeek = { week: [{ day: 3, open: "12:00", close: "20:00" }] };
    const change = await scheduleStoreChange(
      db,
      userId,
      other!.id,
      local(9, "00:00"),
      { weeklyHours: newWeek },
      local(2, "10:00"),
    );
    expect(change).not.toBeNull();

    // A moment already past is refused.
    await expect(
      scheduleStoreChange(db, userId, other!.id, local(2, "09:00"), { weeklyHours: newWeek }),
    ).rejects.toBeInstanceOf(ScheduleInPast);

    // Before it: the old hours on the page and in the structured data.
    expect(await applyDueStoreChanges(db, local(8, "23:59"))).toBe(0);
    const before = await page(OTHER_SLUG, local(8, "23:59"));
    expect(before.store.hours.lines).toEqual(["Qua.: 9h às 18h"]);
    // The page rendered then is kept until the change's moment, no later.
    expect(await nextScheduleChange(db, local(8, "23:59"))).toEqual(local(9, "00:00"));

    const audits = async () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "store"), eq(auditLog.entityId, String(other!.id))));
    const auditsBefore = (await audits()).length;

    // Two instances reach the moment together: it is applied once.
    const [first, second] = await Promise.all([
      applyDueStoreChanges(db, local(9, "00:00")),
      applyDueStoreChanges(db, local(9, "00:00")),
    ]);
    expect(first + second).toBe(1);
    expect(await applyDueStoreChanges(db, local(9, "00:01"))).toBe(0);

    const after = await page(OTHER_SLUG, local(9, "12:30"));
    expect(after.store.hours.lines).toEqual(["Qua.: 12h às 20h"]);
    expect(after.store.hours.status).toMatchObject({ open: true, detail: "Fecha às 20:00" });
    const rows = await audits();
    expect(rows).toHaveLength(auditsBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      userId,
      action: "update",
      details: expect.objectContaining({
        fields: expect.arrayContaining(["weeklyHours", "hoursText"]),
        scheduledChangeId: change!.id,
      }),
    });
    const [applied] = await db
      .select()
      .from(storeScheduledChanges)
      .where(eq(storeScheduledChanges.id, change!.id));
    expect(applied?.appliedAt).toEqual(local(9, "00:00"));
    // Applied: no longer editable.
    await expect(
      cancelStoreChange(db, userId, change!.id, applied!.version),
    ).rejects.toBeInstanceOf(StaleEdit);
  });

  it("moves or cancels a pending change before it applies, logged, version checked", async () => {
    const { db } = getDb();
    setClock(local(2, "10:00"));
    const change = await scheduleStoreChange(
      db,
      userId,
      store.id,
      local(20, "09:00"),
      { whatsapp: "62999990000" },
      local(2, "10:00"),
    );
    const moved = await rescheduleStoreChange(
      db,
      userId,
      change!.id,
      local(21, "09:00"),
      change!.version,
      local(2, "10:00"),
    );
    expect(moved.effectiveAt).toEqual(local(21, "09:00"));
    // The version the first screen was opened with is stale now.
    await expect(cancelStoreChange(db, userId, change!.id, change!.version)).rejects.toBeInstanceOf(
      StaleEdit,
    );
    await cancelStoreChange(db, userId, change!.id, moved.version);
    expect(await applyDueStoreChanges(db, local(22, "00:00"))).toBe(0);
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.whatsapp).toBeNull();

    const logged = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "store_scheduled_change"),
          eq(auditLog.entityId, String(change!.id)),
        ),
      );
    expect(logged.map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });
  it("edits a pending change's values before it applies, logged, version checked", async () => {
    const { db } = getDb();
    const session = await newStaffSession(db, { env, role: "admin", name: "Ana Matriz" });
    const client = staffRequests(db, session);
    const at = new Date("2030-05-01T12:00Z");
    const change = await scheduleStoreChange(db, userId, store.id, at, {
      whatsapp: "62999990000",
      notes: "Nova vitrine",
    });
    const url = `/restrita/lojas/${store.id}/agenda`;
    const params = { id: String(store.id) };
    const screen = await client.get(storeAgendaRoute.loader, url, params);
    const shown = (screen.body?.changes as { id: number; values: unknown[] }[]).find(
      (c) => c.id === change!.id,
    );
    expect(shown?.values).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "whatsapp", value: "62999990000" }),
        expect.objectContaining({ key: "notes", value: "Nova vitrine" }),
      ]),
    );
    const edit = (fields: Record<string, string>, version = change!.version) =>
      client.post(
        storeAgendaRoute.action,
        url,
        {
          intent: "edit-values",
          changeId: String(change!.id),
          editVersion: String(version),
          ...fields,
        },
        params,
      );
    const row = async () =>
      (
        await db
          .select()
          .from(storeScheduledChanges)
          .where(eq(storeScheduledChanges.id, change!.id))
      )[0]!;

    // A value the store form would refuse is refused here too, and nothing changes.
    const refused = await edit({ "value-whatsapp": "123", "value-notes": "Vitrine de Natal" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("value-whatsapp");
    expect((await row()).values).toEqual({ whatsapp: "62999990000", notes: "Nova vitrine" });

    const saved = await edit({
      "value-whatsapp": "(62) 97777-1234",
      "value-notes": "Vitrine de Natal",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edited = await row();
    expect(edited.values).toEqual({ whatsapp: "(62) 97777-1234", notes: "Vitrine de Natal" });
    expect(edited.effectiveAt).toEqual(at);
    const [logged] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "store_scheduled_change"),
          eq(auditLog.entityId, String(change!.id)),
          eq(auditLog.action, "update"),
        ),
      );
    expect(logged).toMatchObject({
      userId: session.user.id,
      details: {
        changes: {
          whatsapp: ["62999990000", "(62) 97777-1234"],
          notes: ["Nova vitrine", "Vitrine de Natal"],
        },
      },
    });

    // The screen opened before the edit is stale now.
    const stale = await edit({ "value-whatsapp": "(62) 96666-1234", "value-notes": "x" });
    expect(stale.status).toBe(409);
    expect((await row()).values).toEqual(edited.values);

    // At its moment, the edited values apply.
    expect(await applyDueStoreChanges(db, new Date("2030-05-01T12:00:30Z"))).toBe(1);
    const [applied] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(applied).toMatchObject({ whatsapp: "(62) 97777-1234", notes: "Vitrine de Natal" });
  });
});
