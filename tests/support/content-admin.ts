/**
 * The content screens' integration helpers (banners, brands, videos, blog, settings): a staff
 * session and a client whose posts are multipart, as the upload forms send them.
 */
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { testEnv } from "./route-context";
import { newStaffSession, pngImage, replyErrors, staffRequests } from "./staff-client";

export type { Answer } from "./staff-client";

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

export const pngFile = (name?: string, width = 320, height = 120) => pngImage(name, width, height);
export const fieldErrors = replyErrors;
