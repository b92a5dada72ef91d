// The API answers a page render reads without a session (the course list, domains, events…) are
// the same for every visitor until staff change something. Profiled (bench/RESULTS.md),
// reading them again for each render was most of a home or catalogue render: the database read,
// the response's validation and JSON, the in-process request. So an anonymous GET's answer is
// kept as its JSON text for as long as a page may be kept (PAGE_CACHE_SECONDS) and forgotten with
// the page cache on a staff change; each render parses its own copy (loaders may change it).
// As with pages, an answer is kept from its second read within that time: a crawler walking
// every search term would otherwise fill memory with answers nobody reads again.
// When a kept answer's time is up, one render reads it afresh while the others go on with the
// answer as it was (moments old, never from before a staff change) or wait for that read: twenty
// renders in flight used to read the same course list at once each time it expired.
import { InFlight } from "./in-flight.ts";
import { type PageCache, trimOldest } from "./page-cache.ts";

export type MemoAnswer = { status: number; text: string; total: number | undefined };

type Entry = MemoAnswer & { at: number; generation: number };

export class ApiMemo {
  readonly #entries = new Map<string, Entry>();
  /** When each key was last read from the API: a second read within the TTL is kept. */
  readonly #read = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #pages: PageCache;
  readonly #maxEntries: number;
  /** How long past its TTL an answer may stand in while one render reads it afresh. */
  readonly #staleMs: number;
  /** Answers being read from the API now, by key: other renders wait for them (reading()). */
  readonly #reading = new InFlight<MemoAnswer>();

  constructor(options: { ttlMs: number; pages: PageCache; maxEntries?: number; staleMs?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#pages = options.pages;
    this.#maxEntries = options.maxEntries ?? 200;
    this.#staleMs = options.staleMs ?? 60_000;
  }

  /** Changes when staff change what visitors see: an answer read before is never kept after. */
  get generation(): number {
    return this.#pages.generation;
  }

  get(key: string, now = Date.now()): MemoAnswer | undefined {
    const entry = this.#current(key, now);
    return entry && now - entry.at <= this.#ttlMs ? entry : undefined;
  }

  /** The answer as last kept, past its TTL but within the stale allowance, of this generation. */
  stale(key: string, now = Date.now()): MemoAnswer | undefined {
    return this.#current(key, now);
  }

  #current(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      entry.generation !== this.#pages.generation ||
      this.#pages.suspended ||
      now - entry.at > this.#ttlMs + this.#staleMs
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The read of `key` another render has under way, to wait for; undefined when none is. */
  reading(key: string): Promise<MemoAnswer | undefined> | undefined {
    return this.#reading.join(key);
  }

  /**
   * This render reads `key` from the API; others arriving meanwhile wait for it (reading()).
   * Call the returned function exactly once: with the answer to share (it is also kept, as by
   * set()), or undefined when it must not be shared (an error, a private answer).
   */
  beginRead(key: string, generation: number): (answer: MemoAnswer | undefined) => void {
    const read = this.#reading.begin(key);
    return (answer) => {
      // Renders waited for it: it is asked for more than once, worth keeping.
      if (answer) this.set(key, answer, generation, Date.now(), read.waiters() > 0);
      read.finish(answer && generation === this.#pages.generation ? answer : undefined);
    };
  }

  set(key: string, answer: MemoAnswer, generation: number, now = Date.now(), askedAgain = false): void {
    if (this.#ttlMs <= 0 || generation !== this.#pages.generation || this.#pages.suspended) return;
    const readAt = this.#read.get(key);
    this.#read.delete(key);
    this.#read.set(key, now);
    trimOldest(this.#read, this.#maxEntries * 10);
    if (!askedAgain && (readAt === undefined || now - readAt > this.#ttlMs)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { ...answer, at: now, generation });
    trimOldest(this.#entries, this.#maxEntries);
  }
}
