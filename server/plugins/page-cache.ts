// A small in-process cache of anonymous page renders. Public pages are the same for every
// visitor without a session, so a render is reused for a few seconds instead of repeated on
// every request. A page's script policy is made from its HTML (script-policy.ts), so a kept
// page is sent exactly as it was first rendered, policy included.
// A page is kept only when its URL is asked for a second time within the TTL: one-off URLs
// (unique query strings, crawlers walking every page) would otherwise fill the cache with renders
// nobody asks for again, and the memory they hold costs every other request garbage-collection time.
import { createHash } from "node:crypto";

declare module "fastify" {
  interface FastifyInstance {
    /** Rendered anonymous pages; cleared when staff change what visitors see. */
    pageCache: PageCache;
  }
}

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  etag: string;
  storedAt: number;
};

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  /** When each URL was last rendered: a second render within the TTL is kept. */
  readonly #rendered = new Map<string, number>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;

  constructor(options: { maxEntries: number; ttlMs: number }) {
    this.#maxEntries = options.maxEntries;
    this.#ttlMs = options.ttlMs;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.#ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** Takes a fresh render (sent as it is to its own request) and keeps it if its URL is asked for again. */
  set(key: string, page: Omit<CachedPage, "etag" | "storedAt">, now = Date.now()): { etag: string } {
    const etag = `W/"${createHash("sha1").update(page.body).digest("base64url")}"`;
    if (this.#askedBefore(key, now)) {
      this.#entries.set(key, { ...page, etag, storedAt: now });
      trimOldest(this.#entries, this.#maxEntries);
    }
    return { etag };
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
  }
}

/** Map keeps insertion order: the first keys are the least recently used. */
function trimOldest(map: Map<string, unknown>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
