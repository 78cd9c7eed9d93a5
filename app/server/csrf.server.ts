/**
 * Cross-site request refusal for every state-changing request: browsers send Sec-Fetch-Site and
 * Origin on POSTs; a form posted from another site is refused before any action runs.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteRequest(
  method: string,
  headers: { get(name: string): string | null | undefined },
  allowedOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = headers.get("origin");
  if (origin && origin !== "null") return !allowedOrigins.includes(origin);
  if (origin === "null") return true;
  // No Origin and no Sec-Fetch-Site: not a browser cross-site request (curl, tests, old clients).
  return false;
}
