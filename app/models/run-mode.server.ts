/**
 * What the run mode allows (docs/decisions/0003-run-modes.md): demo data and the demo account go
 * into a database reached through DATABASE_URL only when the demo is chosen explicitly, and
 * production never runs while an account signs in with the public demo password.
 */
import type { Database } from "~/server/db.server";
import { DEMO_ADMIN, type Env } from "~/server/env.server";
import { activeAccountsWithPassword } from "./users.server";

export class RunModeError extends Error {
  override name = "RunModeError";
}

type ModeEnv = Pick<
  Env,
  "DATABASE_URL" | "isDemo" | "isProduction" | "demoChosen" | "DEMO_ADMIN_PASSWORD"
>;

/**
 * Why demo data may not be written into this database, or null when it may: always on the
 * embedded database of a demo, on a DATABASE_URL database only with APP_MODE=demo set (or the
 * seed's --demo), never in production.
 */
export function demoDataRefusal(env: ModeEnv, demoFlag = false): string | null {
  if (env.isProduction) {
    return (
      "APP_MODE=production: dados e conta de demonstração nunca são criados em produção. / " +
      "Demo data and the demo account are never created in production."
    );
  }
  if (env.DATABASE_URL && !env.demoChosen && !demoFlag) {
    return (
      "DATABASE_URL aponta para um banco PostgreSQL e o modo de demonstração não foi escolhido: " +
      "use APP_MODE=demo (ou npm run db:seed -- --demo) para preenchê-lo com dados e a conta de " +
      "demonstração, ou APP_MODE=production para o site real. / DATABASE_URL names a PostgreSQL " +
      "database and the demo was not chosen: set APP_MODE=demo (or npm run db:seed -- --demo) to " +
      "fill it with demo data and the demo account, or APP_MODE=production for the real site."
    );
  }
  return null;
}

/**
 * Checked by every server start, after migrating: a demo start may write demo data into this
 * database, and a production start finds no active account that accepts the demo password
 * (the default one and DEMO_ADMIN_PASSWORD, whatever the account's e-mail).
 */
export async function checkRunMode(db: Database, env: ModeEnv): Promise<void> {
  if (env.isDemo) {
    const refusal = demoDataRefusal(env);
    if (refusal) throw new RunModeError(refusal);
    return;
  }
  const exposed = await activeAccountsWithPassword(db, [
    DEMO_ADMIN.password,
    env.DEMO_ADMIN_PASSWORD,
  ]);
  if (exposed.length === 0) return;
  const email = exposed[0]!;
  throw new RunModeError(
    `APP_MODE=production recusado: ${exposed.length === 1 ? "a conta ativa" : "as contas ativas"} ` +
      `${exposed.join(", ")} ${exposed.length === 1 ? "entra" : "entram"} com a senha pública de ` +
      `demonstração. Troque a senha (npm run user -- reset-password --email ${email}) ou desative ` +
      `a conta (npm run user -- disable --email ${email}) e inicie de novo. / Refusing to start in ` +
      `production: active account(s) ${exposed.join(", ")} sign in with the public demo ` +
      `password. Change the password (npm run user -- reset-password --email ${email}) or ` +
      `disable the account (npm run user -- disable --email ${email}), then start again.`,
  );
}
