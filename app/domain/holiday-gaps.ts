/**
 * What the holiday library (date-holidays 3.37) gets wrong for our stores, fixed here until it is
 * fixed upstream: each row says what, where and why (checked 2026-11-27 against Lei 14.759/2023
 * and the Goiás lists of ADR 0014). holiday-gaps.test.ts proves each row is still needed, so a
 * library update that fixes one makes the test say so.
 */
import { foldText } from "./text-input";

export type HolidayGap =
  | {
      /** A holiday the library leaves out: added where `uf`/`city` say (every place when absent). */
      fix: "add";
      name: string;
      /** 'MM-DD' */
      monthDay: string;
      /** First year it applies. */
      since?: number;
      uf?: string;
      city?: string;
      why: string;
    }
  | {
      /** A holiday the library gives a whole state that is one city's own: kept for that city only. */
      fix: "city-only";
      name: string;
      monthDay: string;
      uf: string;
      city: string;
      why: string;
    };

export const HOLIDAY_GAPS: readonly HolidayGap[] = [
  {
    fix: "add",
    name: "Dia da Consciência Negra",
    monthDay: "11-20",
    since: 2024,
    why: "Feriado nacional desde 2024 (Lei 14.759/2023); a biblioteca o omite em AM, MT, RJ e SP.",
  },
  {
    fix: "city-only",
    name: "Lançamento da pedra fundamental de Goiânia",
    monthDay: "10-24",
    uf: "GO",
    city: "Goiânia",
    why: "Aniversário de Goiânia: feriado da cidade, não do estado de Goiás.",
  },
  {
    fix: "add",
    name: "Aniversário de Anápolis",
    monthDay: "07-31",
    uf: "GO",
    city: "Anápolis",
    why: "Feriado municipal de Anápolis (GO); a biblioteca não tem feriados de Anápolis.",
  },
  ...["Senador Canedo", "Iporá", "Leopoldo de Bulhões"].map((city): HolidayGap => ({
    fix: "add",
    name: "Nossa Senhora Auxiliadora",
    monthDay: "05-24",
    uf: "GO",
    city,
    why: `Padroeira de ${city} (GO), feriado municipal; a biblioteca não tem feriados da cidade.`,
  })),
];

type Entry = { date: string; name: string };

/**
 * A place's holidays of `year` with the gaps fixed: `uf` null is the national calendar, `city`
 * null a state's own (a city-only holiday leaves it). Entries keep their other fields.
 */
export function fixHolidayGaps<T extends Entry>(
  list: readonly T[],
  place: { uf: string | null; city: string | null },
  year: number,
  make: (gap: HolidayGap, date: string) => T,
  gaps: readonly HolidayGap[] = HOLIDAY_GAPS,
): T[] {
  const here = (gap: { uf?: string; city?: string }) =>
    (!gap.uf || gap.uf === place.uf) &&
    (!gap.city || (place.city !== null && foldText(gap.city) === foldText(place.city)));
  let out = [...list];
  for (const gap of gaps) {
    const date = `${year}-${gap.monthDay}`;
    const has = (e: Entry) => e.date.startsWith(date) && e.name === gap.name;
    if (gap.fix === "add") {
      if ((gap.since ?? 0) > year || !here(gap) || out.some(has)) continue;
      out.push(make(gap, date));
    } else if (gap.uf === place.uf && !here(gap)) {
      out = out.filter((e) => !has(e));
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
