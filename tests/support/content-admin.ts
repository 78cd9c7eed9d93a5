/**
 * Drives restricted-area route modules in integration tests as a signed-in staff member: builds
 * requests with the session cookie, calls loaders and actions, and reads what they answered.
 */
import sharp from "sharp";
import { createUserSession } from "~/server/auth.server";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { createUser } from "~/models/users.server";
import { routeContext, testEnv } from "./route-context";

type Handler = (args: never) => Promise<unknown>;

export type Answer = {
  status: number;
  /** Location of a redirect. */
  location: string | null;
  /** Body of a `data(...)` answer (or a plain object). */
  body: Record<string, unknown> | null;
  /** The flash toast a redirect carries is opaque (signed cookie): its presence only. */
  setsCookie: boolean;
};

export async function staffSession(
  db: Database,
  env: Env = testEnv(),
  role: "admin" | "editor" = "editor",
) {
  const email = `staff-${Math.random().toString(36).slice(2)}@basiquinha.com.br`;
  const user = await createUser(db, {
    email,
    name: "Equipe de Conteúdo",
    password: "senha-segura-123",
    role,
  });
  const cookie = (await createUserSession({ db, env }, user.id)).split(";")[0]!;
  return { user, cookie, env };
}

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
      setsCookie: value.headers.has("Set-Cookie"),
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
      setsCookie: headers.has("Set-Cookie"),
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, body: value as Record<string, unknown>, setsCookie: false };
}

export function staffClient(db: Database, session: { cookie: string; env: Env }) {
  const context = () => routeContext(db, session.env);
  return {
    async get(handler: Handler, url: string, params: Record<string, string> = {}) {
      const request = new Request(`http://localhost${url}`, {
        headers: { Cookie: session.cookie },
      });
      return toAnswer(
        await settle(() => handler({ request, params, context: context() } as never)),
      );
    },
    /** The Response a resource route answers (files, CSV). */
    async raw(handler: Handler, url: string, params: Record<string, string> = {}) {
      const request = new Request(`http://localhost${url}`, {
        headers: { Cookie: session.cookie },
      });
      const value = await handler({ request, params, context: context() } as never);
      if (!(value instanceof Response)) throw new Error("Expected a Response");
      return value;
    },
    async post(
      handler: Handler,
      url: string,
      fields: Record<string, string | File | undefined>,
      params: Record<string, string> = {},
    ) {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
      const request = new Request(`http://localhost${url}`, {
        method: "POST",
        body,
        headers: { Cookie: session.cookie },
      });
      return toAnswer(
        await settle(() => handler({ request, params, context: context() } as never)),
      );
    },
  };
}

/** A small real PNG (uploads sniff the bytes, so it must be a real image). */
export async function pngFile(name = "imagem.png", width = 320, height = 120): Promise<File> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 190, g: 24, b: 93 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** Field errors of a Conform reply in an action answer. */
export function fieldErrors(answer: Answer): Record<string, string[] | null> {
  const result = answer.body?.result as { error?: Record<string, string[] | null> } | undefined;
  return result?.error ?? {};
}
