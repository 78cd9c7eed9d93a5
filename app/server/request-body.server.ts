/**
 * How many bytes a request may send, enforced while the body is read (server/app.ts), before
 * any rate limiter, guard or action looks at it. Forms without files are read into memory up to
 * a small limit; uploads to the restricted area stream to the form parser through a counter
 * that stops at theirs. A declared Content-Length above the limit is refused without reading.
 */
import type { IncomingMessage } from "node:http";

const KB = 1024;
const MB = 1024 * KB;

/** Public forms (login, newsletter, password recovery) and the JSON beacons. */
export const PUBLIC_BODY_LIMIT = 64 * KB;
/** Staff forms without files: a store's history or a blog post's HTML can be long. */
export const STAFF_FORM_BODY_LIMIT = 2 * MB;
/** Staff uploads: at most ten images of 5 MB, with room for the form's other fields. */
export const UPLOAD_BODY_LIMIT = 60 * MB;

export type BodyLimit = { bytes: number; stream: boolean };

const STAFF_PATH = /^\/(restrita|admin)(\/|$)/;
const MULTIPART = /^multipart\/form-data\b/i;

/** The limit of a request by where it goes and what it sends. */
export function bodyLimitFor(path: string, contentType: string | undefined): BodyLimit {
  if (!STAFF_PATH.test(path)) return { bytes: PUBLIC_BODY_LIMIT, stream: false };
  if (MULTIPART.test(contentType ?? "")) return { bytes: UPLOAD_BODY_LIMIT, stream: true };
  return { bytes: STAFF_FORM_BODY_LIMIT, stream: false };
}

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;
}

export function bodyTooLargeMessage(limit: number): string {
  return `Os dados enviados passam do limite de ${formatBytes(limit)}. Reduza o conteúdo ou o tamanho dos arquivos e tente de novo.`;
}

/** A body that went past its limit while it was being read. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(bodyTooLargeMessage(limit));
  }
}

/** The BodyTooLargeError behind a failed read, however the reader wrapped it. */
export function bodyTooLarge(error: unknown): BodyTooLargeError | null {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof BodyTooLargeError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The request's body as a web stream that reads only as fast as it is consumed and fails with
 * BodyTooLargeError past `limit` bytes. On failure the request is paused, not destroyed, so the
 * response can still be written; `onTooLarge` lets the caller close the connection after it.
 */
export function limitedBodyStream(
  req: IncomingMessage,
  limit: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let received = 0;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (done) return;
          received += chunk.length;
          if (received > limit) {
            done = true;
            req.pause();
            onTooLarge();
            controller.error(new BodyTooLargeError(limit));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        });
        req.on("end", () => {
          if (done) return;
          done = true;
          controller.close();
        });
        req.on("error", (error) => {
          if (done) return;
          done = true;
          controller.error(error);
        });
      },
      pull() {
        if (!done) req.resume();
      },
      cancel() {
        done = true;
        req.pause();
      },
    },
    { highWaterMark: 256 * KB, size: (chunk) => chunk.byteLength },
  );
}
