/**
 * Field speed from real visits: the web-vitals library's LCP, INP, CLS, FCP and TTFB of the page
 * the visitor landed on, sent to /api/velocidade with navigator.sendBeacon under the page's type.
 * This module and the library come in their own small file once the page has loaded, so they are
 * never part of the first download; the library's observers read the entries buffered before. Each value is sent
 * once, when it is final: TTFB and FCP together with the rest when the page is hidden or left,
 * LCP, CLS and INP when the library reports them (on the first interaction or when the page is
 * hidden). The server keeps only the day, the page's type and a histogram bucket.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { sendBeacon } from "~/components/beacon";
import { VITALS_SAMPLE_RATE } from "~/domain/web-vitals";

export const WEB_VITALS_ENDPOINT = "/api/velocidade";

type Reported = { name: string; value: number };

/**
 * Starts reporting the landing page's metrics under its route id (React Router's,
 * "routes/site/store"): the server turns it into a page type, so the table of types never
 * reaches the browser. This module (with the library) is imported by the site layout after the
 * load event, so none of it is in the first download.
 */
export function reportWebVitals(routeId: string): void {
  // Only the page the visit started on: later pages are client-side navigations, which the
  // library does not measure.
  if (Math.random() >= VITALS_SAMPLE_RATE) return;
  const pending = new Map<string, number>();
  const flush = () => {
    if (pending.size === 0) return;
    const body = new URLSearchParams({ r: routeId });
    for (const [name, value] of pending) body.set(name, String(value));
    pending.clear();
    sendBeacon(WEB_VITALS_ENDPOINT, body);
  };
  const report = ({ name, value }: Reported) => {
    pending.set(name, name === "CLS" ? value : Math.round(value));
    // The library reports LCP, CLS and INP when the page is hidden, after our own listener
    // may have run: send what comes then straight away.
    if (document.visibilityState === "hidden") flush();
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  onTTFB(report);
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
