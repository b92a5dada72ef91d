// Property-based fuzzing of every parameterised GET: ids, e-mails, search texts and catalogue
// filters from the schemas' own domain and from far outside it. Every answer: never a 5xx,
// errors as JSON {detail}, no stack, SQL or server path; public lists never show a retired
// course to the public; a learner call succeeds only for learner A's own data and never shows B's.
import { emailField, idSchema } from "@skillbridge/core";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { apiHeaders, TEST_API_KEY, type TestContext } from "../app.ts";
import { encodeParam, hostileParam, NUMBER_STRINGS, pathSegment, TRAVERSALS } from "./arbitraries.ts";
import {
  answerProblem,
  bDataIn,
  buildOn,
  DRIVERS,
  echoesOf,
  fcSeed,
  isBadUrlAnswer,
  resolvedPath,
  seedWorld,
  sized,
  statusLabel,
  Tally,
  type World,
} from "./harness.ts";

const RUNS = sized(50, 1000);
const summary: string[] = [];
afterAll(() => {
  console.log(`GET fuzzing, ${RUNS} cases per operation and driver:\n  ${summary.join("\n  ")}`);
});

type Caller = "anonymous" | "learner" | "learner-cookie" | "staff";
const callerArb = (weights: [number, number, number, number]) =>
  fc.oneof(
    ...(["anonymous", "learner", "learner-cookie", "staff"] as const).map((caller, i) => ({
      weight: weights[i]!,
      arbitrary: fc.constant<Caller>(caller),
    })),
  );

/** The parameter as the server decodes it, or null when it is not valid percent-encoding. */
function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether the parameter reached the route as written (no dot segment resolved away, no extra segment). */
const asWritten = (url: string, raw: string) =>
  raw.length > 0 && !raw.includes("/") && !raw.includes("\\") && resolvedPath(url) === url.split("?")[0];

describe.each(DRIVERS)("GET fuzzing on %s", (driver) => {
  let ctx: TestContext;
  let w: World;

  beforeAll(async () => {
    ctx = await buildOn(driver);
    w = await seedWorld(ctx);
  });
  afterAll(() => ctx?.close());

  function headersOf(caller: Caller): { headers: Record<string, string>; cookies: Record<string, string> } {
    if (caller === "learner") return { headers: apiHeaders(w.tokenA), cookies: {} };
    if (caller === "learner-cookie") return { headers: apiHeaders(), cookies: { [SESSION_COOKIE]: w.tokenA } };
    if (caller === "staff") return { headers: apiHeaders(w.staffToken), cookies: {} };
    return { headers: apiHeaders(), cookies: {} };
  }

  async function get(tally: Tally, url: string, caller: Caller, echoes: unknown[]): Promise<LightMyRequestResponse> {
    const { headers, cookies } = headersOf(caller);
    const res = await ctx.app.inject({ method: "GET", url, headers, cookies });
    tally.add(statusLabel(res));
    expect(answerProblem(res, echoesOf(url, ...echoes), url), `${caller} GET ${url}`).toBeNull();
    return res;
  }

  const courseIds = () => [w.courses.A.id, w.courses.B.id, w.courses.open.id, w.courses.retired.id];
  /** An id parameter: a real id, a number at the edges, or anything at all. */
  const idParam = () =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(...courseIds(), ...Object.values(w.batches).map((b) => b.id)).map(String),
      },
      { weight: 1, arbitrary: fc.constantFrom(...NUMBER_STRINGS, ...TRAVERSALS) },
      { weight: 3, arbitrary: hostileParam },
    );
  const textParam = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom("Reliable", "kube", "KUBERNETES", "azur", "Retired", "%", "_", "\\") },
    { weight: 4, arbitrary: hostileParam },
  );

  /** A public list answer never shows the retired course to anyone but staff (contract). */
  function expectNoRetired(res: LightMyRequestResponse, caller: Caller, context: string) {
    if (res.statusCode !== 200 || caller === "staff") return;
    expect(res.body, context).not.toContain("Retired Course");
  }

  async function fuzz<T>(op: string, arb: fc.Arbitrary<T>, check: (value: T, tally: Tally) => Promise<void>) {
    const tally = new Tally();
    await fc.assert(
      fc.asyncProperty(arb, (value) => check(value, tally)),
      { numRuns: RUNS, ...fcSeed },
    );
    summary.push(`${driver} ${op}: ${tally}`);
  }

  it("GET /api/ictData/{id}", async () => {
    await fuzz(
      "GET /api/ictData/{id}",
      fc.tuple(pathSegment(idParam()), callerArb([6, 1, 1, 2])),
      async ([raw, caller], tally) => {
        const url = `/api/ictData/${raw}`;
        const res = await get(tally, url, caller, [raw]);
        const value = decoded(raw);
        const id = value === null ? null : idSchema.safeParse(value);
        if (!asWritten(url, raw)) return;
        const visible = caller === "staff" ? courseIds() : courseIds().filter((c) => c !== w.courses.retired.id);
        if (res.statusCode === 200) {
          expect(id?.success && visible.includes(id.data), `${caller} ${url}`).toBe(true);
          expect(res.json().id, url).toBe(id?.success ? id.data : null);
        }
        if (raw.length <= 300 && id?.success && visible.includes(id.data)) expect(res.statusCode, url).toBe(200);
      },
    );
  });

  it("GET /api/ictData/?search=", async () => {
    await fuzz(
      "GET /api/ictData/?search=",
      fc.tuple(textParam, callerArb([6, 1, 1, 2])),
      async ([text, caller], tally) => {
        const url = `/api/ictData/?search=${encodeParam(text)}`;
        const res = await get(tally, url, caller, [text]);
        expectNoRetired(res, caller, url);
        if (text.length <= 200 && !text.includes("\u0000")) expect(res.statusCode, url).toBe(200);
      },
    );
  });

  it("GET /api/ictData/ with the catalogue filters", async () => {
    const value = (valid: fc.Arbitrary<string>) =>
      fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: hostileParam });
    /** Present about half the time; now and then repeated (?type=a&type=b). */
    const param = (valid: fc.Arbitrary<string>, repeatable = false) =>
      fc.option(fc.array(value(valid), { minLength: 1, maxLength: repeatable ? 3 : 1 }), { nil: undefined, freq: 2 });
    const filters = fc.record({
      q: param(fc.constantFrom("reliable", "KUBE", "a", "%", "_")),
      maxHours: param(fc.integer({ min: 0, max: 360 }).map(String)),
      type: param(
        fc.constantFrom("Certificate Course", "Internship", "Corporate Training", "Internship,Certificate Course"),
        true,
      ),
      domain: param(fc.constantFrom("1", "2", "1,2", "17"), true),
      limit: param(fc.integer({ min: 1, max: 500 }).map(String)),
      offset: param(fc.integer({ min: 0, max: 20 }).map(String)),
      search: param(fc.constantFrom("kube", "azure")),
      repeated: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom("limit", "offset", "maxHours", "q") },
      ),
      extra: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.tuple(
            fc.constantFrom("__proto__", "constructor", "email", "x[]", "q[0]", "limit[]"),
            hostileParam,
          ),
        },
      ),
    });
    await fuzz(
      "GET /api/ictData/?q&maxHours&type&domain&limit&offset",
      fc.tuple(filters, callerArb([6, 1, 1, 2])),
      async ([f, caller], tally) => {
        const pairs: string[] = [];
        const { extra, repeated, ...params } = f;
        for (const [name, values] of Object.entries(params)) {
          for (const v of values ?? []) pairs.push(`${name}=${encodeParam(v)}`);
        }
        if (repeated) pairs.push(`${repeated}=1`, `${repeated}=2`);
        if (extra) pairs.push(`${encodeParam(extra[0])}=${encodeParam(extra[1])}`);
        const url = `/api/ictData/?${pairs.join("&")}`;
        const res = await get(tally, url, caller, [f]);
        expectNoRetired(res, caller, url);
        if (res.statusCode === 200) {
          const items = res.json() as { status: string }[];
          expect(Array.isArray(items), url).toBe(true);
          if (caller !== "staff")
            expect(
              items.every((item) => item.status === "A"),
              url,
            ).toBe(true);
        }
      },
    );
  });

  it("GET /api/ictData/search/{text}", async () => {
    await fuzz(
      "GET /api/ictData/search/{text}",
      fc.tuple(pathSegment(textParam), callerArb([6, 1, 1, 2])),
      async ([raw, caller], tally) => {
        const url = `/api/ictData/search/${raw}`;
        const res = await get(tally, url, caller, [raw]);
        // Suggestions are of active courses only, whoever asks.
        if (res.statusCode === 200 && asWritten(url, raw)) {
          expect(res.body, url).not.toContain("Retired Course");
          expect((res.json() as unknown[]).length, url).toBeLessThanOrEqual(8);
        }
      },
    );
  });

  for (const [op, path] of [
    ["GET /api/ictData/{ictId}/training-cards", (id: string) => `/api/ictData/${id}/training-cards`],
    ["GET /api/ictData/{ictId}/learning-modules", (id: string) => `/api/ictData/${id}/learning-modules`],
    ["GET /api/ictData/{ictId}/pre-reqs/", (id: string) => `/api/ictData/${id}/pre-reqs/`],
    ["GET /api/benefits/ict/{id}/", (id: string) => `/api/benefits/ict/${id}/`],
    ["GET /api/ict-faq/ict/{id}", (id: string) => `/api/ict-faq/ict/${id}`],
  ] as const) {
    it(op, async () => {
      await fuzz(op, fc.tuple(pathSegment(idParam()), callerArb([6, 1, 1, 2])), async ([raw, caller], tally) => {
        const url = path(raw);
        const res = await get(tally, url, caller, [raw]);
        const value = decoded(raw);
        const id = value === null ? null : idSchema.safeParse(value);
        if (res.statusCode === 200 && asWritten(url, raw)) {
          expect(Array.isArray(res.json()), url).toBe(true);
          // A retired or unknown course's content is not served to the public.
          const visible = caller === "staff" ? courseIds() : courseIds().filter((c) => c !== w.courses.retired.id);
          expect(id?.success && visible.includes(id.data), `${caller} ${url}`).toBe(true);
        }
      });
    });
  }

  // ---- learner-only calls: 2xx only for A's own data, and never a byte of B's ----
  const emailParam = () =>
    fc.oneof(
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          w.A.email,
          w.A.email.toUpperCase(),
          ` ${w.A.email} `,
          w.B.email,
          w.B.email.toLowerCase(),
        ),
      },
      { weight: 3, arbitrary: hostileParam },
    );
  const sameEmail = (value: string | null, email: string) =>
    value !== null && value.trim().toLowerCase() === email.toLowerCase();
  const learnerCaller = callerArb([1, 6, 2, 1]);

  /**
   * Learner-only: refused without a learner session (unless no route matched: 404, or a
   * malformed path: 400); 2xx only for A's own data; nothing of B's, ever.
   */
  function expectLearnerAnswer(res: LightMyRequestResponse, caller: Caller, own: boolean, url: string, raw = "") {
    const routed = res.statusCode !== 404 && !isBadUrlAnswer(res);
    if (caller === "anonymous" && routed) expect(res.statusCode, url).toBe(401);
    if (caller === "staff" && routed) expect(res.statusCode, url).toBe(403);
    if (res.statusCode < 300) expect(own || !asWritten(url, raw), `2xx for data that is not A's: ${url}`).toBe(true);
    expect(bDataIn(res.body), url).toEqual([]);
  }

  it("GET /api/learners?email=", async () => {
    await fuzz("GET /api/learners?email=", fc.tuple(emailParam(), learnerCaller), async ([email, caller], tally) => {
      const url = `/api/learners?email=${encodeParam(email)}`;
      const res = await get(tally, url, caller, [email]);
      const own = sameEmail(email, w.A.email);
      expectLearnerAnswer(res, caller, own, url);
      if (own && caller.startsWith("learner")) {
        expect(res.statusCode, url).toBe(200);
        expect(res.json()[0].email, url).toBe(w.A.email);
      }
    });
  });

  it("GET /api/learners/email/{email}/training-cards", async () => {
    await fuzz(
      "GET /api/learners/email/{email}/training-cards",
      fc.tuple(pathSegment(emailParam()), learnerCaller),
      async ([raw, caller], tally) => {
        const url = `/api/learners/email/${raw}/training-cards`;
        const res = await get(tally, url, caller, [raw]);
        const value = decoded(raw);
        const parsed = value === null ? null : emailField.safeParse(value);
        expectLearnerAnswer(res, caller, Boolean(parsed?.success && sameEmail(parsed.data, w.A.email)), url, raw);
        if (res.statusCode === 200) {
          const ids = (res.json() as { trainingCard: { id: number } }[]).map((e) => e.trainingCard.id).sort();
          expect(ids, url).toEqual([w.batches.A.id, w.batches.pastA.id].sort());
        }
      },
    );
  });

  for (const [op, path, ownIds] of [
    ["GET /api/recordings/training/{id}", (id: string) => `/api/recordings/training/${id}`, "batches"],
    ["GET /api/training-cards/{id}/schedules", (id: string) => `/api/training-cards/${id}/schedules`, "batches"],
    ["GET /api/study-materials/ict/{id}/", (id: string) => `/api/study-materials/ict/${id}/`, "courses"],
  ] as const) {
    it(op, async () => {
      await fuzz(op, fc.tuple(pathSegment(idParam()), learnerCaller), async ([raw, caller], tally) => {
        const url = path(raw);
        const res = await get(tally, url, caller, [raw]);
        const value = decoded(raw);
        const id = value === null ? null : idSchema.safeParse(value);
        const own = ownIds === "batches" ? [w.batches.A.id, w.batches.pastA.id] : [w.courses.A.id];
        expectLearnerAnswer(res, caller, Boolean(id?.success && own.includes(id.data)), url, raw);
      });
    });
  }

  it("answers every API call without its key with 401 {detail}", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/ictData/1",
      headers: { "x-api-key": `${TEST_API_KEY}!` },
    });
    expect(res.statusCode).toBe(401);
    expect(answerProblem(res)).toBeNull();
  });
});
