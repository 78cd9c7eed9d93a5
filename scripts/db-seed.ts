/**
 * npm run db:seed                 migrates, then inserts the demo content into an empty database
 *                                 and the demo admin account.
 * npm run db:seed -- --stores N   migrates, then adds N synthetic stores for benchmarks
 *                                 (works on a database that already has data).
 *     [--seed S]                  PRNG seed for the synthetic stores (same seed, same rows).
 *     [--demo]                    required (or APP_MODE=demo) when DATABASE_URL is set: demo
 *                                 data never reaches a PostgreSQL database by default, and
 *                                 never a production one (APP_MODE=production).
 */
import { parseArgs } from "node:util";
import { closeDatabase, getDatabase } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { getStorage } from "~/server/storage.server";
import { demoDataRefusal } from "~/models/run-mode.server";
import { seedDemoData, seedSyntheticStores, type SeedSummary } from "#db/seed";
import { ensureDemoAdmin } from "~/models/users.server";

function parseCount(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(
      `${flag} precisa ser um número inteiro maior ou igual a zero (recebido: "${value}").`,
    );
  }
  return n;
}

function printSummary(summary: SeedSummary): void {
  const rows: [string, number][] = [
    ["lojas", summary.stores],
    ["banners de lojas", summary.storeBanners],
    ["fotos de lojas", summary.storeImages],
    ["seções de conteúdo", summary.storeSections],
    ["depoimentos", summary.testimonials],
    ["especialidades", summary.specialties],
    ["banners da home", summary.banners],
    ["marcas", summary.brands],
    ["posts do blog", summary.blogPosts],
    ["vídeos", summary.videos],
    ["arquivos de mídia", summary.media],
    ["configurações do site", summary.siteSettings],
  ];
  console.log(`Dados de demonstração inseridos em ${(summary.durationMs / 1000).toFixed(1)} s:`);
  for (const [label, n] of rows) console.log(`  ${label.padEnd(24)} ${n}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { stores: { type: "string" }, seed: { type: "string" }, demo: { type: "boolean" } },
    strict: true,
  });
  const storeCount = parseCount(values.stores, "--stores");
  const seed = parseCount(values.seed, "--seed");

  const env = getEnv();
  const refusal = demoDataRefusal(env, values.demo);
  if (refusal) throw new Error(refusal);
  const handle = await getDatabase(env);
  await handle.migrate();

  if (storeCount !== undefined) {
    const started = Date.now();
    const inserted = await seedSyntheticStores(handle.db, storeCount, { seed });
    console.log(
      `${inserted} lojas sintéticas inseridas em ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return;
  }

  const summary = await seedDemoData(handle.db, getStorage(env));
  if (summary.skipped) {
    console.log("O banco já tem lojas cadastradas: os dados de demonstração não foram inseridos.");
  } else {
    printSummary(summary);
  }
  await ensureDemoAdmin(handle.db, env.DEMO_ADMIN_EMAIL, env.DEMO_ADMIN_PASSWORD);
  console.log(`Conta de administrador de demonstração: ${env.DEMO_ADMIN_EMAIL.toLowerCase()}`);
}

try {
  await main();
} catch (error) {
  console.error(
    `Falha ao popular o banco de dados: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === "debug")
    console.error(error.stack);
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
