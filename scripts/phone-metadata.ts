/**
 * Writes app/domain/phone-metadata.br.json: libphonenumber-js's full ("max") metadata cut down
 * to Brazil (under 1 kB instead of 150 kB), which app/domain/phone.ts validates with. Run after
 * upgrading libphonenumber-js: `npx tsx scripts/phone-metadata.ts` (a unit test fails until then).
 */
import { writeFileSync } from "node:fs";
import { brazilMetadata } from "../app/domain/phone-metadata";

writeFileSync(
  new URL("../app/domain/phone-metadata.br.json", import.meta.url),
  `${JSON.stringify(brazilMetadata())}\n`,
);
