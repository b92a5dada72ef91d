// Session tokens as an attacker would try them, on a learner-only call. Each forged token
// names a live session, so only the flaw under test can be the reason it is refused.
import type { LightMyRequestResponse } from "fastify";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, TEST_API_KEY, TEST_JWT_SECRET, type TestContext } from "../../test/app.ts";
import { createLearner, TEST_PASSWORD } from "../../test/factories.ts";

let t: TestContext;
let learnerA: { id: number; email: string };
let learnerB: { id: number; email: string };
let tokenA: string;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await build();
  learnerA = await createLearner(t.database.db);
  learnerB = await createLearner(t.database.db);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login/learners/",
    headers: apiHeaders(),
    payload: { email: learnerA.email, password: TEST_PASSWORD },
  });
  tokenA = res.json().access_token;
});
afterAll(() => t.close());

/** A's own claims (sub, jti = A's live session) with overrides, signed as the caller says. */
function claimsOfA(overrides: Record<string, unknown> = {}) {
  const { sub, jti, role } = decodeJwt(tokenA);
  return { sub, jti, role, iss: "skillbridge", aud: "skillbridge-api", iat: now(), exp: now() + 3600, ...overrides };
}

async function signed(claims: Record<string, unknown>, key = secret, alg = "HS256") {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: "JWT" }).sign(key);
}

const profileOfA = (headers: Record<string, string>, cookies?: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/api/learners?email=${encodeURIComponent(learnerA.email)}`, headers, cookies });
const withBearer = (token: string) => profileOfA({ "x-api-key": TEST_API_KEY, authorization: `Bearer ${token}` });

/** The refusal is a JSON {detail} and leaks nothing about the server's insides. */
function expectCleanRefusal(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ detail: expect.any(String) });
  expect(res.body).not.toMatch(/\bat \S+ \(|:\d+:\d+\)/); // stack frames
  expect(res.body).not.toMatch(/SELECT|INSERT|node_modules|\/work\//);
  expect(res.body).not.toContain(tokenA);
}

describe("a learner-only call", () => {
  it("accepts A's genuine token and a token built from the same claims and key (control)", async () => {
    expect((await withBearer(tokenA)).statusCode).toBe(200);
    const rebuilt = await signed(claimsOfA());
    const res = await withBearer(rebuilt);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].id).toBe(learnerA.id);
  });

  it("answers 401 without a token", async () => {
    expectCleanRefusal(await profileOfA(apiHeaders()), 401);
  });

  it.each([
    ["an empty bearer", "Bearer "],
    ["a bearer that is not a JWT", "Bearer not-a-token"],
    ["two words after Bearer", "Bearer abc def"],
    ["a Basic credential", `Basic ${Buffer.from("a:b").toString("base64")}`],
    ["a token without its signature part", "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0"],
  ])("answers 401 for %s", async (_label, authorization) => {
    expectCleanRefusal(await profileOfA({ "x-api-key": TEST_API_KEY, authorization }), 401);
  });

  it("answers 401 for a token signed with another key", async () => {
    const forged = await signed(claimsOfA(), new TextEncoder().encode("another-secret-that-is-long-enough-0123456789"));
    expectCleanRefusal(await withBearer(forged), 401);
  });

  it('answers 401 for an unsigned "alg: none" token', async () => {
    const forged = `${b64({ alg: "none", typ: "JWT" })}.${b64(claimsOfA())}.`;
    expectCleanRefusal(await withBearer(forged), 401);
  });

  it("answers 401 for another HMAC algorithm with the right key", async () => {
    const forged = await signed(claimsOfA(), secret, "HS512");
    expectCleanRefusal(await withBearer(forged), 401);
  });

  it("answers 401 for a tampered payload (sub changed to another learner, signature kept)", async () => {
    const [header, , signature] = tokenA.split(".");
    const tampered = `${header}.${b64({ ...decodeJwt(tokenA), sub: String(learnerB.id) })}.${signature}`;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/learners?email=${encodeURIComponent(learnerB.email)}`,
      headers: apiHeaders(tampered),
    });
    expectCleanRefusal(res, 401);
  });

  it("answers 401 for an expired token", async () => {
    const expired = await signed(claimsOfA({ iat: now() - 7200, exp: now() - 3600 }));
    expectCleanRefusal(await withBearer(expired), 401);
  });

  it("answers 401 for a token meant for another audience or from another issuer", async () => {
    expectCleanRefusal(await withBearer(await signed(claimsOfA({ aud: "some-other-api" }))), 401);
    expectCleanRefusal(await withBearer(await signed(claimsOfA({ iss: "someone-else" }))), 401);
  });

  it("answers 401 for a token that is not valid yet (nbf in the future)", async () => {
    const early = await signed(claimsOfA({ nbf: now() + 3600 }));
    expectCleanRefusal(await withBearer(early), 401);
  });

  it("answers 401 for a well-signed token naming no live session", async () => {
    const orphan = await signed(claimsOfA({ jti: "00000000-0000-4000-8000-000000000000" }));
    expectCleanRefusal(await withBearer(orphan), 401);
    // …or A's live session under another learner's id.
    const borrowed = await signed(claimsOfA({ sub: String(learnerB.id) }));
    expectCleanRefusal(await withBearer(borrowed), 401);
  });

  it("accepts the session cookie instead of a bearer header, and refuses a forged cookie", async () => {
    const res = await profileOfA(apiHeaders(), { sb_session: tokenA });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].email).toBe(learnerA.email);

    const forged = `${b64({ alg: "none", typ: "JWT" })}.${b64(claimsOfA())}.`;
    expectCleanRefusal(await profileOfA(apiHeaders(), { sb_session: forged }), 401);
  });

  it("still needs the API key with a valid token", async () => {
    expectCleanRefusal(await profileOfA({ authorization: `Bearer ${tokenA}` }), 401);
  });
});
