/** The mail catcher as a vitest fixture of a whole test file. */
import { afterAll, beforeAll } from "vitest";
import { startMailCatcher, type MailCatcher } from "./mail-server";

/**
 * One catcher for every test of the calling file: started before the first test, closed after the
 * last. The returned object reads through to it, so `port` and `inbox` work inside the tests.
 */
export function mailCatcherForFile(): MailCatcher {
  let started: MailCatcher | undefined;
  beforeAll(async () => {
    started = await startMailCatcher();
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = () => {
    if (!started) throw new Error("the mail catcher starts in beforeAll");
    return started;
  };
  return {
    get port() {
      return current().port;
    },
    get inbox() {
      return current().inbox;
    },
    close: () => current().close(),
  };
}
