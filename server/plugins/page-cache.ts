// A small in-process cache of anonymous page renders. Public pages are the same for every
// visitor without a session, so a render is reused for a few seconds instead of repeated on
// every request. A page's script policy is made from its HTML (script-policy.ts), so a kept page
// is stored as the bytes it is sent as: compressed once (Brotli and gzip) when it is admitted,
// and a hit costs no render and no compression.
// A page is kept only when its URL is asked for a second time within the TTL: one-off URLs
// (unique query strings, crawlers walking every page) would otherwise fill the cache with renders
// nobody asks for again, and the memory they hold costs every other request garbage-collection time.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { InFlight } from "./in-flight.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Rendered anonymous pages; cleared when staff change what visitors see. */
    pageCache: PageCache;
  }
}

export type PageEncoding = "br" | "gzip" | "identity";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The page's bytes in each encoding, made once when it was admitted. */
  bodies: Record<PageEncoding, Buffer>;
  etag: string;
  storedAt: number;
};

export type RenderedPage = { status: number; headers: [string, string][]; body: string };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli 9, not 11: a page is ~1% larger than at 11 for a tenth of the time (~15 ms for the home
 * page, on the thread pool), paid once per page per TTL by the request that admits it.
 */
async function compressed(html: string): Promise<Record<PageEncoding, Buffer>> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        // A window just larger than the page: the same bytes out, a fraction of the encoder's memory.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(identity.length + 1)))),
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** The weak ETag of a page's HTML (the same whatever encoding it is sent in). */
export const pageEtag = (html: string) => `W/"${createHash("sha1").update(html).digest("base64url")}"`;

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  /** When each URL was last rendered: a second render within the TTL is kept. */
  readonly #rendered = new Map<string, number>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  #generation = 0;
  #suspended = false;
  /** Renders of anonymous pages, and answers that took another request's render instead. */
  readonly stats = { rendered: 0, shared: 0 };
  /** Pages being compressed, by URL: a burst of renders of one page compresses it once. */
  readonly #admitting = new Map<string, Promise<CachedPage>>();
  /** Pages being rendered, by URL: requests arriving meanwhile wait for that render (see beginRender). */
  readonly #rendering = new InFlight<CachedPage>();
  /** How long past its TTL an entry may still be sent while its URL is rendered afresh. */
  readonly #staleMs: number;

  constructor(options: { maxEntries: number; ttlMs: number; staleMs?: number }) {
    this.#maxEntries = options.maxEntries;
    this.#ttlMs = options.ttlMs;
    this.#staleMs = options.staleMs ?? 60_000;
  }

  /** Changes with each clear(): a render begun before a staff change is never kept after it. */
  get generation(): number {
    return this.#generation;
  }

  /** True while changes made elsewhere may go unheard (public-changes.ts): nothing is kept. */
  get suspended(): boolean {
    return this.#suspended;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    if (this.#suspended) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.#ttlMs) {
      // Past its TTL it may still stand in while the page is rendered afresh (stale()).
      if (now - entry.storedAt > this.#ttlMs + this.#staleMs) this.#entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * The page as last kept, past its TTL but within the stale allowance, and never from before a
   * staff change (clear() drops every entry): sent while another request renders it afresh.
   */
  stale(key: string, now = Date.now()): CachedPage | undefined {
    if (this.#suspended) return undefined;
    const entry = this.#entries.get(key);
    return entry && now - entry.storedAt <= this.#ttlMs + this.#staleMs ? entry : undefined;
  }

  /**
   * This request renders `key`; requests for it arriving meanwhile wait for this render
   * (joinRender) instead of rendering it again. On the embedded database every render queues for
   * its one connection: when a popular page expired, each of a hundred visitors rendered it, the
   * queue grew with every arrival and the last waited over 10 s (the soak's timeouts).
   * Call the returned function exactly once, with the page kept or undefined (not kept, failed).
   */
  beginRender(key: string): (kept: CachedPage | undefined) => void {
    return this.#rendering.begin(key).finish;
  }

  /** The page another request is rendering now, to wait for; undefined when none is. */
  joinRender(key: string): Promise<CachedPage | undefined> | undefined {
    return this.#rendering.join(key);
  }

  /**
   * Takes a fresh render begun at `generation`. When its URL was asked for before within the TTL,
   * the page is compressed and kept, and the kept entry is answered (its bytes are sent to this
   * request too); otherwise only its ETag, for the render to be sent as it is.
   */
  async admit(
    key: string,
    page: RenderedPage,
    generation: number,
    now = Date.now(),
  ): Promise<{ etag: string; kept?: CachedPage }> {
    const etag = pageEtag(page.body);
    // Requests waiting for this render ask for the page too: it is worth keeping.
    const waited = this.#rendering.waiters(key) > 0;
    if (!this.#askedBefore(key, now) && !waited) return { etag };
    // A hundred visitors arriving at once each render the page; only the first compresses it
    // (Brotli 9 + gzip 9 on the 4-thread pool): the others take its bytes when the HTML is the
    // same, else go out as rendered. Without this a burst queued ~100 compressions, and 2–3 GB.
    const inFlight = this.#admitting.get(key);
    if (inFlight) {
      const kept = await inFlight;
      return kept.etag === etag ? { etag, kept } : { etag };
    }
    const compressing = compressed(page.body).then(
      (bodies): CachedPage => ({ status: page.status, headers: page.headers, bodies, etag, storedAt: now }),
    );
    this.#admitting.set(key, compressing);
    let kept: CachedPage;
    try {
      kept = await compressing;
    } finally {
      this.#admitting.delete(key);
    }
    // A staff change while it was rendered or compressed: sent to this request, not kept.
    if (generation !== this.#generation || this.#suspended) return { etag, kept };
    this.#entries.set(key, kept);
    trimOldest(this.#entries, this.#maxEntries);
    return { etag, kept };
  }

  /** Whether the URL was rendered before within the TTL; remembers this render either way. */
  #askedBefore(key: string, now: number): boolean {
    const seenAt = this.#rendered.get(key);
    this.#rendered.delete(key);
    // Keys only: a few thousand of them cost far less than one kept render.
    this.#rendered.set(key, now);
    trimOldest(this.#rendered, this.#maxEntries * 10);
    return seenAt !== undefined && now - seenAt <= this.#ttlMs;
  }

  /** Forget every page (after staff change the catalogue). */
  clear(): void {
    // The render times stay: how often a page is asked for does not change with its content.
    this.#entries.clear();
    this.#generation++;
  }

  /**
   * Keep nothing until resume(): the channel that brings other processes' changes is down
   * (public-changes.ts), so a kept page could outlive a change made elsewhere.
   */
  suspend(): void {
    this.#suspended = true;
    this.clear();
  }

  /** The channel is back: start afresh (changes made meanwhile were not heard). */
  resume(): void {
    this.#suspended = false;
    this.clear();
  }
}

/**
 * The stored encoding to send for an Accept-Encoding header: Brotli, else gzip, else the plain
 * bytes. Read as the global compression does (server/app.ts: br and gzip; `*` and x-gzip count),
 * so that it never finds something left to compress.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim() === "x-gzip" ? "gzip" : name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  const br = quality("br");
  const gz = quality("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/**
 * Drops a map's oldest entries until it holds at most `max` (a Map keeps insertion order: the
 * first keys are the least recently used).
 */
export function trimOldest(map: Map<string, unknown>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
