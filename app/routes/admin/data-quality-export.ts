import { qualityCsvRows } from "~/domain/data-quality";
import { protectFormula, writeCsv } from "~/domain/csv";
import { qualityReport } from "~/models/data-quality.server";
import { requirePermission } from "~/server/auth.server";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/data-quality-export";
import { csvResponse, separatorParam } from "./store-params.server";

/** Every finding of every active store as a spreadsheet (UTF-8 with BOM, like the store export). */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "quality.view");
  const { db } = getApp(args.context);
  const report = await qualityReport(db);
  const rows = qualityCsvRows(report.stores).map((row) => row.map(protectFormula));
  const today = new Date().toISOString().slice(0, 10);
  return csvResponse(
    writeCsv(rows, { separator: separatorParam(args.request) }),
    `qualidade-dos-dados-${today}.csv`,
  );
}
