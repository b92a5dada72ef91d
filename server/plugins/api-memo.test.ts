import { describe, expect, it } from "vitest";
import { ApiMemo } from "./api-memo.ts";
import { PageCache } from "./page-cache.ts";

const answer = (text: string) => ({ status: 200, text, total: undefined });

describe("ApiMemo", () => {
  it("keeps and answers nothing while the page cache is suspended", () => {
    const pages = new PageCache({ maxEntries: 10, ttlMs: 100 });
    const memo = new ApiMemo({ ttlMs: 100, pages });
    memo.set("k", answer("old"), pages.generation, 0);
    memo.set("k", answer("old"), pages.generation, 1);
    expect(memo.get("k", 2)?.text).toBe("old");
    pages.suspend();
    expect(memo.get("k", 3)).toBeUndefined();
    memo.set("k", answer("new"), pages.generation, 4);
    memo.set("k", answer("new"), pages.generation, 5);
    expect(memo.get("k", 6)).toBeUndefined();
    pages.resume();
    memo.set("k", answer("new"), pages.generation, 7);
    expect(memo.get("k", 8)?.text).toBe("new");
  });

  it("keeps an answer from its second read within the TTL, until the TTL ends", () => {
    const memo = new ApiMemo({ ttlMs: 100, pages: new PageCache({ maxEntries: 10, ttlMs: 100 }) });
    memo.set("h /ictData/", answer("[1]"), 0, 0);
    expect(memo.get("h /ictData/", 1)).toBeUndefined(); // read once: not kept
    memo.set("h /ictData/", answer("[1]"), 0, 2);
    expect(memo.get("h /ictData/", 3)?.text).toBe("[1]");
    expect(memo.get("h /ictData/", 150)).toBeUndefined();
    memo.set("h /once", answer("[2]"), 0, 0);
    memo.set("h /once", answer("[2]"), 0, 200); // the first read had expired
    expect(memo.get("h /once", 201)).toBeUndefined();
  });

  it("forgets everything with the page cache, and never keeps an answer read before a staff change", () => {
    const pages = new PageCache({ maxEntries: 10, ttlMs: 100 });
    const memo = new ApiMemo({ ttlMs: 100, pages });
    memo.set("k", answer("old"), pages.generation, 0);
    memo.set("k", answer("old"), pages.generation, 1);
    const before = memo.generation;
    pages.clear();
    expect(memo.get("k", 2)).toBeUndefined();
    memo.set("k", answer("old"), before, 3); // read before the change, finished after it
    memo.set("k", answer("old"), before, 4);
    expect(memo.get("k", 5)).toBeUndefined();
    memo.set("k", answer("new"), memo.generation, 6);
    expect(memo.get("k", 7)?.text).toBe("new");
  });

  it("keeps nothing when pages are not kept (PAGE_CACHE_SECONDS=0), and at most maxEntries", () => {
    const off = new ApiMemo({ ttlMs: 0, pages: new PageCache({ maxEntries: 10, ttlMs: 0 }) });
    off.set("k", answer("x"), 0, 0);
    off.set("k", answer("x"), 0, 0);
    expect(off.get("k", 0)).toBeUndefined();
    const small = new ApiMemo({ ttlMs: 100, pages: new PageCache({ maxEntries: 10, ttlMs: 100 }), maxEntries: 2 });
    for (const key of ["a", "b", "c"]) {
      small.set(key, answer(key), 0, 0);
      small.set(key, answer(key), 0, 0);
    }
    expect(small.get("a", 1)).toBeUndefined();
    expect(small.get("c", 1)?.text).toBe("c");
  });

  it("stands in with the last answer, moments past its TTL, while one render reads it afresh", () => {
    const pages = new PageCache({ maxEntries: 10, ttlMs: 100 });
    const memo = new ApiMemo({ ttlMs: 100, pages, staleMs: 50 });
    memo.set("k", answer("old"), 0, 0);
    memo.set("k", answer("old"), 0, 1);
    expect(memo.get("k", 120)).toBeUndefined(); // past its TTL: someone must read it again
    expect(memo.stale("k", 120)?.text).toBe("old");
    expect(memo.stale("k", 160)).toBeUndefined(); // past the stale allowance too
    memo.set("k", answer("old"), 0, 170);
    memo.set("k", answer("old"), 0, 171);
    pages.clear(); // a staff change: nothing from before it stands in
    expect(memo.stale("k", 172)).toBeUndefined();
  });

  it("lets renders wait for one read of an answer instead of each reading it, and keeps it", async () => {
    const pages = new PageCache({ maxEntries: 10, ttlMs: 10_000 });
    const memo = new ApiMemo({ ttlMs: 10_000, pages });
    expect(memo.reading("k")).toBeUndefined();
    const finish = memo.beginRead("k", memo.generation);
    const waiting = [memo.reading("k"), memo.reading("k")];
    finish(answer("[1]"));
    for (const wait of waiting) expect((await wait)?.text).toBe("[1]");
    expect(memo.reading("k")).toBeUndefined();
    // Read once, but others waited for it: kept at once.
    expect(memo.get("k")?.text).toBe("[1]");
  });

  it("gives waiting renders nothing when the read may not be shared or a staff change came meanwhile", async () => {
    const pages = new PageCache({ maxEntries: 10, ttlMs: 10_000 });
    const memo = new ApiMemo({ ttlMs: 10_000, pages });
    const failed = memo.beginRead("a", memo.generation);
    const waitA = memo.reading("a");
    failed(undefined); // an error or a private answer: each waiter reads for itself
    expect(await waitA).toBeUndefined();
    const before = memo.beginRead("b", memo.generation);
    const waitB = memo.reading("b");
    pages.clear();
    before(answer("old"));
    expect(await waitB).toBeUndefined();
    expect(memo.get("b")).toBeUndefined();
  });
});
