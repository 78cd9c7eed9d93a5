import { describe, expect, it } from "vitest";
import {
  crowdedWindow,
  crowdedWindowMessage,
  displayWindowLabel,
  displayWindowState,
} from "./display-window";

const NOW = new Date("2026-11-23T15:00:00Z"); // 12:00 in São Paulo

describe("displayWindowState", () => {
  it.each([
    [null, null, "open"],
    ["2026-11-23T14:59:00Z", null, "open"],
    ["2026-11-23T15:00:00Z", null, "open"],
    ["2026-11-23T15:01:00Z", null, "scheduled"],
    [null, "2026-11-23T15:01:00Z", "open"],
    // The end is exclusive: at the end moment the banner is gone.
    [null, "2026-11-23T15:00:00Z", "ended"],
    ["2026-11-01T00:00:00Z", "2026-11-20T00:00:00Z", "ended"],
    ["2026-12-01T00:00:00Z", "2026-12-20T00:00:00Z", "scheduled"],
  ] as const)("starts %s, ends %s: %s", (startsAt, endsAt, expected) => {
    expect(displayWindowState(startsAt, endsAt, NOW)).toBe(expected);
  });
});

describe("displayWindowLabel", () => {
  it.each([
    [null, null, null],
    ["2026-12-01T12:00:00Z", null, "Agendado para 01/12/2026 às 09:00"],
    [null, "2026-11-20T21:30:00Z", "Encerrado em 20/11/2026 às 18:30"],
    [null, "2026-11-30T03:00:00Z", "No ar até 30/11/2026 às 00:00"],
    ["2026-11-01T12:00:00Z", null, null],
  ] as const)("starts %s, ends %s: %s", (startsAt, endsAt, expected) => {
    expect(displayWindowLabel(startsAt, endsAt, NOW)).toBe(expected);
  });
});

describe("crowdedWindow", () => {
  const live = (label: string, endsAt: string | null = null) => ({ label, startsAt: null, endsAt });
  const six = ["A", "B", "C", "D", "E", "F"].map((l) => live(l));

  it("lets a window that starts after the live ones end be queued", () => {
    const ending = six.map((s) => ({ ...s, endsAt: "2026-11-30T03:00:00Z" }));
    const nextWeek = { startsAt: "2026-11-30T03:00:00Z", endsAt: "2026-12-07T03:00:00Z" };
    expect(crowdedWindow(ending, nextWeek, 6, NOW)).toBeNull();
  });

  it("refuses a 7th window overlapping six live ones and names them and the period", () => {
    const ending = six.map((s) => ({ ...s, endsAt: "2026-11-30T03:00:00Z" }));
    const crowding = crowdedWindow(ending, { startsAt: null, endsAt: null }, 6, NOW);
    expect(crowding).toEqual({
      labels: ["A", "B", "C", "D", "E", "F"],
      from: NOW,
      until: new Date("2026-11-30T03:00:00Z"),
    });
    expect(crowdedWindowMessage(crowding!, 6)).toBe(
      "Já há 6 banners no ar de 23/11/2026 às 12:00 a 30/11/2026 às 00:00: “A”, “B”, “C”, “D”, “E”, “F”. Escolha outro período ou desative um deles.",
    );
  });

  it("does not add up windows that only follow one another", () => {
    const chain = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      label: `dia ${day}`,
      startsAt: `2026-12-0${day}T03:00:00Z`,
      endsAt: `2026-12-0${day + 1}T03:00:00Z`,
    }));
    expect(crowdedWindow(chain, { startsAt: null, endsAt: null }, 6, NOW)).toBeNull();
  });

  it("ignores ended windows and says 'a partir de' for an open end", () => {
    const ended = live("old", "2026-11-01T00:00:00Z");
    const five = six.slice(0, 5);
    expect(crowdedWindow([...five, ended], { startsAt: null, endsAt: null }, 6, NOW)).toBeNull();
    const crowding = crowdedWindow(six, { startsAt: "2026-12-01T12:00:00Z", endsAt: null }, 6, NOW);
    expect(crowdedWindowMessage(crowding!, 6)).toMatch(
      /^Já há 6 banners no ar a partir de 01\/12\/2026 às 09:00:/,
    );
  });
});
