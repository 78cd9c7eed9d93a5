/**
 * `npm run bench:places`: cost of the offline place resolver (app/server/places.server.ts):
 * reading and indexing db/places/municipalities.json once (budget 50 ms of CPU), and one lookup
 * of each kind afterwards (budget: microseconds). CPU time is reported next to wall time because
 * the machine is shared. `--check` exits with status 1 when the build misses its budget.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import {
  buildPlacesIndex,
  municipalityByIbge,
  PLACES_FILE,
  resolvePlace,
  suggestPlaces,
  timeZoneOf,
} from "~/server/places.server";

const BUILD_BUDGET_MS = 50;
const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });

function measure<T>(run: () => T): { wallMs: number; cpuMs: number; value: T } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = run();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, value };
}

function perCall(label: string, calls: number, run: (i: number) => unknown) {
  for (let i = 0; i < Math.min(calls, 1000); i++) run(i); // warm up
  const { cpuMs } = measure(() => {
    for (let i = 0; i < calls; i++) run(i);
  });
  console.log(`  ${label.padEnd(34)} ${((cpuMs * 1000) / calls).toFixed(2).padStart(8)} µs`);
}

const size = fs.statSync(PLACES_FILE).size;
console.log(`data file: ${(size / 1024).toFixed(0)} KiB (${PLACES_FILE})`);

// First use in this process: read, parse, index, then one resolve (what a first request pays).
const first = measure(() => resolvePlace("Goiânia"));
console.log(
  `first resolvePlace (read + parse + index): ${first.cpuMs.toFixed(1)} ms CPU, ${first.wallMs.toFixed(1)} ms wall`,
);
const firstSuggest = measure(() => suggestPlaces("goi"));
console.log(
  `first suggestPlaces (sorts the prefix keys): ${firstSuggest.cpuMs.toFixed(1)} ms CPU, ${firstSuggest.wallMs.toFixed(1)} ms wall`,
);

const data = JSON.parse(fs.readFileSync(PLACES_FILE, "utf8"));
const builds = Array.from({ length: 10 }, () => measure(() => buildPlacesIndex(data)).cpuMs).sort(
  (a, b) => a - b,
);
const medianBuild = builds[5] as number;
console.log(`index build, warm (median of 10): ${medianBuild.toFixed(1)} ms CPU`);

console.log("lookups (CPU per call):");
const queries = ["Goiânia", "goiania - go", "Bom Jesus", "S. José do Rio Preto", "Anápolis/GO"];
perCall("resolvePlace (mixed names)", 50_000, (i) => resolvePlace(queries[i % queries.length]));
perCall("resolvePlace (CEP)", 50_000, () => resolvePlace("74505-010"));
perCall("suggestPlaces 'goi'", 20_000, () => suggestPlaces("goi"));
perCall("suggestPlaces 'sao jo'", 20_000, () => suggestPlaces("sao jo"));
perCall("municipalityByIbge", 200_000, () => municipalityByIbge(5208707));
perCall("timeZoneOf", 50_000, () => timeZoneOf("Eirunepé", "AM"));

const passed = first.cpuMs <= BUILD_BUDGET_MS || medianBuild <= BUILD_BUDGET_MS;
console.log(passed ? "budget met" : `budget missed: index build over ${BUILD_BUDGET_MS} ms`);
if (values.check && !passed) process.exit(1);
