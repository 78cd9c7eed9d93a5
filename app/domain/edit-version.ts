/**
 * Concurrent edits, as the browser and the server both see them. A staff form carries the
 * version of what it shows (hidden fields), the model refuses a save against a newer version,
 * and the screen answers with a conflict: what others changed since, and the form again with
 * the person's own values applied on top of the current version.
 */

/** The hidden fields of a staff form that edits something another person may edit too. */
export const EDIT_FIELDS = {
  /** The record's version (a number) or the list's (a digest); empty on a new record. */
  version: "editVersion",
  /** When the form was opened (ISO): the activity log since then explains a conflict. */
  openedAt: "editOpenedAt",
  /** A digest of each value the form was opened with, to tell typed fields from stale ones. */
  opened: "editOpened",
} as const;

/** What a form carries about the version it edits. */
export type EditState = { version: string; openedAt: string; opened: string };

/** One change made by someone else since the form was opened, as the notice lists it. */
export type EditChange = {
  author: string;
  /** ISO time of the change. */
  at: string;
  /** 'Alteração', 'Exclusão' ... */
  action: string;
  /** 'Basiquinha Centro · Campos: WhatsApp'. */
  what: string;
};

/**
 * A refused save. `record`: the form is shown again with the person's values applied on the
 * current version (`values`, `edit`), and `clashes` names the fields both changed. `list`: a
 * move or removal in a list that changed meanwhile; the list is shown as it is now.
 */
export type EditConflict<Values = Record<string, unknown>> = {
  kind: "record" | "list";
  changes: EditChange[];
  edit: EditState;
  values?: Values;
  /** pt-BR labels of the fields someone else changed and the person changed too. */
  clashes: string[];
};

export const EDIT_CONFLICT_TEXT = {
  recordTitle: "Outra pessoa alterou este cadastro enquanto você editava",
  recordHint:
    "Nada foi salvo. O formulário abaixo mostra o que você digitou sobre a versão atual: confira e salve de novo para aplicar suas alterações.",
  clashHint: "Você e outra pessoa alteraram os mesmos campos; o formulário mostra o seu valor:",
  listTitle: "A lista mudou desde que você a abriu",
  listHint: "Nada foi alterado. Confira a lista como está agora e tente de novo.",
  unknownChange: "Outra pessoa salvou uma alteração.",
} as const;

/** A row of a list screen: the row's own version, opened with the list. */
export function rowEdit(list: EditState, version: number): EditState {
  return { version: String(version), openedAt: list.openedAt, opened: "" };
}

/** The version fields as hidden-field values, for a form given as name → value. */
export function editFields(edit: EditState): Record<string, string> {
  return {
    [EDIT_FIELDS.version]: edit.version,
    [EDIT_FIELDS.openedAt]: edit.openedAt,
    [EDIT_FIELDS.opened]: edit.opened,
  };
}
