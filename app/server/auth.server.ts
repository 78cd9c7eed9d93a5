/**
 * Staff authentication: server-side session rows (revocable), a signed cookie carrying only a
 * random token (the row stores its SHA-256), sliding 7-day expiry, and the guard every
 * restricted loader and action calls first.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import {
  createContext,
  createCookie,
  data,
  redirect,
  type RouterContextProvider,
} from "react-router";
import { managerStores, sessions, users, type User } from "#db/schema";
import { can, isStoreScoped, type Permission } from "~/domain/permissions";
import { getApp, type AppContext } from "./context.server";
import type { Database } from "./db.server";
import type { Env } from "./env.server";
import { CACHE_CONTROL } from "~/server/cache-policy";

export const SESSION_DAYS = 7;
/** The staff session cookie (the privacy notice lists it). */
export const SESSION_COOKIE = "__session";
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
/** Extend a session at most once an hour, so busy pages don't write on every request. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export type SessionUser = Pick<User, "id" | "email" | "name" | "role"> & {
  /** The stores a store manager looks after (empty for head office, whose grants are not scoped). */
  storeIds: number[];
};

/** Set by the restricted-area middleware for the loaders and actions below it. */
export const userContext = createContext<SessionUser | null>(null);

let cookie: ReturnType<typeof createCookie> | undefined;
function sessionCookie(env: Pick<Env, "SESSION_SECRET" | "isProduction">) {
  cookie ??= createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.isProduction,
    path: "/",
    secrets: [env.SESSION_SECRET],
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
  return cookie;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a new session (always a new id) and returns its Set-Cookie header value. */
export async function createUserSession(
  app: Pick<AppContext, "db" | "env">,
  userId: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await app.db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_MS),
  });
  // Opportunistic clean-up of expired rows.
  await app.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return sessionCookie(app.env).serialize(token);
}

async function readToken(env: Env, request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__session=")) return null;
  const value: unknown = await sessionCookie(env).parse(header);
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The signed-in staff member, or null. Extends the session when it is used. */
export async function getSessionUser(
  app: Pick<AppContext, "db" | "env">,
  request: Request,
): Promise<{ user: SessionUser; setCookie: string | null } | null> {
  const token = await readToken(app.env, request);
  if (!token) return null;
  const id = hashToken(token);
  const now = new Date();
  const [row] = await app.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  let setCookie: string | null = null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_MS - SLIDE_AFTER_MS) {
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_MS) })
      .where(eq(sessions.id, id));
    setCookie = await sessionCookie(app.env).serialize(token);
  }
  const { expiresAt: _expiresAt, ...account } = row;
  const storeIds =
    account.role === "manager" ? await managedStoreIds(app.db, account.id) : ([] as number[]);
  return { user: { ...account, storeIds }, setCookie };
}

/** The stores a store manager looks after, in id order. */
export async function managedStoreIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ storeId: managerStores.storeId })
    .from(managerStores)
    .where(eq(managerStores.userId, userId))
    .orderBy(managerStores.storeId);
  return rows.map((r) => r.storeId);
}

/** Deletes the session row (if any) and returns a Set-Cookie header that clears the cookie. */
export async function destroyUserSession(
  app: Pick<AppContext, "db" | "env">,
  request: Request,
): Promise<string> {
  const token = await readToken(app.env, request);
  if (token) await app.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  return sessionCookie(app.env).serialize("", { maxAge: 0, expires: new Date(0) });
}

export async function revokeUserSessions(
  db: Database,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** The id of the session a request is made from (the row's key), or null. */
export async function requestSessionId(env: Env, request: Request): Promise<string | null> {
  const token = await readToken(env, request);
  return token ? hashToken(token) : null;
}

/** Only same-site paths: "/restrita/blog" yes; "//evil.example", "https://..." or "/\\x" no. */
export function safeRedirectPath(to: unknown, fallback = "/restrita/lojas"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\\\u0000-\u001f]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://same.site");
    if (url.origin !== "http://same.site") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The page address behind a request (client navigations fetch "/page.data?_routes=..."). */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}`;
}

export function loginRedirect(request: Request): Response {
  return redirect(`/login?redirectTo=${encodeURIComponent(pagePath(request))}`);
}

type GuardArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in staff member, from the middleware or resolved here; else a redirect to /login. */
async function requireUser({ request, context }: GuardArgs): Promise<SessionUser> {
  let user = context.get(userContext);
  if (!user) {
    const found = await getSessionUser(getApp(context), request);
    user = found?.user ?? null;
  }
  if (!user) throw loginRedirect(request);
  return user;
}

/** A 403 (the "Acesso negado" page) unless the permission table lets the user's role do it. */
export function assertPermission(user: SessionUser, permission: Permission): void {
  if (!can(user, permission)) {
    throw data({ message: "Seu perfil não tem permissão para isso." }, { status: 403 });
  }
}

/**
 * The guard: the first line of every restricted loader and action, with the row of the
 * permission table (app/domain/permissions.ts) it needs. Uses the user the restricted-area
 * middleware resolved, or resolves it itself, so it holds even when a handler is called on its
 * own. Throws a redirect to /login (with the origin), or a 403 before anything is read or written.
 */
export async function requirePermission(
  args: GuardArgs,
  permission: Permission,
): Promise<SessionUser> {
  const user = await requireUser(args);
  assertPermission(user, permission);
  return user;
}

/** The answer to a store outside a manager's scope: the same 404 as a store that does not exist. */
export function storeNotFound(): never {
  throw data({ message: "Loja não encontrada" }, { status: 404 });
}

/**
 * The guard of a screen or action about one store (the :id of its address): requirePermission,
 * then, for a grant limited to the manager's own stores, a 404 for any other store, before the
 * store is read. Head office passes through; the caller reads the store as before.
 */
export async function requireStoreAccess(
  args: GuardArgs,
  permission: Permission,
  storeId: number,
): Promise<SessionUser> {
  const user = await requirePermission(args, permission);
  if (!can(user, permission, { storeId })) storeNotFound();
  return user;
}

/** The store ids a list may show the user for this row: null for all, else the manager's. */
export function storeScope(user: SessionUser, permission: Permission): number[] | null {
  return isStoreScoped(user, permission) ? user.storeIds : null;
}

/** Middleware for the restricted area: resolves the user once and refreshes the cookie. */
export async function restrictedAreaMiddleware(
  { request, context }: GuardArgs,
  next: () => Promise<Response>,
): Promise<Response> {
  const found = await getSessionUser(getApp(context), request);
  if (!found) throw loginRedirect(request);
  context.set(userContext, found.user);
  const response = await next();
  if (found.setCookie) response.headers.append("Set-Cookie", found.setCookie);
  response.headers.set("Cache-Control", CACHE_CONTROL.private);
  return response;
}
