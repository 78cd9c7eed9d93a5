import { describe, expect, it } from "vitest";
import { getOpenStatus, hoursForStore } from "./hours";
import { openStatusView } from "./open-status-view";
import { closureNotice, closureOpeningHoursSpecification } from "./temporary-closure";

const ZONE = "America/Cuiaba"; // UTC−4: the store's clock, not Brasília's
const at = (day: number, time: string) => new Date(`2026-12-0${day}T${time}:00-04:00`);

/** Every day 07:00–19:00, closed from Thursday 3 08:00 to Thursday 10 08:00 (its clock). */
const hours = hoursForStore({
  weeklyHours: {
    week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "07:00", close: "19:00" })),
  },
  closedFrom: at(3, "08:00"),
  closedUntil: new Date("2026-12-10T08:00:00-04:00"),
});

describe("a temporary closure in the hours engine", () => {
  it("keeps the store open until the minute it starts, closing then", () => {
    expect(getOpenStatus(hours, at(3, "07:59"), ZONE)).toMatchObject({
      open: true,
      closesAt: "8:00",
    });
  });

  it("closes it from that minute, whatever the hours say, until the reopening", () => {
    const status = getOpenStatus(hours, at(3, "08:00"), ZONE);
    expect(status.open).toBe(false);
    expect(status.closedUntil).toEqual(new Date("2026-12-10T08:00:00-04:00"));
    expect(status.nextOpening?.at).toEqual(new Date("2026-12-10T08:00:00-04:00"));
    expect(openStatusView(hours, at(3, "08:00"), ZONE).detail).toBe(
      "Fechada temporariamente · reabre em 10/12/2026",
    );
  });

  it("is announced before, said while it holds and forgotten after", () => {
    expect(closureNotice(hours, at(2, "12:00"), ZONE)).toBe(
      "Fechada temporariamente de 03/12/2026 às 08:00 até 10/12/2026 às 08:00",
    );
    expect(closureNotice(hours, at(5, "12:00"), ZONE)).toBe(
      "Fechada temporariamente até 10/12/2026 às 08:00",
    );
    expect(closureNotice(hours, new Date("2026-12-10T08:00:00-04:00"), ZONE)).toBeNull();
  });

  it("tells search engines the days it touches, until it is over", () => {
    const spec = closureOpeningHoursSpecification(hours.closures, ZONE, at(2, "12:00"));
    expect(spec).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        opens: "00:00",
        closes: "00:00",
        validFrom: "2026-12-03",
        validThrough: "2026-12-10",
      },
    ]);
    expect(
      closureOpeningHoursSpecification(hours.closures, ZONE, new Date("2026-12-10T12:00Z")),
    ).toEqual([]);
  });

  it("ignores a period that ends before it starts", () => {
    const odd = hoursForStore({
      hoursText: "24 horas",
      closedFrom: at(5, "08:00"),
      closedUntil: at(3, "08:00"),
    });
    expect(odd.closures).toBeUndefined();
    expect(getOpenStatus(odd, at(4, "12:00"), ZONE).open).toBe(true);
  });
});
