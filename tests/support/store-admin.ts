/**
 * The store screens' integration helpers: a signed-in staff client (see staff-client.ts) and a
 * valid store form to vary one field at a time.
 */
import { writeCsv } from "~/domain/csv";
import type { Role } from "~/domain/permissions";
import type { Database } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { testEnv } from "./route-context";
import { newStaffSession, staffRequests } from "./staff-client";

export { pngImage, refusedFieldErrors, replyErrors, type Answer } from "./staff-client";

export async function signedInStaff(db: Database, env: Env = testEnv(), role: Role = "editor") {
  const session = await newStaffSession(db, {
    env,
    role,
    name: "Equipe de Lojas",
    emailPrefix: "lojas",
  });
  return { user: session.user, env, ...staffRequests(db, session) };
}

export type StaffClient = Awaited<ReturnType<typeof signedInStaff>>;

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

/**
 * A store spreadsheet from rows named by column ('nome', 'cidade' ...): the columns given, or
 * every column the rows name in the order they first appear; a cell a row leaves out is empty.
 */
export function storeCsv(rows: Record<string, string>[], header?: readonly string[]): string {
  const columns = header ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return writeCsv([columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))]);
}
