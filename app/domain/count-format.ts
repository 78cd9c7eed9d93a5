/**
 * Counts as pt-BR writes them ('12.847'), without building an `Intl` formatter for whole
 * numbers. The first `Intl` object a page builds starts the browser's ICU (its locale data):
 * 25-50 ms of main thread in Chromium on this project's machine, once per page, as one task; on
 * a phone with 4× less CPU, a long task of 100-200 ms. With this and the blog's dates written by
 * the server (PostSummary.createdLabel), the public pages load and hydrate without starting ICU
 * (foundation.spec.ts checks it); a search by distance still formats its kilometres with `Intl`.
 * Numbers with decimals go through `Intl` too, built on first use.
 */
import { builtOnce } from "./built-once";

const decimal = builtOnce(() => new Intl.NumberFormat("pt-BR"));

/** '7', '12.847', '-1.000'; '1,5' (through Intl) for a number that is not a whole one. */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return decimal().format(n);
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ".");
  return n < 0 ? `-${grouped}` : grouped;
}
