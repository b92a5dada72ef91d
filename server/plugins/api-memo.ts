// The API answers a page render reads without a session (the course list, domains, events…) are
// the same for every visitor until staff change something. Profiled (bench/RESULTS.md, issue 16),
// reading them again for each render was most of a home or catalogue render: the database read,
// the response's validation and JSON, the in-process request. So an anonymous GET's answer is
// kept as its JSON text for as long as a page may be kept (PAGE_CACHE_SECONDS) and forgotten with
// the page cache on a staff change; each render parses its own copy (loaders may change it).
// As with pages, an answer is kept from its second read within that time: a crawler walking
// every search term would otherwise fill memory with answers nobody reads again.
import type { PageCache } from "./page-cache.ts";

export type MemoAnswer = { status: number; text: string; total: number | undefined };

type Entry = MemoAnswer & { at: number; generation: number };

export class ApiMemo {
  readonly #entries = new Map<string, Entry>();
  /** When each key was last read from the API: a second read within the TTL is kept. */
  readonly #read = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #pages: PageCache;
  readonly #maxEntries: number;

  constructor(options: { ttlMs: number; pages: PageCache; maxEntries?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#pages = options.pages;
    this.#maxEntries = options.maxEntries ?? 200;
  }

  /** Changes when staff change what visitors see: an answer read before is never kept after. */
  get generation(): number {
    return this.#pages.generation;
  }

  get(key: string, now = Date.now()): MemoAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.#pages.generation || this.#pages.suspended || now - entry.at > this.#ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, answer: MemoAnswer, generation: number, now = Date.now()): void {
    if (this.#ttlMs <= 0 || generation !== this.#pages.generation || this.#pages.suspended) return;
    const readAt = this.#read.get(key);
    this.#read.delete(key);
    this.#read.set(key, now);
    trimOldest(this.#read, this.#maxEntries * 10);
    if (readAt === undefined || now - readAt > this.#ttlMs) return;
    this.#entries.delete(key);
    this.#entries.set(key, { ...answer, at: now, generation });
    trimOldest(this.#entries, this.#maxEntries);
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
