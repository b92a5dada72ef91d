import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const page = (body: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body });

describe("PageCache", () => {
  it("gives equal pages the same ETag and different pages different ones", () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000 });
    const a = cache.set("/a", page("<p>hi</p>"), 0);
    const b = cache.set("/b", page("<p>hi</p>"), 0);
    expect(a.etag).toBe(b.etag);
    expect(cache.set("/c", page("<p>bye</p>"), 0).etag).not.toBe(a.etag);
  });

  it("keeps a page only once its URL is asked for a second time within the TTL", () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 100 });
    const once = cache.set("/once", page("1"), 0);
    expect(once.etag).toBeTruthy(); // still sent with an ETag
    expect(cache.get("/once", 1)).toBeUndefined();
    cache.set("/late", page("1"), 0);
    cache.set("/late", page("1"), 150); // the first sighting had expired
    expect(cache.get("/late", 151)).toBeUndefined();
    cache.set("/late", page("1"), 160);
    expect(cache.get("/late", 161)?.body).toBe("1");
  });

  it("keeps a page asked for again after staff changes, without waiting for two more visits", () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 100 });
    cache.set("/", page("old"), 0);
    cache.set("/", page("old"), 1);
    cache.clear();
    expect(cache.get("/", 2)).toBeUndefined();
    cache.set("/", page("new"), 3);
    expect(cache.get("/", 4)?.body).toBe("new");
  });

  it("expires entries after the TTL and evicts the least recently used past the limit", () => {
    const cache = new PageCache({ maxEntries: 2, ttlMs: 100 });
    const twice = (key: string, body: string, now: number) => {
      cache.set(key, page(body), now);
      cache.set(key, page(body), now);
    };
    twice("/1", "1", 0);
    twice("/2", "2", 0);
    cache.get("/1", 10); // /1 is now the most recent
    twice("/3", "3", 10);
    expect(cache.get("/2", 20)).toBeUndefined();
    expect(cache.get("/1", 20)?.body).toBe("1");
    expect(cache.get("/1", 200)).toBeUndefined();
  });
});
