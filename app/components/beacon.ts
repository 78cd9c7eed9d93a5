/**
 * Sends a small anonymous form body to one of the site's beacon endpoints with
 * navigator.sendBeacon, which queues the request and returns at once (and still sends it when the
 * page is being left), or with a keepalive fetch where sendBeacon is missing or refuses.
 */
export function sendBeacon(endpoint: string, body: URLSearchParams): void {
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // Some privacy extensions make sendBeacon throw: fall through to fetch.
  }
  fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => {});
}
