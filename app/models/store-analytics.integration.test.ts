import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { stores, storeEvents } from "#db/schema";
import { action as beacon } from "~/routes/api/store-events";
import { describeEachDatabase } from "../../tests/support/test-db";
import { routeContext } from "../../tests/support/route-context";
import { storeRow } from "../../tests/support/store-rows";
import { dailyCounts, periodDays, saoPauloDay, storeTotals } from "./store-analytics.server";
import { recordStoreEvent, storeEventInput } from "./store-events.server";

const NOW = new Date("2026-11-22T15:00:00Z"); // 12:00 in São Paulo

it("names São Paulo days and periods", () => {
  expect(saoPauloDay(new Date("2026-11-21T02:59:59Z"))).toBe("2026-11-20");
  expect(saoPauloDay(new Date("2026-11-21T03:00:00Z"))).toBe("2026-11-21");
  expect(periodDays(NOW, 7)).toEqual([
    "2026-11-16",
    "2026-11-17",
    "2026-11-18",
    "2026-11-19",
    "2026-11-20",
    "2026-11-21",
    "2026-11-22",
  ]);
});

describeEachDatabase("store analytics", (getDb) => {
  const newStore = async (name: string, slug: string) =>
    (await getDb().db.insert(stores).values(storeRow(name, { slug })).returning())[0]!;

  it("counts events by São Paulo day, around midnight", async () => {
    const { db } = getDb();
    const a = await newStore("Loja Alfa Centro", "loja-alfa");
    const at = (iso: string) => new Date(iso);
    const events: [string, "page_view" | "whatsapp_click"][] = [
      ["2026-11-16T02:59:59Z", "whatsapp_click"], // 15/11 23:59:59 in São Paulo: outside
      ["2026-11-16T03:00:00Z", "whatsapp_click"], // 16/11 00:00:00: first day
      ["2026-11-21T02:59:59Z", "page_view"], // 20/11 23:59:59
      ["2026-11-21T03:00:00Z", "page_view"], // 21/11 00:00:00
      ["2026-11-21T03:00:01Z", "whatsapp_click"],
      ["2026-11-22T14:59:00Z", "page_view"], // today
    ];
    for (const [iso, kind] of events) {
      expect(await recordStoreEvent(db, { storeId: a.id, kind }, at(iso))).toBe(true);
    }
    const days = await dailyCounts(db, { now: NOW, days: 7 });
    expect(days).toHaveLength(7);
    const byDay = Object.fromEntries(days.map((d) => [d.day, d]));
    expect(byDay["2026-11-16"]!.whatsapp_click).toBe(1);
    expect(byDay["2026-11-20"]!.page_view).toBe(1);
    expect(byDay["2026-11-21"]!.page_view).toBe(1);
    expect(byDay["2026-11-21"]!.whatsapp_click).toBe(1);
    expect(byDay["2026-11-22"]!.page_view).toBe(1);
    const total = days.reduce((n, d) => n + d.page_view + d.whatsapp_click, 0);
    expect(total).toBe(5);
  });

  it("ranks stores by contacts and filters by store", async () => {
    const { db } = getDb();
    const b = await newStore("Loja Beta Bueno", "loja-beta");
    for (let i = 0; i < 3; i++) {
      await recordStoreEvent(
        db,
        { storeId: b.id, kind: "directions_click" },
        new Date("2026-11-22T12:00:00Z"),
      );
    }
    const totals = await storeTotals(db, { now: NOW, days: 7 });
    expect(totals[0]!.name).toBe("Loja Beta Bueno");
    expect(totals[0]!.leads).toBe(3);
    const onlyBeta = await dailyCounts(db, { now: NOW, days: 7, storeId: b.id });
    expect(onlyBeta.reduce((n, d) => n + d.directions_click + d.page_view, 0)).toBe(3);
  });

  it("rejects unknown stores and kinds, and ignores bots", async () => {
    const handle = getDb();
    const { db } = handle;
    const before = (await db.select({ n: count() }).from(storeEvents))[0]!.n;
    expect(await recordStoreEvent(db, { storeId: 999_999, kind: "page_view" })).toBe(false);
    expect(storeEventInput.safeParse({ storeId: 1, kind: "purchase" }).success).toBe(false);

    const c = await newStore("Loja Gama Oeste", "loja-gama");
    const send = (ua: string, body: string) =>
      beacon({
        request: new Request("http://localhost/api/eventos", {
          method: "POST",
          headers: { "User-Agent": ua, "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
        params: {},
        context: routeContext(db, undefined, "10.1.1.1", handle),
      } as never) as Promise<Response>;
    const bot = await send(
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      `storeId=${c.id}&kind=whatsapp_click`,
    );
    expect(bot.status).toBe(204);
    const unknownKind = await send(
      "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      `storeId=${c.id}&kind=compra`,
    );
    expect(unknownKind.status).toBe(400);
    const unknownStore = await send(
      "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      "storeId=987654&kind=page_view",
    );
    expect(unknownStore.status).toBe(404);
    expect((await db.select({ n: count() }).from(storeEvents))[0]!.n).toBe(before);

    const person = await send(
      "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
      `storeId=${c.id}&kind=whatsapp_click`,
    );
    expect(person.status).toBe(204);
    expect((await db.select({ n: count() }).from(storeEvents))[0]!.n).toBe(before + 1);
  });
});
