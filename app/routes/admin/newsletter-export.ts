import { subscribersCsv } from "~/domain/subscribers-csv";
import { exportSubscribers, subscriberFilters } from "~/models/admin-newsletter.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/newsletter-export";
import { CACHE_CONTROL } from "~/server/cache-policy";

/** The subscribers (with the list's filters) as a CSV download. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "newsletter.export");
  const app = getApp(args.context);
  const filters = subscriberFilters(new URL(args.request.url).searchParams);
  const rows = await exportSubscribers(app.db, filters);
  // Personal data leaving the system: who took it and how much, never the addresses themselves.
  app.logger.info({ userId: user.id, rows: rows.length }, "newsletter export");
  const day = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo" }).format(
    new Date(),
  );
  return new Response(subscribersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${day}.csv"`,
      "Cache-Control": CACHE_CONTROL.private,
    },
  });
}
