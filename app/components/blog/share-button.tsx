import { Share2 } from "lucide-react";
import { toast } from "~/components/toast";

type ShareData = { title: string; text: string };

/**
 * Shares the post with the device's share sheet (Web Share API: title, excerpt and the current
 * address); where there is none, copies the address and says so.
 */
export function ShareButton({ title, text }: ShareData) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing else to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copiado!", {
        description: "O endereço do post está na área de transferência.",
      });
    } catch {
      toast.error("Não foi possível copiar o link.", { description: url });
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Compartilhar
    </button>
  );
}
