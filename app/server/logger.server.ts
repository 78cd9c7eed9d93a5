import pino from "pino";

/** Query parameters that can carry a visitor's position or an e-mail: never written to logs. */
export const PRIVATE_PARAMS = /^(lat|lng|lon|latitude|longitude|accuracy|pos|position|email)$/i;

/**
 * Path segments followed by a secret: the token of a password reset link, of a newsletter
 * confirmation or unsubscribe link.
 */
const SECRET_AFTER = new Set(["redefinir-senha", "confirmar", "cancelar"]);
export const REDACTED = "[redacted]";

/**
 * Returns the URL as logs may keep it: the segment after a secret-bearing one (a reset link's
 * token, also as the `.data` request of a client navigation) replaced, and any
 * position-bearing query parameter removed.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  const segments = (q === -1 ? url : url.slice(0, q)).split("/");
  // Route matching ignores case and empty segments: so does this.
  for (let i = 0, secretNext = false; i < segments.length; i++) {
    if (segments[i] === "") continue;
    if (secretNext) segments[i] = REDACTED;
    secretNext = SECRET_AFTER.has(segments[i]!.toLowerCase());
  }
  const pathPart = segments.join("/");
  if (q === -1) return pathPart;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (PRIVATE_PARAMS.test(key)) params.delete(key);
  const rest = params.toString();
  return rest ? `${pathPart}?${rest}` : pathPart;
}

let logger: pino.Logger | undefined;

export function getLogger(level = process.env.LOG_LEVEL ?? "info"): pino.Logger {
  logger ??= pino({
    level,
    base: undefined,
    redact: {
      // Headers are not logged by the request logger; should any line carry them, these go.
      paths: ["req.headers.cookie", "req.headers.authorization", "req.headers.referer"],
      remove: true,
    },
  });
  return logger;
}
