import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { RETENTION_DEFAULTS } from "~/domain/privacy";
import { applyRetention } from "~/models/retention.server";
import { recordWebVitals, vitalsP75 } from "~/models/web-vitals.server";
import { queryRows } from "~/server/db.server";
import {
  beaconArgs,
  GOOGLEBOT,
  productionEnv,
  routeArgs,
  routeContext,
} from "../../../tests/support/route-context";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { action, loader } from "./web-vitals";

const env = productionEnv();

const BROWSER =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

/** Noon in São Paulo on 2026-11-24 (a Tuesday) and the following days. */
const DAY = (n: number) => new Date(Date.UTC(2026, 10, 24 + n, 15));

describeEachDatabase("field speed beacon", (getDb, kind) => {
  beforeEach(async () => {
    await getDb().db.execute(sql`delete from web_vitals_daily`);
  });

  function send(
    body: string,
    { ip = "198.51.100.7", userAgent = BROWSER, method = "POST" } = {},
  ): Promise<Response> {
    const args = beaconArgs("/api/velocidade", getDb().db, env, body, { ip, userAgent, method });
    return action(args) as Promise<Response>;
  }

  const rows = () =>
    queryRows<{ page_type: string; metric: string; bucket: number; count: number }>(
      getDb().db,
      sql`select page_type, metric, bucket, count from web_vitals_daily order by metric, bucket`,
    );

  it("adds a page view's metrics to the day's histograms of its page type", async () => {
    expect(
      (await send("r=routes/site/store&LCP=2430&FCP=1210&TTFB=180&CLS=0.034&INP=96")).status,
    ).toBe(204);
    expect((await send("r=routes/site/store&LCP=2440")).status).toBe(204);
    expect(await rows()).toEqual([
      { page_type: "store", metric: "CLS", bucket: 3, count: 1 },
      { page_type: "store", metric: "FCP", bucket: 24, count: 1 },
      { page_type: "store", metric: "INP", bucket: 12, count: 1 },
      // 2430 and 2440 ms share the 2400-2449 bucket.
      { page_type: "store", metric: "LCP", bucket: 48, count: 2 },
      { page_type: "store", metric: "TTFB", bucket: 3, count: 1 },
    ]);
  });

  it("stores nothing about the visitor", async () => {
    await send("r=routes/site/home&LCP=1000");
    const columns = await queryRows<{ column_name: string }>(
      getDb().db,
      sql`select column_name from information_schema.columns where table_name = 'web_vitals_daily' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      "day",
      "page_type",
      "metric",
      "bucket",
      "count",
    ]);
    expect(JSON.stringify(await rows())).not.toMatch(/198\.51|visitante|Chrome/);
  });

  it("does not count bots or headless browsers", async () => {
    expect((await send("r=routes/site/home&LCP=1000", { userAgent: HEADLESS })).status).toBe(204);
    expect((await send("r=routes/site/home&LCP=1000", { userAgent: GOOGLEBOT })).status).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it("refuses unknown page types, metrics out of range and empty beacons", async () => {
    for (const body of [
      "r=routes/admin/dashboard&LCP=1000",
      "LCP=1000",
      "r=routes/site/home",
      "r=routes/site/home&LCP=-5",
      "r=routes/site/home&LCP=abc",
      "r=routes/site/home&CLS=Infinity",
      "r=routes/site/home&LCP=99999999999",
    ]) {
      expect((await send(body)).status, body).toBe(400);
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses other methods and long bodies", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
    const context = routeContext(getDb().db, env, "198.51.100.9");
    const long = await action(
      routeArgs(
        "/api/velocidade",
        context,
        {},
        {
          method: "POST",
          headers: { "User-Agent": BROWSER, "Content-Length": "5000" },
          body: "r=routes/site/home&LCP=1000&x=" + "a".repeat(4980),
        },
      ),
    );
    expect((long as Response).status).toBe(413);
  });

  it("rate-limits one address without affecting others", async () => {
    const ip = kind === "pglite" ? "192.0.2.70" : "192.0.2.80";
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await send("r=routes/site/blog/index&FCP=900", { ip })).status);
    expect(statuses.every((s) => s === 204)).toBe(true);
    const limited = await send("r=routes/site/blog/index&FCP=900", { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await send("r=routes/site/blog/index&FCP=900", { ip: `${ip}1` })).status).toBe(204);
  });

  it("reads the 75th percentile per page type, for the period and per week", async () => {
    const db = getDb().db;
    // Store pages: LCP of 1.0, 2.0, 3.0 and 5.0 s on the first day; the 75th percentile is the
    // third value's bucket, read as its upper edge (3.05 s).
    for (const lcp of [1000, 2000, 3000, 5000])
      await recordWebVitals(db, { t: "store", LCP: lcp }, DAY(0));
    // The next week (Monday 30/11): one fast home page view.
    await recordWebVitals(db, { t: "home", LCP: 800, CLS: 0 }, DAY(6));
    const { period, weeks } = await vitalsP75(db, { now: DAY(6), days: 30 });
    expect(period).toEqual([
      {
        pageType: "home",
        week: null,
        metrics: { LCP: { p75: 850, count: 1 }, CLS: { p75: 0.01, count: 1 } },
      },
      { pageType: "store", week: null, metrics: { LCP: { p75: 3050, count: 4 } } },
    ]);
    expect(weeks.map((w) => [w.week, w.pageType])).toEqual([
      ["2026-11-30", "home"],
      ["2026-11-23", "store"],
    ]);
    // Outside the period: nothing.
    expect((await vitalsP75(db, { now: DAY(60), days: 7 })).period).toEqual([]);
  });

  it("keeps the histograms as long as the store events, then deletes them", async () => {
    const db = getDb().db;
    await recordWebVitals(db, { t: "post", LCP: 1500 }, DAY(0));
    await applyRetention(db, RETENTION_DEFAULTS, DAY(30));
    expect(await rows()).toHaveLength(1);
    const result = await applyRetention(db, RETENTION_DEFAULTS, DAY(400));
    expect(result.vitalsRows).toBe(1);
    expect(await rows()).toEqual([]);
  });
});
