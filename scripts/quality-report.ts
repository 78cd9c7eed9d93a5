/**
 * npm run quality:report [-- options]: runs the measurements and writes docs/quality.md, the
 * table of figures (never typed by hand):
 *
 *   1. the store-locator query benchmark (10,000 synthetic stores),
 *   2. the HTTP load benchmark on PostgreSQL with the static-file ratio, and the first-load
 *      JavaScript and CSS of every public page,
 *   3. Lighthouse (mobile) on the main pages,
 *   4. the quality end-to-end tests: Nu HTML Checker, axe on public pages and restricted
 *      screens, visible focus, reduced motion,
 *   5. `npm audit --omit=dev`.
 *
 *   --reuse               do not measure: write the document from the last saved results
 *   --skip <a,b>          skip parts: locator, http, lighthouse, checks, audit (their last saved
 *                         results are used when present)
 *   --duration <s>        HTTP load per page and mode (default 10)
 *   --runs <n>            Lighthouse runs per page, median counts (default 5: Lighthouse's own
 *                         advice against run-to-run variance, which is large on a small machine)
 *   --baseline <rev>      also serve this earlier revision and compare uncached store-page
 *                         throughput with it in the same run (see scripts/bench-baseline.ts)
 *   --output <file>       default docs/quality.md
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { HttpBenchReport, Load } from "./bench-http";
import type { HydrationReport } from "./bench-hydration";
import type { LocatorBenchReport } from "./bench-locator";
import type { LighthouseReport } from "./lighthouse";
import {
  freePort,
  JS_BUDGET_BYTES,
  machineInfo,
  quietMachine,
  readResult,
  RESULTS_DIR,
  ROOT,
  saveResult,
  type MachineInfo,
} from "./quality-support";

const PARTS = ["locator", "http", "lighthouse", "hydration", "checks", "audit"] as const;
type Part = (typeof PARTS)[number];

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    skip: { type: "string", default: "" },
    duration: { type: "string", default: "10" },
    runs: { type: "string", default: "5" },
    output: { type: "string", default: "docs/quality.md" },
    baseline: { type: "string" },
  },
  strict: true,
});

const skipped = new Set(
  values.skip
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);
for (const part of skipped) {
  if (!PARTS.includes(part as Part)) {
    console.error(`--skip: parte desconhecida "${part}" (use ${PARTS.join(", ")})`);
    process.exit(2);
  }
}
const measure = (part: Part) => !values.reuse && !skipped.has(part);
const duration = Number(values.duration);
const runs = Number(values.runs);
if (!Number.isInteger(duration) || duration < 1 || duration > 60) {
  console.error("--duration precisa ser de 1 a 60 segundos.");
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error("--runs precisa ser de 1 a 9.");
  process.exit(2);
}

const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const startedAt = new Date();
const problems: string[] = [];

/** Parts whose figures are wall-clock times: they start on a quiet machine. */
const TIMED: Part[] = ["locator", "http", "lighthouse", "hydration"];

async function step(part: Part, title: string, run: () => Promise<void>) {
  if (!measure(part)) return;
  console.log(`\n=== ${title} ===`);
  if (TIMED.includes(part)) await quietMachine((line) => console.log(line));
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push(`${title}: ${message.split("\n")[0]}`);
    console.error(`✖ ${title}: ${message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

type Checks = {
  date: string;
  tests: { title: string; status: string; durationMs: number }[];
};
type Vnu = {
  date: string;
  pages: { page: string; path: string; errors: number; warnings: number }[];
};
type Axe = {
  date: string;
  pages: { page: string; path: string; serious: string[]; other: number }[];
};
type Audit = {
  date: string;
  available: boolean;
  message?: string;
  vulnerabilities?: Record<string, number>;
};

await step("locator", "Busca de lojas: consultas (npm run bench -- --only locator)", async () => {
  const { runLocatorBench } = await import("./bench-locator");
  const report = await runLocatorBench({ stores: 10_000, runs: 300, html: false });
  saveResult("bench-locator", { date: new Date().toISOString(), ...report });
});

await step("http", "Carga HTTP e primeira carga (npm run bench -- --only http)", async () => {
  const { runHttpBench } = await import("./bench-http");
  await runHttpBench({
    stores: 10_000,
    postgresUrl: POSTGRES_URL,
    durationSeconds: duration,
    connections: 10,
    buildDir: BUILD_DIR,
    baseline: values.baseline,
  });
});

await step("lighthouse", "Lighthouse (npm run lighthouse)", async () => {
  const { runLighthouse } = await import("./lighthouse");
  await runLighthouse({ runs, buildDir: BUILD_DIR });
});

await step("hydration", "Custo da hidratação (npm run bench -- --only hydration)", async () => {
  const { runHydrationBench } = await import("./bench-hydration");
  await runHydrationBench({ runs: 5, buildDir: BUILD_DIR });
});

await step("checks", "HTML válido e acessibilidade (tests/e2e/quality.spec.ts)", async () => {
  const jsonFile = path.join(RESULTS_DIR, "playwright.json");
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const port = await freePort();
  const result = spawnSync(
    "npx",
    ["playwright", "test", "tests/e2e/quality.spec.ts", "--reporter=list,json"],
    {
      cwd: ROOT,
      stdio: "inherit",
      timeout: 30 * 60_000,
      env: {
        ...process.env,
        QUALITY_RESULTS: "1",
        BUILD_DIR,
        E2E_PORT: String(port),
        E2E_DATA_DIR: "data/quality/e2e",
        E2E_OUTPUT_DIR: "data/quality/test-results",
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile,
      },
    },
  );
  if (!fs.existsSync(jsonFile)) throw new Error(`o Playwright não rodou (código ${result.status})`);
  type Spec = { title: string; tests: { results: { status: string; duration: number }[] }[] };
  type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
  const report = JSON.parse(fs.readFileSync(jsonFile, "utf8")) as { suites: Suite[] };
  const tests: Checks["tests"] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      const last = spec.tests[0]?.results.at(-1);
      tests.push({
        title: spec.title,
        status: last?.status ?? "skipped",
        durationMs: last?.duration ?? 0,
      });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  fs.rmSync(jsonFile, { force: true });
  saveResult("checks", { date: new Date().toISOString(), tests });
});

await step("audit", "npm audit --omit=dev", async () => {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
  });
  let audit: Audit = { date: new Date().toISOString(), available: false };
  try {
    const json = JSON.parse(run.stdout) as {
      metadata?: { vulnerabilities?: Record<string, number> };
      message?: string;
      error?: { summary?: string };
    };
    audit = json.metadata?.vulnerabilities
      ? { ...audit, available: true, vulnerabilities: json.metadata.vulnerabilities }
      : { ...audit, message: json.message ?? json.error?.summary ?? "resposta inesperada" };
  } catch {
    audit.message = (run.stderr || run.error?.message || "sem resposta").trim().split("\n")[0];
  }
  saveResult("audit", audit);
});

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

const locator = readResult<LocatorBenchReport & { date: string }>("bench-locator");
const http = readResult<HttpBenchReport>("bench-http");
const lighthouse = readResult<LighthouseReport>("lighthouse");
const hydration = readResult<HydrationReport>("hydration");
const checks = readResult<Checks>("checks");
const vnu = readResult<Vnu>("vnu");
const axePublic = readResult<Axe>("axe-public");
const axeRestricted = readResult<Axe>("axe-restricted");
const audit = readResult<Audit>("audit");

const kbs = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ok = (pass: boolean | undefined) => (pass === undefined ? "—" : pass ? "✔" : "✖");
const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const when = (date: string | undefined) =>
  date
    ? new Date(date).toISOString().replace("T", " ").slice(0, 16) + " UTC" + stale(date)
    : "não medido";
function stale(date: string): string {
  return new Date(date) < startedAt ? " (resultado anterior a esta execução)" : "";
}
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.map((c) => String(c).replace(/\|/g, "\\|")).join(" | ")} |`),
  ].join("\n");

function describeMachine(m: MachineInfo): string {
  return (
    `${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB de memória, Node ${m.node}, ${m.platform}; ` +
    `load average ${m.loadAverage.join(" / ")} (1/5/15 min) no fim da medição`
  );
}

function gitState(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT })
      .toString()
      .trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
    })
      .toString()
      .trim();
    return dirty ? `${head} com alterações locais` : head;
  } catch {
    return "desconhecido";
  }
}

const seriousCount = (axe: Axe | null) =>
  axe ? axe.pages.reduce((sum, p) => sum + p.serious.length, 0) : undefined;
const vnuErrors = vnu ? vnu.pages.reduce((sum, p) => sum + p.errors, 0) : undefined;
const testStatus = (fragment: string) => checks?.tests.find((t) => t.title.includes(fragment));

const out: string[] = [];
const line = (text = "") => out.push(text);
/** A block of the document (text, a table) and the blank line that ends it. */
const paragraph = (text: string) => {
  line(text);
  line();
};

paragraph("# Qualidade: desempenho, acessibilidade e HTML válido");
paragraph(
  "> Gerado por `npm run quality:report`; não edite à mão, rode o comando de novo. " +
    "Cada seção diz quando foi medida.",
);
line(`- Gerado em: ${when(new Date().toISOString())}`);
line(`- Código: ${gitState()}`);
line(`- Máquina: ${describeMachine(machineInfo())}`);
if (problems.length > 0) {
  line(`- Falhas nesta execução: ${problems.join("; ")}`);
}
line();
paragraph(
  "Números absolutos dependem da máquina e da carga dela; as razões medidas numa mesma execução " +
    "(com e sem compressão, esta versão e uma anterior em turnos alternados) são os números " +
    "comparáveis entre máquinas.",
);

// Summary ----------------------------------------------------------------------------------
paragraph("## Metas");
const biggestJs = http?.firstLoad.reduce((a, b) => (b.jsGzipBytes > a.jsGzipBytes ? b : a));
const worst = (category: keyof LighthouseReport["pages"][number]["scores"]) =>
  lighthouse?.pages.reduce((a, b) => (b.scores[category] < a.scores[category] ? b : a));
const summary: (string | number)[][] = [];
summary.push([
  "JavaScript da primeira carga, maior página pública",
  `≤ ${kbs(JS_BUDGET_BYTES)} gzip`,
  biggestJs ? `${kbs(biggestJs.jsGzipBytes)} (${biggestJs.label})` : "não medido",
  ok(http ? http.firstLoad.every((f) => f.withinBudget) : undefined),
]);
for (const [category, label, budget] of [
  ["performance", "Lighthouse celular: desempenho, pior página", 95],
  ["accessibility", "Lighthouse celular: acessibilidade, pior página", 100],
  ["best-practices", "Lighthouse celular: boas práticas, pior página", 100],
  ["seo", "Lighthouse celular: SEO, pior página", 100],
] as const) {
  const page = worst(category);
  summary.push([
    label,
    budget === 100 ? "100" : `≥ ${budget}`,
    page ? `${page.scores[category]} (${page.page})` : "não medido",
    ok(page ? page.scores[category] >= budget : undefined),
  ]);
}
if (http?.baseline) {
  summary.push([
    `Loja sem cache: vazão ÷ a de ${http.baseline.sha.slice(0, 7)}, mesma execução`,
    `≥ ${http.baseline.target}×`,
    `${http.baseline.ratio.toFixed(2)}×`,
    ok(http.baseline.ratio >= http.baseline.target),
  ]);
}
const heaviest = hydration?.pages.reduce((a, b) => (b.ratio > a.ratio ? b : a));
summary.push([
  "Hidratação: razão com a página mínima, pior página",
  `≤ ${hydration?.budget ?? 2}`,
  heaviest ? `${heaviest.ratio.toFixed(2)} (${heaviest.label})` : "não medido",
  ok(hydration ? hydration.passed : undefined),
]);
summary.push([
  "Nu HTML Checker: erros nas páginas públicas",
  "0",
  vnuErrors ?? "não medido",
  ok(vnuErrors === undefined ? undefined : vnuErrors === 0),
]);
for (const [axe, label] of [
  [axePublic, "axe: violações sérias ou críticas, páginas públicas"],
  [axeRestricted, "axe: violações sérias ou críticas, telas restritas"],
] as const) {
  const count = seriousCount(axe);
  summary.push([
    label,
    "0",
    count === undefined ? "não medido" : `${count} em ${axe!.pages.length} páginas`,
    ok(count === undefined ? undefined : count === 0),
  ]);
}
for (const [fragment, label] of [
  ["focus is always visible", "Foco visível ao navegar com Tab (páginas principais)"],
  ["reduced motion", "Movimento reduzido respeitado (páginas principais)"],
] as const) {
  const t = testStatus(fragment);
  summary.push([
    label,
    "passa",
    t ? (t.status === "passed" ? "passa" : t.status) : "não medido",
    ok(t ? t.status === "passed" : undefined),
  ]);
}
const loadErrors = http?.loads.reduce((sum, l) => sum + l.errors + l.non2xx, 0);
summary.push([
  "Erros e respostas não-2xx sob carga HTTP",
  "0",
  loadErrors ?? "não medido",
  ok(loadErrors === undefined ? undefined : loadErrors === 0),
]);
if (locator) {
  for (const m of locator.measurements.filter((x) => x.budgetMs !== undefined)) {
    summary.push([
      `Busca de lojas, p95: ${m.name}`,
      `≤ ${m.budgetMs} ms`,
      `${m.p95Ms.toFixed(1)} ms`,
      ok(m.p95Ms <= (m.budgetMs ?? Infinity)),
    ]);
  }
  const cep = locator.cepLeaveOneOut;
  if (cep) {
    summary.push([
      "CEP deixando cada loja de fora: a mais próxima entre as 3 primeiras",
      `≥ ${(100 * cep.target).toFixed(0)}%`,
      `${(100 * cep.hitRate).toFixed(1)}%`,
      ok(cep.hitRate >= cep.target),
    ]);
  }
}
const highCritical = audit?.vulnerabilities
  ? (audit.vulnerabilities.high ?? 0) + (audit.vulnerabilities.critical ?? 0)
  : undefined;
summary.push([
  "`npm audit --omit=dev`: avisos altos ou críticos",
  "0",
  audit
    ? audit.available
      ? String(highCritical)
      : `indisponível (${audit.message ?? "sem resposta"})`
    : "não medido",
  ok(highCritical === undefined ? undefined : highCritical === 0),
]);
paragraph(table(["item", "meta", "resultado", ""], summary));

// HTTP -------------------------------------------------------------------------------------
paragraph("## Carga HTTP no servidor de produção");
if (!http) line("Não medido.");
else {
  paragraph(
    `Medido em ${when(http.date)}. ${http.database} com os dados de demonstração e ` +
      `${http.stores.toLocaleString("pt-BR")} lojas sintéticas; autocannon com ${http.connections} ` +
      `conexões por ${http.durationSeconds} s em cada linha, com o Accept-Encoding de um ` +
      `navegador (gzip, deflate, br, zstd). "cache": visitante anônimo (cache de páginas, cópias ` +
      `Brotli e gzip feitas uma vez); "cache identidade": o mesmo sem compressão; "sem cache": ` +
      `com cookie de sessão, que desliga o cache (cada pedido renderiza a página e consulta o ` +
      `banco).`,
  );
  paragraph(`Máquina: ${describeMachine(http.machine)}.`);
  const row = (l: Load) => [
    l.page,
    l.mode,
    l.requestsPerSecond.toFixed(1),
    `${l.p50Ms} ms`,
    `${l.p99Ms} ms`,
    l.errors + l.non2xx,
  ];
  paragraph(table(["página", "modo", "req/s", "p50", "p99", "erros"], http.loads.map(row)));
  if (http.encodings?.length) {
    paragraph(
      table(
        ["página com cache", "sem compressão", "como navegador", "razão", "meta"],
        http.encodings.map((e) => [
          e.page,
          `${e.identityRps.toFixed(1)} req/s`,
          `${e.browserRps.toFixed(1)} req/s`,
          pct(e.ratio),
          `≥ ${pct(e.target)} ${ok(e.ratio >= e.target)}`,
        ]),
      ),
    );
  }
  if (http.memory) {
    const m = http.memory;
    paragraph(
      `Memória (RSS) do servidor após cada uma de ${m.runs} medições seguidas de ` +
        `${m.secondsPerRun} s nas páginas com cache: ${m.rssMb.join(", ")} MB. Crescimento ` +
        `${m.growthMb} MB (meta ≤ ${m.targetMb} MB) ${ok(m.growthMb <= m.targetMb)}.`,
    );
  }
  if (http.baseline) {
    const b = http.baseline;
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(", ");
    paragraph(
      `Comparação na mesma execução com a revisão ${b.revision} (${b.sha.slice(0, 12)}), ` +
        `servida no mesmo banco: ${b.page} sem cache, ${b.rounds} turnos alternados. ` +
        `Referência: ${list(b.baselineRps)} req/s; atual: ${list(b.currentRps)} req/s. ` +
        `Razão das medianas: **${b.ratio.toFixed(2)}×** (meta ≥ ${b.target}×).`,
    );
  }
  paragraph("### JavaScript e CSS da primeira carga");
  paragraph(
    "Soma dos arquivos que o HTML de cada página carrega antes de ficar interativa (scripts de " +
      "módulo, modulepreload, imports do script inicial e folhas de estilo), cada um comprimido " +
      "com gzip -9 (a meta se mede assim); e os bytes que o servidor de fato envia a um " +
      "navegador que aceita Brotli (as cópias comprimidas que a compilação grava).",
  );
  paragraph(
    table(
      [
        "página",
        "JS (arquivos)",
        "JS gzip",
        "JS enviado (br)",
        "CSS gzip",
        "CSS enviado (br)",
        "HTML gzip",
        `meta JS ≤ ${kbs(JS_BUDGET_BYTES)}`,
      ],
      http.firstLoad.map((f) => [
        f.label,
        f.jsFiles,
        kbs(f.jsGzipBytes),
        kbs(f.jsServedBytes),
        kbs(f.cssGzipBytes),
        kbs(f.cssServedBytes),
        kbs(f.htmlGzipBytes),
        ok(f.withinBudget),
      ]),
    ),
  );
}

// Lighthouse -------------------------------------------------------------------------------
paragraph("## Lighthouse (celular)");
if (!lighthouse) line("Não medido.");
else {
  paragraph(
    `Medido em ${when(lighthouse.date)} com Lighthouse ${lighthouse.lighthouse} e o Chromium ` +
      `${lighthouse.chromium} do Debian, configuração padrão de celular (tela emulada, 4G lento ` +
      `e CPU 4x mais lenta simulados), ${lighthouse.runs} execução(ões) por página (mediana), ` +
      `dados de demonstração no PGlite. Máquina: ${describeMachine(lighthouse.machine)}; ` +
      `índice de desempenho do Lighthouse (benchmarkIndex): ${lighthouse.benchmarkIndex ?? "não medido"}.`,
  );
  paragraph(
    table(
      [
        "página",
        "desempenho",
        "acessibilidade",
        "boas práticas",
        "SEO",
        "FCP",
        "LCP",
        "TBT",
        "CLS",
      ],
      lighthouse.pages.map((p) => [
        p.page,
        p.scores.performance,
        p.scores.accessibility,
        p.scores["best-practices"],
        p.scores.seo,
        `${(p.metrics.fcpMs / 1000).toFixed(1)} s`,
        `${(p.metrics.lcpMs / 1000).toFixed(1)} s`,
        `${p.metrics.tbtMs} ms`,
        p.metrics.cls,
      ]),
    ),
  );
  const failing = lighthouse.pages.filter((p) => p.failing.length > 0);
  if (failing.length > 0) {
    paragraph("Auditorias que tiram pontos (nota abaixo de 0,9):");
    for (const p of failing) {
      line(
        `- ${p.page}: ${p.failing
          .map((f) => `${f.id} (${f.score}${f.value ? `, ${f.value}` : ""})`)
          .join("; ")}`,
      );
    }
    line();
  }
}

// Hydration --------------------------------------------------------------------------------
paragraph("## Custo da hidratação");
if (!hydration) line("Não medido.");
else {
  paragraph(
    `Medido em ${when(hydration.date)}: tempo de script na thread principal enquanto a página ` +
      `carrega e é hidratada no Chromium, com a CPU ${hydration.cpuSlowdown}x mais lenta, em ` +
      `${hydration.runs} rodadas de visitas sem cache a todas as páginas (medianas). A página ` +
      `mínima do mesmo servidor (/_referencia) é visitada antes de cada página; a razão é a ` +
      `mediana da página dividida pela mediana de todas essas visitas à referência ` +
      `(${hydration.reference.scriptMs} ms de script). Meta: razão ≤ ${hydration.budget}. Máquina: ` +
      `${describeMachine(hydration.machine)}.`,
  );
  paragraph(
    table(
      ["página", "script", "todas as tarefas", "razão"],
      hydration.pages.map((p) => [
        p.label,
        `${p.scriptMs} ms`,
        `${p.taskMs} ms`,
        `${p.ratio.toFixed(2)}${p.withinBudget ? "" : " ✖"}`,
      ]),
    ),
  );
}

// HTML and accessibility ------------------------------------------------------------------
paragraph("## HTML válido e acessibilidade");
if (!vnu && !axePublic && !axeRestricted) line("Não medido.");
else {
  paragraph(
    `Nu HTML Checker (vnu.jar) sobre o HTML renderizado no servidor (${when(vnu?.date)}); axe ` +
      `(@axe-core/playwright, regras padrão) no Chromium com as páginas carregadas ` +
      `(${when(axePublic?.date)}).`,
  );
  const axeByPath = new Map(axePublic?.pages.map((p) => [p.page, p]) ?? []);
  const labels = vnu?.pages.map((p) => p.page) ?? axePublic?.pages.map((p) => p.page) ?? [];
  paragraph(
    table(
      ["página", "erros Nu", "avisos Nu", "axe sérias/críticas", "axe outras"],
      labels.map((label) => {
        const v = vnu?.pages.find((p) => p.page === label);
        const a = axeByPath.get(label);
        return [
          label,
          v?.errors ?? "—",
          v?.warnings ?? "—",
          a?.serious.length ?? "—",
          a?.other ?? "—",
        ];
      }),
    ),
  );
  if (axeRestricted) {
    paragraph(
      `Telas da área restrita (todas as rotas de \`app/routes.ts\`), ${when(axeRestricted.date)}:`,
    );
    paragraph(
      table(
        ["tela", "endereço", "axe sérias/críticas", "axe outras"],
        axeRestricted.pages.map((p) => [p.page, p.path, p.serious.length, p.other]),
      ),
    );
  }
  const details = [...(axePublic?.pages ?? []), ...(axeRestricted?.pages ?? [])].filter(
    (p) => p.serious.length > 0,
  );
  if (details.length > 0) {
    paragraph("Violações sérias ou críticas encontradas:");
    for (const p of details) line(`- ${p.page}: ${p.serious.join("; ")}`);
    line();
  }
  if (checks) {
    paragraph(`Testes de qualidade (\`tests/e2e/quality.spec.ts\`), ${when(checks.date)}:`);
    paragraph(
      table(
        ["teste", "resultado", "duração"],
        checks.tests.map((t) => [t.title, t.status, `${(t.durationMs / 1000).toFixed(0)} s`]),
      ),
    );
  }
}

// Locator ----------------------------------------------------------------------------------
paragraph("## Busca de lojas: consultas no banco");
if (!locator) line("Não medido.");
else {
  paragraph(
    `Medido em ${when(locator.date)}: ${locator.database}, ${locator.stores.toLocaleString("pt-BR")} ` +
      `lojas sintéticas, o trabalho do loader de /nossas-lojas (SQL e dados dos cartões).`,
  );
  paragraph(
    table(
      ["consulta", "execuções", "mediana", "p95", "máx", "meta p95"],
      locator.measurements.map((m) => [
        m.name,
        m.runs,
        `${m.medianMs.toFixed(2)} ms`,
        `${m.p95Ms.toFixed(2)} ms`,
        `${m.maxMs.toFixed(2)} ms`,
        m.budgetMs === undefined ? "—" : `≤ ${m.budgetMs} ms ${ok(m.p95Ms <= m.budgetMs)}`,
      ]),
    ),
  );
  const cep = locator.cepLeaveOneOut;
  if (cep) {
    paragraph(
      `CEP deixando cada loja de fora (ADR 0019): em ${(100 * cep.hitRate).toFixed(1)}% de ` +
        `${cep.stores.toLocaleString("pt-BR")} lojas a loja mais próxima de verdade está entre as ` +
        `3 primeiras ao buscar o CEP escondido (meta ${(100 * cep.target).toFixed(0)}%).`,
    );
  }
}

// Commands ---------------------------------------------------------------------------------
paragraph("## Como reproduzir");
line("```sh");
line("npm run quality:report            # tudo isto, e reescreve este arquivo");
line("npm run bench                     # consultas da busca de lojas e carga HTTP");
line("npm run bench -- --only http      # só a carga HTTP (PostgreSQL em 127.0.0.1:5432)");
line("npm run lighthouse                # Lighthouse celular nas páginas principais");
line("npx playwright test tests/e2e/quality.spec.ts   # Nu HTML Checker, axe, foco, movimento");
paragraph("```");
line(
  "Pré-requisitos: PostgreSQL local (senão a carga HTTP usa o PGlite e diz isso), Chromium do " +
    "Debian em /usr/bin/chromium e Java (Nu HTML Checker).",
);

const output = path.resolve(ROOT, values.output);
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, `${out.join("\n")}\n`);
// The document follows the project's formatting rules like any other file.
spawnSync("npx", ["prettier", "--write", "--log-level", "warn", output], { cwd: ROOT });
console.log(`\n${path.relative(ROOT, output)} escrito.`);
if (problems.length > 0) process.exitCode = 1;
