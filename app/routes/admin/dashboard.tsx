import { CalendarDays, Download } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { ColumnHeaders, ReportTable } from "~/components/admin/admin-ui";
import { EventsChart, SERIES } from "~/components/admin/events-chart";
import { FilterSelect, filterButton } from "~/components/admin/list-filters";
import {
  ANALYTICS_PERIODS,
  dailyCounts,
  storeOptions,
  storeTotals,
} from "~/models/store-analytics.server";
import { undecidedHolidays } from "~/models/holidays.server";
import { vitalsP75 } from "~/models/web-vitals.server";
import { WebVitalsTable } from "~/components/admin/web-vitals-table";
import { qualityReport } from "~/models/data-quality.server";
import type { Route } from "./+types/dashboard";
import { formatCount } from "~/domain/count-format";
import { dashboardFilter } from "./dashboard-filter.server";

export async function loader(args: Route.LoaderArgs) {
  const { db, days, storeId, storeIds } = await dashboardFilter(args);
  const now = new Date();
  const [daily, totals, stores, holidays, vitals, quality] = await Promise.all([
    dailyCounts(db, { now, days, storeId, storeIds }),
    storeTotals(db, { now, days, storeId, storeIds }),
    storeOptions(db, storeIds),
    // Holidays and the network's data quality are head office's: a store manager sees neither.
    storeIds ? [] : undecidedHolidays(db, now, 30),
    vitalsP75(db, { now, days }),
    storeIds ? null : qualityReport(db),
  ]);
  const sum = Object.fromEntries(
    SERIES.map((s) => [s.key, daily.reduce((acc, d) => acc + d[s.key], 0)]),
  ) as SeriesCounts;
  return {
    periods: ANALYTICS_PERIODS,
    days,
    storeId: storeId ?? null,
    daily,
    top: totals.slice(0, 10),
    sum,
    stores,
    vitals,
    quality: quality && { total: quality.total, score: quality.score },
    undecidedHolidays: holidays.map((h) => ({
      id: `${h.date}/${h.key}`,
      name: h.name,
      date: h.date,
      undecided: h.undecided,
    })),
  };
}

export function meta() {
  return [{ title: "Painel | Área Restrita" }];
}

const seriesLabels = SERIES.map((s) => s.label);
type SeriesCounts = Record<(typeof SERIES)[number]["key"], number>;

/** One cell per series (WhatsApp, calls, directions...), in the chart's order. */
function SeriesCells({ counts, className }: { counts: SeriesCounts; className: string }) {
  return SERIES.map((s) => (
    <td key={s.key} className={className}>
      {counts[s.key]}
    </td>
  ));
}

const dayFmt = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { periods, days, storeId, daily, top, sum, stores, vitals, undecidedHolidays, quality } =
    loaderData;
  const [params] = useSearchParams();
  const exportUrl = `/restrita/painel/exportar.csv?${new URLSearchParams({
    periodo: String(days),
    ...(storeId ? { loja: String(storeId) } : {}),
  })}`;
  const storeName = stores.find((s) => s.id === storeId)?.name;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold text-neutral-900">Painel</h1>
          <p className="text-sm text-neutral-600">
            Contatos e visualizações das páginas das lojas
            {storeName ? ` — ${storeName}` : ""}, por dia (horário de Brasília).
          </p>
        </div>
        <a
          href={exportUrl}
          className="inline-flex items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm font-medium text-neutral-800 hover:bg-neutral-50"
        >
          <Download aria-hidden className="h-4 w-4" />
          Exportar CSV
        </a>
      </header>

      {quality ? (
        <p className="rounded-xl bg-white p-4 text-sm shadow-sm" data-testid="quality-count">
          <Link to="/restrita/qualidade" className="font-semibold text-brand-700 underline">
            Qualidade dos dados
          </Link>
          : {quality.total} {quality.total === 1 ? "problema" : "problemas"} nos dados das lojas
          (pontuação da rede {quality.score} de 100)
        </p>
      ) : null}

      {undecidedHolidays.length > 0 ? (
        <section
          role="status"
          aria-labelledby="holidays-warning"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <h2 id="holidays-warning" className="flex items-center gap-2 font-semibold">
            <CalendarDays aria-hidden className="h-5 w-5" />
            Feriados sem decisão nos próximos 30 dias
          </h2>
          <ul className="mt-2 list-disc pl-6 text-sm">
            {undecidedHolidays.map((h) => (
              <li key={h.id}>
                {dayFmt.format(new Date(`${h.date}T12:00:00Z`))} — {h.name} (
                {h.undecided === 1 ? "1 loja" : `${h.undecided} lojas`})
              </li>
            ))}
          </ul>
          <Link
            to="/restrita/feriados"
            className="mt-2 inline-block text-sm font-medium text-amber-900 underline"
          >
            Decidir os feriados
          </Link>
        </section>
      ) : null}

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
      >
        <FilterSelect
          label="Período"
          name="periodo"
          defaultValue={String(days)}
          options={periods.map((p) => ({ value: p, label: `Últimos ${p} dias` }))}
        />
        <FilterSelect
          label="Loja"
          name="loja"
          defaultValue={params.get("loja") ?? ""}
          all="Todas as lojas"
          options={stores.map((s) => ({ value: s.id, label: s.name }))}
        />
        <button type="submit" className={filterButton}>
          Aplicar
        </button>
      </Form>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SERIES.map((s) => (
          <div key={s.key} className="rounded-xl bg-white p-4 shadow-sm">
            <dt className="text-sm text-neutral-600">{s.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-neutral-900" data-testid={`total-${s.key}`}>
              {formatCount(sum[s.key])}
            </dd>
          </div>
        ))}
      </dl>

      <section className="rounded-xl bg-white p-4 shadow-sm" aria-labelledby="chart-title">
        <h2 id="chart-title" className="mb-3 font-semibold text-neutral-900">
          Eventos por dia
        </h2>
        <EventsChart days={daily} />
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700">Ver os números por dia</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left">
              <thead>
                <tr className="text-neutral-600">
                  <ColumnHeaders labels={["Dia", ...seriesLabels]} className="py-1 pr-4" />
                </tr>
              </thead>
              <tbody>
                {daily.map((d) => (
                  <tr key={d.day} className="border-t border-neutral-100">
                    <td className="py-1 pr-4">{dayFmt.format(new Date(`${d.day}T12:00:00Z`))}</td>
                    <SeriesCells counts={d} className="py-1 pr-4" />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section className="rounded-xl bg-white shadow-sm" aria-labelledby="top-title">
        <h2 id="top-title" className="px-4 pt-4 font-semibold text-neutral-900">
          Lojas que mais trazem contatos
        </h2>
        {top.length === 0 ? (
          <p className="p-4 text-neutral-600">Nenhum evento registrado neste período.</p>
        ) : (
          <div className="overflow-x-auto">
            <ReportTable labels={["Loja", "Contatos", ...seriesLabels]}>
              {top.map((row) => (
                <tr key={row.storeId}>
                  <td className="px-4 py-2">
                    <Link
                      to={`?periodo=${days}&loja=${row.storeId}`}
                      className="font-medium text-brand-700"
                    >
                      {row.name}
                    </Link>
                    <span className="ml-1 text-neutral-500">({row.city})</span>
                  </td>
                  <td className="px-4 py-2 font-semibold">{row.leads}</td>
                  <SeriesCells counts={row} className="px-4 py-2" />
                </tr>
              ))}
            </ReportTable>
          </div>
        )}
      </section>

      <WebVitalsTable days={days} period={vitals.period} weeks={vitals.weeks} />
    </div>
  );
}
