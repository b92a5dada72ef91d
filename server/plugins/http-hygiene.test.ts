// Findings 7 and 9: an odd method is 405 (never 500, no stack in the log); a NUL in a
// search is no error page; answers that carry a token or personal data are never cached.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, loggerOptions } from "../app.ts";
import { apiHeaders, build, signIn, type TestContext } from "../test/app.ts";
import { createLearner, TEST_PASSWORD } from "../test/factories.ts";

let t: TestContext;
let log = "";

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await build({
    web: true,
    logger: { ...(loggerOptions("info") as object), stream } as BuildOptions["logger"],
    env: { PAGE_CACHE_SECONDS: "0" },
  });
});
afterAll(() => t?.close());

describe("methods the product does not use", () => {
  it("answers 405 with Allow, for pages and the API, and logs no error", async () => {
    for (const [method, url, allow] of [
      ["TRACE", "/", "GET, HEAD, POST"],
      ["PROPFIND", "/about", "GET, HEAD, POST"],
      ["DELETE", "/contact", "GET, HEAD, POST"],
      ["TRACE", "/api/ictData/", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"],
    ] as const) {
      const res = await t.app.inject({ method: method as "GET", url, headers: apiHeaders() });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    expect(log).not.toContain('"stack"');
    expect(log).not.toContain('"level":50');
  });
});

describe("control characters in a search", () => {
  it("are dropped: the search page and the catalogue answer 200, not an error page", async () => {
    for (const url of ["/search/%00", "/search/aws%00", "/training_course?q=%00aws"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.statusCode, url).not.toBe(503);
    }
  });
});

describe("Cache-Control of API answers", () => {
  it("is no-store for a sign-in and for every call with a credential, no-cache for public reads", async () => {
    const learner = await createLearner(t.database.db);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login/learners/",
      headers: apiHeaders(),
      payload: { email: learner.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    const token = await signIn(t.app, "learner", learner.email);
    const profile = await t.app.inject({
      method: "GET",
      url: `/api/learners?email=${encodeURIComponent(learner.email)}`,
      headers: apiHeaders(token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers["cache-control"]).toBe("no-store");
    const withCookie = await t.app.inject({
      method: "GET",
      url: "/api/session/",
      headers: { ...apiHeaders(), cookie: "sb_session=x" },
    });
    expect(withCookie.headers["cache-control"]).toBe("no-store");
    const catalogue = await t.app.inject({ method: "GET", url: "/api/ictData/", headers: apiHeaders() });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers["cache-control"]).toBe("no-cache");
  });
});
