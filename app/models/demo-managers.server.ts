/**
 * The demo's two store managers (demo mode only, never in production: see run-mode.server.ts and
 * ADR 0018), each looking after two demo stores, the first with a request waiting in
 * "Aprovações", so the flow can be tried at once. The README lists their sign-ins.
 */
import { asc, eq } from "drizzle-orm";
import { storeChangeRequests, stores } from "#db/schema";
import type { Database } from "~/server/db.server";
import { proposeStoreHours } from "./store-change-requests.server";
import { ensureDemoManager } from "./users.server";

export const DEMO_MANAGERS = [
  { email: "gestora.goiania@basiquinha.com.br", name: "Gestora Demo Goiânia" },
  { email: "gestor.interior@basiquinha.com.br", name: "Gestor Demo Interior" },
] as const;

/** Creates the demo managers once (over the first four stores) and their pending requests. */
export async function ensureDemoManagers(db: Database, password: string): Promise<void> {
  const demoStores = await db.select().from(stores).orderBy(asc(stores.id)).limit(4);
  if (demoStores.length < 4) return;
  for (const [index, manager] of DEMO_MANAGERS.entries()) {
    const mine = demoStores.slice(index * 2, index * 2 + 2);
    const id = await ensureDemoManager(db, {
      ...manager,
      password,
      storeIds: mine.map((s) => s.id),
    });
    if (id === null) continue;
    const [existing] = await db
      .select({ id: storeChangeRequests.id })
      .from(storeChangeRequests)
      .where(eq(storeChangeRequests.requestedBy, id))
      .limit(1);
    if (existing) continue;
    // Saturday until 18:00 (Sunday closed, weekdays 9–19), waiting for head office.
    const store = mine[0]!;
    await proposeStoreHours(db, id, store, {
      week: [1, 2, 3, 4, 5]
        .map((day) => ({ day, open: "09:00", close: "19:00" }))
        .concat([{ day: 6, open: "09:00", close: "18:00" }]),
      special: store.weeklyHours?.special ?? [],
    });
  }
}
