import { useEffect, useRef } from "react";

/**
 * A thin bar at the top of the window that fills as the visitor reads the element with
 * `targetId`. Decorative (the scroll bar says the same), so hidden from assistive technology.
 */
export function ReadingProgress({ targetId }: { targetId: string }) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = document.getElementById(targetId);
    const element = bar.current;
    if (!target || !element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = target.getBoundingClientRect();
      const scrollable = rect.height - window.innerHeight;
      const progress =
        scrollable > 0 ? Math.min(1, Math.max(0, -rect.top / scrollable)) : rect.top < 0 ? 1 : 0;
      element.style.transform = `scaleX(${progress})`;
      element.dataset.progress = progress.toFixed(2);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [targetId]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1">
      <div
        ref={bar}
        data-testid="reading-progress"
        className="h-full origin-left scale-x-0 bg-gradient-to-r from-brand-500 to-lilac-500"
      />
    </div>
  );
}
