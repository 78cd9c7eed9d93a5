import { useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` (CSS margin syntax) of the screen; true from then
 * on. An element with display:none never intersects, so it stays false until shown. Browsers
 * without IntersectionObserver count it as near at once.
 */
export function useNearScreen(element: Element | null, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
