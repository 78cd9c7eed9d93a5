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
