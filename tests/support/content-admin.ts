/**
 * The content screens' integration helpers (banners, brands, videos, blog, settings): a staff
 * session and a client whose posts are multipart, as the upload forms send them.
 */
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { testEnv } from "./route-context";
import { newStaffSession, staffRequests } from "./staff-client";

export { pngImage, replyErrors, type Answer } from "./staff-client";

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
