/**
 * A list of banners on a timeline: what is on the site now, what is queued and what has ended
 * (ADR 0027). The limit counts banners shown at the same moment, so the queue can be long.
 */
import type { DisplayWindowState } from "~/domain/display-window";
import { formatSaoPaulo } from "~/domain/sao-paulo-time";

export type TimelineBanner = {
  id: number;
  label: string;
  /** Switched off: never shown, whatever its window says. */
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
  /** Where the server's now falls in the window (the browser's clock may differ). */
  window: DisplayWindowState;
};

type Group = DisplayWindowState | "off";

const GROUPS: { group: Group; title: string; tone: string }[] = [
  { group: "open", title: "No ar agora", tone: "border-green-600" },
  { group: "scheduled", title: "Agendados", tone: "border-amber-500" },
  { group: "ended", title: "Encerrados", tone: "border-neutral-400" },
  { group: "off", title: "Desativados", tone: "border-neutral-300" },
];

/** '01/12/2026 às 09:00 → 08/12/2026 às 09:00', 'desde …', 'sem data de fim'. */
function period(banner: TimelineBanner): string {
  const from = banner.startsAt ? formatSaoPaulo(banner.startsAt) : null;
  const until = banner.endsAt ? formatSaoPaulo(banner.endsAt) : null;
  if (from && until) return `${from} → ${until}`;
  if (from) return `a partir de ${from}, sem data de fim`;
  if (until) return `até ${until}`;
  return "sem data de início nem de fim";
}

export function BannerTimeline({
  banners,
  limit,
  switchable = true,
}: {
  banners: TimelineBanner[];
  limit: number;
  /** Banners that can be switched off (home banners); store banners have only their window. */
  switchable?: boolean;
}) {
  if (banners.length === 0) return null;
  const groupOf = (b: TimelineBanner): Group => (b.active ? b.window : "off");
  const byStart = [...banners].sort((a, b) => (a.startsAt ?? "").localeCompare(b.startsAt ?? ""));
  return (
    <section aria-labelledby="banner-timeline" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="banner-timeline" className="font-semibold text-neutral-900">
        Linha do tempo
      </h2>
      <p className="text-sm text-neutral-600">
        No máximo {limit} banners no ar ao mesmo tempo; os agendados para outro período e os
        desativados não contam.
      </p>
      <div
        className={`mt-3 grid gap-4 md:grid-cols-2 ${switchable ? "xl:grid-cols-4" : "xl:grid-cols-3"}`}
      >
        {GROUPS.filter((g) => switchable || g.group !== "off").map(({ group, title, tone }) => {
          const rows = byStart.filter((b) => groupOf(b) === group);
          return (
            <div
              key={group}
              className={`border-l-4 pl-3 ${tone}`}
              data-testid={`timeline-${group}`}
            >
              <h3 className="text-sm font-semibold text-neutral-800">
                {title} ({group === "open" ? `${rows.length} de ${limit}` : rows.length})
              </h3>
              {rows.length === 0 ? (
                <p className="text-xs text-neutral-500">Nenhum.</p>
              ) : (
                <ul className="mt-1 flex flex-col gap-1 text-sm">
                  {rows.map((b) => (
                    <li key={b.id}>
                      <span className="font-medium text-neutral-900">{b.label}</span>{" "}
                      <span className="text-xs text-neutral-600">{period(b)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
