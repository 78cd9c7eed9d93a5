import { describe, expect, it } from "vitest";
import {
  compactKey,
  PLACE_ABBREVIATIONS,
  parsePlaceQuery,
  placeKey,
  placeTokens,
  queryKeys,
  type PlaceReading,
} from "./place-names";

describe("placeTokens / placeKey", () => {
  it.each([
    ["Goiânia", "goiania"],
    ["  GOIÂNIA ", "goiania"],
    ["goiania", "goiania"],
    ["São José do Rio Preto", "sao jose do rio preto"],
    ["Ji-Paraná", "ji parana"],
    ["Xique-Xique", "xique xique"],
    ["Pau-d'Arco", "pau darco"],
    ["Pau D'Arco", "pau darco"],
    ["Pau d’Arco", "pau darco"],
    ["Pau D Arco", "pau darco"],
    ["pau darco", "pau darco"],
    ["Sant'Ana do Livramento", "santana do livramento"],
    ["Santana do Livramento", "santana do livramento"],
    ["Sant Ana do Livramento", "santana do livramento"],
    ["Alta Floresta D'Oeste", "alta floresta doeste"],
    ["Alta Floresta dOeste", "alta floresta doeste"],
    ["Olho-d'Água do Borges", "olho dagua do borges"],
    ["Olho d Água do Borges", "olho dagua do borges"],
    ["Dias d'Ávila", "dias davila"],
    ["Muquém de São Francisco", "muquem de sao francisco"],
    ["Itapejara d'Oeste", "itapejara doeste"],
    ["Goiânia, GO.", "goiania go"],
  ])("%j -> %j", (text, tokens) => {
    expect(placeTokens(text).join(" ")).toBe(tokens);
    expect(placeKey(text)).toBe(tokens);
    expect(compactKey(placeKey(text))).toBe(tokens.replace(/ /g, ""));
  });

  it.each([
    ["Sto. Antônio do Descoberto", "santo antonio do descoberto"],
    ["Sta Helena de Goiás", "santa helena de goias"],
    ["Pres. Prudente", "presidente prudente"],
    ["Gov. Valadares", "governador valadares"],
    ["Cel. Fabriciano", "coronel fabriciano"],
    ["Mal. Cândido Rondon", "marechal candido rondon"],
    ["Sen. Canedo", "senador canedo"],
    ["Dep. Irapuan Pinheiro", "deputado irapuan pinheiro"],
    ["Prof. Jamil", "professor jamil"],
    ["Gal. Carneiro", "general carneiro"],
    ["Gen. Salgado", "general salgado"],
    ["Ten. Portela", "tenente portela"],
    ["Eng. Paulo de Frontin", "engenheiro paulo de frontin"],
    ["Mons. Tabosa", "monsenhor tabosa"],
    ["Dr. Pedrinho", "doutor pedrinho"],
    ["N. Sra. do Socorro", "nossa senhora do socorro"],
    ["Nsa. Sra. das Dores", "nossa senhora das dores"],
    ["N. S. da Glória", "nossa senhora da gloria"],
  ])("writes out the abbreviation in %j", (text, tokens) => {
    expect(placeTokens(text).join(" ")).toBe(tokens);
  });

  it("abbreviates only words no place name uses as such", () => {
    for (const [short, long] of Object.entries(PLACE_ABBREVIATIONS)) {
      expect(short).not.toBe(long);
      expect(placeTokens(long)).toEqual([long]);
    }
  });
});

describe("queryKeys", () => {
  it("reads a first 'S.' as São, Santo or Santa", () => {
    expect(queryKeys("S. José do Rio Preto")).toEqual([
      "sao jose do rio preto",
      "santo jose do rio preto",
      "santa jose do rio preto",
    ]);
    expect(queryKeys("s helena")).toEqual(["sao helena", "santo helena", "santa helena"]);
    expect(queryKeys("São José")).toEqual(["sao jose"]);
    expect(queryKeys("Sto Amaro")).toEqual(["santo amaro"]);
  });

  it("for type-ahead, also tries a cut last word as typed", () => {
    expect(queryKeys("mal", { prefix: true })).toEqual(["marechal", "mal"]);
    expect(queryKeys("Sto Ant", { prefix: true })).toEqual(["santo ant"]);
    expect(queryKeys("mal", { prefix: false })).toEqual(["marechal"]);
  });

  it("leaves a lone S and empty text alone", () => {
    expect(queryKeys("S")).toEqual(["s"]);
    expect(queryKeys("  ")).toEqual([]);
    expect(queryKeys("--")).toEqual([]);
  });
});

describe("parsePlaceQuery", () => {
  const first = (text: string) => parsePlaceQuery(text)[0];

  it.each<[string, PlaceReading]>([
    ["Goiânia - GO", { name: "Goiânia", state: "GO" }],
    ["Goiânia-GO", { name: "Goiânia", state: "GO" }],
    ["Goiânia -GO", { name: "Goiânia", state: "GO" }],
    ["Goiânia/GO", { name: "Goiânia", state: "GO" }],
    ["Goiânia / go", { name: "Goiânia", state: "GO" }],
    ["Goiânia, Goiás", { name: "Goiânia", state: "GO" }],
    ["Goiânia, GO, Brasil", { name: "Goiânia", state: "GO" }],
    ["bom jesus (go)", { name: "bom jesus", state: "GO" }],
    ["Bom Jesus (Goiás)", { name: "Bom Jesus", state: "GO" }],
    ["Bom Jesus - GO", { name: "Bom Jesus", state: "GO" }],
    ["São Paulo – SP", { name: "São Paulo", state: "SP" }],
  ])("splits %j first", (text, reading) => {
    expect(first(text)).toEqual(reading);
  });

  it("tries the whole text before a state after a space", () => {
    expect(parsePlaceQuery("Goiania go")).toEqual([
      { name: "Goiania go", state: null },
      { name: "Goiania", state: "GO" },
    ]);
    expect(parsePlaceQuery("Natal Rio Grande do Norte")).toEqual([
      { name: "Natal Rio Grande do Norte", state: null },
      { name: "Natal", state: "RN" },
    ]);
    expect(parsePlaceQuery("Santa Maria do Pará")[0]).toEqual({
      name: "Santa Maria do Pará",
      state: null,
    });
  });

  it("also reads a state alone", () => {
    expect(parsePlaceQuery("GO")).toEqual([
      { name: "GO", state: null },
      { name: "", state: "GO" },
    ]);
    expect(parsePlaceQuery("Goiás")).toEqual([
      { name: "Goiás", state: null },
      { name: "", state: "GO" },
    ]);
    expect(parsePlaceQuery("rio grande do sul").at(-1)).toEqual({ name: "", state: "RS" });
  });

  it("keeps names that end like a country or hold a hyphen", () => {
    expect(first("Novo Brasil")).toEqual({ name: "Novo Brasil", state: null });
    expect(first("Ji-Paraná")).toEqual({ name: "Ji-Paraná", state: null });
    expect(first("Xique-Xique")).toEqual({ name: "Xique-Xique", state: null });
  });

  it("reads nothing from blank or control characters, and cuts long text", () => {
    expect(parsePlaceQuery("")).toEqual([]);
    expect(parsePlaceQuery(null)).toEqual([]);
    expect(parsePlaceQuery(" \u0000 ")).toEqual([]);
    expect((first("a".repeat(500)) as PlaceReading).name.length).toBeLessThanOrEqual(120);
  });
});
