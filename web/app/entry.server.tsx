import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { type RequestValues, requestContext } from "./request-context";

export const streamTimeout = 5_000;

/** Called by the Fastify server for each page request (server/plugins/web.ts). */
export function createLoadContext(values: RequestValues): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, values]]));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every script React Router and React write carries this render's mark (server/plugins/script-policy.ts).
  const { scriptMark } = loadContext.get(requestContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
    const send = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
      pipe(body);
    };
    // Stops a render that never completes. Cleared once it has: a pending timer keeps the whole
    // render (tree, data, HTML chunks) alive for its six seconds, which under load filled the old
    // generation with finished renders and cost every request garbage-collection pauses.
    const deadline = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={scriptMark} />,
      {
        nonce: scriptMark,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          clearTimeout(deadline);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
