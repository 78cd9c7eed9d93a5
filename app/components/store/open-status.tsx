import { useEffect, useState } from "react";
import type { ParsedHours } from "~/domain/hours";
import { openStatusView, viewHoldsAt, type OpenStatusView } from "~/domain/open-status-view";

const REFRESH_MS = 30_000;

/**
 * 'Aberto agora' or 'Fechado' in the store's own time zone. The first render shows what the server
 * worked out (`initial`), so server and browser produce the same markup. After hydration the
 * browser's clock takes over: every 30 seconds, and at once, it checks whether that still holds
 * (until the next opening, closing or midnight of the store) and only then works it out again.
 */
export function OpenStatus({
  hours,
  timeZone,
  initial,
  showToday = false,
  testId = "open-status",
}: {
  hours: ParsedHours;
  timeZone: string;
  initial: OpenStatusView;
  /** Adds today's hours ('Hoje: 9h às 19h') after the status. */
  showToday?: boolean;
  testId?: string;
}) {
  const [view, setView] = useState(initial);
  const [live, setLive] = useState(false);

  useEffect(() => {
    let current = initial;
    const check = () => {
      const now = Date.now();
      if (viewHoldsAt(current, now)) return;
      current = openStatusView(hours, new Date(now), timeZone);
      setView(current);
    };
    check();
    setLive(true);
    const timer = setInterval(check, REFRESH_MS);
    return () => clearInterval(timer);
  }, [initial, hours, timeZone]);

  return (
    <div
      data-testid={testId}
      data-open={view.open ? "true" : "false"}
      data-live={live ? "true" : "false"}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <span
        className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
          view.open ? "bg-emerald-100 text-emerald-800" : "bg-neutral-200 text-neutral-800"
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${view.open ? "bg-emerald-500" : "bg-neutral-500"}`}
        />
        {view.open ? "Aberto agora" : "Fechado"}
      </span>
      {view.detail ? <span className="text-sm text-neutral-700">{view.detail}</span> : null}
      {view.holiday ? (
        <span
          data-testid={`${testId}-holiday`}
          className="w-full text-sm font-medium text-brand-700"
        >
          {view.holiday}
        </span>
      ) : null}
      {showToday && !view.holiday ? (
        <span className="w-full text-sm font-medium text-neutral-800">{view.today}</span>
      ) : null}
    </div>
  );
}
