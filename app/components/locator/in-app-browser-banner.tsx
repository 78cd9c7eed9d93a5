import { ExternalLink, X } from "lucide-react";
import { useEffect, useState } from "react";

/** Browsers built into social apps, where location and WhatsApp links often misbehave. */
const IN_APP_BROWSER =
  /Instagram|FBAN|FBAV|FB_IAB|FBIOS|Line\/|Twitter|TikTok|musical_ly|Bytedance|Snapchat|LinkedInApp|Pinterest|KAKAOTALK/i;

export async function isInAppBrowser(
  userAgent: string,
  env: { webdriver: boolean; standalone: boolean },
): Promise<boolean> {
  if (!IN_APP_BROWSER.test(userAgent)) return false;
  if (env.webdriver || env.standalone || /HeadlessChrome|Headless/i.test(userAgent)) return false;
  // Only the rare in-app visitor pays for the bot list.
  const { isbot } = await import("isbot");
  return !isbot(userAgent);
}

/**
 * Inside a social network's in-app browser: asks to open the page in the regular browser, with a
 * button that opens the current address in a new tab. Never for bots, headless browsers or the
 * installed (standalone) app.
 */
export function InAppBrowserBanner() {
  const [show, setShow] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const standalone =
      window.matchMedia?.("(display-mode: standalone)").matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true;
    isInAppBrowser(navigator.userAgent, { webdriver: navigator.webdriver === true, standalone })
      .then((result) => {
        if (!cancelled) setShow(result);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  if (!show) return null;
  return (
    <aside
      aria-label="Abrir no navegador"
      className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex-1">
        Para ver as lojas perto de você e abrir o WhatsApp sem problemas, abra esta página no seu
        navegador.
      </p>
      <button
        type="button"
        onClick={() => window.open(window.location.href, "_blank", "noopener")}
        className="inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full bg-amber-900 px-3 py-1.5 font-semibold text-white"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        Abrir no navegador
      </button>
      <button
        type="button"
        onClick={() => setShow(false)}
        aria-label="Fechar aviso"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-amber-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
