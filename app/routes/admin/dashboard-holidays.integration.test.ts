/**
 * The dashboard warns about holidays of the next 30 days that some active store has with no
 * decision, and stops once one is taken. The date is fixed with Vitest's fake clock (only Date is
 * faked, so the database's own timers keep running).
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { stores } from "#db/schema";
import { signedInStaff, type StaffClient } from "../../../tests/support/store-admin";
import { storeRow } from "../../../tests/support/store-rows";
import { describeEachDatabase } from "../../../tests/support/test-db";
import * as dashboard from "./dashboard";
import * as holidaysRoute from "./holidays";

describeEachDatabase("dashboard holiday warning", (getDb) => {
  let staff: StaffClient;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Tuesday 1 December 2026, 9:00 in São Paulo.
    vi.setSystemTime(new Date("2026-12-01T12:00:00Z"));
    await getDb().db.insert(stores).values(storeRow("Basiquinha Painel"));
    staff = await signedInStaff(getDb().db);
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  type Warning = { id: string; name: string; date: string; undecided: number };
  const warnings = async () =>
    (
      (await staff.get(dashboard.loader, "/restrita/painel")).body as {
        undecidedHolidays: Warning[];
      }
    ).undecidedHolidays;

  it("lists the holidays of the next 30 days until a decision covers every store", async () => {
    expect(await warnings()).toEqual([
      { id: "2026-12-24/noite-de-natal", name: "Noite de Natal", date: "2026-12-24", undecided: 1 },
      { id: "2026-12-25/natal", name: "Natal", date: "2026-12-25", undecided: 1 },
      {
        id: "2026-12-31/vespera-de-ano-novo",
        name: "Véspera de Ano Novo",
        date: "2026-12-31",
        undecided: 1,
      },
    ]);
    const saved = await staff.post(holidaysRoute.action, "/restrita/feriados", {
      intent: "save-decision",
      date: "2026-12-25",
      holidayKey: "natal",
      where: "state:GO",
      mode: "closed",
    });
    expect(saved.status).toBe(200);
    expect((await warnings()).map((w) => w.id)).toEqual([
      "2026-12-24/noite-de-natal",
      "2026-12-31/vespera-de-ano-novo",
    ]);
  });
});
