/**
 * Concurrent edits on a staff screen: the hidden fields that carry the version a form was
 * opened with, and the one notice every screen shows when a save or a list change was refused
 * because someone else changed the same thing first (409).
 */
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import {
  EDIT_CONFLICT_TEXT,
  EDIT_FIELDS,
  type EditConflict,
  type EditState,
} from "~/domain/edit-version";
import { formatDateTime, primaryButton, secondaryButton } from "./admin-ui";

/** The version a form edits, posted with it. */
export function EditVersionFields({ edit }: { edit: EditState }) {
  return (
    <>
      <input type="hidden" name={EDIT_FIELDS.version} value={edit.version} readOnly />
      <input type="hidden" name={EDIT_FIELDS.openedAt} value={edit.openedAt} readOnly />
      <input type="hidden" name={EDIT_FIELDS.opened} value={edit.opened} readOnly />
    </>
  );
}

/** The conflict an action answered, if it answered one. */
export function conflictOf<V = Record<string, unknown>>(answer: unknown): EditConflict<V> | null {
  return answer && typeof answer === "object" && "conflict" in answer
    ? ((answer.conflict as EditConflict<V> | undefined) ?? null)
    : null;
}

/**
 * A screen's `shouldRevalidate`: after a refused change (409) its data is read again, so a list
 * shows what it is now (React Router keeps the data after an error answer otherwise).
 */
export function revalidateOnConflict({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const conflict = actionResult && typeof actionResult === "object" && "conflict" in actionResult;
  return conflict ? true : defaultShouldRevalidate;
}

/**
 * What a form edits now: the loader's version, or after a refused save the current one with the
 * person's values on top (`values`). `key` changes with them, so the form starts again from
 * those values.
 */
export function useEditState<V = Record<string, unknown>>(opened: EditState, answer: unknown) {
  const conflict = conflictOf<V>(answer);
  const edit = conflict?.edit.version ? conflict.edit : opened;
  return { conflict, edit, values: conflict?.values, key: edit.openedAt };
}

/**
 * The refusal: who changed what since the form (or list) was opened. On a record form, a
 * button saves the person's values again, now on top of the current version (`formId`), and a
 * link drops them and opens the current version (`reloadTo`).
 */
export function EditConflictNotice({
  conflict,
  formId,
  reloadTo,
}: {
  conflict: EditConflict<unknown> | null | undefined;
  formId?: string;
  reloadTo?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  // The answer to a save made at the bottom of a long form: focus brings it into view.
  useEffect(() => ref.current?.focus(), [conflict]);
  if (!conflict) return null;
  const record = conflict.kind === "record";
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="edit-conflict-title"
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 focus:outline-none"
    >
      <h2 id="edit-conflict-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {record ? EDIT_CONFLICT_TEXT.recordTitle : EDIT_CONFLICT_TEXT.listTitle}
      </h2>
      {conflict.changes.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {conflict.changes.map((change) => (
            <li key={`${change.at}-${change.author}-${change.what}`}>
              <strong>{change.author}</strong> · {formatDateTime(change.at)} · {change.action}
              {change.what ? ` · ${change.what}` : ""}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{EDIT_CONFLICT_TEXT.unknownChange}</p>
      )}
      <p className="text-sm">
        {record ? EDIT_CONFLICT_TEXT.recordHint : EDIT_CONFLICT_TEXT.listHint}
      </p>
      {conflict.clashes.length > 0 ? (
        <p className="text-sm">
          {EDIT_CONFLICT_TEXT.clashHint} <strong>{conflict.clashes.join(", ")}</strong>.
        </p>
      ) : null}
      {record && (formId || reloadTo) ? (
        <div className="flex flex-wrap gap-3">
          {formId ? (
            <button type="submit" form={formId} className={primaryButton}>
              Salvar minhas alterações
            </button>
          ) : null}
          {reloadTo ? (
            <a href={reloadTo} className={secondaryButton}>
              Descartar e abrir a versão atual
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
