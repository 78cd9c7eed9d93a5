/**
 * The store list's actions: delete a store, and preview then apply the regeneration of every
 * store's address from its name. Each intent is a function of its own; the route dispatches.
 */
import { data } from "react-router";
import type { z } from "zod";
import {
  countLabel,
  type SlugRegenerationAnswer,
} from "~/components/admin/stores/stores-list-regenerate-slugs";
import type { storeListActionSchema } from "~/domain/store-schemas";
import {
  deleteStore,
  previewStoreSlugRegeneration,
  regenerateStoreSlugs,
  type SlugChange,
  type SlugRegeneration,
} from "~/models/admin-stores.server";
import type { StaffActor } from "~/models/staff-change.server";
import type { AppContext } from "~/server/context.server";
import { toastHeaders } from "~/server/flash.server";
import { runIntent, type IntentHandlers } from "./staff-form-post.server";

type StoreListAction = z.infer<typeof storeListActionSchema>;

type IntentArgs<V extends StoreListAction = StoreListAction> = {
  app: AppContext;
  by: StaffActor;
  value: V;
};

/** The result of an address regeneration in plain words: old addresses keep working. */
function regenerationMessage(result: SlugRegeneration): SlugRegenerationAnswer["message"] {
  if (result.total === 0) return { type: "info", text: "Nenhuma loja encontrada" };
  const parts: string[] = [];
  if (result.changes.length > 0) {
    parts.push(
      `${countLabel(result.changes.length, "endereço atualizado", "endereços atualizados")} com sucesso. Os endereços antigos continuam funcionando e levam às páginas novas`,
    );
  }
  if (result.errors > 0) {
    parts.push(
      `${countLabel(result.errors, "endereço não pôde", "endereços não puderam")} ser atualizado${result.errors === 1 ? "" : "s"}`,
    );
  }
  if (parts.length === 0) {
    return { type: "success", text: "Todos os endereços já estão corretos" };
  }
  return { type: result.errors > 0 ? "error" : "success", text: parts.join(" · ") };
}

/** 'Basiquinha Vila Nova: /endereco-antigo → /basiquinha-vila-nova' */
function changeLine(change: SlugChange): string {
  return `${change.name}: /${change.from} → /${change.to}`;
}

function slugAnswer(
  intent: SlugRegenerationAnswer["intent"],
  message: SlugRegenerationAnswer["message"],
  changes: SlugChange[],
  status = 200,
) {
  const answer: SlugRegenerationAnswer = {
    intent,
    at: Date.now(),
    message,
    changes: changes.map(changeLine),
  };
  return data(answer, { status });
}

/** What a regeneration would change; with nothing to change, that is the answer itself. */
async function previewSlugs({ app }: IntentArgs) {
  const preview = await previewStoreSlugRegeneration(app.db);
  const message =
    preview.changes.length > 0 ? null : regenerationMessage({ ...preview, errors: 0 });
  return slugAnswer("preview-slugs", message, preview.changes);
}

async function regenerateSlugs({ app, by }: IntentArgs) {
  try {
    const result = await regenerateStoreSlugs(app.db, by, {
      onError: (error, storeId) => app.logger.error({ err: error, storeId }, "slug update failed"),
    });
    return slugAnswer("regenerate-slugs", regenerationMessage(result), result.changes);
  } catch (error) {
    app.logger.error({ err: error }, "slug regeneration failed");
    const message = {
      type: "error" as const,
      text: "Erro inesperado ao atualizar os endereços. Nada mais foi alterado; tente de novo.",
    };
    return slugAnswer("regenerate-slugs", message, [], 500);
  }
}

async function deleteAnswer(app: AppContext, status: number) {
  const toast =
    status === 200
      ? { type: "success" as const, title: "Loja excluída com sucesso!" }
      : {
          type: "error" as const,
          title: "Não foi possível excluir a loja",
          description: "Tente novamente mais tarde",
        };
  return data(
    { intent: "delete" as const },
    { status, headers: await toastHeaders(app.env, toast) },
  );
}

async function deleteIntent({
  app,
  by,
  value,
}: IntentArgs<Extract<StoreListAction, { intent: "delete" }>>) {
  try {
    const removed = await deleteStore(app, by, value.storeId);
    return deleteAnswer(app, removed ? 200 : 404);
  } catch (error) {
    app.logger.error({ err: error }, "store delete failed");
    return deleteAnswer(app, 500);
  }
}

type Answer = Awaited<ReturnType<typeof deleteIntent | typeof regenerateSlugs>>;

/** Each intent of the list's forms, by name. */
const intents: IntentHandlers<StoreListAction, Omit<IntentArgs, "value">, Answer> = {
  "preview-slugs": previewSlugs,
  "regenerate-slugs": regenerateSlugs,
  delete: deleteIntent,
};

/** Answers one of the store list's intents. */
export function storesListAction(app: AppContext, by: StaffActor, value: StoreListAction) {
  return runIntent(intents, { app, by }, value);
}
