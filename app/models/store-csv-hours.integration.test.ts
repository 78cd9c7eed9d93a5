/**
 * The spreadsheet import accepts hours either way: written as the site writes a grid (the
 * export's form) it becomes the store's weekly grid; free text stays the store's text, with no
 * grid left to disagree with it, for staff to confirm on the hours screen.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { stores } from "#db/schema";
import { hoursTextMessage } from "~/domain/hours-rule";
import { STORE_CSV_EXAMPLE, STORE_CSV_HEADER } from "~/domain/store-csv";
import { storeCsv } from "../../tests/support/store-admin";
import { describeEachDatabase } from "../../tests/support/test-db";
import { applyStoreImport } from "./store-csv.server";

const SLUG = "basiquinha-planilha-horarios";

const file = (rows: Record<string, string>[], header: readonly string[] = STORE_CSV_HEADER) =>
  storeCsv(rows, header);

describeEachDatabase("store spreadsheet hours", (getDb) => {
  const current = async () =>
    (await getDb().db.select().from(stores).where(eq(stores.slug, SLUG)))[0]!;
  /** Imports a file with only the slug and hours columns, giving the store `hours`. */
  const importHours = (hours: string) =>
    applyStoreImport(
      getDb().db,
      null,
      file([{ slug: SLUG, horario_funcionamento: hours }], ["slug", "horario_funcionamento"]),
    );

  it("a grid-shaped cell becomes the grid, free text clears it, special dates survive", async () => {
    const db = getDb().db;
    const created = await applyStoreImport(
      db,
      null,
      file([
        {
          ...STORE_CSV_EXAMPLE,
          slug: SLUG,
          horario_funcionamento: "Seg. à Sex.: 9h às 19h | Sáb.: 9h às 13h",
        },
      ]),
    );
    expect(created.ok).toBe(true);
    const store = await current();
    expect(store.hoursText).toBe("Seg. à Sex.: 9h às 19h | Sáb.: 9h às 13h");
    expect(store.weeklyHours).toEqual({
      week: [
        ...[1, 2, 3, 4, 5].map((day) => ({ day, open: "09:00", close: "19:00" })),
        { day: 6, open: "09:00", close: "13:00" },
      ],
      special: [],
    });

    // A special date set on the hours screen in between.
    await db
      .update(stores)
      .set({
        weeklyHours: { ...store.weeklyHours!, special: [{ date: "2030-12-25", closed: true }] },
      })
      .where(eq(stores.id, store.id));

    const free = await importHours("Segunda a sexta das 10h às 20h");
    expect(free.ok).toBe(true);
    const afterText = await current();
    expect(afterText.hoursText).toBe("Segunda a sexta das 10h às 20h");
    expect(afterText.weeklyHours).toEqual({
      week: [],
      special: [{ date: "2030-12-25", closed: true }],
    });

    const grid = await importHours("Seg. à Sáb.: 8h às 18h");
    expect(grid.ok).toBe(true);
    const afterGrid = await current();
    expect(afterGrid.weeklyHours).toEqual({
      week: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "08:00", close: "18:00" })),
      special: [{ date: "2030-12-25", closed: true }],
    });

    // The same cell again changes nothing.
    const same = await importHours("Seg. à Sáb.: 8h às 18h");
    expect(same.plan.counts.update).toBe(0);
    expect((await current()).weeklyHours).toEqual(afterGrid.weeklyHours);
  });

  it("a cell closing before it opens is refused in the preview and nothing is written; 'do dia seguinte' makes it an overnight grid", async () => {
    const before = await current();
    const refused = await importHours("Seg. a Sex.: 10h às 8h");
    expect(refused.ok).toBe(false);
    expect(refused.plan.errors).toEqual([
      expect.objectContaining({
        column: "horario_funcionamento",
        message: hoursTextMessage("10h às 8h"),
      }),
    ]);
    expect(await current()).toEqual(before);

    const overnight = await importHours("Sex. e Sáb.: 22h às 2h do dia seguinte");
    expect(overnight.ok).toBe(true);
    expect((await current()).weeklyHours?.week).toEqual(
      [5, 6].map((day) => ({ day, open: "22:00", close: "02:00", overnight: true })),
    );
  });
});
