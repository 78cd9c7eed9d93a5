/**
 * Flash toasts: set on the server (usually before a redirect), shown once by the root layout.
 * Kept in a small signed cookie so they also work for visitors without a session.
 */
import { createCookieSessionStorage, redirect } from "react-router";
import type { Env } from "./env.server";

export type Toast = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};

type FlashData = { toast: Toast };

/** The one-time message cookie and how long it lives (the privacy notice lists it). */
export const FLASH_COOKIE = "__flash";
export const FLASH_SECONDS = 60;

let storage: ReturnType<typeof createCookieSessionStorage<FlashData, FlashData>> | undefined;

function flashStorage(env: Pick<Env, "SESSION_SECRET" | "isProduction">) {
  storage ??= createCookieSessionStorage<FlashData, FlashData>({
    cookie: {
      name: FLASH_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      secure: env.isProduction,
      path: "/",
      secrets: [env.SESSION_SECRET],
      maxAge: FLASH_SECONDS,
    },
  });
  return storage;
}

/** A Set-Cookie header carrying a toast for the next page. */
export async function toastHeaders(
  env: Pick<Env, "SESSION_SECRET" | "isProduction">,
  toast: Omit<Toast, "id">,
): Promise<Headers> {
  const store = flashStorage(env);
  const session = await store.getSession();
  session.flash("toast", { ...toast, id: crypto.randomUUID() });
  return new Headers({ "Set-Cookie": await store.commitSession(session) });
}

export async function redirectWithToast(
  env: Pick<Env, "SESSION_SECRET" | "isProduction">,
  url: string,
  toast: Omit<Toast, "id">,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const [key, value] of await toastHeaders(env, toast)) headers.append(key, value);
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the pending toast, if any. */
export async function readToast(
  env: Pick<Env, "SESSION_SECRET" | "isProduction">,
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__flash=")) return { toast: null, headers: null };
  const store = flashStorage(env);
  const session = await store.getSession(cookie);
  const toast = session.get("toast") ?? null;
  return {
    toast,
    headers: new Headers({ "Set-Cookie": await store.destroySession(session) }),
  };
}
