import { PassThrough, Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceContext } from "./nonce";
import { appContext } from "./server/context.server";

export const streamTimeout = 5_000;

/**
 * The page is complete HTML: its stylesheet, fonts and images come first, and the scripts that
 * make it interactive load at low priority instead of competing with them on a slow connection.
 * React Router writes the module preloads itself, so the hint is added to its tags on the way out
 * (the whole page is rendered before the first byte is sent; see onAllReady below).
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = "";
  const decoder = new StringDecoder("utf8");
  const tag = '<link rel="modulepreload"';
  const rewrite = (text: string) => text.replaceAll(tag, `${tag} fetchpriority="low"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Hold back an unfinished tag cut between two chunks until the next one completes it.
      const text = carry + decoder.write(chunk);
      const lt = text.lastIndexOf("<");
      const partial = lt >= 0 && text.length - lt < tag.length && tag.startsWith(text.slice(lt));
      const keep = partial ? lt : text.length;
      carry = text.slice(keep);
      callback(null, rewrite(text.slice(0, keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Every page waits for its whole content (our loaders resolve their data before rendering):
    // crawlers and the page cache always get complete HTML.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page is rendered before the first byte is sent, so nothing gains from
        // streaming a large Suspense boundary as a hidden part revealed by an inline script;
        // inline, it shows without JavaScript and at first paint.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(lowPriorityModulePreloads())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.get(appContext).logger.error({ err: error }, "render error");
        },
      },
    );
  });
}
