import { storeEventKinds } from "#db/constants";
import { dailyStoreCounts } from "~/models/store-analytics.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import type { Route } from "./+types/dashboard-export";
import { dashboardFilter } from "./dashboard-filter.server";

const HEADER = ["dia", "loja_id", "loja", "visualizacoes", "whatsapp", "como_chegar", "instagram"];

function cell(value: string | number): string {
  const text = String(value);
  // Quote when needed, and defuse spreadsheet formulas in names.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV (UTF-8 with BOM, so spreadsheet programs read the accents) of the dashboard's period. */
export async function loader(args: Route.LoaderArgs) {
  const { db, days, storeId, storeIds } = await dashboardFilter(args);
  const rows = await dailyStoreCounts(db, { now: new Date(), days, storeId, storeIds });
  const grouped = new Map<
    string,
    { day: string; storeId: number; name: string; counts: Record<string, number> }
  >();
  for (const row of rows) {
    const key = `${row.day}|${row.store_id}`;
    const entry = grouped.get(key) ?? {
      day: row.day,
      storeId: row.store_id,
      name: row.name,
      counts: Object.fromEntries(storeEventKinds.map((k) => [k, 0])),
    };
    entry.counts[row.kind] = Number(row.n);
    grouped.set(key, entry);
  }
  const lines = [HEADER.join(",")];
  for (const e of grouped.values()) {
    lines.push(
      [e.day, e.storeId, e.name, ...storeEventKinds.map((k) => e.counts[k] ?? 0)]
        .map(cell)
        .join(","),
    );
  }
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="painel-lojas-${days}-dias.csv"`,
      "Cache-Control": CACHE_CONTROL.private,
    },
  });
}
