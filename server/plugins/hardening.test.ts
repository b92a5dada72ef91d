// Hardening from the security review — Permissions-Policy everywhere, HSTS and
// Secure cookies whenever the public site is https, a client's X-Request-Id trusted only behind a
// proxy, and the parser's own refusals (oversized headers) in the API's {"detail"} shape.
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { apiMessages } from "@skillbridge/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, type TestContext } from "../test/app.ts";
import { createLearner, TEST_PASSWORD } from "../test/factories.ts";
import { PERMISSIONS_POLICY } from "./security.ts";

let plain: TestContext;
let https: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  [plain, https, proxied] = await Promise.all([
    build(),
    build({ env: { PUBLIC_ORIGIN: "https://academy.example.in" } }),
    build({ env: { TRUST_PROXY: "true" } }),
  ]);
});
afterAll(() => Promise.all([plain?.close(), https?.close(), proxied?.close()]));

async function learnerLogin(t: TestContext, host = "localhost") {
  const learner = await createLearner(t.database.db);
  return t.app.inject({
    method: "POST",
    url: "/api/login/learners/",
    headers: { ...apiHeaders(), host },
    payload: { email: learner.email, password: TEST_PASSWORD },
  });
}

describe("Permissions-Policy", () => {
  it("turns camera, microphone, geolocation and payment off on every answer, refusals included", async () => {
    const answers = await Promise.all([
      plain.app.inject({ method: "GET", url: "/api/domains/", headers: apiHeaders() }),
      plain.app.inject({ method: "GET", url: "/api/domains/" }), // 401: no API key
      plain.app.inject({ method: "GET", url: "/api/ictData/%E0%A4%A" }), // 400 before routing
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 400]);
    for (const res of answers) {
      expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

describe("an https public origin", () => {
  it("sends HSTS and marks the session cookie Secure, even when the request reached us as http", async () => {
    const res = await learnerLogin(https, "academy.example.in");
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });

  it("sends neither on a plain-http site (development and demo)", async () => {
    const res = await learnerLogin(plain);
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(String(res.headers["set-cookie"])).not.toMatch(/; Secure/);
  });
});

describe("X-Request-Id", () => {
  const given = "client-chosen-id-123";
  it("ignores a client's id without TRUST_PROXY", async () => {
    const res = await plain.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": given } });
    expect(res.headers["x-request-id"]).not.toBe(given);
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the proxy's id with TRUST_PROXY", async () => {
    const res = await proxied.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": given } });
    expect(res.headers["x-request-id"]).toBe(given);
  });
});

describe("requests the HTTP parser refuses", () => {
  it("answers oversized headers with 431 and a detail, and closes", async () => {
    await plain.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = plain.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/api/health", headers: { "x-padding": "x".repeat(40_000) } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: apiMessages.headersTooLarge });
  });
});
