/**
 * npm run bench [-- options]: the project's benchmarks, one after the other.
 *
 *   --only <name>        run one benchmark (available: locator, http, hydration, field, quality)
 *   --stores <n>         synthetic stores to seed (default 10000)
 *   --runs <n>           measured requests per query type (default 300, at least 200)
 *   --postgres <url>     use a fresh database on this PostgreSQL server instead of PGlite
 *   --pg                 the same on TEST_DATABASE_URL (or postgres://postgres@127.0.0.1:5432)
 *   --no-html            skip the page checks on the production build
 *   --duration <s>       HTTP load per page and mode, in seconds (default 10, at most 60)
 *   --connections <n>    concurrent HTTP connections (default 10)
 *   --baseline <rev>     http: also serve this earlier revision on the same database and compare
 *                        the uncached store page in turns (speed-up ratio in one run); field:
 *                        visit every page on both builds, in turns
 *   --rounds <n>         turns of that comparison (default 3)
 *   --visits <n>         hydration: cold visits per page, medians reported (default 5); field:
 *                        visits per page and build (default 3)
 *   --check              exit with status 1 when a budget is missed
 */
import { parseArgs } from "node:util";
import { runFieldBench } from "./bench-field";
import { runHttpBench } from "./bench-http";
import { runHydrationBench } from "./bench-hydration";
import { runLocatorBench } from "./bench-locator";
import { runQualityBench } from "./bench-quality";

type Bench = { name: string; run: () => Promise<{ passed: boolean }> };

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    stores: { type: "string", default: "10000" },
    runs: { type: "string", default: "300" },
    postgres: { type: "string" },
    pg: { type: "boolean", default: false },
    "no-html": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    baseline: { type: "string" },
    rounds: { type: "string", default: "3" },
    visits: { type: "string" },
    check: { type: "boolean", default: false },
  },
  allowNegative: false,
  strict: true,
});

function positiveInt(value: string | undefined, flag: string, min = 1): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${flag} precisa ser um número inteiro maior ou igual a ${min}.`);
  }
  return n;
}

const postgresUrl =
  values.postgres ??
  (values.pg
    ? (process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres")
    : undefined);

const benches: Bench[] = [
  {
    name: "locator",
    run: () =>
      runLocatorBench({
        stores: positiveInt(values.stores, "--stores"),
        runs: positiveInt(values.runs, "--runs", 200),
        postgresUrl,
        html: !values["no-html"],
      }),
  },
  {
    name: "http",
    run: () =>
      runHttpBench({
        stores: positiveInt(values.stores, "--stores"),
        // Pages are measured on PostgreSQL, the production database, whatever --pg says.
        postgresUrl:
          postgresUrl ??
          process.env.TEST_DATABASE_URL ??
          "postgres://postgres@127.0.0.1:5432/postgres",
        durationSeconds: Math.min(60, positiveInt(values.duration, "--duration")),
        connections: positiveInt(values.connections, "--connections"),
        baseline: values.baseline,
        baselineRounds: positiveInt(values.rounds, "--rounds"),
      }),
  },
  {
    name: "quality",
    run: () =>
      runQualityBench({
        stores: positiveInt(values.stores, "--stores"),
        // The whole report each run: a few runs are enough for its median.
        runs: 5,
        postgresUrl,
      }),
  },
  {
    name: "hydration",
    run: () => runHydrationBench({ runs: positiveInt(values.visits ?? "5", "--visits") }),
  },
  {
    name: "field",
    run: () =>
      runFieldBench({
        visits: positiveInt(values.visits ?? "3", "--visits"),
        baseline: values.baseline,
      }),
  },
];

let failed = false;
try {
  for (const bench of benches) {
    if (values.only && values.only !== bench.name) continue;
    console.log(`\n=== ${bench.name} ===`);
    const report = await bench.run();
    console.log(report.passed ? "\n✔ dentro das metas" : "\n✖ fora das metas");
    failed ||= !report.passed;
  }
} catch (error) {
  console.error(`Falha no benchmark: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
if (failed && values.check) process.exitCode = 1;
