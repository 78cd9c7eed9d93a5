/** `npm run db:migrate`: applies pending migrations to the configured database. */
import { closeDatabase, getDatabase } from "~/server/db.server";
import { getEnv } from "~/server/env.server";

try {
  const env = getEnv();
  const handle = await getDatabase(env);
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
  await closeDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
