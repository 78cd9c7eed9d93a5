/**
 * The content screens' integration helpers (banners, brands, videos, blog, settings): a staff
 * session and a client whose posts are multipart, as the upload forms send them.
 */
import { beforeAll } from "vitest";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { testEnv } from "./route-context";
import { newStaffSession, staffRequests } from "./staff-client";
import { describeEachDatabase, type TestDatabase } from "./test-db";

export { pngImage, refusedFieldErrors, replyErrors, type Answer } from "./staff-client";

export async function staffSession(
  db: Database,
  env: Env = testEnv(),
  role: "admin" | "editor" = "editor",
) {
  return newStaffSession(db, { env, role });
}

export function staffClient(db: Database, session: { cookie: string; env: Env }) {
  return staffRequests(db, session, { multipart: true });
}

export type StaffClient = ReturnType<typeof staffClient>;

/**
 * A suite run once per database kind with an editor signed in before its tests: `client` gets
 * and posts as them.
 */
export function describeContentScreens(
  title: string,
  body: (getDb: () => TestDatabase, client: StaffClient) => void,
) {
  describeEachDatabase(title, (getDb) => {
    let signedIn: StaffClient | undefined;
    beforeAll(async () => {
      const { db } = getDb();
      signedIn = staffClient(db, await staffSession(db));
    });
    const ready = () => {
      if (!signedIn) throw new Error("Staff session not ready");
      return signedIn;
    };
    const client: StaffClient = {
      get: (...args) => ready().get(...args),
      raw: (...args) => ready().raw(...args),
      post: (...args) => ready().post(...args),
      toastOf: (...args) => ready().toastOf(...args),
    };
    body(getDb, client);
  });
}
