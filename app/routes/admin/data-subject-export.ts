import { dataSubjectCsv, dataSubjectDocument } from "~/domain/data-subject-export";
import { newsletterEmailError } from "~/domain/newsletter";
import { queryText } from "~/domain/text-input";
import { localIsoDate } from "~/domain/zoned-date";
import { findDataSubject } from "~/models/data-subjects.server";
import { requirePermission } from "~/server/auth.server";
import { CACHE_CONTROL } from "~/server/cache-policy";
import { getApp } from "~/server/context.server";
import type { Route } from "./+types/data-subject-export";

/** Everything held about one e-mail, as JSON (exportar.json) or CSV (exportar.csv). */
export async function loader(args: Route.LoaderArgs) {
  const user = await requirePermission(args, "privacy.manage");
  const app = getApp(args.context);
  const url = new URL(args.request.url);
  const email = queryText(url.searchParams, "email", 254);
  const problem = newsletterEmailError(email);
  if (problem) {
    return new Response(problem, {
      status: 400,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": CACHE_CONTROL.private,
      },
    });
  }
  const report = await findDataSubject(app.db, app.env, email);
  const json = url.pathname.endsWith(".json");
  // Personal data leaving the system: who took it and in which form, never whose.
  app.logger.info(
    { userId: user.id, pseudonym: report.pseudonym, format: json ? "json" : "csv" },
    "data-subject export",
  );
  const now = new Date();
  const name = `dados-pessoais-${localIsoDate(now, "America/Sao_Paulo")}`;
  const headers = {
    "Content-Disposition": `attachment; filename="${name}.${json ? "json" : "csv"}"`,
    "Cache-Control": CACHE_CONTROL.private,
  };
  if (json) {
    return new Response(JSON.stringify(dataSubjectDocument(report, now), null, 2), {
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  return new Response(dataSubjectCsv(report), {
    headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" },
  });
}
