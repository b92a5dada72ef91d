import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, pickEncoding } from "./page-cache.ts";

const page = (body: string) => ({ status: 200, headers: [["content-type", "text/html"]] as [string, string][], body });
const text = (cache: PageCache, key: string, now: number) => cache.get(key, now)?.bodies.identity.toString("utf8");

describe("PageCache", () => {
  it("keeps and serves nothing while suspended (the invalidation channel is down), and starts afresh after", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000 });
    await cache.admit("/", page("before"), 0, 0);
    await cache.admit("/", page("before"), 0, 1);
    expect(text(cache, "/", 2)).toBe("before");
    cache.suspend();
    expect(cache.suspended).toBe(true);
    expect(cache.get("/", 3)).toBeUndefined();
    const during = await cache.admit("/", page("during"), cache.generation, 4);
    expect(during.kept?.bodies.identity.toString("utf8")).toBe("during"); // sent to its request only
    expect(cache.get("/", 5)).toBeUndefined();
    const generation = cache.generation;
    cache.resume();
    expect(cache.suspended).toBe(false);
    await cache.admit("/", page("rendered while suspended"), generation, 6);
    expect(cache.get("/", 7)).toBeUndefined(); // begun before the channel was back: not kept
    await cache.admit("/", page("after"), cache.generation, 8);
    expect(text(cache, "/", 9)).toBe("after");
  });

  it("gives equal pages the same ETag and different pages different ones", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000 });
    const a = await cache.admit("/a", page("<p>hi</p>"), 0, 0);
    const b = await cache.admit("/b", page("<p>hi</p>"), 0, 0);
    expect(a.etag).toBe(b.etag);
    expect((await cache.admit("/c", page("<p>bye</p>"), 0, 0)).etag).not.toBe(a.etag);
  });

  it("stores a kept page compressed once, in Brotli and gzip, each decompressing to the page", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 1000 });
    const html = `<p>₹ 1,00,000 — नमस्ते</p>${"<li>course</li>".repeat(500)}`;
    await cache.admit("/", page(html), 0, 0);
    const { kept } = await cache.admit("/", page(html), 0, 1);
    const hit = cache.get("/", 2);
    expect(hit).toBe(kept);
    expect(hit?.bodies.identity.toString("utf8")).toBe(html);
    expect(brotliDecompressSync(hit?.bodies.br ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    expect(gunzipSync(hit?.bodies.gzip ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    expect(hit?.bodies.br.length).toBeLessThan(html.length / 10);
  });

  it("keeps a page only once its URL is asked for a second time within the TTL", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 100 });
    const once = await cache.admit("/once", page("1"), 0, 0);
    expect(once.etag).toBeTruthy(); // still sent with an ETag
    expect(once.kept).toBeUndefined();
    expect(cache.get("/once", 1)).toBeUndefined();
    await cache.admit("/late", page("1"), 0, 0);
    await cache.admit("/late", page("1"), 0, 150); // the first sighting had expired
    expect(cache.get("/late", 151)).toBeUndefined();
    await cache.admit("/late", page("1"), 0, 160);
    expect(text(cache, "/late", 161)).toBe("1");
  });

  it("keeps a page asked for again after staff changes, but never a render begun before the change", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 100 });
    await cache.admit("/", page("old"), 0, 0);
    const before = cache.generation;
    await cache.admit("/", page("old"), before, 1);
    cache.clear();
    expect(cache.get("/", 2)).toBeUndefined();
    // Begun before the change, finished after it: sent to its own request, not kept.
    const late = await cache.admit("/", page("old"), before, 3);
    expect(late.kept?.bodies.identity.toString()).toBe("old");
    expect(cache.get("/", 3)).toBeUndefined();
    await cache.admit("/", page("new"), cache.generation, 3);
    expect(text(cache, "/", 4)).toBe("new");
  });

  it("expires entries after the TTL and evicts the least recently used past the limit", async () => {
    const cache = new PageCache({ maxEntries: 2, ttlMs: 100 });
    const twice = async (key: string, body: string, now: number) => {
      await cache.admit(key, page(body), 0, now);
      await cache.admit(key, page(body), 0, now);
    };
    await twice("/1", "1", 0);
    await twice("/2", "2", 0);
    cache.get("/1", 10); // /1 is now the most recent
    await twice("/3", "3", 10);
    expect(cache.get("/2", 20)).toBeUndefined();
    expect(text(cache, "/1", 20)).toBe("1");
    expect(cache.get("/1", 200)).toBeUndefined();
  });
});

describe("PageCache: one render at a time, the last kept page meanwhile", () => {
  it("hands a render to the requests that waited for it, and keeps it because they asked", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 100 });
    expect(cache.joinRender("/")).toBeUndefined();
    const done = cache.beginRender("/");
    const waiting = cache.joinRender("/");
    expect(waiting).toBeDefined();
    // The first render of the URL: kept all the same, since a request waits for it.
    const { kept } = await cache.admit("/", page("fresh"), 0, 0);
    expect(kept).toBeDefined();
    done(kept);
    expect((await waiting)?.bodies.identity.toString()).toBe("fresh");
    expect(cache.joinRender("/")).toBeUndefined();
    done(undefined); // a second call changes nothing
  });

  it("offers an expired page while it is rendered afresh, within the stale allowance, never after a change", async () => {
    const cache = new PageCache({ maxEntries: 10, ttlMs: 100, staleMs: 1000 });
    await cache.admit("/", page("v1"), 0, 0);
    await cache.admit("/", page("v1"), 0, 0);
    expect(cache.get("/", 150)).toBeUndefined(); // past its TTL: rendered afresh…
    expect(cache.stale("/", 150)?.bodies.identity.toString()).toBe("v1"); // …while others get v1
    expect(cache.stale("/", 1200)).toBeUndefined();
    await cache.admit("/", page("v1"), 0, 0);
    cache.clear(); // staff changed the catalogue
    expect(cache.stale("/", 150)).toBeUndefined();
  });
});

describe("pickEncoding", () => {
  it("prefers Brotli, then gzip, and sends the plain bytes to a client that takes neither", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("x-gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*;q=0, identity")).toBe("identity");
    expect(pickEncoding("deflate, zstd")).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
  });
});
