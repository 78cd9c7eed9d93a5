import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { holidayDecisions, stores, type NewStore, type Store } from "#db/schema";
import { emptyQuery } from "~/domain/locator-query";
import { storeRow } from "../../tests/support/store-rows";
import { CHRISTMAS_CLOSED } from "../../tests/support/unit/holidays";
import { describeEachDatabase } from "../../tests/support/test-db";
import {
  deleteHolidayDecision,
  holidayCalendar,
  holidaysForPlace,
  invalidateHolidayCache,
  saveHolidayDecision,
  undecidedHolidays,
  upcomingNetworkHolidays,
  type HolidayDecisionInput,
} from "./holidays.server";
import { buildStorePageView, storeJsonLd, type StoreContentRows } from "./store-page.server";
import { invalidateStoreSearchCache, searchStores } from "./store-search.server";

// Friday 25/12/2026, 15:00 in São Paulo: every store below is open on a normal Friday afternoon.
const CHRISTMAS = new Date("2026-12-25T18:00:00Z");
const DAY_BEFORE = new Date("2026-12-24T13:00:00Z");
const WEEK = "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h";

const store = (name: string, city: string, state: string, extra: Partial<NewStore> = {}) =>
  storeRow(name, { city, state, hoursText: WEEK, ...extra });

const natal = (change: Partial<HolidayDecisionInput> = {}): HolidayDecisionInput => ({
  ...CHRISTMAS_CLOSED,
  holidayName: "Natal",
  ...change,
});

type JsonLdHours = {
  openingHoursSpecification: Record<string, unknown>[];
  specialOpeningHoursSpecification?: Record<string, unknown>[];
};

const EMPTY_CONTENT: StoreContentRows = {
  banners: [],
  images: [],
  sections: [],
  testimonials: [],
  specialties: [],
} as unknown as StoreContentRows;

describeEachDatabase("network holidays", (getDb) => {
  let rows: Store[] = [];

  beforeAll(async () => {
    rows = await getDb()
      .db.insert(stores)
      .values([
        store("Loja Goiania Bueno", "Goiânia", "Goiás"),
        store("Loja Anapolis Centro", "Anápolis", "Goiás"),
        store("Loja Brasilia Asa Sul", "Brasília", "Distrito Federal"),
        store("Loja Goiania Plantao", "Goiânia", "Goiás", {
          hoursText: "Seg. a Sex.: 9h às 19h",
          weeklyHours: {
            week: [1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
            special: [{ date: "2026-12-25", open: "12:00", close: "18:00", label: "Plantão" }],
          },
        }),
      ])
      .returning();
  });

  beforeEach(async () => {
    await getDb().db.delete(holidayDecisions);
    invalidateHolidayCache();
    invalidateStoreSearchCache();
  });

  const openNames = async (now: Date) =>
    (await searchStores(getDb().db, { ...emptyQuery, openNow: true }, now)).stores
      .map((s) => s.name)
      .sort();

  it("computes national, state and city holidays for each place", () => {
    const goiania = holidaysForPlace({ uf: "GO", city: "goiania" }, "2026-01-01", "2026-12-31");
    const anapolis = holidaysForPlace({ uf: "GO", city: "anapolis" }, "2026-01-01", "2026-12-31");
    const brasilia = holidaysForPlace({ uf: "DF", city: "brasilia" }, "2026-01-01", "2026-12-31");
    const keys = (list: typeof goiania) => list.map((h) => `${h.date} ${h.key}`);
    for (const list of [goiania, anapolis, brasilia]) {
      expect(keys(list)).toContain("2026-12-25 natal");
      expect(keys(list)).toContain("2026-09-07 dia-da-independencia");
    }
    // Goiânia's patron saint and its foundation stone (24/10, which the library lists for all of
    // Goiás: app/domain/holiday-gaps.ts keeps it to Goiânia) are the city's own; 26/07 is Goiás'.
    expect(keys(goiania)).toContain("2026-05-24 nossa-senhora-auxiliadora");
    expect(keys(anapolis)).not.toContain("2026-05-24 nossa-senhora-auxiliadora");
    expect(keys(goiania)).toContain("2026-10-24 lancamento-da-pedra-fundamental-de-goiania");
    expect(keys(anapolis)).not.toContain("2026-10-24 lancamento-da-pedra-fundamental-de-goiania");
    expect(keys(anapolis).some((k) => k.startsWith("2026-07-26"))).toBe(true);
    expect(keys(brasilia).some((k) => k.startsWith("2026-07-26"))).toBe(false);
    expect(keys(brasilia)).toContain("2026-11-30 dia-do-evangelico");
  });

  it("gives places with the same special days one key, which a decision for one city splits", async () => {
    const db = getDb().db;
    // A holiday changes a store's hours only once the network decides it: none decided yet.
    const none = await holidayCalendar(db, DAY_BEFORE);
    const places = [
      ["Goiás", "Hidrolândia"],
      ["Goiás", "Bela Vista de Goiás"],
      ["Goiás", "Goiânia"],
      ["Distrito Federal", "Brasília"],
    ] as const;
    expect(new Set(places.map(([uf, city]) => none.specialDaysKey(uf, city))).size).toBe(1);

    await saveHolidayDecision(db, null, natal());
    await saveHolidayDecision(
      db,
      null,
      natal({ scope: "city", state: "GO", city: "Hidrolândia", mode: "normal" }),
    );
    const decided = await holidayCalendar(db, DAY_BEFORE);
    const key = (uf: string, city: string) => decided.specialDaysKey(uf, city);
    expect(decided.specialDays("Goiás", "Bela Vista de Goiás")).toBe(
      decided.specialDays("Distrito Federal", "Brasília"),
    );
    expect(key("Goiás", "Goiânia")).toBe(key("Distrito Federal", "Brasília"));
    expect(key("Goiás", "Hidrolândia")).not.toBe(key("Goiás", "Bela Vista de Goiás"));
    expect(decided.specialDays("Goiás", "Goiânia")).toContainEqual(
      expect.objectContaining({ date: "2026-12-25", closed: true }),
    );
    expect(decided.specialDays("Goiás", "Hidrolândia")).not.toContainEqual(
      expect.objectContaining({ date: "2026-12-25", closed: true }),
    );
  });

  it("with Christmas closed for the network, 'Aberto agora' leaves out every store but the one with its own hours", async () => {
    expect(await openNames(CHRISTMAS)).toHaveLength(4);
    await saveHolidayDecision(getDb().db, null, natal());
    expect(await openNames(CHRISTMAS)).toEqual(["Loja Goiania Plantao"]);
    // The day before is a normal day.
    expect(await openNames(DAY_BEFORE)).toHaveLength(4);
    const cards = await searchStores(getDb().db, { ...emptyQuery, search: "Bueno" }, CHRISTMAS);
    expect(cards.stores[0]).toMatchObject({
      open: false,
      statusDetail: "Feriado: Natal — fechado · Abre Amanhã às 9:00",
    });
  });

  it("the most specific scope wins: a city open as usual, a state with special hours", async () => {
    const db = getDb().db;
    await saveHolidayDecision(db, null, natal());
    await saveHolidayDecision(
      db,
      null,
      natal({ scope: "state", state: "GO", mode: "special", opens: "10:00", closes: "14:00" }),
    );
    await saveHolidayDecision(
      db,
      null,
      natal({ scope: "city", state: "GO", city: "Anápolis", mode: "normal" }),
    );
    // 15:00: Goiânia (state: 10h-14h) is closed, Anápolis (normal Friday) open, Brasília closed.
    expect(await openNames(CHRISTMAS)).toEqual(["Loja Anapolis Centro", "Loja Goiania Plantao"]);
    // 11:00: Goiânia's special hours are open too; the store's own 12h-18h not yet.
    expect(await openNames(new Date("2026-12-25T14:00:00Z"))).toEqual([
      "Loja Anapolis Centro",
      "Loja Goiania Bueno",
    ]);
  });

  it("saving the same scope again replaces the decision; removing it brings the wider one back", async () => {
    const db = getDb().db;
    await saveHolidayDecision(db, null, natal({ mode: "closed" }));
    const city = await saveHolidayDecision(
      db,
      null,
      natal({ scope: "city", state: "GO", city: "Goiânia", mode: "closed" }),
    );
    const again = await saveHolidayDecision(
      db,
      null,
      natal({ scope: "city", state: "GO", city: "goiania", mode: "normal" }),
    );
    expect(again.created).toBe(false);
    expect(again.decision.id).toBe(city.decision.id);
    expect(await db.select().from(holidayDecisions)).toHaveLength(2);
    expect(await openNames(CHRISTMAS)).toEqual(["Loja Goiania Bueno", "Loja Goiania Plantao"]);
    await deleteHolidayDecision(db, null, city.decision.id);
    expect(await openNames(CHRISTMAS)).toEqual(["Loja Goiania Plantao"]);
  });

  it("the store page and its JSON-LD follow the decision", async () => {
    const db = getDb().db;
    await saveHolidayDecision(db, null, natal());
    const [bueno] = await db.select().from(stores).where(eq(stores.name, "Loja Goiania Bueno"));
    const calendar = await holidayCalendar(db, new Date("2026-11-20T15:00:00Z"));
    const holidayDays = calendar.specialDays(bueno!.state, bueno!.city);
    const view = buildStorePageView(bueno!, EMPTY_CONTENT, DAY_BEFORE, holidayDays);
    expect(view.hours.parsed.special).toContainEqual(
      expect.objectContaining({ date: "2026-12-25", closed: true, label: "Natal", holiday: true }),
    );
    expect(view.hours.upcoming).toContain("Feriado: Natal (25/12): fechado");
    const jsonLdOn = (now: string) =>
      storeJsonLd({
        origin: "https://example.com",
        store: bueno!,
        content: EMPTY_CONTENT,
        description: "",
        settings: { brandName: "Basiquinha" } as never,
        holidayDays,
        now: new Date(now),
      }) as JsonLdHours;
    const jsonLd = jsonLdOn("2026-11-20T15:00:00Z");
    expect(jsonLd.openingHoursSpecification.some((s) => "validFrom" in s)).toBe(false);
    expect(jsonLd.specialOpeningHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
    });
    // More than 60 days ahead, Christmas is not in the structured data yet.
    const early = jsonLdOn("2026-10-01T15:00:00Z");
    expect(early.specialOpeningHoursSpecification).toBeUndefined();
  });

  it("lists the network's holidays with where they apply and warns about undecided ones", async () => {
    const db = getDb().db;
    const now = new Date("2026-12-01T12:00:00Z");
    const list = await upcomingNetworkHolidays(db, now);
    const christmas = list.find((h) => h.date === "2026-12-25" && h.key === "natal");
    expect(christmas).toMatchObject({ level: "national", stores: rows.length, undecided: 4 });
    const patron = list.find((h) => h.key === "nossa-senhora-auxiliadora");
    expect(patron).toMatchObject({ date: "2027-05-24", level: "city", stores: 2 });
    expect(patron?.cities.map((c) => c.city)).toEqual(["Goiânia"]);
    const goias = list.find((h) => h.date === "2027-07-26");
    expect(goias).toMatchObject({ level: "state", stores: 3 });
    expect(goias?.states).toEqual([{ uf: "GO", name: "Goiás", stores: 3 }]);
    expect(list.every((h) => h.date >= "2026-12-01" && h.date <= "2027-12-01")).toBe(true);

    expect((await undecidedHolidays(db, now)).map((h) => h.key)).toContain("natal");
    await saveHolidayDecision(db, null, natal({ scope: "state", state: "GO" }));
    const partly = (await undecidedHolidays(db, now)).find((h) => h.key === "natal");
    expect(partly?.undecided).toBe(1);
    await saveHolidayDecision(db, null, natal({ scope: "all", mode: "normal" }));
    expect((await undecidedHolidays(db, now)).map((h) => h.key)).not.toContain("natal");
  });
});
