import pino from "pino";

/** Query parameters that can carry a visitor's position: never written to logs. */
export const PRIVATE_PARAMS = /^(lat|lng|lon|latitude|longitude|accuracy|pos|position)$/i;

/** Returns the URL with any position-bearing query parameter removed. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (PRIVATE_PARAMS.test(key)) params.delete(key);
  const rest = params.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

let logger: pino.Logger | undefined;

export function getLogger(level = process.env.LOG_LEVEL ?? "info"): pino.Logger {
  logger ??= pino({
    level,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization"], remove: true },
  });
  return logger;
}
