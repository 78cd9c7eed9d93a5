import { describe, expect, it } from "vitest";
import { getOpenStatus, parseHours } from "./hours";
import { openStatusView, viewHoldsAt } from "./open-status-view";

const HOURS = parseHours("Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h");
const ZONE = "America/Sao_Paulo";

describe("openStatusView", () => {
  it.each([
    // Monday 23/11/2026 in São Paulo (UTC-3).
    [
      "open: until closing",
      "2026-11-23T13:00:00Z",
      true,
      "Fecha às 19:00",
      "2026-11-23T22:00:00.000Z",
    ],
    [
      "closed before opening: until opening",
      "2026-11-23T10:00:00Z",
      false,
      "Abre: Hoje às 9:00",
      "2026-11-23T12:00:00.000Z",
    ],
    [
      "closed at night: until midnight, when 'Amanhã' becomes 'Hoje'",
      "2026-11-23T23:30:00Z",
      false,
      "Abre: Amanhã às 9:00",
      "2026-11-24T03:00:00.000Z",
    ],
    [
      "closed on Sunday: until midnight",
      "2026-11-22T15:00:00Z",
      false,
      "Abre: Amanhã às 9:00",
      "2026-11-23T03:00:00.000Z",
    ],
  ])("%s", (_, at, open, detail, until) => {
    const now = new Date(at);
    const view = openStatusView(HOURS, now, ZONE);
    expect(view).toMatchObject({ open, detail, from: now.toISOString(), until });
    // The same answer as the engine the browser falls back on.
    expect(view.open).toBe(getOpenStatus(HOURS, now, ZONE).open);
  });

  it("carries today's hours and holiday of the store's own day", () => {
    const christmas = {
      ...HOURS,
      special: [{ date: "2026-12-25", closed: true, spans: [], label: "Natal", holiday: true }],
    };
    const view = openStatusView(christmas, new Date("2026-12-25T13:00:00Z"), ZONE);
    expect(view.open).toBe(false);
    expect(view.holiday).toMatch(/Natal/);
    expect(openStatusView(HOURS, new Date("2026-11-23T13:00:00Z"), ZONE).today).toBe(
      "Hoje: 9h às 19h",
    );
    expect(openStatusView(HOURS, new Date("2026-11-22T13:00:00Z"), ZONE).today).toBe(
      "Hoje: fechado",
    );
  });

  it("holds from its instant until the next change, not before nor after", () => {
    const view = openStatusView(HOURS, new Date("2026-11-23T13:00:00Z"), ZONE);
    const from = Date.parse(view.from);
    const until = Date.parse(view.until ?? "");
    expect(viewHoldsAt(view, from)).toBe(true);
    expect(viewHoldsAt(view, until - 1)).toBe(true);
    expect(viewHoldsAt(view, until)).toBe(false);
    // A page kept in a cache and opened before the render instant (a clock set back) is redone.
    expect(viewHoldsAt(view, from - 1)).toBe(false);
  });

  it("an instant that is not a date holds nowhere", () => {
    const view = openStatusView(HOURS, new Date(Number.NaN), ZONE);
    expect(view.until).toBeNull();
    expect(viewHoldsAt(view, Date.now())).toBe(false);
  });
});
