import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { storeEvents, stores } from "#db/schema";
import { countStoreEvents } from "~/models/store-events.server";
import { queryRows } from "~/server/db.server";
import {
  beaconArgs,
  DESKTOP_BROWSER,
  GOOGLEBOT,
  productionEnv,
} from "../../../tests/support/route-context";
import { storeRow } from "../../../tests/support/store-rows";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { action, loader } from "./store-events";

const env = productionEnv();

const BROWSER = DESKTOP_BROWSER;

describeEachDatabase("store events beacon", (getDb, kind) => {
  let activeId = 0;
  let inactiveId = 0;

  beforeAll(async () => {
    const rows = await getDb()
      .db.insert(stores)
      .values([storeRow("Loja Ativa"), storeRow("Loja Inativa", { active: false })])
      .returning({ id: stores.id });
    activeId = rows[0]!.id;
    inactiveId = rows[1]!.id;
  });

  function send(
    fields: Record<string, string>,
    { ip = "198.51.100.1", userAgent = BROWSER, method = "POST" } = {},
  ) {
    const body = new URLSearchParams(fields).toString();
    return action(beaconArgs("/api/eventos", getDb().db, env, body, { ip, userAgent, method }));
  }

  const countsFor = (storeId: number) => countStoreEvents(getDb().db, { storeId });

  it("records page views and WhatsApp, directions and Instagram clicks of an active store", async () => {
    for (const event of ["page_view", "whatsapp_click", "directions_click", "instagram_click"]) {
      const response = await send({ storeId: String(activeId), kind: event });
      expect(response.status, event).toBe(204);
    }
    await send({ storeId: String(activeId), kind: "whatsapp_click" });
    expect(await countsFor(activeId)).toEqual({
      page_view: 1,
      whatsapp_click: 2,
      directions_click: 1,
      instagram_click: 1,
    });
  });

  it("stores nothing that identifies the visitor", async () => {
    const columns = await queryRows<{ column_name: string }>(
      getDb().db,
      sql`select column_name from information_schema.columns where table_name = 'store_events' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(["id", "store_id", "kind", "occurred_at"]);
    const [row] = await getDb()
      .db.select()
      .from(storeEvents)
      .where(eq(storeEvents.storeId, activeId))
      .limit(1);
    expect(JSON.stringify(row)).not.toMatch(/198\.51\.100\.1|visitante|Chrome/);
  });

  it("ignores bots without counting them", async () => {
    const before = await countsFor(activeId);
    const response = await send(
      { storeId: String(activeId), kind: "page_view" },
      { userAgent: GOOGLEBOT },
    );
    expect(response.status).toBe(204);
    expect(await countsFor(activeId)).toEqual(before);
  });

  it("accepts only known stores and kinds", async () => {
    const before = await countStoreEvents(getDb().db);
    expect((await send({ storeId: String(inactiveId), kind: "page_view" })).status).toBe(404);
    expect((await send({ storeId: "999999", kind: "page_view" })).status).toBe(404);
    expect((await send({ storeId: String(activeId), kind: "purchase" })).status).toBe(400);
    expect((await send({ storeId: "abc", kind: "page_view" })).status).toBe(400);
    expect((await send({ kind: "page_view" })).status).toBe(400);
    expect((await send({ storeId: "-1", kind: "page_view" })).status).toBe(400);
    expect(await countStoreEvents(getDb().db)).toEqual(before);
  });

  it("refuses other methods", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("rate-limits one address without affecting others", async () => {
    const fields = { storeId: String(activeId), kind: "page_view" };
    // Counters live in this process across both database runs: one address per run.
    const ip = kind === "pglite" ? "192.0.2.50" : "192.0.2.60";
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await send(fields, { ip })).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    const limited = await send(fields, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await send(fields, { ip: `${ip}1` })).status).toBe(204);
  });
});
