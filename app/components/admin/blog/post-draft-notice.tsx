import { History } from "lucide-react";
import { formatDateTime, primaryButton, secondaryButton } from "~/components/admin/admin-ui";
import type { LocalDraft } from "~/components/admin/use-local-draft";

/**
 * Offers the copy of the post this browser kept with changes that were not saved: restore it
 * into the form, or discard it.
 */
export function PostDraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <History aria-hidden className="size-5 shrink-0" />
      <p className="flex-1">
        Há um rascunho deste post guardado neste navegador, de{" "}
        {formatDateTime(new Date(draft.savedAt).toISOString())}, com alterações que não foram
        salvas.
      </p>
      <button type="button" className={primaryButton} onClick={onRestore}>
        Restaurar rascunho
      </button>
      <button type="button" className={secondaryButton} onClick={onDiscard}>
        Descartar
      </button>
    </div>
  );
}
