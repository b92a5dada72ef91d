// Against the real app and its real log output: query values that may
// be personal never reach the log; a password in a query string is refused; a page form post
// from another site is refused and changes nothing, while the API keeps its own protection.
import { Writable } from "node:stream";
import { apiMessages } from "@skillbridge/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, loggerOptions } from "../app.ts";
import { enquiries } from "../db/schema.ts";
import { apiHeaders, build, rowCount, type TestContext } from "../test/app.ts";

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

const SITE = "http://localhost";

describe("the request log", () => {
  it("holds the path and harmless parameters, never e-mails, phones or tokens", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/ictData/?email=a.b%40example.com&contact=%2B919876543210&token=abc123secret&limit=5",
      headers: apiHeaders(),
    });
    expect(res.statusCode).toBeLessThan(500);
    await t.app.inject({ method: "GET", url: "/training_course?q=priya.k%40example.org&maxHours=40" });
    expect(log).toContain("/api/ictData/?");
    expect(log).toContain("limit=5");
    expect(log).toContain("maxHours=40");
    for (const secret of ["a.b%40example.com", "a.b@example.com", "919876543210", "abc123secret", "priya.k"]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("a password in a query string", () => {
  it.each([
    "/api/ictData/?password=hunter2-api",
    "/learner/login?email=a%40b.in&password=hunter2-page",
    "/admin/login?newPassword=hunter2-admin",
  ])("is refused: %s", async (url) => {
    const res = await t.app.inject({ method: "GET", url, headers: apiHeaders() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: apiMessages.passwordInUrl });
    expect(log).not.toContain("hunter2");
  });
});

describe("page form posts", () => {
  const contactForm = "intent=contact&eName=Mallory&eEmail=mallory%40example.com&eContact=%2B919812345678&eQuery=hi";
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: contactForm,
    });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site cross-site", { origin: SITE, "sec-fetch-site": "cross-site" }],
    ["a sibling site", { "sec-fetch-site": "same-site", referer: `${SITE}/contact` }],
    ["an opaque origin", { origin: "null" }],
    ["another site's Referer", { referer: "https://evil.example/page" }],
    ["neither Origin nor Referer", {}],
  ])("are refused from %s, storing nothing", async (_name, headers) => {
    const before = await rowCount(t, enquiries);
    const res = await post(headers as Record<string, string>);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: apiMessages.crossSiteForm });
    expect(await rowCount(t, enquiries)).toBe(before);
  });

  it("are accepted from our own pages (Origin, or Referer when Origin is absent)", async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/learner/login",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: "email=nobody%40example.com&password=not-the-password",
      });
    // Reaches the sign-in action, which refuses the unknown account (not the origin check's 403).
    expect((await signIn({ origin: SITE, "sec-fetch-site": "same-origin" })).statusCode).toBe(401);
    expect((await signIn({ referer: `${SITE}/learner/login` })).statusCode).toBe(401);
  });

  it("leave the API alone: it is guarded by its key, which another site cannot send", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ictEnquiry/",
      headers: { ...apiHeaders(), origin: "https://evil.example" },
      payload: {
        eName: "Api Caller",
        eEmail: "api.caller@example.com",
        eContact: "+91 98100 00000",
        formSource: "contact",
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
