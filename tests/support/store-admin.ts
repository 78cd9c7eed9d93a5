/**
 * Calls the store screens' loaders and actions as a signed-in staff member and reads their
 * answers (redirects, `data(...)` bodies, flash toasts).
 */
import sharp from "sharp";
import { createUser } from "~/models/users.server";
import { createUserSession } from "~/server/auth.server";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { readToast } from "~/server/flash.server";
import { routeContext, testEnv } from "./route-context";

type Handler = (args: never) => Promise<unknown>;

export type Answer = {
  status: number;
  location: string | null;
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

export async function signedInStaff(db: Database, env: Env = testEnv()) {
  const email = `lojas-${Math.random().toString(36).slice(2)}@basiquinha.com.br`;
  const user = await createUser(db, {
    email,
    name: "Equipe de Lojas",
    password: "senha-segura-123",
    role: "editor",
  });
  const cookie = (await createUserSession({ db, env }, user.id)).split(";")[0]!;
  const context = () => routeContext(db, env);
  const request = (url: string, init: RequestInit = {}) =>
    new Request(`http://localhost${url}`, {
      ...init,
      headers: { Cookie: cookie, ...(init.headers as Record<string, string> | undefined) },
    });
  return {
    user,
    env,
    async get(handler: Handler, url: string, params: Record<string, string> = {}) {
      const req = request(url);
      return toAnswer(
        await settle(() => handler({ request: req, params, context: context() } as never)),
      );
    },
    /** A form post: URL-encoded like a browser's, or multipart when a file is sent. */
    async post(
      handler: Handler,
      url: string,
      fields: Record<string, string | File | undefined>,
      params: Record<string, string> = {},
    ) {
      const entries = Object.entries(fields).filter(
        (e): e is [string, string | File] => e[1] !== undefined,
      );
      const multipart = entries.some(([, v]) => typeof v !== "string");
      let body: BodyInit;
      if (multipart) {
        const form = new FormData();
        for (const [k, v] of entries) form.append(k, v);
        body = form;
      } else {
        body = new URLSearchParams(entries as [string, string][]);
      }
      const req = request(url, { method: "POST", body });
      return toAnswer(
        await settle(() => handler({ request: req, params, context: context() } as never)),
      );
    },
    /** The toast a response's flash cookie carries. */
    async toastOf(answer: Answer) {
      const setCookie = answer.headers.get("Set-Cookie");
      if (!setCookie) return null;
      const cookieHeader = setCookie.split(";")[0]!;
      const { toast } = await readToast(
        env,
        new Request("http://localhost/", { headers: { Cookie: cookieHeader } }),
      );
      return toast;
    },
  };
}

export type StaffClient = Awaited<ReturnType<typeof signedInStaff>>;

/** A small real PNG (uploads sniff the bytes). */
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

/** A valid store form, to vary one field at a time. */
export function validStoreFields(overrides: Record<string, string | undefined> = {}) {
  return {
    name: "Basiquinha Teste Centro",
    state: "Goiás",
    city: "Goiânia",
    neighborhood: "Setor Central",
    street: "Avenida Goiás",
    number: "100",
    complement: "",
    postalCode: "74005-010",
    reference: "",
    whatsapp: "(62) 99999-0000",
    instagramUrl: "",
    mapsUrl: "",
    hoursText: "Seg. a Sex.: 9h às 19h",
    notes: "",
    active: "on",
    latitude: "",
    longitude: "",
    email: "",
    openedOn: "",
    historyHtml: "",
    ...overrides,
  };
}
