/**
 * "Qualidade dos dados" benchmark: a fresh database with N synthetic stores (default 10,000),
 * each made complete (photos, banner, a text section), then one defect of each of the 15 store
 * kinds injected into 20 stores apiece. Measures the whole report as the screen asks for it
 * (queries and checks, no cache) and how many of the injected defects it finds.
 *
 * Budgets: the report in under 2 s (median of the runs) and at least 95% of the injected
 * defects found. The first report of the process (its calendars and parsers cold) is shown
 * apart; the runs after it are reports rebuilt as after a staff change (the screen's own cache,
 * `qualityReport`, is not used). The machine's cores and load average are printed with the
 * figures: on a shared machine they explain most of the spread.
 */
import { sql } from "drizzle-orm";
import { stores } from "#db/schema";
import { buildQualityReport } from "~/models/data-quality.server";
import { undecidedHolidays } from "~/models/holidays.server";
import { mulberry32, seedSyntheticStores } from "#db/seed";
import { completeStores, injectDefect, INJECTED_KINDS } from "../tests/support/quality-defects";
import { freshDatabase } from "./bench-locator";
import { machineInfo, type SeededBenchOptions } from "./quality-support";

export type QualityBenchOptions = SeededBenchOptions & { runs: number };

const PER_KIND = 20;
const BUDGET_MS = 2000;
const MIN_RECALL = 0.95;

export async function runQualityBench(options: QualityBenchOptions): Promise<{ passed: boolean }> {
  const fresh = await freshDatabase({ ...options, html: false });
  const { handle } = fresh;
  try {
    console.log(`Banco: ${fresh.label}`);
    await handle.migrate();
    const db = handle.db;
    const seedStart = Date.now();
    await seedSyntheticStores(db, options.stores);
    await completeStores(db);
    const ids = (await db.select({ id: stores.id }).from(stores).orderBy(stores.id)).map(
      (r) => r.id,
    );
    // Distinct stores for each injected defect, and a twin for the duplicates.
    const rand = mulberry32(7);
    const shuffled = [...ids].sort(() => rand() - 0.5);
    const injected: { kind: (typeof INJECTED_KINDS)[number]; id: number }[] = [];
    let next = 0;
    for (const kind of INJECTED_KINDS) {
      for (let i = 0; i < PER_KIND; i++) {
        const id = shuffled[next++]!;
        const twin = shuffled[next++]!;
        await injectDefect(db, kind, id, twin);
        injected.push({ kind, id });
      }
    }
    await db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `${options.stores} lojas, ${injected.length} defeitos de ${INJECTED_KINDS.length} tipos em ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const machine = machineInfo();
    console.log(
      `Máquina: ${machine.cpus} núcleos (${machine.cpuModel}), carga média ${machine.loadAverage.join(" / ")} (1, 5, 15 min), Node ${machine.node}`,
    );
    const coldStart = performance.now();
    let report = await buildQualityReport(db);
    const cold = performance.now() - coldStart;
    const holidayStart = performance.now();
    await undecidedHolidays(db, new Date(), 30);
    console.log(
      `  (primeiro relatório, calendários e analisadores frios: ${cold.toFixed(0)} ms; feriados dos próximos 30 dias depois: ${(performance.now() - holidayStart).toFixed(0)} ms)`,
    );
    const times: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const start = performance.now();
      report = await buildQualityReport(db);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const max = times[times.length - 1]!;

    const byId = new Map(report.stores.map((s) => [s.id, new Set(s.findings.map((f) => f.kind))]));
    const found = injected.filter((d) => byId.get(d.id)?.has(d.kind));
    const recall = found.length / injected.length;
    for (const kind of INJECTED_KINDS) {
      const ofKind = injected.filter((d) => d.kind === kind);
      const hits = ofKind.filter((d) => byId.get(d.id)?.has(d.kind)).length;
      console.log(`  ${kind.padEnd(24)} ${hits}/${ofKind.length}`);
    }
    console.log(
      `Relatório: mediana ${median.toFixed(0)} ms, máximo ${max.toFixed(0)} ms em ${times.length} execuções (meta < ${BUDGET_MS} ms), ${report.total} problemas, pontuação da rede ${report.score}`,
    );
    console.log(`Carga média ao fim: ${machineInfo().loadAverage.join(" / ")}`);
    console.log(
      `Defeitos injetados encontrados: ${found.length}/${injected.length} (${(recall * 100).toFixed(1)} %, meta ≥ ${MIN_RECALL * 100} %)`,
    );
    return { passed: median < BUDGET_MS && recall >= MIN_RECALL };
  } finally {
    await handle.close();
    await fresh.drop();
  }
}
