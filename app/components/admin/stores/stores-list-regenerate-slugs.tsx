/**
 * The store list's 'Regenerar URLs das Lojas': the preview, the confirmation dialog listing every
 * address that would change, and the result, shown for a few seconds.
 */
import * as Dialog from "@radix-ui/react-dialog";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "./fields";
import { formatCount } from "~/domain/count-format";

/** What the list's action answers to a preview or a regeneration of the addresses. */
export type SlugRegenerationAnswer = {
  intent: "preview-slugs" | "regenerate-slugs";
  /** When it was answered: a new answer shows again even with the same text. */
  at: number;
  /** Null for a preview with changes: the dialog is the answer. */
  message: { type: "success" | "error" | "info"; text: string } | null;
  /** 'Name: /old → /new', one per store. */
  changes: string[];
};

/** The regeneration result stays on screen for 8 seconds. */
const RESULT_MS = 8000;

/** '1 loja terá', '12 lojas terão': a count with its words in the right number. */
export function countLabel(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * 'Regenerar URLs das Lojas': first a preview of every address that would change, then a
 * confirmation; nothing changes before the confirmation.
 */
export function RegenerateSlugs() {
  const preview = useFetcher<SlugRegenerationAnswer>();
  const apply = useFetcher<SlugRegenerationAnswer>();
  const running = preview.state !== "idle" || apply.state !== "idle";
  const previewData = preview.data?.intent === "preview-slugs" ? preview.data : null;
  const applied = apply.data?.intent === "regenerate-slugs" ? apply.data : null;
  const [dialogFor, setDialogFor] = useState<number | null>(null);
  const [visible, setVisible] = useState<number | null>(null);

  // A preview with changes opens the confirmation; one without changes is the answer itself.
  useEffect(() => {
    if (!previewData) return;
    if (previewData.changes.length > 0) setDialogFor(previewData.at);
    else setVisible(previewData.at);
  }, [previewData]);

  useEffect(() => {
    if (!applied) return;
    setDialogFor(null);
    setVisible(applied.at);
  }, [applied]);

  useEffect(() => {
    if (visible === null) return;
    const timer = window.setTimeout(() => setVisible(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const latest = [previewData, applied]
    .filter((d): d is NonNullable<typeof d> => Boolean(d?.message))
    .sort((a, b) => b.at - a.at)[0];
  const shown = latest && visible === latest.at ? latest : null;
  const tone =
    shown?.message?.type === "error"
      ? "border-red-200 bg-red-50 text-red-900"
      : shown?.message?.type === "info"
        ? "border-neutral-200 bg-neutral-50 text-neutral-800"
        : "border-green-200 bg-green-50 text-green-900";
  const dialogOpen = Boolean(previewData && dialogFor === previewData.at);

  return (
    <div className="relative">
      <preview.Form method="post">
        <input type="hidden" name="intent" value="preview-slugs" />
        <button type="submit" disabled={running} className={buttonSecondary}>
          <RefreshCw
            aria-hidden
            className={`h-4 w-4 ${running ? "animate-spin motion-reduce:animate-none" : ""}`}
          />
          {running ? "Verificando..." : "Regenerar URLs das Lojas"}
        </button>
      </preview.Form>
      <Dialog.Root open={dialogOpen} onOpenChange={(open) => (open ? null : setDialogFor(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(92vw,36rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="text-lg font-semibold text-neutral-900">
              Atualizar os endereços das lojas?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-neutral-700">
              {previewData
                ? `${countLabel(previewData.changes.length, "loja terá", "lojas terão")} o endereço da página trocado para o que vem do nome. Os endereços atuais continuarão funcionando: quem abrir um deles (Google, Instagram, QR codes) será levado ao novo.`
                : ""}
            </Dialog.Description>
            <p className="mt-3 text-sm font-medium text-neutral-800">
              Nome: endereço atual → novo endereço
            </p>
            <ul className="mt-1 min-h-0 flex-1 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-neutral-800">
              {previewData?.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <div className="mt-6 flex justify-end gap-3">
              {/* The dialog is open while its preview is the one asked for: cancel forgets it. */}
              <button type="button" className={buttonSecondary} onClick={() => setDialogFor(null)}>
                Cancelar
              </button>
              <apply.Form method="post">
                <input type="hidden" name="intent" value="regenerate-slugs" />
                <button type="submit" disabled={running} className={buttonPrimary}>
                  {apply.state !== "idle" ? "Atualizando..." : "Confirmar e atualizar"}
                </button>
              </apply.Form>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <div aria-live="polite" role="status">
        {shown?.message ? (
          <div
            className={`absolute right-0 z-20 mt-2 w-[min(90vw,26rem)] rounded-lg border p-4 text-sm shadow-lg ${tone}`}
          >
            <p className="font-semibold">{shown.message.text}</p>
            {shown.changes.length > 0 ? (
              <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
                {shown.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
