/**
 * The data-quality report finds each kind of defect injected into a store, and only there: a
 * complete store beside them has nothing to fix but the calendar's holidays.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { stores } from "#db/schema";
import { contentChanged } from "~/server/content-changes.server";
import { completeStores, injectDefect, INJECTED_KINDS } from "../../tests/support/quality-defects";
import { storeRow } from "../../tests/support/store-rows";
import { describeEachDatabase } from "../../tests/support/test-db";
import { buildQualityReport, qualityReport } from "./data-quality.server";

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

  it("keeps the screen's report until a change to what it reads", async () => {
    const { db } = getDb();
    const first = await qualityReport(db);
    expect(await qualityReport(db)).toBe(first);
    // A change elsewhere (a password, a newsletter subscriber) keeps it.
    contentChanged(["user", "newsletter_subscriber"]);
    expect(await qualityReport(db)).toBe(first);
    // A photo fixed: the next report no longer lists the store without a facade.
    await db.execute(
      sql`insert into store_images (store_id, url, kind) values (${ids.no_facade!}, '/media/teste/f.webp', 'facade')`,
    );
    expect(await qualityReport(db)).toBe(first);
    contentChanged(["store_image"]);
    const second = await qualityReport(db);
    expect(second).not.toBe(first);
    const kinds = (report: typeof first) =>
      report.stores.find((s) => s.id === ids.no_facade)!.findings.map((f) => f.kind);
    expect(kinds(first)).toContain("no_facade");
    expect(kinds(second)).not.toContain("no_facade");
    // A store saved clears it too.
    await db.update(stores).set({ whatsapp: null }).where(eq(stores.id, ids.Completa!));
    contentChanged(["store"]);
    const third = await qualityReport(db);
    expect(third).not.toBe(second);
    expect(third.stores.find((s) => s.id === ids.Completa)!.findings.map((f) => f.kind)).toContain(
      "no_contact",
    );
  });
});
