/**
 * Calls restricted-area loaders and actions in integration tests as a signed-in staff member:
 * builds requests with the session cookie, runs the handler and reads what it answered
 * (redirects, `data(...)` bodies, resource-route responses, flash toasts).
 */
import sharp from "sharp";
import { expect } from "vitest";
import { managerStores, users, type UserRole } from "#db/schema";
import { createUserSession } from "~/server/auth.server";
import { hashPassword } from "~/server/password.server";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { readToast } from "~/server/flash.server";
import { routeContext, testEnv } from "./route-context";

type Handler = (args: never) => Promise<unknown>;

export type Answer = {
  status: number;
  /** Location of a redirect. */
  location: string | null;
  /** Body of a `data(...)` answer (or a plain object). */
  body: Record<string, unknown> | null;
  headers: Headers;
  /** The response itself, when the handler answered with one (resource routes). */
  response?: Response;
};

async function settle(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    return await fn();
  } catch (error) {
    return error;
  }
}

function toAnswer(value: unknown): Answer {
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get("Location"),
      body: null,
      headers: value.headers,
      response: value,
    };
  }
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    value.type === "DataWithResponseInit"
  ) {
    const v = value as unknown as { data: Record<string, unknown>; init?: ResponseInit | null };
    const headers = new Headers(v.init?.headers);
    return {
      status: v.init?.status ?? 200,
      location: headers.get("Location"),
      body: v.data,
      headers,
    };
  }
  if (value instanceof Error) throw value;
  return {
    status: 200,
    location: null,
    body: value as Record<string, unknown>,
    headers: new Headers(),
  };
}

/** An account written straight into the table (fixtures: no audit row, no staff change). */
async function createUser(
  db: Database,
  input: { email: string; name: string; password: string; role: UserRole },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  return user!;
}

/** An account named `name`, e-mail `name@basiquinha.com.br`, that signs in with `password`. */
export function staffAccount(
  db: Database,
  name: string,
  password: string,
  role: UserRole = "editor",
) {
  return createUser(db, { email: `${name}@basiquinha.com.br`, name, password, role });
}

/** A new staff member (random e-mail) and the cookie of a session of theirs. */
export async function newStaffSession(
  db: Database,
  options: {
    env?: Env;
    role?: UserRole;
    name?: string;
    emailPrefix?: string;
    /** A store manager's stores (table manager_stores). */
    storeIds?: number[];
  } = {},
) {
  const env = options.env ?? testEnv();
  const user = await createUser(db, {
    email: `${options.emailPrefix ?? "staff"}-${Math.random().toString(36).slice(2)}@basiquinha.com.br`,
    name: options.name ?? "Equipe de Conteúdo",
    password: "senha-segura-123",
    role: options.role ?? "editor",
  });
  if (options.storeIds?.length) await manageStores(db, user.id, options.storeIds);
  const cookie = (await createUserSession({ db, env }, user.id)).split(";")[0]!;
  return { user, cookie, env };
}

/** Links stores to a store manager (fixtures: straight into the table). */
export async function manageStores(db: Database, userId: number, storeIds: number[]) {
  await db
    .insert(managerStores)
    .values(storeIds.map((storeId) => ({ userId, storeId })))
    .onConflictDoNothing();
}

/**
 * Requests as that session. Posts are URL-encoded like a browser's form, or multipart when a
 * file is sent (`multipart: true` always sends multipart, as upload forms do).
 */
export function staffRequests(
  db: Database,
  session: { cookie: string; env: Env },
  options: { multipart?: boolean } = {},
) {
  const { cookie, env } = session;
  const run = (handler: Handler, request: Request, params: Record<string, string>) =>
    settle(() => handler({ request, params, context: routeContext(db, env) } as never));
  const request = (url: string, init: RequestInit = {}) =>
    new Request(`http://localhost${url}`, { ...init, headers: { Cookie: cookie } });
  return {
    async get(handler: Handler, url: string, params: Record<string, string> = {}) {
      return toAnswer(await run(handler, request(url), params));
    },
    /** The Response a resource route answers (files, CSV). */
    async raw(handler: Handler, url: string, params: Record<string, string> = {}) {
      const value = await handler({
        request: request(url),
        params,
        context: routeContext(db, env),
      } as never);
      if (!(value instanceof Response)) throw new Error("Expected a Response");
      return value;
    },
    async post(
      handler: Handler,
      url: string,
      fields: Record<string, string | File | undefined>,
      params: Record<string, string> = {},
    ) {
      const entries = Object.entries(fields).filter(
        (e): e is [string, string | File] => e[1] !== undefined,
      );
      let body: BodyInit;
      if (options.multipart || entries.some(([, v]) => typeof v !== "string")) {
        const form = new FormData();
        for (const [k, v] of entries) form.append(k, v);
        body = form;
      } else {
        body = new URLSearchParams(entries as [string, string][]);
      }
      return toAnswer(await run(handler, request(url, { method: "POST", body }), params));
    },
    /** The toast a response's flash cookie carries. */
    async toastOf(answer: Answer) {
      const setCookie = answer.headers.get("Set-Cookie");
      if (!setCookie) return null;
      const { toast } = await readToast(
        env,
        new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } }),
      );
      return toast;
    },
  };
}

/** A small real PNG (uploads sniff the bytes, so it must be a real image). */
export async function pngImage(name = "imagem.png", width = 480, height = 180): Promise<File> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 190, g: 24, b: 93 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** Field errors of a Conform reply in an action's answer. */
export function replyErrors(answer: Answer): Record<string, string[] | null> {
  const result = answer.body?.result as { error?: Record<string, string[] | null> } | undefined;
  return result?.error ?? {};
}

/** What a refused form keeps for the staff member (the Conform reply's typed values). */
export function typedValues(answer: Answer): Record<string, unknown> {
  const result = answer.body?.result as { initialValue?: Record<string, unknown> } | undefined;
  return result?.initialValue ?? {};
}

/** Field errors of an answer that must be a refusal: checks the 400, then returns the errors. */
export function refusedFieldErrors(answer: Answer): Record<string, string[] | null> {
  expect(answer.status).toBe(400);
  return replyErrors(answer);
}
