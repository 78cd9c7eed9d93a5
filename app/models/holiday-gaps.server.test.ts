/**
 * The table of the holiday library's gaps (domain/holiday-gaps.ts): each row is still needed by
 * the library in package.json, and with the table applied every store gets what the law gives it.
 */
import Holidays from "date-holidays";
import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES } from "~/domain/brazilian-states";
import { HOLIDAY_GAPS } from "~/domain/holiday-gaps";
import { holidayPlace } from "~/domain/holidays";
import { holidaysForPlace } from "./holidays.server";

const YEAR = 2027;

function libraryHas(uf: string | undefined, monthDay: string, name: string): boolean {
  const hd = uf ? new Holidays("BR", uf, { languages: ["pt"] }) : new Holidays("BR");
  return hd
    .getHolidays(YEAR, "pt")
    .some((e) => e.date.startsWith(`${YEAR}-${monthDay}`) && e.name === name);
}

describe("each gap is still the library's", () => {
  it.each(HOLIDAY_GAPS.map((gap) => [gap.name, gap.uf ?? "BR", gap] as const))(
    "%s (%s)",
    (_name, _uf, gap) => {
      if (gap.fix === "city-only") {
        // The library still gives the city's holiday to the whole state.
        expect(libraryHas(gap.uf, gap.monthDay, gap.name)).toBe(true);
      } else if (gap.city) {
        // The library has no holidays for this city at all.
        const regions = new Holidays().getRegions("BR", gap.uf ?? "") ?? {};
        expect(Object.values(regions)).not.toContain(gap.city);
      } else {
        // Some state still lacks the national holiday.
        const lacking = BRAZILIAN_STATES.filter((s) => !libraryHas(s.code, gap.monthDay, gap.name));
        expect(lacking.length).toBeGreaterThan(0);
      }
    },
  );
});

describe("with the table applied", () => {
  const range = [`${YEAR}-01-01`, `${YEAR}-12-31`] as const;
  const has = (state: string, city: string, date: string, key: string) =>
    holidaysForPlace(holidayPlace(state, city), ...range).some(
      (h) => h.date === date && h.key === key,
    );

  it("Consciência Negra (20/11) is a holiday of a store in every state, Cuiabá included", () => {
    expect(has("Mato Grosso", "Cuiabá", `${YEAR}-11-20`, "dia-da-consciencia-negra")).toBe(true);
    for (const state of BRAZILIAN_STATES) {
      expect([
        state.code,
        has(state.name, "Qualquer", `${YEAR}-11-20`, "dia-da-consciencia-negra"),
      ]).toEqual([state.code, true]);
    }
  });

  it("24/10 is Goiânia's, not every Goiás store's", () => {
    const key = "lancamento-da-pedra-fundamental-de-goiania";
    expect(has("Goiás", "Goiânia", `${YEAR}-10-24`, key)).toBe(true);
    expect(has("Goiás", "Trindade", `${YEAR}-10-24`, key)).toBe(false);
  });

  it("Goiás cities the library lacks get their own days", () => {
    expect(has("GO", "Anápolis", `${YEAR}-07-31`, "aniversario-de-anapolis")).toBe(true);
    expect(has("GO", "Senador Canedo", `${YEAR}-05-24`, "nossa-senhora-auxiliadora")).toBe(true);
    expect(has("GO", "Trindade", `${YEAR}-05-24`, "nossa-senhora-auxiliadora")).toBe(false);
  });

  it("Carnaval is a ponto facultativo and 24/12 a half day from 14:00", () => {
    const list = holidaysForPlace(holidayPlace("GO", "Goiânia"), ...range);
    const carnaval = list.filter((h) => h.key === "carnaval");
    expect(carnaval.length).toBeGreaterThan(0);
    expect(carnaval.every((h) => h.kind === "facultativo")).toBe(true);
    expect(list.find((h) => h.date === `${YEAR}-12-24`)).toMatchObject({
      kind: "facultativo",
      from: "14:00",
    });
    expect(list.find((h) => h.key === "natal")).toMatchObject({ kind: "feriado" });
  });
});
