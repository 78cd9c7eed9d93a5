import { clsx } from "clsx";
import { RotateCcw, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatPoints, type Reward } from "./club-content";
import { RedeemButton } from "./redeem-button";

/**
 * A reward that flips to show its description and 'Resgatar Agora': on hover where there is a
 * mouse, and on a tap, a click or Enter/Space on its front (a real button) everywhere, so touch
 * screens and keyboards reach the back too. 'Voltar' turns it back. The hidden face is also
 * invisible, so it can neither be focused nor catch a tap meant for the other one. With reduced
 * motion the flip is instant.
 */
export function RewardCard({ reward, signupUrl }: { reward: Reward; signupUrl: string }) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  const back = useRef<HTMLDivElement>(null);
  const front = useRef<HTMLButtonElement>(null);

  // Where the focus goes once the card has turned: the side the visitor now looks at.
  const focusNext = useRef<"front" | "back" | null>(null);
  useEffect(() => {
    const target =
      focusNext.current === "back"
        ? back.current?.querySelector<HTMLElement>("a, button")
        : focusNext.current === "front"
          ? front.current
          : null;
    focusNext.current = null;
    if (!target) return;
    // The face turning visible may not be styled yet on a busy device: try again next frames.
    let frames = 10;
    let request = 0;
    const focus = () => {
      target.focus();
      if (document.activeElement !== target && frames-- > 0) {
        request = requestAnimationFrame(focus);
      }
    };
    focus();
    return () => cancelAnimationFrame(request);
  }, [flipped]);

  const open = () => {
    focusNext.current = "back";
    setFlipped(true);
  };
  const close = () => {
    focusNext.current = "front";
    setFlipped(false);
  };

  return (
    <li
      className="group h-80 [perspective:1200px]"
      data-testid="reward-card"
      data-flipped={flipped ? "true" : "false"}
    >
      <div
        className={clsx(
          "relative size-full transition-transform duration-700 [transform-style:preserve-3d]",
          flipped ? "[transform:rotateY(180deg)]" : "group-hover:[transform:rotateY(180deg)]",
        )}
      >
        <div
          className={clsx(
            "absolute inset-0 flex flex-col items-center justify-center rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-brand-100 transition-[visibility] [backface-visibility:hidden]",
            // A face turns invisible once the flip is over, visible at once.
            flipped
              ? "invisible duration-700"
              : "visible duration-0 group-hover:invisible group-hover:duration-700",
          )}
        >
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {reward.category}
          </span>
          <span className="mt-6 flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-lilac-600 text-white">
            <Sparkles aria-hidden="true" className="size-8" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-neutral-900">{reward.name}</h3>
          <p className="mt-2 font-display text-2xl font-bold text-brand-700">
            {formatPoints(reward.points)}
          </p>
          {/* The button's hit area stretches over the whole face: a tap anywhere turns it. */}
          <button
            ref={front}
            type="button"
            onClick={open}
            aria-expanded={flipped}
            aria-controls={backId}
            className="mt-3 min-h-11 cursor-pointer rounded-full px-4 text-sm font-medium text-neutral-700 underline decoration-dotted underline-offset-4 after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Ver detalhes
            <span className="sr-only"> de {reward.name}</span>
          </button>
        </div>
        <div
          ref={back}
          id={backId}
          className={clsx(
            "absolute inset-0 flex flex-col items-center justify-center rounded-3xl bg-gradient-to-br from-brand-700 to-lilac-600 p-6 text-center text-white shadow-lg transition-[visibility] [backface-visibility:hidden] [transform:rotateY(180deg)]",
            flipped
              ? "visible duration-0"
              : "invisible duration-700 group-hover:visible group-hover:duration-0",
          )}
        >
          <p className="text-lg font-semibold">{reward.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-white">{reward.description}</p>
          <p className="mt-4 font-semibold">{formatPoints(reward.points)}</p>
          <div className="mt-5">
            <RedeemButton href={signupUrl} rewardName={reward.name} />
          </div>
          {flipped ? (
            <button
              type="button"
              onClick={close}
              className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-medium text-white/90 underline-offset-4 hover:underline"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Voltar
              <span className="sr-only"> para {reward.name}</span>
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
