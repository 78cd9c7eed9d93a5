import { describe, expect, it } from "vitest";
import { escapeLike } from "~/domain/text-input";
import { foldText, searchPattern, searchWords, toLocatorStore } from "./store-search.server";
import { itReturns } from "../../tests/support/unit/returns";
import { SETOR_BUENO } from "../../tests/support/unit/stores";

type Row = Parameters<typeof toLocatorStore>[0];

const base: Row = {
  ...SETOR_BUENO,
  complement: null,
  postal_code: "74230-030",
  instagram_url: "https://www.instagram.com/basiquinha.setorbueno/",
  maps_url: null,
  hours_text: "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
  weekly_hours: null,
};

/** Wednesday 2026-11-18 15:00 in Goiânia (UTC-3). */
const WEDNESDAY_AFTERNOON = new Date("2026-11-18T18:00:00Z");
const card = (change: Partial<Row>, now = WEDNESDAY_AFTERNOON) =>
  toLocatorStore({ ...base, ...change }, now);

const MESSAGE = encodeURIComponent(
  "Olá! Gostaria de mais informações sobre a loja Basiquinha Setor Bueno.",
);

describe("the card's WhatsApp button", () => {
  it.each<[string | null, string | null]>([
    ["+55 (62) 98123-4567", "5562981234567"],
    ["(62) 98123-4567", "5562981234567"],
    ["5562981234567", "5562981234567"],
    ["62981234567", "5562981234567"],
    ["(62) 3212-3456", "556232123456"],
    ["062 8123-4567", "5562981234567"],
    ["62 8123-4567", "5562981234567"],
    ["(62) 9812-3456", "5562998123456"],
    ["+55 62 99120-3344", "5562991203344"],
    ["(55) 99123-4567", "5555991234567"],
    ["98123-4567", null],
    ["", null],
    ["   ", null],
    ["sem telefone", null],
    [null, null],
  ])("%j -> wa.me/%s", (whatsapp, digits) => {
    const store = card({ whatsapp });
    if (digits === null) {
      // No usable number: no button at all (it would do nothing).
      expect(store.whatsappUrl).toBeNull();
      expect(store.whatsappDisplay).toBeNull();
    } else {
      expect(store.whatsappUrl).toBe(`https://wa.me/${digits}?text=${MESSAGE}`);
    }
  });

  it("shows mobile numbers as (AA) NNNNN-NNNN", () => {
    expect(card({ whatsapp: "062 8123-4567" }).whatsappDisplay).toBe("(62) 98123-4567");
  });
});

describe("'Como Chegar' falls back from the maps link to coordinates to the address", () => {
  it.each<[Partial<Row>, string | null]>([
    [{ maps_url: "https://maps.app.goo.gl/abc" }, "https://maps.app.goo.gl/abc"],
    [
      { maps_url: null },
      "https://www.google.com/maps/dir/?api=1&destination=-16.7052,-49.2704&travelmode=driving",
    ],
    [
      { maps_url: "javascript:alert(1)" },
      "https://www.google.com/maps/dir/?api=1&destination=-16.7052,-49.2704&travelmode=driving",
    ],
    [
      { maps_url: null, latitude: null, longitude: null },
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Avenida T-4, 1478, Goiânia, Goiás")}`,
    ],
    [
      { maps_url: "", latitude: null, longitude: -49.2 },
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Avenida T-4, 1478, Goiânia, Goiás")}`,
    ],
  ])("%j", (change, url) => {
    expect(card(change).directionsUrl).toBe(url);
  });
});

describe("card data", () => {
  it("links the page only with a slug, Instagram only with an http(s) link", () => {
    expect(card({}).slug).toBe("basiquinha-setor-bueno");
    expect(card({ slug: "  " }).slug).toBeNull();
    expect(card({}).instagramUrl).toBe("https://www.instagram.com/basiquinha.setorbueno/");
    expect(card({ instagram_url: null }).instagramUrl).toBeNull();
    expect(card({ instagram_url: "javascript:alert(1)" }).instagramUrl).toBeNull();
  });

  it("writes the address with its complement", () => {
    expect(card({}).street).toBe("Avenida T-4, 1478");
    expect(card({ complement: "Qd. 150, Lt. 12" }).street).toBe(
      "Avenida T-4, 1478 - Qd. 150, Lt. 12",
    );
  });

  it.each<[string, Date, boolean, string | null]>([
    ["Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h", WEDNESDAY_AFTERNOON, true, "Fecha às 19:00"],
    // Wednesday 20:00 local: closed until tomorrow 9:00.
    [
      "Seg. a Sex.: 9h às 19h | Sáb.: 9h às 17h",
      new Date("2026-11-18T23:00:00Z"),
      false,
      "Abre Amanhã às 9:00",
    ],
    ["24 horas", WEDNESDAY_AFTERNOON, true, "24 horas"],
    ["Horário a combinar", WEDNESDAY_AFTERNOON, false, null],
  ])("%j at %s: open %s, %j", (hours_text, now, open, detail) => {
    const store = card({ hours_text }, now);
    expect(store.open).toBe(open);
    expect(store.statusDetail).toBe(detail);
  });

  it("abbreviates hours for the card and keeps unparseable text as written", () => {
    expect(card({}).hours).toBe("Seg. à Sex.: 9h às 19h | Sáb.: 9h às 17h");
    expect(card({ hours_text: " Horário a combinar " }).hours).toBe("Horário a combinar");
  });

  it("uses the store's own time zone for the badge", () => {
    // 15:00 in Goiânia is 13:00 in Rio Branco (UTC-5): both open, but 8:30 there is closed.
    const early = new Date("2026-11-18T13:30:00Z");
    expect(card({ timezone: "America/Sao_Paulo" }, early).open).toBe(true);
    expect(card({ timezone: "America/Rio_Branco" }, early).open).toBe(false);
    expect(card({ timezone: "Not/AZone" }, early).open).toBe(true);
  });

  it("reads structured hours, as text from the driver or parsed", () => {
    const weekly = { week: [{ day: 3, open: "16:00", close: "17:00" }] };
    expect(card({ weekly_hours: weekly }).open).toBe(false);
    expect(card({ weekly_hours: JSON.stringify(weekly) }).open).toBe(false);
  });

  it.each<[number | string | null | undefined, number | null]>([
    [850, 0.85],
    ["12345", 12.345],
    [0, 0],
    [null, null],
    [undefined, null],
  ])("distance %j m -> %j km", (distance_m, km) => {
    expect(card({ distance_m }).distanceKm).toBe(km);
  });
});

describe("search helpers", () => {
  itReturns("escapeLike(%j) = %j", escapeLike, [
    ["100%", "100\\%"],
    ["a_b", "a\\_b"],
    ["c:\\x", "c:\\\\x"],
    ["plain", "plain"],
  ]);

  it("splits words and keeps at most five", () => {
    expect(searchWords("  setor   bueno ")).toEqual(["setor", "bueno"]);
    expect(searchWords("a b c d e f g")).toHaveLength(5);
    expect(searchWords("")).toEqual([]);
  });

  itReturns("searchPattern(%j) = %j", searchPattern, [
    ["goiania", "goiania"],
    ["setor bueno", "setor%bueno"],
    ["xv de novembro", " xv% de%novembro"],
    ["jk", " jk"],
    ["100%", "100\\%"],
    ["%", " \\%"],
    ["", null],
    ["   ", null],
  ]);

  it("folds like app_unaccent(lower())", () => {
    expect(foldText("  GOIÂNIA  ")).toBe("goiania");
    expect(foldText("São  José")).toBe("sao jose");
  });
});
