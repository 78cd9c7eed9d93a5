import { describe, expect, it } from "vitest";
import { BRAZILIAN_STATES } from "~/domain/brazilian-states";
import { PLACE_ABBREVIATIONS, placeKey, placeTokens } from "~/domain/place-names";
import { foldText } from "~/domain/text-input";
import {
  allMunicipalities,
  DEFAULT_TIME_ZONE,
  municipalitiesOfState,
  municipalityByIbge,
  nearestMunicipality,
  resolvePlace,
  stateCapital,
  stateCentroid,
  statePlace,
  suggestPlaces,
  timeZoneOf,
  type Municipality,
  type PlaceResolution,
} from "./places.server";
import { itReturns } from "../../tests/support/unit/returns";

const all = allMunicipalities();
const unaccented = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
const label = (m: Municipality) => `${m.name}/${m.state}`;
const names = (r: PlaceResolution) =>
  r.kind === "municipality" ? r.municipalities.map(label) : [];
const byName = (name: string, state: string) =>
  all.find((m) => m.name === name && m.state === state) as Municipality;

describe("every municipality, as people type it", () => {
  const countByKey = new Map<string, number>();
  for (const m of all)
    countByKey.set(placeKey(m.name), (countByKey.get(placeKey(m.name)) ?? 0) + 1);

  it("resolves 'Nome - UF', 'Nome/UF' and 'nome uf' (no accents) to exactly that one", () => {
    const wrong: string[] = [];
    for (const m of all) {
      for (const text of [
        `${m.name} - ${m.state}`,
        `${m.name}/${m.state}`,
        `${unaccented(m.name).toLowerCase()} ${m.state.toLowerCase()}`,
        `${m.name.toUpperCase()} (${m.state})`,
      ]) {
        const r = resolvePlace(text);
        if (
          r.kind !== "municipality" ||
          r.municipalities[0] !== m ||
          r.ambiguous ||
          r.stateMismatch
        )
          wrong.push(`${text} -> ${r.kind} ${names(r).join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("finds it by its name alone as written, without accents and in upper case", () => {
    const wrong: string[] = [];
    for (const m of all) {
      for (const text of [m.name, unaccented(m.name), m.name.toUpperCase()]) {
        const r = resolvePlace(text);
        const found = r.kind === "municipality" ? r.municipalities : [];
        const unique = countByKey.get(placeKey(m.name)) === 1;
        if (!found.includes(m) || (unique && found[0] !== m))
          wrong.push(`${text} -> ${r.kind} ${names(r).join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("knows the 241 names shared by more than one state, and lists every namesake", () => {
    const states = new Map<string, Set<string>>();
    for (const m of all) {
      const key = foldText(m.name);
      states.set(key, (states.get(key) ?? new Set()).add(m.state));
    }
    const shared = [...states].filter(([, s]) => s.size > 1);
    expect(shared).toHaveLength(241);
    const r = resolvePlace("Bom Jesus");
    expect(r.kind === "municipality" && r.ambiguous).toBe(true);
    expect(names(r)).toEqual([
      "Bom Jesus/PB",
      "Bom Jesus/PI",
      "Bom Jesus/RN",
      "Bom Jesus/RS",
      "Bom Jesus/SC",
    ]);
  });

  it("has no official name with a word the normaliser takes for an abbreviation", () => {
    const abbreviations = new Set(Object.keys(PLACE_ABBREVIATIONS));
    const clashes = all.filter((m) =>
      m.name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((w) => abbreviations.has(w) || w === "s"),
    );
    expect(clashes.map(label)).toEqual([]);
  });
});

describe("resolvePlace", () => {
  it.each([
    ["Goiania go", "Goiânia/GO"],
    ["Goiânia - GO", "Goiânia/GO"],
    ["Goiânia/GO", "Goiânia/GO"],
    ["GOIANIA, GOIÁS", "Goiânia/GO"],
    ["S. José do Rio Preto", "São José do Rio Preto/SP"],
    ["s jose dos campos sp", "São José dos Campos/SP"],
    ["Sto. Antônio do Descoberto", "Santo Antônio do Descoberto/GO"],
    ["Santana do Livramento", "Sant'Ana do Livramento/RS"],
    ["alta floresta doeste", "Alta Floresta D'Oeste/RO"],
    ["Jiparana", "Ji-Paraná/RO"],
    ["Pres. Prudente", "Presidente Prudente/SP"],
    ["N. Sra. do Socorro", "Nossa Senhora do Socorro/SE"],
    ["Augusto Severo", "Campo Grande/RN"],
    ["Januário Cicco - RN", "Boa Saúde/RN"],
    ["Brasília DF", "Brasília/DF"],
    ["Santa Maria do Pará", "Santa Maria do Pará/PA"],
    ["Novo Brasil", "Novo Brasil/GO"],
  ])("%j -> %s", (text, expected) => {
    expect(names(resolvePlace(text))[0]).toBe(expected);
  });

  it("settles a shared name by the state typed", () => {
    const r = resolvePlace("Pau D'Arco - TO");
    expect(names(r)).toEqual(["Pau D'Arco/TO"]);
    expect(r).toMatchObject({ ambiguous: false, requestedState: "TO", stateMismatch: false });
    expect(names(resolvePlace("pau darco"))).toEqual(["Pau d'Arco/PA", "Pau D'Arco/TO"]);
  });

  it("orders namesakes by the caller's rank, else capitals first", () => {
    const goiania = byName("Goiânia", "GO");
    const nearGoiania = (m: Municipality) =>
      Math.hypot(m.latitude - goiania.latitude, m.longitude - goiania.longitude);
    expect(names(resolvePlace("Bom Jesus", { rank: nearGoiania }))[0]).toBe("Bom Jesus/PI");
    expect(names(resolvePlace("Campo Grande"))[0]).toBe("Campo Grande/MS");
    expect(names(resolvePlace("Campo Grande"))).toEqual([
      "Campo Grande/MS",
      "Campo Grande/AL",
      "Campo Grande/RN",
    ]);
  });

  it("says when a state typed has no such municipality, and lists those elsewhere", () => {
    const r = resolvePlace("Bom Jesus - GO");
    expect(r).toMatchObject({
      kind: "municipality",
      requestedState: "GO",
      stateMismatch: true,
      ambiguous: true,
    });
    expect(names(r)).toHaveLength(5);
    expect(resolvePlace("Goiânia/SP")).toMatchObject({ stateMismatch: true, ambiguous: false });
  });

  it("reads a state alone, and flags a municipality named like a state", () => {
    const go = resolvePlace("GO");
    expect(go.kind === "state" && go.state.name).toBe("Goiás");
    const rs = resolvePlace("rio grande do sul");
    expect(rs.kind === "state" && rs.state.capital.name).toBe("Porto Alegre");
    expect(resolvePlace("Goiás")).toMatchObject({ kind: "municipality", alsoState: "GO" });
    expect(names(resolvePlace("Goiás"))).toEqual(["Goiás/GO"]);
    expect(resolvePlace("Mato Grosso")).toMatchObject({ alsoState: "MT" });
    expect(names(resolvePlace("Mato Grosso"))).toEqual(["Mato Grosso/PB"]);
    expect(resolvePlace("São Paulo")).toMatchObject({ alsoState: "SP", ambiguous: false });
  });

  it("reads a CEP to its state, and says why a CEP is invalid", () => {
    const r = resolvePlace("74.505-010");
    expect(r.kind === "cep" && [r.cep, r.state.state, r.state.capital.name]).toEqual([
      "74505010",
      "GO",
      "Goiânia",
    ]);
    expect(resolvePlace("72800-000")).toMatchObject({ kind: "cep", state: { state: "GO" } });
    expect(resolvePlace("72799-999")).toMatchObject({ kind: "cep", state: { state: "DF" } });
    expect(resolvePlace("00000-000")).toEqual({
      kind: "invalid-cep",
      reason: "zeros",
      message: "CEP inválido",
    });
    expect(resolvePlace("74505-01")).toMatchObject({ kind: "invalid-cep", reason: "length" });
  });

  it("answers none for nothing it knows, never throwing", () => {
    for (const text of [
      "",
      "   ",
      null,
      undefined,
      "xyz",
      "1234",
      "\u0000",
      "-",
      "()",
      "a".repeat(10_000),
    ])
      expect(resolvePlace(text).kind).toBe("none");
  });
});

describe("suggestPlaces", () => {
  it("puts names that start with the text first, capitals first, then alphabetical", () => {
    expect(suggestPlaces("goi", { limit: 4 }).map(label)).toEqual([
      "Goiânia/GO",
      "Goiabeira/MG",
      "Goianá/MG",
      "Goiana/PE",
    ]);
    const paulo = suggestPlaces("paulo", { limit: 20 }).map(label);
    expect(paulo.indexOf("São Paulo/SP")).toBeGreaterThan(paulo.indexOf("Paulo Afonso/BA"));
    expect(paulo).toContain("São Paulo/SP");
  });

  it("reads 'S.' and abbreviations, a state typed or asked for, and the limit", () => {
    expect(suggestPlaces("s jose do rio p").map(label)).toEqual([
      "São José do Rio Pardo/SP",
      "São José do Rio Preto/SP",
    ]);
    expect(suggestPlaces("bom jesus - go").map(label)).toEqual(["Bom Jesus de Goiás/GO"]);
    expect(suggestPlaces("bom jesus", { state: "Goiás" }).map(label)).toEqual([
      "Bom Jesus de Goiás/GO",
    ]);
    expect(suggestPlaces("sao", { limit: 3 })).toHaveLength(3);
    expect(suggestPlaces("sao", 5)).toHaveLength(5);
    expect(suggestPlaces("sao")).toHaveLength(8);
    expect(suggestPlaces("sao", { limit: 0 })).toEqual([]);
    expect(suggestPlaces("zzz")).toEqual([]);
    expect(suggestPlaces("")).toEqual([]);
  });

  it("finds every municipality by the first letters of its name in its state", () => {
    const missing = all.filter(
      (m) =>
        !suggestPlaces(m.name.slice(0, Math.max(3, m.name.length - 2)), {
          state: m.state,
          limit: 50,
        }).includes(m),
    );
    expect(missing.map(label)).toEqual([]);
  });
});

describe("lookups by code, state and point", () => {
  it("finds a municipality by its 7-digit IBGE code or the 6 without the check digit", () => {
    expect(municipalityByIbge(5208707)?.name).toBe("Goiânia");
    expect(municipalityByIbge("5208707")?.name).toBe("Goiânia");
    expect(municipalityByIbge("520870")?.name).toBe("Goiânia");
    for (const code of [0, "abc", "52087070", "9999999", null, undefined, "5208707 "])
      expect(municipalityByIbge(code as string)?.name ?? null).toBe(
        code === "5208707 " ? "Goiânia" : null,
      );
  });

  it("lists a state's municipalities in alphabetical order", () => {
    const go = municipalitiesOfState("GO");
    expect(go).toHaveLength(246);
    expect(go[0]?.name).toBe("Abadia de Goiás");
    expect(municipalitiesOfState("Goiás")).toBe(go);
    expect(municipalitiesOfState("DF").map(label)).toEqual(["Brasília/DF"]);
    expect(municipalitiesOfState("XX")).toEqual([]);
    const keys = go.map((m) => placeTokens(m.name).join(" "));
    expect(keys).toEqual([...keys].sort());
    expect(BRAZILIAN_STATES.reduce((n, s) => n + municipalitiesOfState(s.code).length, 0)).toBe(
      all.length,
    );
  });

  it("gives each state's capital, centre and zone", () => {
    expect(statePlace("go")).toMatchObject({
      state: "GO",
      name: "Goiás",
      ibgeCode: 52,
      timeZone: "America/Sao_Paulo",
    });
    expect(stateCapital("Goiás")?.name).toBe("Goiânia");
    expect(stateCapital("AM")?.name).toBe("Manaus");
    const centre = stateCentroid("GO");
    expect(centre?.latitude).toBeCloseTo(-15.98, 1);
    expect(statePlace("XX")).toBeNull();
    expect(stateCentroid(null)).toBeNull();
  });

  it("finds the municipality nearest to a point", () => {
    expect(nearestMunicipality({ latitude: -16.68, longitude: -49.25 })?.name).toBe("Goiânia");
    expect(nearestMunicipality({ latitude: -15.79, longitude: -47.88 })?.name).toBe("Brasília");
    expect(
      nearestMunicipality({ latitude: -15.79, longitude: -47.88 }, { state: "GO" })?.state,
    ).toBe("GO");
  });
});

describe("timeZoneOf", () => {
  itReturns("%j, %j -> %s", timeZoneOf, [
    ["Eirunepé", "AM", "America/Eirunepe"],
    ["eirunepe", "Amazonas", "America/Eirunepe"],
    ["Manaus", "AM", "America/Manaus"],
    ["Santarém", "PA", "America/Santarem"],
    ["Belém", "PA", "America/Belem"],
    ["Fernando de Noronha", "PE", "America/Noronha"],
    ["Recife", "PE", "America/Recife"],
    ["Cuiabá", "MT", "America/Cuiaba"],
    ["Dourados", "MS", "America/Campo_Grande"],
    ["Rio Branco", "AC", "America/Rio_Branco"],
    ["Porto Velho", "RO", "America/Porto_Velho"],
    ["Boa Vista", "RR", "America/Boa_Vista"],
    ["Palmas", "TO", "America/Araguaina"],
    ["Goiânia", "Goiás", "America/Sao_Paulo"],
    ["Cidade Que Não Existe", "MT", "America/Cuiaba"],
    ["", "AM", "America/Manaus"],
    ["Goiânia", null, DEFAULT_TIME_ZONE],
    ["Goiânia", "XX", DEFAULT_TIME_ZONE],
  ]);
});
