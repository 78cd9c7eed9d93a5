import { clsx } from "clsx";
import { Gift, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { REDEEM_DELAY_MS } from "./club-content";

/**
 * 'Resgatar Agora': shows 'Processando...' for 1.5 s, then opens the club signup in a new tab.
 * It is a real link, so without JavaScript it opens the signup straight away.
 */
export function RedeemButton({ href, rewardName }: { href: string; rewardName: string }) {
  const [processing, setProcessing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={processing || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (processing) return;
        setProcessing(true);
        timer.current = window.setTimeout(() => {
          setProcessing(false);
          window.open(href, "_blank", "noopener,noreferrer");
        }, REDEEM_DELAY_MS);
      }}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 shadow hover:bg-brand-50",
        processing && "cursor-wait",
      )}
    >
      {processing ? (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Processando...
        </>
      ) : (
        <>
          <Gift aria-hidden="true" className="size-4" />
          Resgatar Agora
        </>
      )}
      <span className="sr-only"> {rewardName} (abre o cadastro do clube em nova aba)</span>
    </a>
  );
}
