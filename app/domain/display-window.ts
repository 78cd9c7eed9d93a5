/**
 * Where a moment falls in a display window ('Exibir de … até …'): before it (scheduled), inside
 * it (open) or after it (ended). The end is exclusive, like the public queries that decide it.
 */
import { formatSaoPaulo } from "./sao-paulo-time";

export type DisplayWindowState = "open" | "scheduled" | "ended";

type Moment = Date | string | null | undefined;

const time = (value: Moment) => (value ? new Date(value).getTime() : null);

export function displayWindowState(
  startsAt: Moment,
  endsAt: Moment,
  now: Date = new Date(),
): DisplayWindowState {
  const start = time(startsAt);
  const end = time(endsAt);
  if (start !== null && start > now.getTime()) return "scheduled";
  if (end !== null && end <= now.getTime()) return "ended";
  return "open";
}

/**
 * What the staff lists say about a window, in São Paulo time: 'Agendado para …',
 * 'Encerrado em …', 'No ar até …', or null for a banner shown with no end.
 */
export function displayWindowLabel(
  startsAt: Moment,
  endsAt: Moment,
  now: Date = new Date(),
): string | null {
  const state = displayWindowState(startsAt, endsAt, now);
  if (state === "scheduled" && startsAt) return `Agendado para ${formatSaoPaulo(startsAt)}`;
  if (state === "ended" && endsAt) return `Encerrado em ${formatSaoPaulo(endsAt)}`;
  if (endsAt) return `No ar até ${formatSaoPaulo(endsAt)}`;
  return null;
}

/** A record shown in a display window (null ends: shown since ever / with no end). */
export type ShownWindow = { label: string; startsAt: Moment; endsAt: Moment };

/** When `limit` records would be shown at once, and which ones. */
export type WindowCrowding = { labels: string[]; from: Date; until: Date | null };

/**
 * Where a new window [startsAt, endsAt) would be shown beside `limit` others already shown at
 * the same moment (from now on: the past does not count), or null when it fits. A sweep over
 * the windows' edges, so six windows that only touch the new one in turn do not add up.
 */
export function crowdedWindow(
  shown: ShownWindow[],
  window: { startsAt: Moment; endsAt: Moment },
  limit: number,
  now: Date = new Date(),
): WindowCrowding | null {
  const from = Math.max(time(window.startsAt) ?? -Infinity, now.getTime());
  const until = time(window.endsAt) ?? Infinity;
  if (until <= from) return null;
  const clipped = shown
    .map((s) => ({
      label: s.label,
      start: Math.max(time(s.startsAt) ?? -Infinity, from),
      end: Math.min(time(s.endsAt) ?? Infinity, until),
    }))
    .filter((s) => s.start < s.end);
  const edges = [...new Set(clipped.map((s) => s.start))].sort((a, b) => a - b);
  for (const moment of edges) {
    const at = clipped.filter((s) => s.start <= moment && moment < s.end);
    if (at.length < limit) continue;
    const end = Math.min(...at.map((s) => s.end));
    return {
      labels: at.map((s) => s.label),
      from: new Date(moment),
      until: Number.isFinite(end) ? new Date(end) : null,
    };
  }
  return null;
}

/** The refusal that names who crowds the window and when (pt-BR, São Paulo time). */
export function crowdedWindowMessage(crowding: WindowCrowding, limit: number): string {
  const period = crowding.until
    ? `de ${formatSaoPaulo(crowding.from)} a ${formatSaoPaulo(crowding.until)}`
    : `a partir de ${formatSaoPaulo(crowding.from)}`;
  const names = crowding.labels.map((label) => `“${label}”`).join(", ");
  return `Já há ${limit} banners no ar ${period}: ${names}. Escolha outro período ou desative um deles.`;
}

/** Thrown when a banner would be one too many shown at one moment; the message names the others. */
export class BannerLimitError extends Error {
  override name = "BannerLimitError";
}

/** Throws BannerLimitError when `window` would crowd `shown` past `limit` (see crowdedWindow). */
export function expectRoomInWindow(
  shown: ShownWindow[],
  window: { startsAt?: Moment; endsAt?: Moment },
  limit: number,
): void {
  const crowding = crowdedWindow(
    shown,
    { startsAt: window.startsAt ?? null, endsAt: window.endsAt ?? null },
    limit,
  );
  if (crowding) throw new BannerLimitError(crowdedWindowMessage(crowding, limit));
}
