/**
 * Requests from data subjects (LGPD art. 18): received through the public form or recorded by
 * staff, answered by an admin, each with its dates. A request is kept after the person's data is
 * erased: it is the proof that the request was answered (kept as long as the activity log).
 */
import { randomInt } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { dataRequests, users, type DataRequest, type DataRequestKind } from "#db/schema";
import { normalizeEmail } from "~/domain/newsletter";
import type { Database } from "~/server/db.server";
import { staffChange, type StaffActor } from "./staff-change.server";

/** Letters and digits that cannot be mistaken for one another when read aloud or typed. */
const PROTOCOL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 'K7QH-3MZD': what the requester quotes. */
export function newProtocol(): string {
  const pick = () => PROTOCOL_ALPHABET[randomInt(PROTOCOL_ALPHABET.length)];
  const part = () => Array.from({ length: 4 }, pick).join("");
  return `${part()}-${part()}`;
}

export type NewDataRequest = {
  email: string;
  name?: string | null;
  kind: DataRequestKind;
  message?: string | null;
  receivedAt?: Date;
};

async function insertRequest(
  db: Database,
  input: NewDataRequest,
  channel: "form" | "staff",
): Promise<DataRequest> {
  const values = {
    email: normalizeEmail(input.email),
    name: input.name?.trim() || null,
    kind: input.kind,
    message: input.message?.trim() || null,
    channel,
    receivedAt: input.receivedAt ?? new Date(),
  };
  // A clash of random protocols is a one in a billion event: try another.
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .insert(dataRequests)
      .values({ ...values, protocol: newProtocol() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt > 5) throw new Error("Could not find a free protocol");
  }
}

/** A request sent by the person through the public form (not a staff change: not audited). */
export function createDataRequest(db: Database, input: NewDataRequest): Promise<DataRequest> {
  return insertRequest(db, input, "form");
}

/** A request that reached staff another way (e-mail, phone, a store), recorded by an admin. */
export async function recordDataRequest(
  db: Database,
  by: StaffActor,
  input: NewDataRequest,
): Promise<DataRequest> {
  return staffChange(
    db,
    by,
    (tx) => insertRequest(tx, input, "staff"),
    (row) => ({
      action: "create",
      entity: "data_request",
      entityId: row.id,
      details: { label: `Protocolo ${row.protocol}`, fields: ["kind", "receivedAt"] },
    }),
  );
}

/** Marks an open request answered now, with what was done; null when it is not open. */
export async function answerDataRequest(
  db: Database,
  by: StaffActor,
  id: number,
  resolution: string,
  now: Date = new Date(),
): Promise<DataRequest | null> {
  const [row] = await staffChange(
    db,
    by,
    (tx) =>
      tx
        .update(dataRequests)
        .set({ answeredAt: now, answeredBy: by, resolution: resolution.trim() || null })
        .where(and(eq(dataRequests.id, id), isNull(dataRequests.answeredAt)))
        .returning(),
    ([row]) =>
      row
        ? {
            action: "update",
            entity: "data_request",
            entityId: row.id,
            details: { label: `Protocolo ${row.protocol}`, fields: ["answeredAt", "resolution"] },
          }
        : null,
  );
  return row ?? null;
}

export type DataRequestRow = DataRequest & { answeredByName: string | null };

const rowColumns = {
  request: dataRequests,
  answeredByName: users.name,
};

/** Open requests first (oldest first: the closest to their deadline), then the latest answered. */
export async function listDataRequests(db: Database, limit = 100): Promise<DataRequestRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(dataRequests)
    .leftJoin(users, eq(users.id, dataRequests.answeredBy))
    .orderBy(
      sql`${dataRequests.answeredAt} is not null`,
      asc(sql`case when ${dataRequests.answeredAt} is null then ${dataRequests.receivedAt} end`),
      desc(dataRequests.answeredAt),
    )
    .limit(limit);
  return rows.map((r) => ({ ...r.request, answeredByName: r.answeredByName }));
}

/** Every request made for one e-mail address. */
export async function dataRequestsFor(db: Database, email: string): Promise<DataRequestRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(dataRequests)
    .leftJoin(users, eq(users.id, dataRequests.answeredBy))
    .where(eq(sql`lower(${dataRequests.email})`, normalizeEmail(email)))
    .orderBy(desc(dataRequests.receivedAt));
  return rows.map((r) => ({ ...r.request, answeredByName: r.answeredByName }));
}
