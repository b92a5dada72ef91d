// One page render, the same in this thread and in a render thread (render-pool.ts): React Router's
// handler with the request's load context, then the page as it leaves the server (CSS inlined,
// modules loaded by a hashed script, its script policy made from the finished HTML).
import type { ApiClient, FlashKey } from "@skillbridge/core";
import type { createRequestHandler, RouterContextProvider, ServerBuild } from "react-router";
import { loadModuleScriptsDynamically, sealPage } from "./script-policy.ts";

export type WebBuild = ServerBuild & {
  entry: { module: { createLoadContext: (values: unknown) => RouterContextProvider } };
};

export type Rendering = { build: WebBuild; handle: ReturnType<typeof createRequestHandler> };

/** What the server hands a render besides the request (web/app/request-context.ts). */
export type RenderValues = {
  api: ApiClient;
  origin: string;
  apiKey: string;
  flash: FlashKey | null;
  scriptMark: string;
};

/**
 * A render's answer, with its cookies apart. An HTML page comes finished, with its script policy;
 * anything else (a redirect, a PDF, a CSV, a client navigation's data) as the handler gave it.
 */
export type RenderOutcome = {
  status: number;
  headers: [string, string][];
  cookies: string[];
  /** Whether the answer's own Cache-Control lets it be kept and shared. */
  cacheControl: string | null;
} & ({ page: { html: string; policy: string } } | { body: ReadableStream<Uint8Array> | null });

export async function renderPage(
  { build, handle }: Rendering,
  transformHead: (html: string) => string,
  values: RenderValues,
  request: Request,
): Promise<RenderOutcome> {
  const response = await handle(request, build.entry.module.createLoadContext(values));
  const cookies = response.headers.getSetCookie();
  const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
  const common = { status: response.status, headers, cookies, cacheControl: response.headers.get("cache-control") };
  const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (!html || !response.body) return { ...common, body: response.body };
  // A page is read whole (no route streams deferred data): its script policy is made from it.
  const page = sealPage(loadModuleScriptsDynamically(transformHead(await response.text())), values.scriptMark);
  return { ...common, page };
}
