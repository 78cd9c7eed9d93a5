import { describe, expect, it } from "vitest";
import { displayWindowLabel, displayWindowState } from "./display-window";

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
