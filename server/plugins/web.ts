// Serves the React Router app (server-rendered) and its built assets from the same process.
// Each page render gets an in-process API client carrying the visitor's cookie, so loaders read
// through the very same routes, auth and validation as any outside caller.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import {
  type ApiRequest,
  type ApiResult,
  FLASH_COOKIE,
  FLASH_KEYS,
  type FlashKey,
  isRawBody,
  toApiError,
  totalFromHeader,
} from "@skillbridge/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { createRequestHandler, ServerBuild } from "react-router";
import { siteOrigin } from "../modules/submission/site-origin.ts";
import { ApiMemo, type MemoAnswer } from "./api-memo.ts";
import { SESSION_COOKIE } from "./auth.ts";
import { createHeadTransform, dropModulePreloads } from "./inline-css.ts";
import { type ApiAnswer, type ApiAnswerRequest, pageApiClient, readAnswers } from "./page-api.ts";
import { type CachedPage, type PageCache, pickEncoding } from "./page-cache.ts";
import { type Rendering, type RenderOutcome, renderPage as renderOnThisThread, type WebBuild } from "./page-render.ts";
import type { RenderTask } from "./render-messages.ts";
import { type RenderPool, RenderThreadLost } from "./render-pool.ts";
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from "./request-ids.ts";
import { FILE_CSP } from "./security.ts";

export type WebOptions = {
  buildDir: string;
  apiKey: string;
  publicOrigin: string | undefined;
  mode: string;
  /** Seconds an anonymous page render is reused in-process; 0 turns the cache off. */
  pageCacheSeconds: number;
  /** Made by the app (not here) so that staff API routes can clear it when the catalogue changes. */
  pageCache: PageCache;
  /**
   * Development only (`npm run dev`, server/plugins/web-dev.ts): pages are rendered from the server
   * build Vite compiles on demand (the latest on each request) and Vite serves the files, so
   * `buildDir` is not read; no page is cached and no CSS is inlined. `createRequestHandler` is the
   * one of the React Router copy that build imports: the load context and loaders must be
   * rendered by a handler that knows their classes.
   */
  /** Threads that render GET pages beside the one that owns the database (render-pool.ts). */
  renderPool?: RenderPool | null;
  dev?: { serverBuild: () => Promise<ServerBuild>; createRequestHandler: typeof createRequestHandler };
};

/** Shared caches may keep a public page a minute and serve it stale while they refresh it. */
const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const PRIVATE_PAGE_CACHE = "private, no-store";

export function webBuildExists(buildDir: string): boolean {
  return existsSync(join(buildDir, "server", "index.js"));
}

/** Cookies are Secure on an https request, and whenever the public site is https. */
const cookiesSecure = (app: FastifyInstance, request: FastifyRequest) =>
  request.protocol === "https" || app.secureCookies;
const markSecure = (cookie: string, secure: boolean) =>
  secure && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie;

/** An answer may be kept and reused for others unless its Cache-Control says private or no-store. */
const isShareable = (cacheControl: unknown) => !/no-store|private/i.test(String(cacheControl ?? ""));

function inProcessApi(
  app: FastifyInstance,
  request: FastifyRequest,
  apiKey: string,
  /** Anonymous reads shared between renders (api-memo.ts); null where pages are not cached. */
  memo: ApiMemo | null,
): ApiAnswerRequest {
  const cookie = request.headers.cookie;
  const hasSession = Boolean(request.cookies[SESSION_COOKIE] || request.headers.authorization);
  const send: ApiAnswerRequest = async (method, path, body, headers = {}) => {
    const memoKey =
      memo && !hasSession && method === "GET" && body === undefined && Object.keys(headers).length === 0
        ? `${request.host} ${path}`
        : null;
    const fromMemo = (kept: MemoAnswer): ApiAnswer => ({ json: kept.text, status: kept.status, total: kept.total });
    if (memo && memoKey) {
      const known = memo.get(memoKey);
      if (known) return fromMemo(known);
      // Another render is reading it now: go on with the answer as it was, or wait for that read.
      const pending = memo.reading(memoKey);
      if (pending) {
        const previous = memo.stale(memoKey) ?? (await pending);
        if (previous) return fromMemo(previous);
      }
    }
    const generation = memo?.generation ?? 0;
    const finishRead = memo && memoKey ? memo.beginRead(memoKey, generation) : undefined;
    let shared: MemoAnswer | undefined;
    try {
      return await read(method, path, body, headers, (answer) => {
        shared = answer;
      });
    } finally {
      finishRead?.(shared);
    }
  };
  const read = async (
    method: Parameters<ApiRequest>[0],
    path: string,
    body: unknown,
    headers: Record<string, string>,
    /** Called with the answer when others may be given it (api-memo.ts). */
    share: (answer: MemoAnswer) => void,
  ): Promise<ApiAnswer> => {
    const response = await app.inject({
      method,
      url: `/api${path}`,
      remoteAddress: request.ip,
      headers: {
        // The page's own host: links the API builds (mails) point where the visitor is.
        host: request.host,
        "x-api-key": apiKey,
        "x-request-id": String(request.id),
        [INTERNAL_CALL_HEADER]: INTERNAL_CALL_TOKEN,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { payload: isRawBody(body) ? Buffer.from(body as Uint8Array) : JSON.stringify(body) }),
    });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    const setCookie = response.headers["set-cookie"];
    const total = totalFromHeader(response.headers["x-total-count"] as string | undefined);
    // The in-process call is plain http: a cookie for an https page must be Secure all the same.
    const secure = (cookie: string) => markSecure(cookie, cookiesSecure(app, request));
    const cookies = setCookie ? { cookies: (Array.isArray(setCookie) ? setCookie : [setCookie]).map(secure) } : {};
    const json = /^application\/json\b/.test(String(response.headers["content-type"] ?? ""));
    if (ok && json && response.body) {
      // An answer its route keeps private (a payment link's page, a certificate check) is never shared.
      if (isShareable(response.headers["cache-control"]) && response.statusCode === 200 && !setCookie) {
        share({ status: 200, text: response.body, total });
      }
      return { json: response.body, status: response.statusCode, total, ...cookies };
    }
    let data: unknown = response.body;
    try {
      data = response.body ? JSON.parse(response.body) : null;
    } catch {
      // keep text
    }
    const result: ApiResult<unknown> = ok
      ? { ok: true, status: response.statusCode, data, total, ...cookies }
      : { ok: false, status: response.statusCode, error: toApiError(data) };
    return { result };
  };
  return send;
}

/**
 * Sends a page with its ETag, or 304 when the browser holds it: a kept page as its stored bytes in
 * the encoding the browser takes (nothing left for the global compression to do), or a fresh
 * render (`body`, compressed on its way as any answer).
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { status: number; headers: [string, string][]; etag: string; bodies?: CachedPage["bodies"] },
  body?: string,
) {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("etag", page.etag);
  if (request.headers["if-none-match"] === page.etag) {
    // The browser keeps its copy and the policy that came with it (made from that very HTML).
    reply.removeHeader("content-security-policy");
    reply.raw.removeHeader("content-security-policy");
    return reply.status(304).send();
  }
  if (!page.bodies) return reply.status(page.status).send(body);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  reply.header("vary", "Cookie, Accept-Encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.status(page.status).send(page.bodies[encoding]);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/** What pages are rendered from: the built app (production), or Vite's latest compile (development). */
type Site = {
  /** The server build a request is rendered with, and its request handler. */
  load: () => Rendering | Promise<Rendering>;
  /** Inlines the page's CSS (ADR 0005; not in development, where Vite serves the CSS). */
  transformHead: (html: string) => string;
  cachesPages: boolean;
};

/** The built app: its server build loaded once, its client files served with their caching. */
async function builtSite(app: FastifyInstance, buildDir: string, mode: string): Promise<Site> {
  // React Router (and React with it) loads here, with the build, not when this file is imported:
  // main.ts sets NODE_ENV first, and React picks its production or development build by it (the
  // React of the build's react-dom must be the one React Router loaded).
  const { createRequestHandler } = await import("react-router");
  const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as WebBuild;
  await app.register(fastifyStatic, {
    root: join(buildDir, "client"),
    wildcard: false,
    index: false,
    // scripts/precompress.mjs writes .br/.gz twins at build time: served as they are.
    preCompressed: true,
    setHeaders(reply, path) {
      // Hashed build assets never change; other files (images) may, so they revalidate daily.
      const header = path.includes(`${join("client", "assets")}`)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=86400, stale-while-revalidate=604800";
      reply.header("cache-control", header);
      reply.header("content-security-policy", FILE_CSP);
    },
  });
  const rendering: Rendering = { build, handle: createRequestHandler(build, mode) };
  return {
    load: () => rendering,
    transformHead: createHeadTransform(join(buildDir, "client")),
    cachesPages: true,
  };
}

export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const { dev } = options;
  const site: Site = dev
    ? {
        // Vite's latest compile on each request (it recompiles only what changed), so an edit
        // shows on the next request; one build per request, for its load context and its render.
        load: async () => {
          const build = (await dev.serverBuild()) as WebBuild;
          return { build, handle: dev.createRequestHandler(build, "development") };
        },
        transformHead: dropModulePreloads,
        cachesPages: false,
      }
    : await builtSite(app, options.buildDir, options.mode);

  // Page form posts reach React Router untouched: no body parsing in this scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const { pageCache } = options;
  const apiMemo = new ApiMemo({ ttlMs: options.pageCacheSeconds * 1000, pages: pageCache });

  app.all("/*", { config: { access: "public" } }, async (request, reply) => {
    // A one-time message left by the form post that sent the visitor here (FLASH_COOKIE): shown
    // once, then cleared; only known keys, so the cookie can never carry text onto the page.
    const flashCookie = request.cookies[FLASH_COOKIE];
    const flash = FLASH_KEYS.find((key) => key === flashCookie) ?? null;
    // Pages look the same for everyone without a session: those renders are shared.
    const anonymous = !request.cookies[SESSION_COOKIE] && !request.headers.authorization && !flashCookie;
    // A form post's answer is the poster's own (it may set a session cookie): never shared.
    const read = request.method === "GET" || request.method === "HEAD";
    reply.header("cache-control", anonymous && read ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE);
    const cacheable = site.cachesPages && anonymous && options.pageCacheSeconds > 0 && read;
    reply.header("vary", "Cookie");
    // The origin is part of the key: canonical links are built from it when PUBLIC_ORIGIN is unset.
    const origin = siteOrigin(request, options.publicOrigin);
    const cacheKey = `${origin}${request.url}`;
    const hit = cacheable ? pageCache.get(cacheKey) : undefined;
    if (hit) return sendPage(request, reply, hit);
    // One render of a page at a time: while it is rendered, others get the page as last kept
    // (moments past its TTL) or wait for this render; a render not kept lets each render its own.
    let rendered: ((kept: CachedPage | undefined) => void) | undefined;
    if (cacheable && request.method === "GET") {
      const pending = pageCache.joinRender(cacheKey);
      if (!pending) rendered = pageCache.beginRender(cacheKey);
      else {
        const shared = pageCache.stale(cacheKey) ?? (await pending);
        if (shared) {
          pageCache.stats.shared++;
          return sendPage(request, reply, shared);
        }
      }
    }
    if (cacheable) pageCache.stats.rendered++;
    try {
      return await renderPage(request, reply, cacheKey, cacheable, origin, flashCookie, flash, rendered);
    } finally {
      rendered?.(undefined); // no-op once the render has handed over its kept page
    }
  });

  // Render threads for the built site's GET and HEAD pages (render-pool.ts); form posts, and every
  // page while no thread is ready, render in this thread.
  const pool = dev ? null : (options.renderPool ?? null);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    given: { api: ApiAnswerRequest; hasSession: boolean; origin: string; flash: FlashKey | null; scriptMark: string },
  ): Promise<RenderOutcome> {
    const { api, hasSession, origin, flash, scriptMark } = given;
    const method = request.method === "GET" ? "GET" : request.method === "HEAD" ? "HEAD" : null;
    if (pool && method) {
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.push([name, String(item)]);
      }
      const task: Omit<RenderTask, "type" | "id"> = {
        url: request.url,
        method,
        headers,
        origin,
        apiKey: options.apiKey,
        flash,
        scriptMark,
        hasSession,
      };
      const threaded = pool.render(task, api);
      if (threaded) {
        try {
          return await threaded;
        } catch (error) {
          if (!(error instanceof RenderThreadLost)) throw error;
        }
      }
    }
    const rendering = await site.load();
    const values = {
      api: pageApiClient(readAnswers(api), hasSession),
      origin,
      apiKey: options.apiKey,
      flash,
      scriptMark,
    };
    return renderOnThisThread(rendering, site.transformHead, values, toWebRequest(request, reply, origin));
  }

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    cacheKey: string,
    cacheable: boolean,
    origin: string,
    flashCookie: string | undefined,
    flash: FlashKey | null,
    rendered: ((kept: CachedPage | undefined) => void) | undefined,
  ) {
    const generation = pageCache.generation;

    // This render's mark for the scripts the framework writes (entry.server puts it on them as
    // their nonce): unguessable, so no script from anywhere else can carry it (script-policy.ts).
    const scriptMark = randomBytes(18).toString("base64url");
    const api = inProcessApi(app, request, options.apiKey, cacheable ? apiMemo : null);
    const hasSession = Boolean(request.cookies[SESSION_COOKIE] || request.headers.authorization);
    const outcome = await render(request, reply, { api, hasSession, origin, flash, scriptMark });
    // A page's own cookies (the one-time message) are Secure whenever the site is https.
    const secure = cookiesSecure(app, request);
    const cookies = outcome.cookies.map((cookie) => markSecure(cookie, secure));
    if (flashCookie && !cookies.some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`))) {
      cookies.push(`${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
    }
    const { headers } = outcome;
    if (!("page" in outcome)) {
      reply.status(outcome.status);
      for (const [name, value] of headers) reply.header(name, value);
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(
        outcome.body ? Readable.fromWeb(outcome.body as import("node:stream/web").ReadableStream) : null,
      );
    }
    const { html: body, policy } = outcome.page;
    headers.push(["content-security-policy", policy]);
    // A page that says it must not be stored or shared (its own Cache-Control) is not kept either:
    // the certificate verification page shows a revocation at once, a payment page is its payer's.
    const storable = isShareable(outcome.cacheControl);
    // Only a GET's answer is kept: React Router answers a HEAD without a body.
    if (cacheable && storable && request.method === "GET" && outcome.status === 200 && cookies.length === 0) {
      const { etag, kept } = await pageCache.admit(cacheKey, { status: 200, headers, body }, generation);
      rendered?.(kept);
      return sendPage(request, reply, kept ?? { status: 200, headers, etag }, body);
    }
    reply.status(outcome.status);
    for (const [name, value] of headers) reply.header(name, value);
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return reply.send(body);
  }
}
