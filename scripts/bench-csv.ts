/**
 * `npm run bench:csv`: time to import a 5,000-row store spreadsheet (target: under 30 s), on a
 * fresh embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import { writeCsv } from "~/domain/csv";
import { applyStoreImport } from "~/models/store-csv.server";
import { createDatabase, type DatabaseHandle } from "~/server/db.server";

const ROWS = 5_000;

function spreadsheet(): string {
  const header = [
    "slug",
    "nome",
    "estado",
    "cidade",
    "bairro",
    "logradouro",
    "numero",
    "cep",
    "whatsapp",
    "horario_funcionamento",
    "latitude",
    "longitude",
  ];
  const rows = Array.from({ length: ROWS }, (_, i) => [
    "",
    `Basiquinha Carga ${i + 1}`,
    "GO",
    "Goiânia",
    `Setor ${i % 50}`,
    `Rua ${i + 1}`,
    String(100 + i),
    "74000-000",
    `(62) 9${String(10_000_000 + i).padStart(8, "0")}`,
    "Seg. a Sex.: 9h às 18h",
    (-16.6 - (i % 100) / 1000).toFixed(4),
    (-49.2 - (i % 100) / 1000).toFixed(4),
  ]);
  return writeCsv([header, ...rows]);
}

async function measure(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  const started = performance.now();
  const outcome = await applyStoreImport(handle.db, null, spreadsheet());
  const seconds = (performance.now() - started) / 1000;
  const verdict = outcome.ok && seconds < 30 ? "ok" : "OVER BUDGET";
  console.log(
    `CSV import, ${ROWS} rows, ${label}: ${seconds.toFixed(1)} s (${verdict}; target < 30 s)`,
  );
  return outcome.ok && seconds < 30;
}

let ok = await measure("embedded PGlite", await createDatabase({}));
const base = process.env.TEST_DATABASE_URL;
if (base) {
  const name = `bench_csv_${randomBytes(4).toString("hex")}`;
  const admin = await createDatabase({ url: base, poolSize: 1 });
  await admin.pool!.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ url: url.toString() });
  try {
    ok = (await measure("PostgreSQL", handle)) && ok;
  } finally {
    await handle.close();
    await admin.pool!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}
process.exit(ok ? 0 : 1);
