/**
 * The intents of a store's page-content screen. The screen's one form saves every section
 * together ('save-all'); single sections can also be saved, moved or removed on their own. The
 * model writes each change with its audit row.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { CONTENT_FORM_ID } from "~/components/admin/store-content/store-sections-form";
import { parseForm } from "~/domain/form-input";
import { storeSectionActionSchema } from "~/domain/store-schemas";
import { storeSectionsFormSchema } from "~/domain/store-section-form";
import { saveStoreSections, type StorePageChanges } from "~/models/admin-store-content.server";
import { toastHeaders } from "~/server/flash.server";
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

/**
 * Saves every section of the form, then the move or removal that was asked for. Blank sections
 * that do not exist yet are skipped. Nothing is written when any section is invalid.
 */
async function saveAll(screen: StoreContentAction, formData: FormData) {
  const submission = parseForm(formData, { schema: storeSectionsFormSchema });
  if (submission.status !== "success") {
    return data({ formId: CONTENT_FORM_ID, result: submission.reply() }, { status: 400 });
  }
  const { sections, move, remove } = submission.value;
  const [sectionId, direction] = (move?.split(":") ?? []) as [string?, ("up" | "down")?];
  const saved = await saveStoreSections(screen.app.db, screen.user.id, screen.store, {
    sections: sections.filter((item) =>
      item.sectionId === undefined
        ? Boolean(item.title || item.bodyHtml.trim())
        : item.sectionId !== remove,
    ),
    move: direction ? { sectionId: Number(sectionId), direction } : undefined,
    remove,
  });
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

/** Answers the page-content screen's action: the whole form, or one section's intent. */
export function storeSectionsAction(screen: StoreContentAction, formData: FormData) {
  return formData.get("intent") === "save-all"
    ? saveAll(screen, formData)
    : sectionIntent(screen, formData);
}
