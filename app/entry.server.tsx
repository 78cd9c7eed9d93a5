import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceContext } from "./nonce";
import { LowPriorityModules, pageModuleHrefs } from "./low-priority-modules";
import { appContext } from "./server/context.server";

export const streamTimeout = 5_000;

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
        <LowPriorityModules hrefs={pageModuleHrefs(routerContext)} nonce={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </LowPriorityModules>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole page is rendered before the first byte is sent, so nothing gains from
        // streaming a large Suspense boundary as a hidden part revealed by an inline script;
        // inline, it shows without JavaScript and at first paint.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          // Everything is ready, so React writes the whole document at once: it goes out as one
          // body rather than as a stream of 2 KB pieces, each of which the compression layer
          // would otherwise handle on its own.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          body.on("error", reject);
          pipe(body);
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
