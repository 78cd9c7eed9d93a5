/**
 * A store outside Brasília's time zone opens at its own clock: the demo Cuiabá store (Mato
 * Grosso, UTC−4) opens at 8:00 Cuiabá time, 12:00 UTC, on its page, on its locator card, in the
 * 'Aberto agora' filter and in its structured data.
 */
import { and, eq } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { appState, stores } from "#db/schema";
import { invalidateHolidayCache } from "~/models/holidays.server";
import type { StoreSearchResult } from "~/models/store-search.server";
import { invalidateStoreSearchCache } from "~/models/store-search.server";
import { ensureStoreTimeZones, STORE_TIME_ZONES_KEY } from "~/models/store-time-zones.server";
import { seedDemoSite } from "../../../tests/support/demo-site";
import { productionEnv, routeArgs, routeContext } from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { loader as locatorLoader } from "./store-locator";
import { loader as storeLoader } from "./store";

const env = productionEnv();
const CUIABA = "Basiquinha Cuiabá Goiabeiras";
const SLUG = "basiquinha-cuiaba-goiabeiras";

/** Wednesday 2 December 2026 (no holiday), `time` in UTC. */
const at = (time: string) => new Date(`2026-12-02T${time}:00Z`);

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("a store's own time zone", (getDb) => {
  beforeAll(async () => {
    invalidateStoreSearchCache();
    invalidateHolidayCache();
    await seedDemoSite(getDb().db, env);
  });

  async function storePage(now: Date) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    const context = routeContext(getDb().db, env);
    return storeLoader(routeArgs(`/${SLUG}`, context, { slug: SLUG }));
  }

  async function locator(query: string, now: Date) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    invalidateStoreSearchCache();
    const context = routeContext(getDb().db, env);
    const answer = (await locatorLoader(
      routeArgs(`/nossas-lojas?${query}`, context),
    )) as DataWithResponseInit<{ result: StoreSearchResult }>;
    return answer.data.result;
  }

  it("gets its municipality's zone", async () => {
    const [row] = await getDb()
      .db.select({ timezone: stores.timezone })
      .from(stores)
      .where(eq(stores.name, CUIABA));
    expect(row?.timezone).toBe("America/Cuiaba");
  });

  it("shows 'Fechado' one minute before 8:00 in Cuiabá and 'Aberto' one minute after", async () => {
    // 11:59 UTC is 8:59 in Brasília: a São Paulo clock would call it open for an hour already.
    const before = await storePage(at("11:59"));
    expect(before.store.hours.status).toMatchObject({
      open: false,
      detail: "Abre: Hoje às 8:00",
      today: "Hoje: 8h às 18h",
    });
    const after = await storePage(at("12:01"));
    expect(after.store.hours.status).toMatchObject({ open: true, detail: "Fecha às 18:00" });
    expect(after.store.hours.timeZone).toBe("America/Cuiaba");

    const card = async (now: Date) =>
      (await locator("cidade=Cuiab%C3%A1", now)).stores.find((s) => s.name === CUIABA);
    expect(await card(at("11:59"))).toMatchObject({
      open: false,
      statusDetail: "Abre Hoje às 8:00",
    });
    expect(await card(at("12:01"))).toMatchObject({ open: true, statusDetail: "Fecha às 18:00" });

    const openNow = async (now: Date) =>
      (await locator("aberto=1&cidade=Cuiab%C3%A1", now)).stores.map((s) => s.name);
    expect(await openNow(at("11:59"))).toEqual([]);
    expect(await openNow(at("12:01"))).toEqual([CUIABA]);
  });

  it("says nothing is open and which store opens next, at its own clock", async () => {
    const result = await locator("aberto=1&cidade=Cuiab%C3%A1", at("11:59"));
    expect(result.nextOpening?.store.name).toBe(CUIABA);
    expect(result.nextOpening?.label).toBe("Hoje às 8:00");
  });

  it("gives today's hours of its own day near midnight", async () => {
    // Saturday 00:30 in Brasília is still Friday 23:30 in Cuiabá.
    const page = await storePage(new Date("2026-12-05T03:30:00Z"));
    expect(page.store.hours.status.today).toBe("Hoje: 8h às 18h");
  });

  it("tells search engines local opening times", async () => {
    const page = await storePage(at("12:01"));
    const store = page.seo.jsonLd?.find((j) => String(j["@type"]).includes("Store")) as {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    expect(store.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ opens: "08:00", closes: "18:00" }),
    );
  });

  it("is filled in for stores saved before zones existed, once", async () => {
    const { db } = getDb();
    await db.update(stores).set({ timezone: "America/Sao_Paulo" }).where(eq(stores.name, CUIABA));
    await db.delete(appState).where(eq(appState.key, STORE_TIME_ZONES_KEY));
    expect(await ensureStoreTimeZones(db)).toBe(1);
    const [row] = await db
      .select({ timezone: stores.timezone })
      .from(stores)
      .where(and(eq(stores.name, CUIABA)));
    expect(row?.timezone).toBe("America/Cuiaba");
    // Recorded: a zone staff choose later is never overwritten by a restart.
    await db.update(stores).set({ timezone: "America/Manaus" }).where(eq(stores.name, CUIABA));
    expect(await ensureStoreTimeZones(db)).toBe(0);
    await db.update(stores).set({ timezone: "America/Cuiaba" }).where(eq(stores.name, CUIABA));
  });
});
