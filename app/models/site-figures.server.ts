/** The figures public pages state: store counts from the data, claims from the settings. */
import { eq, sql } from "drizzle-orm";
import { stores } from "#db/schema";
import { stateName } from "~/domain/brazilian-states";
import type { SiteFigures } from "~/domain/site-figures";
import type { Database } from "~/server/db.server";
import { getSiteSettings } from "./site-settings.server";

/** Active stores and their states (a state stored as 'GO' or 'Goiás' counts once). */
export async function storeCounts(db: Database) {
  const rows = await db
    .select({ state: stores.state, n: sql<number>`count(*)::int` })
    .from(stores)
    .where(eq(stores.active, true))
    .groupBy(stores.state);
  const states = new Set(rows.map((r) => stateName(r.state) ?? r.state.trim()));
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  return {
    stores: total,
    states: states.size,
    onlyState: states.size === 1 ? ([...states][0] ?? null) : null,
  };
}

export async function siteFigures(db: Database): Promise<SiteFigures> {
  const [settings, counts] = await Promise.all([getSiteSettings(db), storeCounts(db)]);
  return {
    ...counts,
    clubMembers: settings.clubMembers,
    customerSatisfaction: settings.customerSatisfaction,
    // Stores closed since the setting was saved never leave more franchisees than stores.
    franchisees: Math.min(settings.franchisees, counts.stores),
    franchiseSatisfaction: settings.franchiseSatisfaction,
  };
}
