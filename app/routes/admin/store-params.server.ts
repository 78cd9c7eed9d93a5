/** The store named by a restricted route's :id, or the spec's 'Loja não encontrada' and the list. */
import type { Store } from "#db/schema";
import type { CsvSeparator } from "~/domain/csv";
import { getStore } from "~/models/admin-stores.server";
import type { AppContext } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { CACHE_CONTROL } from "~/server/cache-policy";

export async function requireStoreParam(
  app: Pick<AppContext, "db" | "env">,
  idParam: string | undefined,
): Promise<Store> {
  const id = /^\d{1,10}$/.test(idParam ?? "") ? Number(idParam) : NaN;
  const store = Number.isFinite(id) ? await getStore(app.db, id) : null;
  if (!store) {
    throw await redirectWithToast(app.env, "/restrita/lojas", {
      type: "error",
      title: "Loja não encontrada",
    });
  }
  return store;
}

/** Whether a request carries a multipart body (an upload form). */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "")
    .toLowerCase()
    .startsWith("multipart/form-data");
}

/** ';' for spreadsheets set to Brazilian Portuguese (Excel's default there), ',' otherwise. */
export function separatorParam(request: Request): CsvSeparator {
  const value = new URL(request.url).searchParams.get("separador");
  return value === ";" || value === "ponto-e-virgula" ? ";" : ",";
}

export function csvResponse(text: string, filename: string): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": CACHE_CONTROL.private,
    },
  });
}
