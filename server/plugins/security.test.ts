import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, type TestContext } from "../test/app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("sends a strict CSP, nosniff, a referrer policy and a request id on API answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/domains/", headers: apiHeaders() });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Not a page: no script runs (pages get a policy made from their own HTML, web.ts).
    expect(csp).toMatch(/script-src 'none'/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("compresses larger answers when the client accepts it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });
});

describe("errors never leak internals", () => {
  it("answers an unsupported content type with a clear JSON detail", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/leads/",
      headers: { ...apiHeaders(), "content-type": "text/plain" },
      payload: "hello",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: "Send the request body as application/json" });
  });

  it("answers an unknown API path with a JSON 404, not a web page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no/such/thing", headers: apiHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Not found" });
  });
});
