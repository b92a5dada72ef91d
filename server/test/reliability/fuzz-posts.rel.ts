// Property-based fuzzing of every POST: payloads derived from the zod schemas (valid-ish, then
// mutated) and from outside them. Every answer: never a 5xx, errors as JSON {detail}, no stack,
// SQL or server path; a refused request stores nothing; an accepted one is stored exactly once.
import {
  enquiryCreateSchema,
  enquiryKindOf,
  feedbackCreateSchema,
  idSchema,
  leadCreateSchema,
  loginSchema,
} from "@skillbridge/core";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../../app.ts";
import * as t from "../../db/schema.ts";
import { createTokenService } from "../../modules/auth/tokens.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { TEST_API_KEY, TEST_JWT_SECRET, type TestContext } from "../app.ts";
import { TEST_PASSWORD } from "../factories.ts";
import {
  type Body,
  bodyFrom,
  encodeParam,
  fromZod,
  hostileParam,
  hostileString,
  pathSegment,
  sendable,
  validEmail,
} from "./arbitraries.ts";
import {
  answerProblem,
  bDataIn,
  buildOn,
  containsNul,
  countRows,
  DRIVERS,
  echoesOf,
  fcSeed,
  type RowCounts,
  rowDelta,
  seedWorld,
  sized,
  statusLabel,
  Tally,
  type World,
} from "./harness.ts";

const RUNS = sized(50, 1000);
const summary: string[] = [];
afterAll(() => {
  console.log(`POST fuzzing, ${RUNS} cases per operation and driver:\n  ${summary.join("\n  ")}`);
});

/** What the oracle expects of a case: a 2xx, a refusal, or either (rules other modules own). */
type Verdict = "accept" | "reject" | "either";
type ApiKey = "valid" | "missing" | "wrong";
type KeyHeader = "none" | "fresh" | "invalid";
const INVALID_IDEMPOTENCY_KEYS = ["a b", "x".repeat(201), "é-key", "\u007f"];

const apiKeyArb = fc.oneof(
  { weight: 18, arbitrary: fc.constant<ApiKey>("valid") },
  { weight: 1, arbitrary: fc.constantFrom<ApiKey>("missing", "wrong") },
);
const keyHeaderArb = fc.record({
  kind: fc.constantFrom<KeyHeader>("none", "fresh", "fresh", "invalid"),
  invalid: fc.constantFrom(...INVALID_IDEMPOTENCY_KEYS),
});

let keyCounter = 0;

describe.each(DRIVERS)("POST fuzzing on %s", (driver) => {
  let ctx: TestContext;
  let w: World;
  const tokens = createTokenService(TEST_JWT_SECRET);

  beforeAll(async () => {
    ctx = await buildOn(driver, { RATE_LIMIT_PER_MINUTE: "1000000" });
    w = await seedWorld(ctx);
  });
  afterAll(() => ctx?.close());

  const activeCourseIds = () => [w.courses.A.id, w.courses.B.id, w.courses.open.id];
  const knownCourseId = () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...activeCourseIds(), w.courses.retired.id) },
      { weight: 1, arbitrary: fc.constantFrom(0, -1, 999_999, 2_147_483_647) },
    );

  type Sent = ReturnType<typeof sendable>;
  type Outcome = { res: LightMyRequestResponse; delta: Partial<RowCounts>; before: RowCounts };

  /**
   * Sends one case and checks the properties every answer has; returns null when the request
   * cannot even be expressed in HTTP (counted apart).
   */
  async function send(
    tally: Tally,
    request: {
      url: string;
      body: Body;
      apiKey: ApiKey;
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
      remoteAddress?: string;
    },
  ): Promise<(Outcome & { sent: Sent }) | null> {
    const sent = sendable(request.body);
    const headers: Record<string, string> = { ...request.headers };
    if (request.apiKey === "valid") headers["x-api-key"] = TEST_API_KEY;
    if (request.apiKey === "wrong") headers["x-api-key"] = `${TEST_API_KEY}x`;
    if (sent.contentType) headers["content-type"] = sent.contentType;
    const before = await countRows(ctx.database.db);
    let res: LightMyRequestResponse;
    try {
      res = await ctx.app.inject({
        method: "POST",
        url: request.url,
        headers,
        payload: sent.payload,
        cookies: request.cookies,
        remoteAddress: request.remoteAddress,
      });
    } catch (error) {
      tally.add(`unsendable(${(error as Error).name})`);
      return null;
    }
    const after = await countRows(ctx.database.db);
    tally.add(statusLabel(res));
    const problem = answerProblem(res, echoesOf(request.url, request.body, request.headers), request.url);
    expect(problem, `${request.url} ${sent.payload?.slice(0, 300)}`).toBeNull();
    return { res, delta: rowDelta(before, after), before, sent };
  }

  /**
   * The verdict for what every POST shares: the API key, the body's size and, where the route
   * validates a body, a NUL anywhere in it.
   */
  function transportVerdict(apiKey: ApiKey, sent: Sent, validatesBody = true): Verdict | null {
    if (apiKey !== "valid") return "reject";
    if (sent.payload !== undefined && Buffer.byteLength(sent.payload) > BODY_LIMIT_BYTES) return "reject";
    if (validatesBody && !sent.raw && containsNul(sent.parsed)) return "reject";
    return null;
  }

  function expectVerdict(verdict: Verdict, res: LightMyRequestResponse, context: string) {
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    if (verdict === "accept") expect(res.statusCode, `${context} → ${res.body.slice(0, 300)}`).toBeLessThan(300);
    if (verdict === "reject") expect(ok, `${context} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(false);
  }

  function idempotencyHeader(kind: KeyHeader, invalid: string): { headers: Record<string, string>; bad: boolean } {
    if (kind === "none") return { headers: {}, bad: false };
    if (kind === "invalid") return { headers: { "idempotency-key": invalid }, bad: true };
    return { headers: { "idempotency-key": `fuzz-${driver}-${++keyCounter}` }, bad: false };
  }

  /** A submission (lead, enquiry): stored exactly once when accepted, not at all when refused. */
  function expectSubmissionStored(
    outcome: Outcome,
    table: "leads" | "enquiries",
    keyed: boolean,
    ok: boolean,
    context: string,
  ) {
    const { res, delta } = outcome;
    const { outbox: _mail, ...rest } = delta;
    if (!ok) {
      expect(delta, `refused (${res.statusCode}) but stored: ${context}`).toEqual({});
      return;
    }
    if (res.headers["idempotent-replayed"] === "true") {
      expect(rest, context).toEqual({});
      return;
    }
    expect(rest, context).toEqual({ [table]: 1, ...(keyed ? { idempotency_keys: 1 } : {}) });
  }

  it(`POST /api/leads/`, async () => {
    const tally = new Tally();
    const valid = fromZod(leadCreateSchema, {
      ictId_id: fc.oneof(
        { weight: 3, arbitrary: fc.constant(w.courses.open.id) },
        { weight: 2, arbitrary: knownCourseId() },
      ),
      trainingId: fc.oneof(
        { weight: 3, arbitrary: fc.constant(w.batches.open.id) },
        { weight: 1, arbitrary: fc.constantFrom(w.batches.retired.id, w.batches.A.id, w.batches.B.id, 0) },
      ),
      website: fc.constantFrom("", "", " ", "http://spam.example"),
    });
    const body = bodyFrom(valid, Object.keys(leadCreateSchema.shape));
    await fc.assert(
      fc.asyncProperty(body, apiKeyArb, keyHeaderArb, async (b, apiKey, key) => {
        const idem = idempotencyHeader(key.kind, key.invalid);
        const outcome = await send(tally, { url: "/api/leads/", body: b, apiKey, headers: idem.headers });
        if (!outcome) return;
        const { res, sent } = outcome;
        const context = `lead ${sent.payload?.slice(0, 300)}`;
        let verdict = transportVerdict(apiKey, sent) ?? (sent.raw || idem.bad ? "reject" : null);
        const parsed = verdict ? null : leadCreateSchema.safeParse(sent.parsed);
        if (parsed && !parsed.success) verdict = "reject";
        if (parsed?.success) {
          const lead = parsed.data;
          const batch = Object.values(w.batches).find((one) => one.id === lead.trainingId);
          if (!activeCourseIds().includes(lead.ictId_id)) verdict = "reject";
          else if (lead.trainingId !== undefined && (batch?.courseId !== lead.ictId_id || batch.status !== "A"))
            verdict = "reject";
          else verdict = lead.website?.trim() ? "either" : "accept";
        }
        expectVerdict(verdict!, res, context);
        const ok = res.statusCode < 300;
        expectSubmissionStored(outcome, "leads", key.kind === "fresh", ok, context);
        if (ok && parsed?.success) {
          const [row] = await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, res.json().id));
          expect(row, context).toMatchObject({
            name: parsed.data.leadName,
            email: parsed.data.leadEmail,
            contact: parsed.data.leadContact,
            courseId: parsed.data.ictId_id,
            status: "new",
          });
        }
      }),
      { numRuns: RUNS, ...fcSeed },
    );
    summary.push(`${driver} POST /api/leads/: ${tally}`);
  });

  it(`POST /api/ictEnquiry/`, async () => {
    const tally = new Tally();
    const valid = fromZod(enquiryCreateSchema, {
      ict_id: fc.option(knownCourseId(), { nil: null, freq: 6 }),
      eventId: fc.option(fc.constantFrom(w.event.id, 999_999), { nil: null, freq: 2 }),
      website: fc.constantFrom("", "", " ", "http://spam.example"),
    });
    const body = bodyFrom(valid, Object.keys(enquiryCreateSchema.shape));
    await fc.assert(
      fc.asyncProperty(body, apiKeyArb, keyHeaderArb, async (b, apiKey, key) => {
        const idem = idempotencyHeader(key.kind, key.invalid);
        const outcome = await send(tally, { url: "/api/ictEnquiry/", body: b, apiKey, headers: idem.headers });
        if (!outcome) return;
        const { res, sent } = outcome;
        const context = `enquiry ${sent.payload?.slice(0, 300)}`;
        let verdict = transportVerdict(apiKey, sent) ?? (sent.raw || idem.bad ? "reject" : null);
        const parsed = verdict ? null : enquiryCreateSchema.safeParse(sent.parsed);
        if (parsed && !parsed.success) verdict = "reject";
        if (parsed?.success) {
          const enquiry = parsed.data;
          const kind = enquiryKindOf(enquiry.formSource);
          const courseOk = enquiry.ict_id != null && activeCourseIds().includes(enquiry.ict_id);
          if ((kind === "course" || kind === "proposal") && !courseOk) verdict = "reject";
          else if (kind === "event" && enquiry.eventId !== w.event.id) verdict = "reject";
          else if (kind === "course" && enquiry.eventId == null && !enquiry.website?.trim()) verdict = "accept";
          else verdict = "either"; // event, proposal and contact rules belong to the enquiry module
        }
        expectVerdict(verdict!, res, context);
        const ok = res.statusCode < 300;
        expectSubmissionStored(outcome, "enquiries", key.kind === "fresh", ok, context);
        if (ok && parsed?.success) {
          const [row] = await ctx.database.db.select().from(t.enquiries).where(eq(t.enquiries.id, res.json().id));
          expect(row, context).toMatchObject({
            name: parsed.data.eName,
            email: parsed.data.eEmail,
            contact: parsed.data.eContact,
          });
        }
      }),
      { numRuns: RUNS, ...fcSeed },
    );
    summary.push(`${driver} POST /api/ictEnquiry/: ${tally}`);
  });

  describe.each([
    ["learner", "/api/login/learners/"],
    ["staff", "/api/login/staff/"],
  ] as const)("sign-in as %s", (role, url) => {
    it(`POST ${url}`, async () => {
      const tally = new Tally();
      const account = () => (role === "learner" ? w.A.email : w.staff.email);
      const accounts = () =>
        (role === "learner" ? [w.A.email, w.B.email] : [w.staff.email]).map((e) => e.toLowerCase());
      const email = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(account(), account().toUpperCase(), ` ${account()} `) },
        { weight: 1, arbitrary: fc.constantFrom(w.A.email, w.B.email, w.staff.email) },
        { weight: 2, arbitrary: validEmail },
      );
      const password = fc.oneof(
        { weight: 3, arbitrary: fc.constant(TEST_PASSWORD) },
        { weight: 2, arbitrary: hostileString },
      );
      const body = bodyFrom(fromZod(loginSchema, { email, password }), ["email", "password"]);
      const address = fc.oneof(fc.constant("127.0.0.1"), fc.ipV4(), fc.ipV6());
      await fc.assert(
        fc.asyncProperty(body, apiKeyArb, address, fc.boolean(), async (b, apiKey, remoteAddress, windowPassed) => {
          // Half the cases come after the throttle's window has passed, so genuine sign-ins get through.
          if (windowPassed) await ctx.database.db.delete(t.loginAttempts);
          const outcome = await send(tally, { url, body: b, apiKey, remoteAddress });
          if (!outcome) return;
          const { res, sent, delta } = outcome;
          const context = `${url} ${sent.payload?.slice(0, 300)}`;
          let verdict = transportVerdict(apiKey, sent) ?? (sent.raw ? "reject" : null);
          const parsed = verdict ? null : loginSchema.safeParse(sent.parsed);
          if (parsed && !parsed.success) verdict = "reject";
          if (parsed?.success) {
            const genuine =
              accounts().includes(parsed.data.email.toLowerCase()) && parsed.data.password === TEST_PASSWORD;
            verdict = genuine ? "either" : "reject"; // a genuine sign-in may still be throttled (429)
          }
          expectVerdict(verdict!, res, context);
          const { login_attempts: attempts = 0, ...rest } = delta;
          if (res.statusCode === 200) {
            expect(rest, context).toEqual({ sessions: 1 });
            const signedInAs = res.json().user.email.toLowerCase();
            expect(signedInAs, context).toBe(parsed?.success ? parsed.data.email.toLowerCase() : null);
            if (signedInAs !== w.B.email.toLowerCase()) expect(bDataIn(res.body), context).toEqual([]);
          } else {
            // A failed password check stays counted for the throttle (by design); nothing else is written.
            expect(rest, `refused (${res.statusCode}) but stored: ${context}`).toEqual({});
            expect(attempts, context).toBeLessThanOrEqual(res.statusCode === 401 ? 1 : 0);
          }
        }),
        { numRuns: RUNS, ...fcSeed },
      );
      summary.push(`${driver} POST ${url}: ${tally}`);
    });
  });

  it("POST /api/logout/", async () => {
    const tally = new Tally();
    type Credential = "none" | "garbage" | "session-bearer" | "session-cookie" | "staff-session" | "foreign-jwt";
    const credential = fc.constantFrom<Credential>(
      "none",
      "garbage",
      "session-bearer",
      "session-cookie",
      "staff-session",
      "foreign-jwt",
    );
    const body = bodyFrom(fc.constant({}), ["x"]);
    await fc.assert(
      fc.asyncProperty(body, apiKeyArb, credential, hostileString, async (b, apiKey, cred, garbage) => {
        // A fresh session of its own for each case, so logging it out harms no other case.
        let token: string | null = null;
        let sessionId: string | null = null;
        if (cred === "session-bearer" || cred === "session-cookie" || cred === "staff-session") {
          sessionId = crypto.randomUUID();
          const role = cred === "staff-session" ? "staff" : "learner";
          const subjectId = role === "staff" ? w.staff.id : w.A.id;
          await ctx.database.db
            .insert(t.sessions)
            .values({ id: sessionId, subjectType: role, subjectId, expiresAt: new Date(Date.now() + 3_600_000) });
          token = await tokens.sign({ sessionId, role, subjectId });
        }
        const headers: Record<string, string> = {};
        const cookies: Record<string, string> = {};
        if (cred === "garbage") headers.authorization = `Bearer ${encodeParam(garbage) || "x"}`;
        if (cred === "foreign-jwt") headers.authorization = `Bearer ${await signForeign()}`;
        if (token && cred === "session-cookie") cookies[SESSION_COOKIE] = token;
        else if (token) headers.authorization = `Bearer ${token}`;
        const outcome = await send(tally, { url: "/api/logout/", body: b, apiKey, headers, cookies });
        if (!outcome) return;
        const { res, sent, delta } = outcome;
        const context = `logout(${cred}) ${sent.payload?.slice(0, 200)}`;
        // secure-json-parse refuses prototype-poisoning keys with a 400, whatever the route.
        const poisoned = /"(__proto__|constructor)"\s*:/.test(sent.payload ?? "");
        expectVerdict(
          transportVerdict(apiKey, sent, false) ?? (sent.raw || poisoned ? "either" : "accept"),
          res,
          context,
        );
        const ok = res.statusCode < 300;
        // Logout never writes a row; it deletes exactly the caller's session when it succeeds.
        expect(delta, context).toEqual(ok && sessionId ? { sessions: -1 } : {});
        if (ok) expect(res.headers["set-cookie"], context).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
        if (sessionId) {
          const [row] = await ctx.database.db.select().from(t.sessions).where(eq(t.sessions.id, sessionId));
          expect(Boolean(row), context).toBe(!ok);
          await ctx.database.db.delete(t.sessions).where(eq(t.sessions.id, sessionId));
        }
      }),
      { numRuns: RUNS, ...fcSeed },
    );
    summary.push(`${driver} POST /api/logout/: ${tally}`);
  });

  it("POST /api/training-cards/{id}/feedbacks (as learner A)", async () => {
    const tally = new Tally();
    const own = [w.batches.A.id, w.batches.pastA.id];
    const knownBatch = fc.constantFrom(w.batches.A.id, w.batches.pastA.id, w.batches.B.id, w.batches.open.id);
    const valid = fromZod(feedbackCreateSchema, {
      ictId_id: fc.oneof(
        { weight: 4, arbitrary: fc.constant(w.courses.A.id) },
        { weight: 1, arbitrary: knownCourseId() },
      ),
      learnerId_id: fc.oneof(
        { weight: 4, arbitrary: fc.constant(w.A.id) },
        { weight: 1, arbitrary: fc.constant(w.B.id) },
      ),
      trainingId: knownBatch,
    });
    const body = bodyFrom(valid, Object.keys(feedbackCreateSchema.shape));
    const param = fc.oneof(
      { weight: 4, arbitrary: knownBatch.map((id) => ({ raw: String(id), known: true })) },
      { weight: 2, arbitrary: pathSegment(hostileParam).map((raw) => ({ raw, known: false })) },
    );
    await fc.assert(
      fc.asyncProperty(body, apiKeyArb, param, async (b, apiKey, p) => {
        const url = `/api/training-cards/${p.raw}/feedbacks`;
        const headers = { authorization: `Bearer ${w.tokenA}` };
        const outcome = await send(tally, { url, body: b, apiKey, headers });
        if (!outcome) return;
        const { res, sent, delta } = outcome;
        const context = `${url} ${sent.payload?.slice(0, 300)}`;
        let decoded: string | null = null;
        try {
          decoded = decodeURIComponent(p.raw);
        } catch {
          decoded = null;
        }
        const cardId = decoded === null ? null : idSchema.safeParse(decoded);
        let verdict = transportVerdict(apiKey, sent) ?? (sent.raw ? "reject" : null);
        const parsed = verdict ? null : feedbackCreateSchema.safeParse(sent.parsed);
        if (!cardId?.success || !own.includes(cardId.data)) verdict = "reject";
        else if (parsed && !parsed.success) verdict = "reject";
        else if (parsed?.success) {
          const fb = parsed.data;
          const fits =
            fb.learnerId_id === w.A.id &&
            fb.ictId_id === w.courses.A.id &&
            (fb.trainingId === undefined || fb.trainingId === cardId.data);
          verdict = fits ? (p.known ? "accept" : "either") : "reject";
        }
        expectVerdict(verdict!, res, context);
        const ok = res.statusCode < 300;
        expect(delta, context).toEqual(ok ? { feedbacks: 1 } : {});
        expect(bDataIn(res.body), context).toEqual([]);
        if (ok && parsed?.success) {
          const [row] = await ctx.database.db.select().from(t.feedbacks).where(eq(t.feedbacks.id, res.json().id));
          expect(row, context).toMatchObject({ learnerId: w.A.id, message: parsed.data.feedbackMsg });
        }
      }),
      { numRuns: RUNS, ...fcSeed },
    );
    summary.push(`${driver} POST /api/training-cards/{id}/feedbacks: ${tally}`);
  });
});

/** A well-formed HS256 token signed with a key that is not the server's. */
async function signForeign(): Promise<string> {
  return new SignJWT({ role: "learner" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("1")
    .setJti(crypto.randomUUID())
    .setIssuer("skillbridge")
    .setAudience("skillbridge-api")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-server-secret-0123456789-abcdefgh"));
}
