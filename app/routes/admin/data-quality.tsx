import { Link, useSearchParams } from "react-router";
import { PageHeader } from "~/components/admin/admin-ui";
import { FilterActions, FilterSelect } from "~/components/admin/list-filters";
import { Pagination, pageCount } from "~/components/admin/pagination";
import { QUALITY_KINDS, type QualityKind } from "~/domain/data-quality";
import { qualityReport } from "~/models/data-quality.server";
import { staffQuery } from "./staff-request.server";
import type { Route } from "./+types/data-quality";

const PAGE_SIZE = 50;

export function meta() {
  return [{ title: "Qualidade dos dados | Área Restrita" }];
}

const isKind = (value: string | null): value is QualityKind =>
  value !== null && Object.hasOwn(QUALITY_KINDS, value);

export async function loader(args: Route.LoaderArgs) {
  const { db, query } = await staffQuery(args, "quality.view");
  const report = await qualityReport(db);
  const kind = isKind(query.get("tipo")) ? (query.get("tipo") as QualityKind) : null;
  const storeId = Number(query.get("loja")) || null;
  const page = Math.max(1, Math.min(10_000, Number(query.get("page")) || 1));
  const matching = report.stores
    .filter((s) => (storeId ? s.id === storeId : s.findings.length > 0))
    .filter((s) => !kind || s.findings.some((f) => f.kind === kind))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name, "pt-BR"));
  return {
    at: report.at,
    score: report.score,
    storeCount: report.stores.length,
    total: report.total,
    counts: (Object.keys(QUALITY_KINDS) as QualityKind[]).map((k) => ({
      kind: k,
      label: QUALITY_KINDS[k].label,
      count: report.counts[k],
    })),
    kind,
    storeId,
    stores: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    matching: matching.length,
    page,
  };
}

type Data = Route.ComponentProps["loaderData"];

function scoreTone(score: number) {
  if (score >= 85) return "bg-green-100 text-green-800";
  if (score >= 60) return "bg-amber-100 text-amber-900";
  return "bg-red-100 text-red-800";
}

function Summary({ data }: { data: Data }) {
  return (
    <section aria-labelledby="quality-summary" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="quality-summary" className="font-semibold text-neutral-900">
        Rede: pontuação{" "}
        <span
          data-testid="network-score"
          className={`rounded-full px-2.5 py-0.5 ${scoreTone(data.score)}`}
        >
          {data.score}
        </span>{" "}
        de 100 · {data.total} {data.total === 1 ? "problema" : "problemas"} em {data.storeCount}{" "}
        lojas ativas
      </h2>
      <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {data.counts.map((c) => (
          <li key={c.kind} data-testid={`quality-count-${c.kind}`}>
            <Link
              to={`?tipo=${c.kind}`}
              className={`flex justify-between gap-2 rounded px-2 py-1 hover:bg-neutral-50 ${
                data.kind === c.kind ? "bg-brand-50 font-semibold" : ""
              }`}
            >
              <span>{c.label}</span>
              <span className={c.count ? "text-red-700" : "text-neutral-500"}>{c.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function DataQuality({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const [params] = useSearchParams();
  const exportQuery = params.get("separador") ? `?separador=${params.get("separador")}` : "";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Qualidade dos dados"
        description="O que falta ou está errado nos dados das lojas ativas. Cada problema leva ao campo que o corrige."
        actions={
          <a
            href={`/restrita/qualidade/exportar.csv${exportQuery}`}
            className="rounded-lg border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50"
            download
          >
            Exportar planilha
          </a>
        }
      />
      <Summary data={data} />
      <form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <FilterSelect
          label="Problema"
          name="tipo"
          defaultValue={data.kind ?? ""}
          all="Todos"
          options={data.counts.map((c) => ({ value: c.kind, label: c.label }))}
        />
        <FilterActions clearTo="/restrita/qualidade" />
      </form>
      {data.stores.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-neutral-600 shadow-sm">
          {data.storeId ? "Nenhum problema nesta loja." : "Nenhum problema encontrado."}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.stores.map((s) => (
            <li
              key={s.id}
              data-testid="quality-store"
              className="rounded-xl bg-white p-4 shadow-sm"
            >
              <h3 className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900">
                <Link to={`?loja=${s.id}`} className="underline">
                  {s.name}
                </Link>
                <span className="text-sm font-normal text-neutral-600">
                  {s.city} · {s.state}
                </span>
                <span className={`rounded-full px-2.5 py-0.5 text-xs ${scoreTone(s.score)}`}>
                  {s.score} de 100
                </span>
              </h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {s.findings.map((f) => (
                  <li key={f.kind} className="flex flex-wrap gap-x-2">
                    <Link to={f.path} className="font-medium text-brand-700 underline">
                      {QUALITY_KINDS[f.kind].label}
                    </Link>
                    <span className="text-neutral-600">{f.detail}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={pageCount(data.matching, PAGE_SIZE)} />
    </div>
  );
}
