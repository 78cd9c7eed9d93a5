/**
 * The retention schedule on a real database with the clock moved: old store events become daily
 * counts, expired sessions and links, old counters, old audit rows and answered requests go,
 * and only one runner works at a time (PostgreSQL advisory lock, or this process).
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  auditLog,
  dataRequests,
  passwordResetTokens,
  sessions,
  storeEventDaily,
  storeEvents,
  stores,
  users,
} from "#db/schema";
import { RETENTION_DEFAULTS } from "~/domain/privacy";
import { queryRows } from "~/server/db.server";
import { RETENTION_LOCK, runRetentionOnce } from "~/models/retention-schedule.server";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { applyRetention } from "./retention.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const DAY = 86_400_000;
const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);
/** The clock moved 14 months ahead. */
const LATER = new Date("2028-01-20T15:00:00Z");

describeEachDatabase("retention schedule", (getDb, kind) => {
  it("with the clock 14 months ahead, old events survive only as daily counts", async () => {
    const { db } = getDb();
    const [store] = await db.insert(stores).values(storeRow("Loja Retenção")).returning();
    const id = store!.id;
    // Two São Paulo days a year ago (22:30 in São Paulo is the next day in UTC), and one recent.
    const old1 = new Date("2026-11-19T01:30:00Z"); // 18/11 22:30 in São Paulo
    const old2 = new Date("2026-11-19T14:00:00Z"); // 19/11
    const recent = ago(30 * DAY, LATER);
    await db.insert(storeEvents).values([
      { storeId: id, kind: "page_view", occurredAt: old1 },
      { storeId: id, kind: "page_view", occurredAt: old1 },
      { storeId: id, kind: "whatsapp_click", occurredAt: old1 },
      { storeId: id, kind: "page_view", occurredAt: old2 },
      { storeId: id, kind: "page_view", occurredAt: recent },
    ]);

    const result = await applyRetention(db, RETENTION_DEFAULTS, LATER);
    expect(result.eventsAggregated).toBe(4);
    const raw = await db
      .select()
      .from(storeEvents)
      .where(sql`${storeEvents.storeId} = ${id}`);
    expect(raw.map((e) => e.occurredAt.toISOString())).toEqual([recent.toISOString()]);
    const daily = await db
      .select()
      .from(storeEventDaily)
      .where(sql`${storeEventDaily.storeId} = ${id}`)
      .orderBy(storeEventDaily.day, storeEventDaily.kind);
    expect(daily.map(({ day, kind, count }) => ({ day, kind, count }))).toEqual([
      { day: "2026-11-18", kind: "page_view", count: 2 },
      { day: "2026-11-18", kind: "whatsapp_click", count: 1 },
      { day: "2026-11-19", kind: "page_view", count: 1 },
    ]);

    // A later run adds to the day's count and never counts a row twice.
    await db.insert(storeEvents).values({ storeId: id, kind: "page_view", occurredAt: old2 });
    await applyRetention(db, RETENTION_DEFAULTS, LATER);
    await applyRetention(db, RETENTION_DEFAULTS, LATER);
    const [day19] = await queryRows<{ count: number }>(
      db,
      sql`select count from store_event_daily where store_id = ${id} and day = '2026-11-19'`,
    );
    expect(day19?.count).toBe(2);
  });

  it("deletes expired sessions and links, old audit rows and answered requests; keeps the rest", async () => {
    const { db } = getDb();
    const [user] = await db
      .insert(users)
      .values({ email: `ret-${kind}@basiquinha.com.br`, name: "Retenção", passwordHash: "x" })
      .returning();
    const userId = user!.id;
    await db.insert(sessions).values([
      { id: `expirada-${kind}`, userId, expiresAt: ago(60_000) },
      { id: `viva-${kind}`, userId, expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId, tokenHash: `vencido-${kind}`, expiresAt: ago(60_000) },
      { userId, tokenHash: `usado-${kind}`, expiresAt: new Date(NOW.getTime() + DAY), usedAt: NOW },
      { userId, tokenHash: `valido-${kind}`, expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
    const sixYears = ago(6 * 365 * DAY);
    await db.insert(auditLog).values([
      { userId, action: "update", entity: "store", entityId: "1", createdAt: sixYears },
      { userId, action: "update", entity: "store", entityId: "2", createdAt: ago(DAY) },
    ]);
    await db.insert(dataRequests).values([
      {
        protocol: `VELH-${kind}`,
        email: "a@x.com",
        kind: "access",
        channel: "form",
        receivedAt: sixYears,
        answeredAt: sixYears,
      },
      {
        protocol: `ABER-${kind}`,
        email: "b@x.com",
        kind: "access",
        channel: "form",
        receivedAt: sixYears,
      },
    ]);
    // The throttling counters' table, as rate-limiter-flexible lays it out on PostgreSQL.
    await db.execute(sql`create table if not exists rate_limits (
      key varchar(255) primary key, points integer not null default 0, expire bigint)`);
    await db.execute(sql`insert into rate_limits (key, expire) values
      (${`login:antigo-${kind}`}, ${NOW.getTime() - 25 * 3_600_000}),
      (${`login:recente-${kind}`}, ${NOW.getTime() - 3_600_000})`);

    const result = await applyRetention(db, RETENTION_DEFAULTS, NOW);
    expect(result).toMatchObject({
      sessions: 1,
      resetLinks: 2,
      loginCounters: 1,
      answeredRequests: 1,
    });
    expect(result.auditRows).toBeGreaterThanOrEqual(1);
    const left = async (table: string, column: string) =>
      (
        await queryRows<{ v: string }>(
          db,
          sql`select ${sql.identifier(column)}::text as v from ${sql.identifier(table)} order by 1`,
        )
      ).map((r) => r.v);
    expect(await left("sessions", "id")).toContain(`viva-${kind}`);
    expect(await left("sessions", "id")).not.toContain(`expirada-${kind}`);
    expect(await left("password_reset_tokens", "token_hash")).toEqual([`valido-${kind}`]);
    expect(await left("rate_limits", "key")).toEqual([`login:recente-${kind}`]);
    expect(await left("data_requests", "protocol")).toContain(`ABER-${kind}`);
    expect(await left("data_requests", "protocol")).not.toContain(`VELH-${kind}`);
    const audit = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.userId} = ${userId}`);
    expect(audit.map((a) => a.entityId)).toEqual(["2"]);
  });

  it("runs once at a time", async () => {
    const handle = getDb();
    if (kind === "postgres") {
      // Another instance holds the lock: this one skips its turn, then runs once it is free.
      const other = await handle.pool!.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [RETENTION_LOCK]);
        expect(await runRetentionOnce(handle, NOW)).toBeNull();
        await other.query("select pg_advisory_unlock($1)", [RETENTION_LOCK]);
      } finally {
        other.release();
      }
      expect(await runRetentionOnce(handle, NOW)).not.toBeNull();
    } else {
      const runs = await Promise.all([
        runRetentionOnce(handle, NOW),
        runRetentionOnce(handle, NOW),
      ]);
      expect(runs.filter((r) => r === null)).toHaveLength(1);
    }
  });
});
