/**
 * The version a staff form carries, on the route's side: what a loader puts in the form
 * (`openEdit`), what an action reads back (`readEdit`) and the conflict it answers when the
 * model refuses a stale save (`editConflict`). The check itself is the model's
 * (app/models/edit-version.server.ts).
 *
 * A record form also carries a short digest of each value it was opened with. On a conflict
 * that tells the fields the person changed from those they only carried along: the form comes
 * back with the current version's values, the person's changes applied on top, so saving again
 * keeps both their work and what the other person saved.
 */
import { createHash } from "node:crypto";
import { data } from "react-router";
import { EDIT_FIELDS, type EditConflict, type EditState } from "~/domain/edit-version";
import { fieldLabel } from "~/domain/field-labels";
import { changesSince, StaleEdit } from "~/models/edit-version.server";
import type { Database } from "~/server/db.server";

/** A form's values as its defaults hold them (nested objects and arrays as Conform names them). */
export type FormValues = Record<string, unknown>;

/** Conform's names of every leaf value: { days: [{ open1 }] } gives 'days[0].open1'. */
function flatten(value: unknown, name = "", out: Record<string, string> = {}) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => flatten(item, `${name}[${i}]`, out));
  } else if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      flatten(item, name ? `${name}.${key}` : key, out);
    }
  } else {
    out[name] = asSubmitted(value);
  }
  return out;
}

/** A value as the browser posts it: a ticked box is 'on', an empty or unticked one nothing. */
function asSubmitted(value: unknown): string {
  if (value === true) return "on";
  if (value === false || value === null || value === undefined) return "";
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Back from Conform's names to nested values. */
function unflatten(flat: Record<string, string>): FormValues {
  const root: FormValues = {};
  for (const [name, value] of Object.entries(flat)) {
    const path = name.split(/\.|\[(\d+)\]/).filter((part) => part !== undefined && part !== "");
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const hash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 8);

function digest(values: FormValues): string {
  return Object.entries(flatten(values))
    .map(([name, value]) => `${name}=${hash(value)}`)
    .join("&");
}

function readDigest(text: string): Map<string, string> {
  return new Map(
    text
      .split("&")
      .filter(Boolean)
      .map((pair) => {
        const at = pair.lastIndexOf("=");
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );
}

/**
 * What a loader gives a form about the version it shows: a record's version and its values as
 * the form's defaults, a list's version, or (a new record) nothing to check.
 */
export function openEdit(version: number | string | null, values: FormValues = {}): EditState {
  return {
    version: version === null ? "" : String(version),
    openedAt: new Date().toISOString(),
    opened: digest(values),
  };
}

/** The version a posted form was opened with. */
export type SubmittedEdit = {
  /** A record's version; undefined when the form claims none (a new record). */
  record: number | undefined;
  /** A list's version; undefined when the form claims none. */
  list: string | undefined;
  openedAt: Date;
  opened: Map<string, string>;
};

export function readEdit(form: FormData): SubmittedEdit {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const version = text(EDIT_FIELDS.version);
  const openedAt = new Date(text(EDIT_FIELDS.openedAt));
  return {
    record: /^\d{1,9}$/.test(version) ? Number(version) : undefined,
    list: version || undefined,
    // Without a time, the last hour's changes explain the conflict.
    openedAt: Number.isNaN(openedAt.getTime()) ? new Date(Date.now() - 3_600_000) : openedAt,
    opened: readDigest(text(EDIT_FIELDS.opened)),
  };
}

/** The posted values by Conform name, files and the version fields left out. */
function submittedValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  const edit = new Set<string>(Object.values(EDIT_FIELDS));
  for (const name of new Set(form.keys())) {
    if (edit.has(name)) continue;
    const values = form.getAll(name).filter((v): v is string => typeof v === "string");
    if (values.length > 0) out[name] = values.join(",");
  }
  return out;
}

/**
 * The person's values applied on the current version: a field they did not change (it still
 * holds what the form was opened with) takes its current value; a field they changed keeps
 * theirs, and is a clash when someone else changed it too.
 */
function applyOnTop(
  submitted: Record<string, string>,
  opened: Map<string, string>,
  current: Record<string, string>,
) {
  const merged: Record<string, string> = { ...submitted };
  const clashes: string[] = [];
  for (const [name, now] of Object.entries(current)) {
    const sent = submitted[name] ?? "";
    const before = opened.get(name);
    const untouched = before !== undefined && hash(sent) === before;
    if (untouched) merged[name] = now;
    else if (before !== undefined && hash(now) !== before && sent !== now) clashes.push(name);
  }
  return { merged, clashes };
}

/** The field's label for the notice: 'days[0].open1' is reported as its top field. */
const clashLabel = (name: string) => fieldLabel(name.split(/[.[]/)[0]!);

/**
 * The conflict a refused save answers: who changed what since the form was opened and, for a
 * form that edits values (`current`: the record, or a list's rows, as the form's defaults show
 * them now; null when the record was deleted meanwhile), the person's values applied on the
 * current version. `submitted` stands for the posted values when the form's names are not the
 * ones its defaults were digested under (rows of a list keyed by id rather than position).
 */
export async function editConflict<V extends FormValues>(
  db: Database,
  stale: StaleEdit,
  form: FormData,
  current?: { version: number | string; values: V } | null,
  submitted?: FormValues,
): Promise<EditConflict<V>> {
  const sent = readEdit(form);
  const changes = await changesSince(db, stale.target, sent.openedAt);
  if (!current) {
    return { kind: stale.kind, changes, edit: openEdit(null), clashes: [] };
  }
  const { merged, clashes } = applyOnTop(
    submitted ? flatten(submitted) : submittedValues(form),
    sent.opened,
    flatten(current.values),
  );
  return {
    kind: "record",
    changes,
    edit: openEdit(current.version, current.values),
    values: unflatten(merged) as V,
    clashes: [...new Set(clashes.map(clashLabel))],
  };
}

/** The 409 answer of a refused save: the conflict, and whatever else the screen reads. */
export function conflictAnswer<T extends Record<string, unknown>>(
  conflict: EditConflict,
  extra: T,
) {
  return data({ ...extra, conflict }, { status: 409 });
}

export { StaleEdit };
