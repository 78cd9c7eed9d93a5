import { ColumnHeaders, ReportTable } from "~/components/admin/admin-ui";
import { formatCount } from "~/domain/count-format";
import {
  formatVital,
  PAGE_TYPES,
  RATING_LABELS,
  ratingOf,
  VITAL_METRICS,
  VITAL_RULES,
  type VitalMetric,
  type VitalRating,
} from "~/domain/web-vitals";
import type { PageTypeVitals } from "~/models/web-vitals.server";

const RATING_STYLES: Record<VitalRating, string> = {
  good: "bg-emerald-50 text-emerald-800",
  "needs-improvement": "bg-amber-50 text-amber-900",
  poor: "bg-red-50 text-red-800",
};

const WEEKLY: VitalMetric[] = ["LCP", "INP", "CLS"];

const weekFmt = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});

function VitalCell({ row, metric }: { row: PageTypeVitals; metric: VitalMetric }) {
  const figure = row.metrics[metric];
  if (!figure) return <td className="px-4 py-2 text-neutral-500">—</td>;
  const rating = ratingOf(metric, figure.p75);
  return (
    <td className="px-4 py-2" data-testid={`vital-${row.pageType}-${metric}`}>
      <span className={`inline-block rounded px-2 py-0.5 ${RATING_STYLES[rating]}`}>
        <span className="font-semibold">{formatVital(metric, figure.p75)}</span>{" "}
        <span className="text-xs">{RATING_LABELS[rating]}</span>
      </span>
    </td>
  );
}

const viewsOf = (row: PageTypeVitals) =>
  Math.max(0, ...VITAL_METRICS.map((m) => row.metrics[m]?.count ?? 0));

/**
 * The Painel's field speed: the 75th percentile of each metric per page type over the period,
 * with Google's 'bom / precisa melhorar / ruim' thresholds, and LCP, INP and CLS week by week.
 */
export function WebVitalsTable({
  days,
  period,
  weeks,
}: {
  days: number;
  period: PageTypeVitals[];
  weeks: PageTypeVitals[];
}) {
  const limits = (["LCP", "INP", "CLS"] as const)
    .map(
      (m) => `${m} ${formatVital(m, VITAL_RULES[m].good)} e ${formatVital(m, VITAL_RULES[m].poor)}`,
    )
    .join("; ");
  return (
    <section className="rounded-xl bg-white shadow-sm" aria-labelledby="vitals-title">
      <h2 id="vitals-title" className="px-4 pt-4 font-semibold text-neutral-900">
        Velocidade das páginas para os visitantes
      </h2>
      <p className="px-4 pt-1 text-sm text-neutral-600">
        O valor que 75% das visitas reais dos últimos {days} dias não ultrapassaram (p75), em todas
        as páginas públicas, qualquer que seja a loja escolhida. Limites do Google entre bom,
        precisa melhorar e ruim: {limits}.
      </p>
      {period.length === 0 ? (
        <p className="p-4 text-neutral-600">Nenhuma medição neste período.</p>
      ) : (
        <div className="overflow-x-auto">
          <ReportTable labels={["Página", "Visitas medidas", ...VITAL_METRICS]}>
            {period.map((row) => (
              <tr key={row.pageType}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {PAGE_TYPES[row.pageType].label}
                </th>
                <td className="px-4 py-2" data-testid={`vital-${row.pageType}-views`}>
                  {formatCount(viewsOf(row))}
                </td>
                {VITAL_METRICS.map((m) => (
                  <VitalCell key={m} row={row} metric={m} />
                ))}
              </tr>
            ))}
          </ReportTable>
          <details className="p-4 text-sm">
            <summary className="cursor-pointer text-brand-700">Ver semana a semana</summary>
            <table className="mt-2 w-full text-left">
              <thead className="text-neutral-600">
                <tr>
                  <ColumnHeaders
                    labels={["Semana de", "Página", "Visitas medidas", ...WEEKLY]}
                    className="px-4 py-1"
                  />
                </tr>
              </thead>
              <tbody>
                {weeks.map((row) => (
                  <tr key={`${row.week}/${row.pageType}`} className="border-t border-neutral-100">
                    <td className="px-4 py-1">
                      {weekFmt.format(new Date(`${row.week}T12:00:00Z`))}
                    </td>
                    <td className="px-4 py-1">{PAGE_TYPES[row.pageType].label}</td>
                    <td className="px-4 py-1">{formatCount(viewsOf(row))}</td>
                    {WEEKLY.map((m) => (
                      <VitalCell key={m} row={row} metric={m} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </div>
      )}
    </section>
  );
}
