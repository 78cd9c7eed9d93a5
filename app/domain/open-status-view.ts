/**
 * What the open/closed badge of a store page says, worked out once on the server together with
 * how long it holds, so the browser does not need the store's time zone (a costly first use of
 * `Intl`) to show it: it recomputes only once the present instant is outside that span.
 */
import { DEFAULT_TIME_ZONE, openStatusUntil, resolveTimeZone, type ParsedHours } from "./hours";
import { reopeningLabel } from "./temporary-closure";
import { todayHolidayLabel, todayHoursLabel } from "./today-hours";

export type OpenStatusView = {
  open: boolean;
  /**
   * 'Aberto 24 horas', 'Fecha às 19:00', 'Abre: Amanhã às 9:00',
   * 'Fechada temporariamente · reabre em 05/12/2026' or nothing.
   */
  detail: string | null;
  /** 'Feriado: Natal — fechado' on a public holiday of the store's present day. */
  holiday: string | null;
  /** 'Hoje: 9h às 19h'. */
  today: string;
  /** The instant it was worked out for (ISO). */
  from: string;
  /** The instant from which it may no longer hold (ISO); null when unknown. */
  until: string | null;
};

export function openStatusView(
  hours: ParsedHours,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenStatusView {
  const { status, until } = openStatusUntil(hours, now, timeZone);
  let detail: string | null = null;
  if (status.closedUntil) {
    detail = reopeningLabel(status.closedUntil, resolveTimeZone(timeZone));
  } else if (status.open) {
    if (status.alwaysOpen) detail = "Aberto 24 horas";
    else if (status.closesAt) detail = `Fecha às ${status.closesAt}`;
  } else if (status.nextOpening) {
    detail = `Abre: ${status.nextOpening.label}`;
  }
  return {
    open: status.open,
    detail,
    holiday: todayHolidayLabel(hours, now, timeZone),
    today: todayHoursLabel(hours, now, timeZone),
    from: Number.isFinite(now.getTime()) ? now.toISOString() : new Date(0).toISOString(),
    until: until ? until.toISOString() : null,
  };
}

/** Whether a view still says what is true at `now` (ms since the epoch). */
export function viewHoldsAt(view: OpenStatusView, now: number): boolean {
  return view.until !== null && now >= Date.parse(view.from) && now < Date.parse(view.until);
}
