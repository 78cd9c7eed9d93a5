/** The store named by a restricted route's :id, or the spec's 'Loja não encontrada' and the list. */
import type { Store } from "#db/schema";
import type { CsvSeparator } from "~/domain/csv";
import type { Permission } from "~/domain/permissions";
import { getStore } from "~/models/admin-stores.server";
import { requireStoreAccess, type SessionUser } from "~/server/auth.server";
import { getApp, type AppContext } from "~/server/context.server";
import { redirectWithToast } from "~/server/flash.server";
import { CACHE_CONTROL } from "~/server/cache-policy";

const storeIdParam = (idParam: string | undefined) =>
  /^\d{1,10}$/.test(idParam ?? "") ? Number(idParam) : NaN;

type StoreRouteArgs = Parameters<typeof requireStoreAccess>[0] & { params: { id?: string } };

/**
 * The guard and the store of a screen about one store (its address's :id): the permission's
 * row, limited to a store manager's own stores (any other id is a 404, decided before the store
 * is read, so an address cannot tell whether a store exists), then the store itself.
 */
export async function requireStore(
  args: StoreRouteArgs,
  permission: Permission,
): Promise<{ app: AppContext; user: SessionUser; store: Store }> {
  const user = await requireStoreAccess(args, permission, storeIdParam(args.params.id));
  const app = getApp(args.context);
  return { app, user, store: await requireStoreParam(app, args.params.id) };
}

export async function requireStoreParam(
  app: Pick<AppContext, "db" | "env">,
  idParam: string | undefined,
): Promise<Store> {
  const id = storeIdParam(idParam);
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
