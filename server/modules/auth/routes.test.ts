import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createLearner, createStaff, TEST_PASSWORD } from "../../test/factories.ts";
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
} from "./repository.ts";
import { accountDelaySeconds } from "./session.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestContext;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

// Every test signs in from its own address, so the per-address throttle of one test never
// leaks into another.
let lastOctet = 0;
const freshAddress = () => `10.0.1.${++lastOctet}`;

type LoginOptions = { remoteAddress?: string; url?: string };
const login = (payload: unknown, { remoteAddress = freshAddress(), url = "/api/login/learners/" }: LoginOptions = {}) =>
  t.app.inject({ method: "POST", url, headers: apiHeaders(), payload: payload as object, remoteAddress });

const profile = (email: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api/learners?email=${encodeURIComponent(email)}`, headers: apiHeaders(token) });

describe("POST /api/login/learners/", () => {
  it("signs a learner in: token, user and a browser-session cookie", async () => {
    const learner = await createLearner(t.database.db);
    const res = await login({ email: learner.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      access_token: expect.any(String),
      token_type: "bearer",
      user: { id: learner.id, email: learner.email, role: "learner" },
    });
    expect(body).not.toHaveProperty("user.passwordHash");

    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^sb_session=/);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Max-Age/i);
    expect(setCookie).not.toMatch(/Expires/i);
    const cookie = res.cookies.find((c) => c.name === "sb_session");
    expect(cookie?.value).toBe(body.access_token);

    // The token is accepted on a learner call.
    expect((await profile(learner.email, body.access_token)).statusCode).toBe(200);
  });

  it("accepts the e-mail in any case", async () => {
    const learner = await createLearner(t.database.db);
    const res = await login({ email: learner.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(learner.id);
  });

  it("answers 401 with one message for a wrong password and for an unknown e-mail", async () => {
    const learner = await createLearner(t.database.db);
    const wrongPassword = await login({ email: learner.email, password: "not-the-password" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: "Invalid email or password" });
    expect(wrongPassword.headers["set-cookie"]).toBeUndefined();

    const unknown = await login({ email: "nobody-here@example.com", password: TEST_PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: "Invalid email or password" });
  });

  it("does not sign in an inactive learner", async () => {
    const learner = await createLearner(t.database.db, { status: "I" });
    const res = await login({ email: learner.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Invalid email or password" });
  });

  it.each([
    ["an invalid e-mail", { email: "not-an-email", password: TEST_PASSWORD }, ["body", "email"]],
    ["a missing password", { email: "someone@example.com" }, ["body", "password"]],
    ["an empty password", { email: "someone@example.com", password: "" }, ["body", "password"]],
    [
      "an unknown field",
      { email: "someone@example.com", password: TEST_PASSWORD, remember: true },
      ["body", "remember"],
    ],
  ])("answers 422 with a validation detail for %s", async (_label, payload, loc) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    const { detail } = res.json();
    expect(Array.isArray(detail)).toBe(true);
    for (const item of detail) expect(item).toEqual({ loc: expect.any(Array), msg: expect.any(String) });
    expect(detail.map((item: { loc: unknown }) => item.loc)).toContainEqual(loc);
  });
});

describe("sign-in throttling", () => {
  it("locks one address out of an account after 5 failures, even for the right password, with a Retry-After", async () => {
    const learner = await createLearner(t.database.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: learner.email, password: `wrong-${i}` }, { remoteAddress: address });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: address });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: expect.any(String) });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers["set-cookie"]).toBeUndefined();

    // The lock is that address's (strangers must not lock the owner out): from another
    // address the owner gets in, after at most the account's short growing delay.
    const elsewhere = freshAddress();
    const first = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: elsewhere });
    if (first.statusCode === 429) {
      expect(Number(first.headers["retry-after"])).toBeLessThanOrEqual(accountDelaySeconds(5));
      await sleep(accountDelaySeconds(5) * 1000 + 100);
      const again = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: elsewhere });
      expect(again.statusCode).toBe(200);
    } else expect(first.statusCode).toBe(200);

    // Another account from another address is unaffected.
    const other = await createLearner(t.database.db);
    const unaffected = await login({ email: other.email, password: TEST_PASSWORD });
    expect(unaffected.statusCode).toBe(200);
  });

  it("throttles guesses sent in parallel too: at most 5 are checked", async () => {
    const learner = await createLearner(t.database.db);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login({ email: learner.email, password: `guess-${i}` })),
    );
    const statuses = guesses.map((res) => res.statusCode);
    // Each guess is counted before its password is checked, so no more than 5 ever are.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });

  it("does not let strangers lock the owner out: failures from many addresses only add a short delay", async () => {
    const learner = await createLearner(t.database.db);
    for (let i = 0; i < 6; i++) {
      if (i === 5) await sleep(accountDelaySeconds(5) * 1000 + 100); // the sixth waits its turn
      expect((await login({ email: learner.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const owner = freshAddress();
    const first = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: owner });
    if (first.statusCode === 429) {
      const retryAfter = Number(first.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(accountDelaySeconds(6));
      await sleep(retryAfter * 1000 + 100);
    }
    const signedIn = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: owner });
    expect(signedIn.statusCode).toBe(200);
  });

  it("slows guessing spread over many addresses, and stops it at the account's ceiling", async () => {
    expect([4, 5, 6, 7, 8, 20].map(accountDelaySeconds)).toEqual([0, 1, 2, 4, 8, 60]);
    const learner = await createLearner(t.database.db);
    // Seven failures, each waiting its turn when told to: the wait after the seventh (4 s) is
    // longer than any pause of a loaded machine between two requests, unlike the 1 s after the fifth.
    let failures = 0;
    while (failures < 7) {
      const res = await login({ email: learner.email, password: `wrong-${failures}` });
      if (res.statusCode === 429) {
        await sleep(Number(res.headers["retry-after"]) * 1000 + 100);
        continue;
      }
      expect(res.statusCode).toBe(401);
      failures++;
    }
    // The next guess straight after must wait (from any address).
    const hurried = await login({ email: learner.email, password: "wrong-again" });
    expect(hurried.statusCode).toBe(429);
    expect(Number(hurried.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(hurried.headers["retry-after"])).toBeLessThanOrEqual(accountDelaySeconds(7));
    expect(MAX_FAILURES_PER_ACCOUNT).toBeGreaterThan(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  }, 30_000);

  it("counts an account's failures case-insensitively", async () => {
    const learner = await createLearner(t.database.db);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const email = i % 2 ? learner.email.toUpperCase() : learner.email;
      expect((await login({ email, password: "wrong" }, { remoteAddress: address })).statusCode).toBe(401);
    }
    const locked = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: address });
    expect(locked.statusCode).toBe(429);
  });

  it("starts an account afresh after a successful sign-in", async () => {
    const learner = await createLearner(t.database.db);
    const address = freshAddress();
    const attempt = (password: string) => login({ email: learner.email, password }, { remoteAddress: address });
    for (let i = 0; i < 4; i++) expect((await attempt("wrong")).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt("wrong")).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`limits one address to ${MAX_FAILURES_PER_ADDRESS} failures over different e-mails`, async () => {
    const address = freshAddress();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await login({ email: `guess-${i}@example.com`, password: "wrong" }, { remoteAddress: address });
      expect(res.statusCode).toBe(401);
    }
    const learner = await createLearner(t.database.db);
    const blocked = await login({ email: learner.email, password: TEST_PASSWORD }, { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: expect.any(String) });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    // The same learner from their own address is not punished for the guesser.
    expect((await login({ email: learner.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    // A hundred sign-ins, each hashing a password on purpose: minutes on a loaded machine.
  }, 180_000);
});

describe("POST /api/login/staff/", () => {
  it("signs the demo-mode staff account in with the same answer shape, role staff", async () => {
    const member = await createStaff(t.database.db, { name: "Priya Sharma" });
    const res = await login({ email: member.email, password: TEST_PASSWORD }, { url: "/api/login/staff/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      access_token: expect.any(String),
      token_type: "bearer",
      user: { id: member.id, email: member.email, role: "staff" },
    });
    expect(String(res.headers["set-cookie"])).toMatch(/^sb_session=.*HttpOnly/i);
  });

  it("refuses a learner's credentials, and learner sign-in refuses staff credentials", async () => {
    const learner = await createLearner(t.database.db);
    const asStaff = await login({ email: learner.email, password: TEST_PASSWORD }, { url: "/api/login/staff/" });
    expect(asStaff.statusCode).toBe(401);
    expect(asStaff.json()).toEqual({ detail: "Invalid email or password" });

    const member = await createStaff(t.database.db);
    const asLearner = await login({ email: member.email, password: TEST_PASSWORD });
    expect(asLearner.statusCode).toBe(401);
  });
});

describe("POST /api/logout/", () => {
  it("revokes the session server-side and clears the cookie", async () => {
    const learner = await createLearner(t.database.db);
    const token = (await login({ email: learner.email, password: TEST_PASSWORD })).json().access_token;
    const other = (await login({ email: learner.email, password: TEST_PASSWORD })).json().access_token;
    expect((await profile(learner.email, token)).statusCode).toBe(200);

    const res = await t.app.inject({ method: "POST", url: "/api/logout/", headers: apiHeaders(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    const cleared = res.cookies.find((c) => c.name === "sb_session");
    expect(cleared?.value).toBe("");
    expect(String(res.headers["set-cookie"])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    // The token itself is still well signed and unexpired: only the server knows it is revoked.
    const after = await profile(learner.email, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: expect.any(String) });
    // Another session of the same learner (another browser) is untouched.
    expect((await profile(learner.email, other)).statusCode).toBe(200);
  });

  it("revokes a cookie session too", async () => {
    const learner = await createLearner(t.database.db);
    const token = (await login({ email: learner.email, password: TEST_PASSWORD })).json().access_token;
    const cookies = { sb_session: token };
    const res = await t.app.inject({ method: "POST", url: "/api/logout/", headers: apiHeaders(), cookies });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/learners?email=${encodeURIComponent(learner.email)}`,
      headers: apiHeaders(),
      cookies,
    });
    expect(after.statusCode).toBe(401);
  });

  it("answers 200 without a session, so a double logout is harmless", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/logout/", headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
  });
});
