// The site served by the API process: pages server-rendered from the database, anonymous
// renders shared (with the script policy made from their HTML), ETags for revalidation, nothing
// shared with a session.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webBuildDir } from "../config.ts";
import * as schema from "../db/schema.ts";
import { build, type TestContext } from "../test/app.ts";
import { createCourse } from "../test/factories.ts";
import { FILE_CSP } from "./security.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "30" } });
  await createCourse(t.database.db, { name: "Cached Page Course" });
});
afterAll(() => t.close());

/**
 * The script-src a page should have, computed here from its HTML: the hash of each inline script
 * the framework wrote — every one but the JSON-LD data blocks (their text comes from staff-editable
 * content and is never run, so it is never trusted).
 */
function expectedScriptSrc(html: string): string[] {
  const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ""),
  );
  const hashes = inline.map(
    ([, , code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
  return ["'strict-dynamic'", ...new Set(hashes)].sort();
}
const scriptSrcOf = (csp: unknown) => (/(?:^|;)\s*script-src ([^;]*)/.exec(String(csp))?.[1] ?? "").split(" ").sort();

describe("server-rendered pages", () => {
  it("reuses an anonymous render with the policy of its own scripts, and answers 304 to a matching ETag", async () => {
    const first = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(first.statusCode).toBe(200);
    const a = await t.app.inject({ method: "GET", url: "/" });
    const b = await t.app.inject({ method: "GET", url: "/" });
    const cached = await t.app.inject({ method: "GET", url: "/" });
    expect(a.statusCode).toBe(200);
    expect(a.headers["cache-control"]).toContain("s-maxage=");
    expect(a.headers.etag).toBeTruthy();
    expect(b.headers.etag).toBe(a.headers.etag);
    // The kept page is the fresh render, policy included; its scripts are exactly those allowed.
    expect(cached.body).toBe(a.body);
    expect(cached.headers["content-security-policy"]).toBe(a.headers["content-security-policy"]);
    const allowed = scriptSrcOf(a.headers["content-security-policy"]);
    expect(allowed).toEqual(expectedScriptSrc(a.body));
    expect(allowed.length).toBeGreaterThan(3);
    expect(String(a.headers["content-security-policy"])).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-|'self')/);
    expect(a.body).not.toContain("nonce=");
    // The course's structured data (staff's text) is on the page, and not trusted as a script.
    expect(a.body).toContain('type="application/ld+json"');
    // React Router's module script runs from a hashed script that adds it (its imports then load).
    expect(a.body).not.toMatch(/<script[^>]*type="module"/);

    const revalidated = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": String(a.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("never shares a page rendered for a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie: "sb_session=not-a-real-token" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.etag).toBeUndefined();
    // Its policy is made from its own HTML too.
    expect(scriptSrcOf(res.headers["content-security-policy"])).toEqual(expectedScriptSrc(res.body));
  });

  it("lists active courses in the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("/course/");
    expect(res.body).toContain("Cached_Page_Course");
  });
});

describe("kept pages sent as stored bytes", () => {
  it("sends the same bytes in each encoding on every hit, the fresh render's HTML, and 304 to its ETag", async () => {
    const url = "/training_course";
    const fresh = await t.app.inject({ method: "GET", url }); // rendered, not kept yet
    await t.app.inject({ method: "GET", url }); // asked again: kept
    const get = (acceptEncoding?: string) =>
      t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
    const decoded = {
      br: (bytes: Buffer) => brotliDecompressSync(bytes).toString("utf8"),
      gzip: (bytes: Buffer) => gunzipSync(bytes).toString("utf8"),
      identity: (bytes: Buffer) => bytes.toString("utf8"),
    };
    for (const [acceptEncoding, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      [undefined, "identity"],
    ] as const) {
      const [a, b] = [await get(acceptEncoding), await get(acceptEncoding)];
      expect(a.statusCode).toBe(200);
      expect(a.headers["content-encoding"]).toBe(encoding === "identity" ? undefined : encoding);
      expect(String(a.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(String(a.headers.vary)).toMatch(/Cookie/);
      // Stored once: byte for byte the same answer, compressed exactly once (never again on its way).
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
      expect(Number(a.headers["content-length"])).toBe(a.rawPayload.length);
      expect(decoded[encoding](a.rawPayload)).toBe(fresh.body);
      expect(a.headers.etag).toBe(fresh.headers.etag);
      expect(a.headers["content-security-policy"]).toBe(fresh.headers["content-security-policy"]);
      const revalidated = await t.app.inject({
        method: "GET",
        url,
        headers: {
          "if-none-match": String(a.headers.etag),
          ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
        },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    }
  });
});

describe("one render of a page at a time (a stampede of visitors to an uncached page costs one render)", () => {
  it("renders a page once for twenty visitors arriving together, and they all get that render", async () => {
    const url = "/training_course?stampede=1";
    const before = { ...t.app.pageCache.stats };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: "GET", url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.body.includes("Cached Page Course"))).toBe(true);
    expect(t.app.pageCache.stats.rendered - before.rendered).toBe(1);
    expect(t.app.pageCache.stats.shared - before.shared).toBe(19);
    // Kept, since others asked for it while it rendered: the next visitor is answered from the cache.
    const next = await t.app.inject({ method: "GET", url });
    expect(next.headers.etag).toBe(answers[0]!.headers.etag);
    expect(t.app.pageCache.stats.rendered - before.rendered).toBe(1);
  });

  it("never shares a render with a signed-in visitor or a form post", async () => {
    const url = "/training_course?stampede=2";
    const before = t.app.pageCache.stats.rendered;
    await Promise.all([
      t.app.inject({ method: "GET", url }),
      t.app.inject({ method: "GET", url, cookies: { sb_session: "someone" } }),
      t.app.inject({ method: "GET", url, cookies: { sb_session: "someone else" } }),
    ]);
    // The two with a session cookie render their own page (and are not counted as shareable).
    expect(t.app.pageCache.stats.rendered - before).toBe(1);
  });
});

describe("anonymous API reads shared between renders", () => {
  it("renders the same page from kept API answers, and reads afresh after a staff change", async () => {
    // Each query string is a render of its own (never the page cache); the second one reads
    // the course list kept from the first.
    const first = await t.app.inject({ method: "GET", url: "/training_course?render=1" });
    const second = await t.app.inject({ method: "GET", url: "/training_course?render=2" });
    // The language switch keeps the page's own query (its filters): the rest is the same page.
    const withoutSwitch = (html: string) => html.replace(/\/language\?to=[^"]*/g, "/language");
    expect(withoutSwitch(second.body)).toBe(withoutSwitch(first.body));
    expect(first.body).toContain("Cached Page Course");
    await t.database.db
      .update(schema.courses)
      .set({ name: "Renamed Page Course" })
      .where(eq(schema.courses.name, "Cached Page Course"));
    // Written behind the API's back: nothing tells the cache, so the kept answer is still read.
    expect((await t.app.inject({ method: "GET", url: "/training_course?render=3" })).body).toContain(
      "Cached Page Course",
    );
    // A staff change through the API clears the pages and the kept answers with them.
    t.app.pageCache.clear();
    const after = await t.app.inject({ method: "GET", url: "/training_course?render=4" });
    expect(after.body).toContain("Renamed Page Course");
    expect(after.body).not.toContain("Cached Page Course");
  });
});

describe("revalidated pages", () => {
  it("answers 304 without a CSP: the browser keeps the one that came with its copy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    const again = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
  });
});

describe("what pages and their files cost on the wire", () => {
  it("sends build files the short policy for files, not the page policy", async () => {
    const dir = join(webBuildDir(), "client", "assets");
    const script = readdirSync(dir).find((name) => name.endsWith(".js"));
    const res = await t.app.inject({ method: "GET", url: `/assets/${script}`, headers: { "accept-encoding": "br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toBe(FILE_CSP);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("keeps the staff dashboard's charts out of the public pages' scripts (visitors never download them)", async () => {
    const assets = join(webBuildDir(), "client", "assets");
    const chartFile = readdirSync(assets).find(
      (name) => name.endsWith(".js") && readFileSync(join(assets, name), "utf8").includes("holds the same figures"),
    );
    expect(chartFile, "the dashboard's chart code is in the build").toBeDefined();
    for (const url of ["/", "/training_course", "/search/cloud", "/contact"]) {
      const html = (await t.app.inject({ method: "GET", url })).body;
      // Every build script the page loads or imports (module preloads, the inline entry's imports).
      const scripts = [...new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]))];
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(scripts, url).not.toContain(chartFile);
      for (const script of scripts) {
        expect(readFileSync(join(assets, script!), "utf8"), `${url}: ${script}`).not.toContain(
          "holds the same figures",
        );
      }
    }
  });

  it("compresses a page with Brotli for Chrome's Accept-Encoding", async () => {
    const chrome = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(chrome.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(chrome.rawPayload).toString("utf8")).toContain("</html>");
  });
});
