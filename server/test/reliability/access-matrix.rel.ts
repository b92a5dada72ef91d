// The access matrix (contract: one learner never sees another's data): every learner-only call
// with learner B's ids and e-mail (in several cases and encodings) × {no token, A's bearer
// token, A's cookie, a staff token, a staff cookie} is refused with 401/403, and no byte of B's
// data is in any answer. A's own ids are the control: they succeed with A's credentials.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { apiHeaders, type TestContext } from "../app.ts";
import { answerProblem, B_SECRETS, bDataIn, buildOn, DRIVERS, seedWorld, type World } from "./harness.ts";

const CREDENTIALS = ["none", "A bearer", "A cookie", "staff bearer", "staff cookie"] as const;
type Credential = (typeof CREDENTIALS)[number];

/** An e-mail as a client may spell it: same address, other case, padding or percent-encoding. */
function emailSpellings(email: string): { label: string; query: string; path: string }[] {
  const swapped = [...email].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("");
  const everyByte = [...Buffer.from(email)].map((b) => `%${b.toString(16).padStart(2, "0").toUpperCase()}`).join("");
  return [
    { label: "as stored", query: encodeURIComponent(email), path: encodeURIComponent(email) },
    {
      label: "lower case",
      query: encodeURIComponent(email.toLowerCase()),
      path: encodeURIComponent(email.toLowerCase()),
    },
    {
      label: "upper case",
      query: encodeURIComponent(email.toUpperCase()),
      path: encodeURIComponent(email.toUpperCase()),
    },
    { label: "mixed case", query: encodeURIComponent(swapped), path: encodeURIComponent(swapped) },
    { label: "padded", query: `%20${encodeURIComponent(email)}%09`, path: `%20${encodeURIComponent(email)}%20` },
    { label: "'+' for a space", query: `+${encodeURIComponent(email)}+`, path: encodeURIComponent(` ${email}`) },
    { label: "unencoded @", query: email, path: email },
    { label: "every byte %-encoded", query: everyByte, path: everyByte },
  ];
}

/** An id as a client may spell it: plain, zero-padded, padded with spaces. */
const idSpellings = (id: number) => [String(id), `00${id}`, `%20${id}%20`];

type Call = { name: string; method: "GET" | "POST"; url: string; payload?: object };

describe.each(DRIVERS)("access matrix on %s", (driver) => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await buildOn(driver);
    w = await seedWorld(ctx);
  });
  afterAll(() => ctx?.close());

  function send(call: Call, credential: Credential): Promise<LightMyRequestResponse> {
    const token = credential.startsWith("A") ? w.tokenA : credential.startsWith("staff") ? w.staffToken : undefined;
    const viaCookie = credential.endsWith("cookie");
    return ctx.app.inject({
      method: call.method,
      url: call.url,
      headers: apiHeaders(viaCookie ? undefined : token),
      cookies: viaCookie && token ? { [SESSION_COOKIE]: token } : {},
      ...(call.payload ? { payload: call.payload } : {}),
    });
  }

  /** Every learner-only call aimed at B's data, in each spelling. */
  function callsOnB(): Call[] {
    const calls: Call[] = [];
    for (const email of emailSpellings(w.B.email)) {
      calls.push({ name: "GET /learners?email=", method: "GET", url: `/api/learners?email=${email.query}` });
      calls.push({
        name: "GET /learners/email/{e}/training-cards",
        method: "GET",
        url: `/api/learners/email/${email.path}/training-cards`,
      });
    }
    for (const batch of [w.batches.B, w.batches.pastB]) {
      for (const id of idSpellings(batch.id)) {
        calls.push({ name: "GET /recordings/training/{id}", method: "GET", url: `/api/recordings/training/${id}` });
        calls.push({
          name: "GET /training-cards/{id}/schedules",
          method: "GET",
          url: `/api/training-cards/${id}/schedules`,
        });
        for (const learnerId of [w.B.id, w.A.id]) {
          calls.push({
            name: "POST /training-cards/{id}/feedbacks",
            method: "POST",
            url: `/api/training-cards/${id}/feedbacks`,
            payload: { feedbackMsg: "Great", ictId_id: w.courses.B.id, learnerId_id: learnerId, feedbackRating: 5 },
          });
        }
      }
    }
    // Feedback on A's own batch, but in B's name.
    calls.push({
      name: "POST /training-cards/{id}/feedbacks",
      method: "POST",
      url: `/api/training-cards/${w.batches.A.id}/feedbacks`,
      payload: { feedbackMsg: "Great", ictId_id: w.courses.A.id, learnerId_id: w.B.id },
    });
    for (const id of idSpellings(w.courses.B.id)) {
      calls.push({ name: "GET /study-materials/ict/{id}/", method: "GET", url: `/api/study-materials/ict/${id}/` });
    }
    return calls;
  }

  /** The same calls on A's own data: they must work for A, or the matrix proves nothing. */
  function callsOnA(): Call[] {
    return [
      { name: "GET /learners?email=", method: "GET", url: `/api/learners?email=${encodeURIComponent(w.A.email)}` },
      {
        name: "GET /learners/email/{e}/training-cards",
        method: "GET",
        url: `/api/learners/email/${encodeURIComponent(w.A.email)}/training-cards`,
      },
      { name: "GET /recordings/training/{id}", method: "GET", url: `/api/recordings/training/${w.batches.A.id}` },
      {
        name: "GET /training-cards/{id}/schedules",
        method: "GET",
        url: `/api/training-cards/${w.batches.A.id}/schedules`,
      },
      {
        name: "POST /training-cards/{id}/feedbacks",
        method: "POST",
        url: `/api/training-cards/${w.batches.A.id}/feedbacks`,
        payload: { feedbackMsg: "Great", ictId_id: w.courses.A.id, learnerId_id: w.A.id },
      },
      { name: "GET /study-materials/ict/{id}/", method: "GET", url: `/api/study-materials/ict/${w.courses.A.id}/` },
    ];
  }

  it("refuses every call on B's data, with every credential, and shows none of it", async () => {
    const matrix = new Map<string, Map<Credential, { refused: number; total: number; statuses: Set<number> }>>();
    const failures: string[] = [];
    const feedbacksBefore = await ctx.database.db.$count(t.feedbacks);
    for (const call of callsOnB()) {
      for (const credential of CREDENTIALS) {
        const res = await send(call, credential);
        const row = matrix.get(call.name) ?? new Map();
        matrix.set(call.name, row);
        const cell = row.get(credential) ?? { refused: 0, total: 0, statuses: new Set<number>() };
        row.set(credential, cell);
        cell.total++;
        cell.statuses.add(res.statusCode);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (refused) cell.refused++;
        const leaked = bDataIn(res.body, [w.B.email, w.recordingB.link]);
        const problem = answerProblem(res);
        if (!refused || leaked.length > 0 || problem) {
          failures.push(
            `${credential} ${call.method} ${call.url} → ${res.statusCode} ${leaked.join(",")} ${problem ?? ""}`,
          );
        }
      }
    }
    const feedbacksAfter = await ctx.database.db.$count(t.feedbacks);

    const width = Math.max(...[...matrix.keys()].map((name) => name.length));
    const lines = [
      `access matrix on ${driver} (refused/sent, statuses), B = ${B_SECRETS.email}:`,
      `${"".padEnd(width)} | ${CREDENTIALS.map((c) => c.padEnd(18)).join(" | ")}`,
      ...[...matrix.entries()].map(
        ([name, row]) =>
          `${name.padEnd(width)} | ${CREDENTIALS.map((c) => {
            const cell = row.get(c)!;
            return `${cell.refused}/${cell.total} (${[...cell.statuses].join(",")})`.padEnd(18);
          }).join(" | ")}`,
      ),
    ];
    console.log(lines.join("\n"));
    expect(failures).toEqual([]);
    expect(feedbacksAfter).toBe(feedbacksBefore);
  });

  it("answers A's own calls for A (bearer and cookie) and refuses them to everyone else", async () => {
    for (const call of callsOnA()) {
      for (const credential of CREDENTIALS) {
        const res = await send(call, credential);
        const expected = credential.startsWith("A")
          ? call.method === "POST"
            ? 201
            : 200
          : credential === "none"
            ? 401
            : 403;
        expect(res.statusCode, `${credential} ${call.method} ${call.url}: ${res.body.slice(0, 200)}`).toBe(expected);
        expect(bDataIn(res.body, [w.B.email]), `${credential} ${call.url}`).toEqual([]);
      }
    }
  });
});
