import { useEffect, useState } from "react";
import { usePrefersReducedMotion } from "~/components/use-reduced-motion";
import { COUNTER_STEP_MS, COUNTER_STEPS } from "./club-content";

const format = new Intl.NumberFormat("pt-BR");

/**
 * Counts up to the target in about 100 steps every 30 ms. The page is rendered with the final
 * number (no JavaScript, search engines, reduced motion); the animation replays it on arrival.
 */
export function MemberCounter({ target }: { target: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(target);

  useEffect(() => {
    if (reducedMotion) {
      setValue(target);
      return;
    }
    let step = 0;
    setValue(0);
    const timer = window.setInterval(() => {
      step += 1;
      setValue(step >= COUNTER_STEPS ? target : Math.round((target * step) / COUNTER_STEPS));
      if (step >= COUNTER_STEPS) window.clearInterval(timer);
    }, COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [target, reducedMotion]);

  return (
    <>
      <span aria-hidden="true" className="tabular-nums" data-testid="member-counter">
        {format.format(value)}
      </span>
      <span className="sr-only">{format.format(target)}</span>
    </>
  );
}
