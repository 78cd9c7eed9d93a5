import { useEffect, useRef, useState } from "react";
import { CHART_DAY_INCREMENTS, chartDayLabel, chartDaySeconds } from "~/domain/chart-dates";
import type { DailyCounts } from "~/models/store-analytics.server";

export const SERIES = [
  { key: "page_view", label: "Visualizações", color: "#7c3aed" },
  { key: "whatsapp_click", label: "WhatsApp", color: "#16a34a" },
  { key: "directions_click", label: "Como chegar", color: "#2563eb" },
  { key: "instagram_click", label: "Instagram", color: "#db2777" },
] as const;

/**
 * Daily events as lines. uPlot (small, canvas-based) is loaded only here, in the restricted
 * area, after hydration; the table next to the chart carries the same numbers for everyone.
 */
export function EventsChart({ days }: { days: DailyCounts[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const el = container.current;
    if (!el) return;
    Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const xs = days.map((d) => chartDaySeconds(d.day));
        chart = new UPlot(
          {
            width: Math.max(280, el.clientWidth),
            height: 280,
            series: [
              // The legend shows the day under the cursor as 26/10.
              { label: "Dia", value: (_chart, value) => chartDayLabel(value) || "—" },
              ...SERIES.map((s) => ({ label: s.label, stroke: s.color, width: 2 })),
            ],
            axes: [
              {
                incrs: CHART_DAY_INCREMENTS,
                values: (_chart, splits) => splits.map((split) => chartDayLabel(split)),
              },
              { size: 48 },
            ],
            scales: { x: { time: true } },
            tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), "UTC"),
          },
          [xs, ...SERIES.map((s) => days.map((d) => d[s.key]))],
          el,
        );
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days]);

  return (
    <div>
      <div
        ref={container}
        role="img"
        aria-label="Gráfico de eventos por dia"
        className="min-h-72"
      />
      {failed ? (
        <p className="text-sm text-neutral-500">Não foi possível desenhar o gráfico.</p>
      ) : null}
    </div>
  );
}
