/**
 * Field speed from real visits: the web-vitals library's LCP, INP, CLS, FCP and TTFB of the page
 * the visitor landed on, sent to /api/velocidade with navigator.sendBeacon under the page's type.
 * The library comes in its own small file once the page has loaded, so it is never part of the
 * first download; its observers read the entries buffered before it came. Each value is sent
 * once, when it is final: TTFB and FCP together with the rest when the page is hidden or left,
 * LCP, CLS and INP when the library reports them (on the first interaction or when the page is
 * hidden). The server keeps only the day, the page's type and a histogram bucket.
 */
import { useEffect } from "react";
import { sendBeacon } from "~/components/beacon";
import { VITALS_SAMPLE_RATE } from "~/domain/web-vitals";

export const WEB_VITALS_ENDPOINT = "/api/velocidade";

type Reported = { name: string; value: number };

/**
 * Reports the landing page's metrics under its route id (React Router's, "routes/site/store"):
 * the server turns it into a page type, so the table of types never reaches the browser.
 */
export function useWebVitals(routeId: string): void {
  useEffect(() => {
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
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    let stopped = false;
    const start = () => {
      void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (stopped) return;
        onTTFB(report);
        onFCP(report);
        onLCP(report);
        onCLS(report);
        onINP(report);
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", flush);
    return () => {
      // A client-side navigation: the landing page's figures that are final go now.
      stopped = true;
      window.removeEventListener("load", start);
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [routeId]);
}
