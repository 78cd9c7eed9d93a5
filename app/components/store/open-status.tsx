import { useEffect, useState } from "react";
import { getOpenStatus, type ParsedHours } from "~/domain/hours";
import { todayHolidayLabel, todayHoursLabel } from "~/domain/today-hours";

const REFRESH_MS = 30_000;

/**
 * 'Aberto agora' or 'Fechado' in the store's own time zone. The first render uses the instant the
 * server rendered the page with, so server and browser produce the same markup; after hydration
 * the browser's clock takes over and refreshes the status every 30 seconds.
 */
export function OpenStatus({
  hours,
  timeZone,
  renderedAt,
  showToday = false,
  testId = "open-status",
}: {
  hours: ParsedHours;
  timeZone: string;
  renderedAt: string;
  /** Adds today's hours ('Hoje: 9h às 19h') after the status. */
  showToday?: boolean;
  testId?: string;
}) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  const [live, setLive] = useState(false);

  useEffect(() => {
    setNow(new Date());
    setLive(true);
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const status = getOpenStatus(hours, now, timeZone);
  const holiday = todayHolidayLabel(hours, now, timeZone);
  let detail: string | null = null;
  if (status.open) {
    if (status.alwaysOpen) detail = "Aberto 24 horas";
    else if (status.closesAt) detail = `Fecha às ${status.closesAt}`;
  } else if (status.nextOpening) {
    detail = `Abre: ${status.nextOpening.label}`;
  }

  return (
    <div
      data-testid={testId}
      data-open={status.open ? "true" : "false"}
      data-live={live ? "true" : "false"}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <span
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
          status.open ? "bg-emerald-100 text-emerald-800" : "bg-neutral-200 text-neutral-800"
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${status.open ? "bg-emerald-500" : "bg-neutral-500"}`}
        />
        {status.open ? "Aberto agora" : "Fechado"}
      </span>
      {detail ? <span className="text-sm text-neutral-700">{detail}</span> : null}
      {holiday ? (
        <span
          data-testid={`${testId}-holiday`}
          className="w-full text-sm font-medium text-brand-700"
        >
          {holiday}
        </span>
      ) : null}
      {showToday && !holiday ? (
        <span className="w-full text-sm font-medium text-neutral-800">
          {todayHoursLabel(hours, now, timeZone)}
        </span>
      ) : null}
    </div>
  );
}
