/**
 * The intents of a store's page-content screen. The screen's one form saves every section
 * together ('save-all'); single sections can also be saved, moved or removed on their own. The
 * model writes each change with its audit row.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import type { SectionItem } from "~/components/admin/store-content/store-section-fields";
import { CONTENT_FORM_ID, formItems } from "~/components/admin/store-content/store-sections-form";
import { parseForm } from "~/domain/form-input";
import { storeSectionActionSchema } from "~/domain/store-schemas";
import { storeSectionsFormSchema } from "~/domain/store-section-form";
import {
  listStoreSections,
  saveStoreSections,
  storeListVersion,
  type StorePageChanges,
  type StoreRef,
} from "~/models/admin-store-content.server";
import { can } from "~/domain/permissions";
import { proposeStoreSections } from "~/models/store-change-requests.server";
import { assertPermission } from "~/server/auth.server";
import type { Database } from "~/server/db.server";
import { notifyChangeRequest, PROPOSAL_SENT } from "./change-requests.server";
import { toastHeaders } from "~/server/flash.server";
import { editConflict, readEdit, StaleEdit } from "./edit-version.server";
import { runIntent, type IntentTable, type StoreContentAction } from "./store-content.server";

type Reply = (options?: {
  resetForm?: boolean;
  formErrors?: string[];
}) => SubmissionResult<string[]>;

/** The answer of a save: the toast on success, else the form-level message with a 404. */
async function answer(
  { app }: StoreContentAction,
  formId: string,
  reply: Reply,
  outcome: { missing: string | null; title: string; resetForm: boolean },
) {
  if (outcome.missing) {
    return data({ formId, result: reply({ formErrors: [outcome.missing] }) }, { status: 404 });
  }
  return data(
    { formId, result: reply({ resetForm: outcome.resetForm }) },
    { headers: await toastHeaders(app.env, { type: "success", title: outcome.title }) },
  );
}

type SectionValues = Partial<Pick<SectionItem, "title" | "bodyHtml">> & { active?: unknown };

/**
 * The form's sections keyed by what they are (a saved section by its id, a blank one by its
 * key), not by their place in the form: a section added or removed by someone else must not
 * shift the others when the person's values are applied on the current content.
 */
function sectionsByKey(rows: (SectionValues & { sectionId?: unknown; section?: unknown })[]) {
  return Object.fromEntries(
    rows.map((row) => [
      sectionKey(row),
      { title: row.title, bodyHtml: row.bodyHtml, active: row.active },
    ]),
  );
}

const sectionKey = (row: { sectionId?: unknown; section?: unknown }) =>
  row.sectionId ? `id-${String(row.sectionId)}` : `new-${String(row.section)}`;

/** The page's sections now: the rows, the list's version and the form's values keyed by section. */
export async function currentSections(db: Database, store: StoreRef) {
  const [sections, version] = await Promise.all([
    listStoreSections(db, store.id),
    storeListVersion.sections(db, store),
  ]);
  return { sections, version, values: sectionsByKey(formItems(sections)) };
}

/**
 * The conflict of a save over sections someone else changed: the form rebuilt from the current
 * sections, with the values the person changed applied on top.
 */
async function sectionsConflict(
  screen: StoreContentAction,
  stale: StaleEdit,
  formData: FormData,
  payload: unknown,
) {
  const now = await currentSections(screen.app.db, screen.store);
  const sent = (payload as { sections?: unknown }).sections;
  const conflict = await editConflict(
    screen.app.db,
    stale,
    formData,
    { version: now.version, values: now.values },
    sectionsByKey(Array.isArray(sent) ? sent : []),
  );
  const merged = (conflict.values ?? {}) as Record<string, SectionValues>;
  const items = formItems(now.sections).map((item) => {
    const mine = merged[sectionKey(item)] ?? {};
    return {
      ...item,
      title: String(mine.title ?? item.title),
      bodyHtml: String(mine.bodyHtml ?? item.bodyHtml),
      active: mine.active === "on" || mine.active === true,
    };
  });
  return data(
    { formId: CONTENT_FORM_ID, conflict: { ...conflict, values: { sections: items } } },
    { status: 409 },
  );
}

/**
 * Saves every section of the form, then the move or removal that was asked for. Blank sections
 * that do not exist yet are skipped. Nothing is written when any section is invalid, or when
 * the sections changed since the form was opened (409, the person's values kept on top).
 */
async function saveAll(screen: StoreContentAction, formData: FormData) {
  const submission = parseForm(formData, { schema: storeSectionsFormSchema });
  if (submission.status !== "success") {
    return data({ formId: CONTENT_FORM_ID, result: submission.reply() }, { status: 400 });
  }
  const { sections, move, remove } = submission.value;
  const [sectionId, direction] = (move?.split(":") ?? []) as [string?, ("up" | "down")?];
  let saved;
  try {
    saved = await saveStoreSections(
      screen.app.db,
      screen.user.id,
      screen.store,
      {
        sections: sections.filter((item) =>
          item.sectionId === undefined
            ? Boolean(item.title || item.bodyHtml.trim())
            : item.sectionId !== remove,
        ),
        move: direction ? { sectionId: Number(sectionId), direction } : undefined,
        remove,
      },
      readEdit(formData).list,
    );
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    return sectionsConflict(screen, error, formData, submission.payload);
  }
  return answer(screen, CONTENT_FORM_ID, submission.reply, {
    missing: saved.missing ? "Parte do conteúdo não foi encontrada. Recarregue a página." : null,
    title: saved.removed
      ? "Conteúdo removido com sucesso!"
      : saved.moved
        ? "Conteúdo salvo e reordenado."
        : saved.changed > 0
          ? "Conteúdo salvo com sucesso!"
          : "Nenhuma alteração para salvar.",
    resetForm: true,
  });
}

type SectionValue = z.output<typeof storeSectionActionSchema>;

/** The single-section intents: what each asks of the model, and its toast. */
const sectionIntents: IntentTable<
  SectionValue,
  { changes: StorePageChanges; title: string | null }
> = {
  "save-section": (value) => ({
    changes: { sections: [value] },
    title: "Conteúdo salvo com sucesso!",
  }),
  "delete-section": ({ sectionId }) => ({
    changes: { remove: sectionId },
    title: "Conteúdo removido com sucesso!",
  }),
  // A move answers without a toast: the list itself shows the new order.
  "move-section": ({ sectionId, direction }) => ({
    changes: { move: { sectionId, direction } },
    title: null,
  }),
};

/** Saves, removes or moves one section (the intents of storeSectionActionSchema). */
async function sectionIntent(screen: StoreContentAction, formData: FormData) {
  const formId = String(formData.get("formId") ?? "");
  const submission = parseForm(formData, { schema: storeSectionActionSchema });
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const intent = runIntent(sectionIntents, value);
  const saved = await saveStoreSections(
    screen.app.db,
    screen.user.id,
    screen.store,
    intent.changes,
  );
  const missing = saved.missing ? "Conteúdo não encontrado." : null;
  if (!intent.title && !missing) return data({ formId, result: submission.reply() });
  return answer(screen, formId, submission.reply, {
    missing,
    title: intent.title ?? "",
    resetForm: value.intent === "save-section" && !value.sectionId,
  });
}

/**
 * A store manager's save of the page's texts: a change request for head office (the page stays
 * as it is). Moving or removing a section is head office's (stores.publish): 403.
 */
async function proposeSections(screen: StoreContentAction, formData: FormData) {
  const intent = formData.get("intent");
  // The intent's row before its fields: moving or removing is head office's.
  if (intent === "move-section" || intent === "delete-section" || asksToMoveOrRemove(formData)) {
    assertPermission(screen.user, "stores.publish");
  }
  const all = intent === "save-all";
  const formId = all ? CONTENT_FORM_ID : String(formData.get("formId") ?? "");
  const submission = all
    ? parseForm(formData, { schema: storeSectionsFormSchema })
    : parseForm(formData, { schema: storeSectionActionSchema });
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  const sections =
    value.intent === "save-all"
      ? value.sections.filter(
          (item) => item.sectionId !== undefined || item.title || item.bodyHtml.trim(),
        )
      : value.intent === "save-section"
        ? [value]
        : [];
  const request = await proposeStoreSections(screen.app.db, screen.user.id, screen.store, sections);
  if (!request) {
    const reply = submission.reply({ formErrors: [NOTHING_CHANGED] });
    return data({ formId, result: reply }, { status: 400 });
  }
  notifyChangeRequest(screen.app, request.id, "created");
  return data(
    { formId, result: submission.reply() },
    { headers: await toastHeaders(screen.app.env, { type: "success", ...PROPOSAL_SENT }) },
  );
}

/** Whether a save of the whole form also moves or removes a section (its buttons' values). */
const asksToMoveOrRemove = (formData: FormData) =>
  ["move", "remove"].some((name) => {
    const value = formData.get(name);
    return value !== null && (typeof value !== "string" || value.trim() !== "");
  });

const NOTHING_CHANGED = "Nenhum texto foi alterado: não há o que enviar para aprovação.";

/** Answers the page-content screen's action: the whole form, or one section's intent. */
export function storeSectionsAction(screen: StoreContentAction, formData: FormData) {
  if (!can(screen.user, "stores.publish")) return proposeSections(screen, formData);
  return formData.get("intent") === "save-all"
    ? saveAll(screen, formData)
    : sectionIntent(screen, formData);
}
