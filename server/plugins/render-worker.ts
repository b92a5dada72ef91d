// A render thread (render-pool.ts): renders pages with the built app, reading the API through the
// thread that owns the database. Only GET and HEAD requests come here; form posts render where
// their body arrives.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import type { ApiResult } from "@skillbridge/core";
import { createHeadTransform } from "./inline-css.ts";
import { pageApiClient, toResult } from "./page-api.ts";
import { type Rendering, renderPage, type WebBuild } from "./page-render.ts";
import type { ApiCallMessage, RenderTask, ToWorker, WorkerReply } from "./render-messages.ts";

const { buildDir, mode } = workerData as { buildDir: string; mode: string };
const port = parentPort;
if (!port) throw new Error("render-worker.ts runs as a worker thread");

const { createRequestHandler } = await import("react-router");
const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as WebBuild;
const rendering: Rendering = { build, handle: createRequestHandler(build, mode) };
const transformHead = createHeadTransform(join(buildDir, "client"));

/** API calls waiting for the owner's answer, by render and call. */
const waiting = new Map<string, { resolve: (result: ApiResult<unknown>) => void; reject: (error: Error) => void }>();
let calls = 0;

const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

async function render(task: RenderTask) {
  const api = pageApiClient(
    (method, path, body, headers) =>
      new Promise<ApiResult<unknown>>((resolve, reject) => {
        const call = ++calls;
        waiting.set(`${task.id}:${call}`, { resolve, reject });
        reply({ type: "api", id: task.id, call, method, path, body, headers } satisfies ApiCallMessage);
      }),
    task.hasSession,
  );
  const request = new Request(new URL(task.url, task.origin), { method: task.method, headers: task.headers });
  const outcome = await renderPage(
    rendering,
    transformHead,
    { api, origin: task.origin, apiKey: task.apiKey, flash: task.flash, scriptMark: task.scriptMark },
    request,
  );
  const { status, headers, cookies, cacheControl } = outcome;
  if ("page" in outcome) {
    reply({ type: "rendered", id: task.id, outcome: { status, headers, cookies, cacheControl, page: outcome.page } });
    return;
  }
  const bytes = outcome.body ? await new Response(outcome.body).arrayBuffer() : null;
  reply(
    { type: "rendered", id: task.id, outcome: { status, headers, cookies, cacheControl, bytes } },
    bytes ? [bytes] : [],
  );
}

port.on("message", (message: ToWorker) => {
  if (message.type === "answer") {
    const key = `${message.id}:${message.call}`;
    const pending = waiting.get(key);
    waiting.delete(key);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else if (message.answer) pending?.resolve(toResult(message.answer));
    return;
  }
  render(message).catch((error: unknown) => {
    const { message: text, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
    reply({ type: "failed", id: message.id, message: text, stack });
  });
});
reply({ type: "ready" });
