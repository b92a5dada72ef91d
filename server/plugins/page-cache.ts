// A small in-process cache of anonymous page renders. Public pages are the same for every
// visitor without a session, so a render is reused for a few seconds instead of repeated on
// every request. Each cached page is stored with its CSP nonce replaced by a placeholder and
// gets the requester's fresh nonce when served, so nonces are never shared between responses.
import { createHash } from "node:crypto";

declare module "fastify" {
  interface FastifyInstance {
    /** Rendered anonymous pages; cleared when staff change what visitors see. */
    pageCache: PageCache;
  }
}

export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The body with the nonce replaced by NONCE_PLACEHOLDER. */
  body: string;
  etag: string;
  storedAt: number;
};

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
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

  set(key: string, page: Omit<CachedPage, "etag" | "storedAt">, nonce: string, now = Date.now()): CachedPage {
    const body = nonce ? page.body.split(nonce).join(NONCE_PLACEHOLDER) : page.body;
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry = { ...page, body, etag, storedAt: now };
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }

  /** Forget every page (after staff change the catalogue). */
  clear(): void {
    this.#entries.clear();
  }

  static render(entry: CachedPage, nonce: string): string {
    return entry.body.split(NONCE_PLACEHOLDER).join(nonce);
  }
}
