// Staff sign-in with a second factor: a real staff account never gets a session with
// its password alone; it enrols a TOTP secret on first sign-in, then answers a challenge on
// every later one. Wrong codes are throttled like passwords; a code is never accepted twice.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createLearner, createStaff, TEST_PASSWORD } from "../../test/factories.ts";
import { totp } from "./totp.ts";

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

let lastOctet = 0;
const freshAddress = () => `10.0.2.${++lastOctet}`;
const post = (url: string, payload: object, remoteAddress = freshAddress()) =>
  t.app.inject({ method: "POST", url, headers: apiHeaders(), payload, remoteAddress });
const passwordStep = (email: string, address?: string) =>
  post("/api/login/staff/", { email, password: TEST_PASSWORD }, address);
const audit = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/audit?limit=200", headers: apiHeaders(token) });

/** A real staff member through enrolment; returns the secret and the first session's token. */
async function enrolled() {
  const member = await createStaff(t.database.db, { demoAccount: false });
  const first = (await passwordStep(member.email)).json();
  const res = await post("/api/login/staff/totp/enrol", { enrolToken: first.enrolToken, code: totp(first.secret) });
  expect(res.statusCode, res.body).toBe(200);
  return { member, secret: first.secret as string, token: res.json().access_token as string };
}

describe("a staff account without a second factor", () => {
  it("gets no session with the password alone: it is asked to enrol, with a secret and an otpauth URL", async () => {
    const member = await createStaff(t.database.db, { demoAccount: false, name: "Kiran Rao" });
    const res = await passwordStep(member.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      mfa: "enrol",
      enrolToken: expect.stringMatching(/^[\w-]{40,}$/),
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//),
    });
    expect(body).not.toHaveProperty("access_token");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(new URL(body.otpauthUrl).searchParams.get("secret")).toBe(body.secret);
    // Only the token's hash is stored.
    const tickets = await t.database.db
      .select()
      .from(schema.staffMfaTickets)
      .where(eq(schema.staffMfaTickets.staffId, member.id));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.tokenHash).not.toBe(body.enrolToken);
    expect(tickets[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a wrong code, then enrols with the right one and signs in (cookie, token, audit rows)", async () => {
    const member = await createStaff(t.database.db, { demoAccount: false });
    const { enrolToken, secret } = (await passwordStep(member.email)).json();
    const wrong = await post("/api/login/staff/totp/enrol", {
      enrolToken,
      code: "000000" === totp(secret) ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: expect.any(String) });
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const res = await post("/api/login/staff/totp/enrol", { enrolToken, code: totp(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access_token: expect.any(String), user: { id: member.id, role: "staff" } });
    expect(String(res.headers["set-cookie"])).toMatch(/^sb_session=.*HttpOnly/i);
    const [row] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.id, member.id));
    // Kept sealed (AES-GCM): a copy of the database alone does not give away the seed.
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpConfirmedAt).toBeInstanceOf(Date);

    const log = (await audit(res.json().access_token)).json() as { action: string; staffId: number; after: unknown }[];
    const mine = log.filter((entry) => entry.staffId === member.id).map((entry) => entry.action);
    expect(mine).toEqual(expect.arrayContaining(["staff.totp.enrol", "staff.sign-in"]));
    // The enrolment ticket is spent.
    const again = await post("/api/login/staff/totp/enrol", { enrolToken, code: totp(secret) });
    expect(again.statusCode).toBe(401);
  });

  it("voids a second enrolment ticket once the first enrolment is complete: the first secret stays (a second sign-in cannot swap it)", async () => {
    const member = await createStaff(t.database.db, { demoAccount: false });
    const first = (await passwordStep(member.email)).json();
    const second = (await passwordStep(member.email)).json(); // say, a sign-in in another tab
    expect(second).toMatchObject({ mfa: "enrol" });
    expect(second.secret).not.toBe(first.secret);
    const enrol = await post("/api/login/staff/totp/enrol", { enrolToken: first.enrolToken, code: totp(first.secret) });
    expect(enrol.statusCode, enrol.body).toBe(200);

    const replace = await post("/api/login/staff/totp/enrol", {
      enrolToken: second.enrolToken,
      code: totp(second.secret),
    });
    expect(replace.statusCode).toBe(401);
    expect(replace.json()).toEqual({ detail: expect.stringContaining("sign in again") });
    expect(replace.headers["set-cookie"]).toBeUndefined();

    // The first secret still signs in, the second does not; one enrolment in the audit trail.
    const next = Date.now() + 30_000; // the enrolment used the current step's code
    const withSecond = await post("/api/login/staff/totp", {
      challengeToken: (await passwordStep(member.email)).json().challengeToken,
      code: totp(second.secret, next),
    });
    expect(withSecond.statusCode).toBe(401);
    const withFirst = await post("/api/login/staff/totp", {
      challengeToken: (await passwordStep(member.email)).json().challengeToken,
      code: totp(first.secret, next),
    });
    expect(withFirst.statusCode, withFirst.body).toBe(200);
    const enrolments = (await audit(withFirst.json().access_token)).json() as { action: string; staffId: number }[];
    expect(enrolments.filter((row) => row.staffId === member.id && row.action === "staff.totp.enrol")).toHaveLength(1);
  });

  it("enrols once when two tickets are completed at the same moment", async () => {
    const member = await createStaff(t.database.db, { demoAccount: false });
    const tickets = [(await passwordStep(member.email)).json(), (await passwordStep(member.email)).json()];
    const answers = await Promise.all(
      tickets.map((ticket) =>
        post("/api/login/staff/totp/enrol", { enrolToken: ticket.enrolToken, code: totp(ticket.secret) }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    const winner = tickets[answers.findIndex((res) => res.statusCode === 200)]!;
    const challenge = await post("/api/login/staff/totp", {
      challengeToken: (await passwordStep(member.email)).json().challengeToken,
      code: totp(winner.secret, Date.now() + 30_000),
    });
    expect(challenge.statusCode, challenge.body).toBe(200);
  });

  it("refuses an unknown ticket and malformed codes", async () => {
    const unknown = await post("/api/login/staff/totp/enrol", { enrolToken: "x".repeat(43), code: "123456" });
    expect(unknown.statusCode).toBe(401);
    for (const code of ["12345", "abcdef", "1234567", ""]) {
      const res = await post("/api/login/staff/totp", { challengeToken: "x".repeat(43), code });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(["body", "code"]);
    }
  });
});

describe("an enrolled staff account", () => {
  it("is challenged after the password, signs in with a code, and the same code never works twice", async () => {
    const { member, secret } = await enrolled();
    const step = await passwordStep(member.email);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ mfa: "required", challengeToken: expect.any(String) });
    expect(step.headers["set-cookie"]).toBeUndefined();
    // The enrolment used the current step's code: the next step's (within ±1) is accepted.
    const code = totp(secret, Date.now() + 30_000);
    const res = await post("/api/login/staff/totp", { challengeToken: step.json().challengeToken, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ id: member.id, role: "staff" });
    expect((await audit(res.json().access_token)).statusCode).toBe(200);

    const replay = await post("/api/login/staff/totp", {
      challengeToken: (await passwordStep(member.email)).json().challengeToken,
      code,
    });
    expect(replay.statusCode).toBe(401);
  });

  it("refuses a wrong code, and throttles wrong codes like passwords", async () => {
    const { member, secret } = await enrolled();
    const good = totp(secret, Date.now() + 30_000);
    const bad = good === "000000" ? "999999" : "000000";
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const { challengeToken } = (await passwordStep(member.email, address)).json();
      const res = await post("/api/login/staff/totp", { challengeToken, code: bad }, address);
      expect(res.statusCode).toBe(401);
    }
    const { challengeToken } = (await passwordStep(member.email, address)).json();
    const locked = await post("/api/login/staff/totp", { challengeToken, code: good }, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("spends a challenge after 5 wrong codes", async () => {
    const { member, secret } = await enrolled();
    const good = totp(secret, Date.now() + 30_000);
    const bad = good === "000000" ? "999999" : "000000";
    const { challengeToken } = (await passwordStep(member.email)).json();
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/login/staff/totp", { challengeToken, code: bad })).statusCode).toBe(401);
    }
    // The ticket is gone (the account's throttle would also refuse it now).
    const [ticket] = await t.database.db
      .select()
      .from(schema.staffMfaTickets)
      .where(eq(schema.staffMfaTickets.staffId, member.id));
    expect(ticket).toBeUndefined();
  });

  it("answers 401 for a wrong password, revealing nothing about the second factor", async () => {
    const { member } = await enrolled();
    const res = await post("/api/login/staff/", { email: member.email, password: "not-the-password" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: "Invalid email or password" });
  });
});

describe("the demo staff account", () => {
  it("signs in with its password alone while STAFF_MFA_OPTIONAL_IN_DEMO is on (the default)", async () => {
    const demo = await createStaff(t.database.db, { demoAccount: true });
    const res = await passwordStep(demo.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access_token: expect.any(String), user: { id: demo.id, role: "staff" } });
  });

  it("must enrol like everyone else when STAFF_MFA_OPTIONAL_IN_DEMO is off", async () => {
    const strict = await build({ env: { STAFF_MFA_OPTIONAL_IN_DEMO: "false" } });
    try {
      const demo = await createStaff(strict.database.db, { demoAccount: true });
      const res = await strict.app.inject({
        method: "POST",
        url: "/api/login/staff/",
        headers: apiHeaders(),
        payload: { email: demo.email, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().mfa).toBe("enrol");
      expect(res.headers["set-cookie"]).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});

describe("learner sessions and staff calls", () => {
  it("a learner's session gets 403 on a staff call, no session 401", async () => {
    const learner = await createLearner(t.database.db);
    const login = await post("/api/login/learners/", { email: learner.email, password: TEST_PASSWORD });
    expect((await audit(login.json().access_token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: apiHeaders() });
    expect(anonymous.statusCode).toBe(401);
  });
});
