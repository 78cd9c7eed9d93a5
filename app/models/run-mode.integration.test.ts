/**
 * The run mode's start-up check: a production start refuses while an active account signs in
 * with the public demo password, and a demo start writes demo data into a DATABASE_URL database
 * only when the demo was chosen.
 */
import { expect, it } from "vitest";
import { productionEnv, testEnv } from "../../tests/support/route-context";
import { describeEachDatabase } from "../../tests/support/test-db";
import { checkRunMode, demoDataRefusal, RunModeError } from "./run-mode.server";
import { COMMAND_LINE } from "./staff-change.server";
import { addStaffUser, ensureDemoAdmin, findUserByEmail, setUserActive } from "./users.server";

describeEachDatabase("run mode at start-up", (getDb) => {
  it("refuses production while the demo account works, and names the fix", async () => {
    const { db } = getDb();
    const env = productionEnv();
    await checkRunMode(db, env);

    await ensureDemoAdmin(db, "admin@basiquinha.com.br", "basiquinha123");
    const refusal = checkRunMode(db, env);
    await expect(refusal).rejects.toThrowError(RunModeError);
    await expect(refusal).rejects.toThrowError(
      /admin@basiquinha\.com\.br.*npm run user -- reset-password --email admin@basiquinha\.com\.br/,
    );

    // Disabled, it no longer signs in: production may start.
    const demo = (await findUserByEmail(db, "admin@basiquinha.com.br"))!;
    await addStaffUser(db, COMMAND_LINE, {
      email: "ana@basiquinha.com.br",
      name: "Ana",
      role: "admin",
      password: "uma-senha-de-verdade-1",
    });
    expect(await setUserActive(db, COMMAND_LINE, demo, false)).toBeNull();
    await checkRunMode(db, env);

    // Any account with the public password is refused, whatever its e-mail.
    await addStaffUser(db, COMMAND_LINE, {
      email: "copia@basiquinha.com.br",
      name: "Cópia",
      role: "editor",
      password: "basiquinha123",
    });
    await expect(checkRunMode(db, env)).rejects.toThrowError(/copia@basiquinha\.com\.br/);
  });

  it("lets demo data into a DATABASE_URL database only when the demo is chosen", async () => {
    const url = "postgres://postgres@127.0.0.1:5432/qualquer";
    expect(demoDataRefusal(testEnv())).toBeNull();
    expect(demoDataRefusal(testEnv({ DATABASE_URL: url }))).toMatch(/APP_MODE=demo/);
    expect(demoDataRefusal(testEnv({ DATABASE_URL: url }), true)).toBeNull();
    expect(demoDataRefusal(testEnv({ DATABASE_URL: url, APP_MODE: "demo" }))).toBeNull();
    expect(demoDataRefusal(productionEnv(), true)).toMatch(/nunca/);
    await expect(checkRunMode(getDb().db, testEnv({ DATABASE_URL: url }))).rejects.toThrowError(
      RunModeError,
    );
  });
});
