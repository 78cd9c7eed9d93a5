/**
 * The data-quality report finds each kind of defect injected into a store, and only there: a
 * complete store beside them has nothing to fix but the calendar's holidays.
 */
import { beforeAll, expect, it } from "vitest";
import { stores } from "#db/schema";
import { completeStores, injectDefect, INJECTED_KINDS } from "../../tests/support/quality-defects";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { buildQualityReport } from "./data-quality.server";

// 1 August 2026: no holiday of Goiânia in the next 30 days.
const QUIET = new Date("2026-08-01T12:00:00Z");

describeEachDatabase("data quality report", (getDb) => {
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = getDb();
    const names = ["Completa", "Gêmea", ...INJECTED_KINDS];
    const rows = await db
      .insert(stores)
      .values(
        names.map((name, i) =>
          storeRow(`Basiquinha ${name}`, {
            number: String(100 + i),
            whatsapp: `(62) 98456-${String(1000 + i)}`,
            // Around Goiânia's seat, a few hundred metres apart.
            latitude: -16.68 - i * 0.003,
            longitude: -49.25,
            postalCode: "74000-000",
          }),
        ),
      )
      .returning({ id: stores.id, name: stores.name });
    ids = Object.fromEntries(rows.map((r) => [r.name.replace("Basiquinha ", ""), r.id]));
    await completeStores(db);
    for (const kind of INJECTED_KINDS) await injectDefect(db, kind, ids[kind]!, ids["Gêmea"]!);
  });

  it("finds every injected kind on its store, and nothing on the complete one", async () => {
    const report = await buildQualityReport(getDb().db, QUIET);
    const byId = new Map(report.stores.map((s) => [s.id, s]));
    for (const kind of INJECTED_KINDS) {
      const found = byId.get(ids[kind]!)?.findings.map((f) => f.kind);
      expect(found, kind).toContain(kind);
    }
    expect(byId.get(ids.Completa!)).toMatchObject({ score: 100, findings: [] });
    // A finding links to the field that fixes it.
    const phone = byId.get(ids.invalid_phone!)!.findings.find((f) => f.kind === "invalid_phone");
    expect(phone).toEqual({
      kind: "invalid_phone",
      detail: "(62) 1234",
      path: `/restrita/lojas/editar/${ids.invalid_phone}#contato`,
    });
    // The twin shares the duplicated values too.
    const twin = byId.get(ids["Gêmea"]!)!.findings.map((f) => f.kind);
    expect(twin).toEqual(
      expect.arrayContaining(["duplicate_address", "duplicate_phone", "duplicate_coordinates"]),
    );
    expect(report.score).toBeLessThan(100);
    expect(report.total).toBe(report.stores.reduce((n, s) => n + s.findings.length, 0));
  });

  it("names holidays of the next 30 days that no decision covers", async () => {
    const report = await buildQualityReport(getDb().db, new Date("2026-12-01T12:00:00Z"));
    const complete = report.stores.find((s) => s.id === ids.Completa)!;
    expect(complete.findings).toEqual([
      expect.objectContaining({
        kind: "holiday_undecided",
        detail: expect.stringContaining("Natal (25/12/2026)"),
        path: "/restrita/feriados",
      }),
    ]);
  });
});
