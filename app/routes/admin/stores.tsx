import { Download, Plus, RefreshCw, Search, Upload } from "lucide-react";
import { useEffect } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useNavigation,
  useRevalidator,
} from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { AccessDeniedPanel, isAccessDenied } from "~/components/access-denied";
import { adminMeta } from "~/components/admin/stores/admin-meta";
import { buttonPrimary, buttonSecondary } from "~/components/admin/stores/fields";
import { RegenerateSlugs } from "~/components/admin/stores/stores-list-regenerate-slugs";
import { Pagination } from "~/components/admin/pagination";
import { StoresListTable } from "~/components/admin/stores/stores-list-table";
import { useCan } from "~/components/admin/use-can";
import type { Permission } from "~/domain/permissions";
import { storeListActionSchema } from "~/domain/store-schemas";
import { queryText } from "~/domain/text-input";
import { listStoresForAdmin } from "~/models/admin-stores.server";
import { assertPermission, storeScope } from "~/server/auth.server";
import { staffQuery } from "./staff-request.server";
import { readStaffForm } from "./staff-form-post.server";
import type { Route } from "./+types/stores";
import { formatCount } from "~/domain/count-format";
import { storesListAction } from "./stores-list.server";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta("Gerenciar Lojas", matches);
}

export async function loader(args: Route.LoaderArgs) {
  const { user, db, query } = await staffQuery(args, "stores.view");
  const term = queryText(query, "q");
  const page = Math.min(100_000, Math.max(1, Number.parseInt(query.get("page") ?? "", 10) || 1));
  const storeIds = storeScope(user, "stores.view");
  const result = await listStoresForAdmin(db, { term, page, storeIds });
  return { ...result, term };
}

/** What each of the list's intents needs of the permission table. */
const INTENT_PERMISSIONS = {
  delete: "stores.delete",
  "preview-slugs": "stores.regenerateUrls",
  "regenerate-slugs": "stores.regenerateUrls",
} as const satisfies Record<z.infer<typeof storeListActionSchema>["intent"], Permission>;

/** Delete a store, preview or apply the address regeneration (see stores-list.server.ts). */
export async function action(args: Route.ActionArgs) {
  const { user, app, submission } = await readStaffForm(args, "stores.view", storeListActionSchema);
  if (submission.status !== "success") throw data(null, { status: 400 });
  assertPermission(user, INTENT_PERMISSIONS[submission.value.intent]);
  return storesListAction(app, user.id, submission.value);
}

function StoreSearch({ term }: { term: string }) {
  return (
    <Form method="get" role="search" className="relative w-full max-w-md">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-neutral-400"
      />
      <label htmlFor="store-search" className="sr-only">
        Buscar lojas
      </label>
      <input
        id="store-search"
        type="search"
        name="q"
        defaultValue={term}
        placeholder="Buscar por nome, cidade ou estado..."
        className="w-full rounded-lg border border-neutral-300 bg-white py-2 pr-3 pl-9 focus:border-brand-500 focus:outline-none"
      />
    </Form>
  );
}

function SpreadsheetLinks() {
  return (
    <nav aria-label="Planilha de lojas" className="flex flex-wrap gap-2 text-sm">
      <a href="/restrita/lojas/exportar.csv" className={buttonSecondary} download>
        <Download aria-hidden className="h-4 w-4" />
        Exportar CSV
      </a>
      <Link to="/restrita/lojas/importar" className={buttonSecondary}>
        <Upload aria-hidden className="h-4 w-4" />
        Importar CSV
      </Link>
    </nav>
  );
}

export default function AdminStores({ loaderData }: Route.ComponentProps) {
  const { stores, term, total, page, pages } = loaderData;
  const can = useCan();
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location.pathname === "/restrita/lojas";

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Gerenciar Lojas</h1>
          <p className="text-sm text-neutral-600">
            {total === 1 ? "1 loja" : `${formatCount(total)} lojas`}
            {term ? ` para "${term}"` : " cadastradas"}
          </p>
        </div>
        {/* The everyday action first; the rare, network-wide one after it. */}
        <div className="flex flex-wrap gap-2">
          <Link to="/restrita/lojas/nova" className={buttonPrimary}>
            <Plus aria-hidden className="h-4 w-4" />
            Nova Loja
          </Link>
          {can("stores.regenerateUrls") ? <RegenerateSlugs /> : null}
        </div>
      </header>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <StoreSearch term={term} />
        <SpreadsheetLinks />
      </div>

      <p aria-live="polite" className="sr-only">
        {searching ? "Carregando..." : ""}
      </p>

      <StoresListTable stores={stores} term={term} searching={searching} />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isAccessDenied(error) ? <AccessDeniedPanel /> : <LoadFailure error={error} />;
}

function LoadFailure({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    toast.error("Erro ao carregar lojas", { description: "Tente novamente mais tarde" });
  }, []);
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Não foi possível carregar as lojas. Verifique sua conexão ou tente novamente mais tarde.";
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-2xl font-bold text-neutral-900">Gerenciar Lojas</h1>
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p>{message}</p>
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state !== "idle"}
          className={`${buttonSecondary} mt-4`}
        >
          <RefreshCw aria-hidden className="h-4 w-4" />
          Tentar novamente
        </button>
      </div>
    </div>
  );
}
