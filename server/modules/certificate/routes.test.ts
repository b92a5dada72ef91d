// Certificates: staff only for the roster, completion marks, issuing and revoking;
// issuing only once a batch has ended, to all its learners or chosen ones, never to a learner
// marked not completed nor twice; revocation with a reason, audited; a learner sees only their
// own certificates; anyone verifies a code, a typo and an unknown code answered apart.
import { randomBytes } from "node:crypto";
import { parseVerificationCode, verificationCodeFrom } from "@skillbridge/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  auditRows,
  build,
  caller,
  expectStaffOnly,
  rowCount,
  signedInPeople,
  signIn,
  type TestContext,
} from "../../test/app.ts";
import { createBatch, createCourse, createLearner, daysFromToday, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let staffId: number;
let learnerToken: string;
let otherToken: string;
let learnerId: number;
let otherId: number;
let dropoutId: number;
let endedBatchId: number;
let runningBatchId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  const people = await signedInPeople(t, {
    learner: { firstName: "Meera", lastName: "Shah", email: "meera@example.com" },
  });
  ({ staffId, staffToken, learnerToken } = people);
  learnerId = people.learner.id;
  const other = await createLearner(db, { firstName: "Arjun", lastName: "Rao", email: "arjun@example.com" });
  otherId = other.id;
  otherToken = await signIn(t.app, "learner", other.email);
  dropoutId = (await createLearner(db, { firstName: "Dev", lastName: "Kumar", email: "dev@example.com" })).id;
  const course = await createCourse(db, { name: "Cloud Security Practitioner", hours: { training: 32, lab: 8 } });
  endedBatchId = (await createBatch(db, course.id, { startDate: daysFromToday(-40), endDate: daysFromToday(-1) })).id;
  runningBatchId = (await createBatch(db, course.id, { startDate: daysFromToday(-5), endDate: daysFromToday(5) })).id;
  // Enrolled before the batch started: a certificate goes only to learners who joined before its end.
  for (const id of [learnerId, otherId, dropoutId]) await enrol(db, id, endedBatchId, new Date(daysFromToday(-45)));
  await enrol(db, learnerId, runningBatchId);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
type Issued = { issued: { id: number; code: string; learnerId: number }[]; skipped: object[] };

describe("access", () => {
  it("staff only: roster, completion, issue, revoke", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", `/api/admin/batches/${endedBatchId}/certificates`],
        ["POST", `/api/admin/batches/${endedBatchId}/certificates`, {}],
        [
          "PATCH",
          `/api/admin/batches/${endedBatchId}/learners/${learnerId}/completion`,
          { completed: false, reason: "Did not attend" },
        ],
        ["POST", "/api/admin/certificates/1/revoke", { reason: "Issued by mistake" }],
      ],
      learnerToken,
    );
    expect(await rowCount(t, schema.certificates)).toBe(0);
  });

  it("a learner's list needs a learner session", async () => {
    expect((await call("GET", "/api/certificates/mine", undefined, null)).statusCode).toBe(401);
  });
});

describe("issuing", () => {
  it("is refused while the batch runs, and for an unknown batch", async () => {
    const running = await call("POST", `/api/admin/batches/${runningBatchId}/certificates`, {});
    expect(running.statusCode).toBe(409);
    expect(running.json()).toEqual({ detail: "Certificates can be issued once the batch has ended." });
    expect((await call("POST", "/api/admin/batches/999999/certificates", {})).statusCode).toBe(404);
    expect(await rowCount(t, schema.certificates)).toBe(0);
  });

  it("marks a learner not completed (audited), who then gets none", async () => {
    const marked = await call("PATCH", `/api/admin/batches/${endedBatchId}/learners/${dropoutId}/completion`, {
      completed: false,
      reason: "Stopped coming after week two",
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ learnerId: dropoutId, completed: false, certificate: null });
    const audit = await auditRows(t, "batch", endedBatchId);
    expect(audit.at(-1)).toMatchObject({ action: "enrolment.completion", staffId, after: { completed: false } });
    const notEnrolled = await call("PATCH", `/api/admin/batches/${runningBatchId}/learners/${otherId}/completion`, {
      completed: true,
    });
    expect(notEnrolled.statusCode).toBe(404);
  });

  it("to chosen learners: only those, with what the certificate states copied in", async () => {
    const res = await call("POST", `/api/admin/batches/${endedBatchId}/certificates`, {
      learnerIds: [learnerId, dropoutId, 999999],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json() as Issued;
    expect(body.issued).toHaveLength(1);
    expect(body.issued[0]).toMatchObject({
      learnerId,
      batchId: endedBatchId,
      learnerName: "Meera Shah",
      courseName: "Cloud Security Practitioner",
      trainingHours: 32,
      labHours: 8,
      batchStartDate: daysFromToday(-40),
      batchEndDate: daysFromToday(-1),
      revokedAt: null,
    });
    expect(parseVerificationCode(body.issued[0]!.code)).toEqual({ ok: true, code: body.issued[0]!.code });
    expect(body.skipped).toEqual([
      { learnerId: dropoutId, reason: "not-completed" },
      { learnerId: 999999, reason: "not-enrolled" },
    ]);
    const audit = await auditRows(t, "certificate", body.issued[0]!.id);
    expect(audit).toMatchObject([{ action: "certificate.issue", staffId }]);
  });

  it("to all: everyone not marked not completed and not yet certified", async () => {
    const res = await call("POST", `/api/admin/batches/${endedBatchId}/certificates`, {});
    const body = res.json() as Issued;
    expect(body.issued.map((c) => c.learnerId)).toEqual([otherId]);
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { learnerId, reason: "already-certified" },
        { learnerId: dropoutId, reason: "not-completed" },
      ]),
    );
    const roster = await call("GET", `/api/admin/batches/${endedBatchId}/certificates`);
    expect(roster.json()).toMatchObject({ batchEnded: true, courseName: "Cloud Security Practitioner" });
    const entries = (roster.json() as { learners: { learnerId: number; certificate: unknown }[] }).learners;
    expect(entries.find((e) => e.learnerId === dropoutId)?.certificate).toBeNull();
    expect(entries.filter((e) => e.certificate !== null)).toHaveLength(2);
  });
});

describe("who is certified", () => {
  it("never a learner enrolled after the batch ended", async () => {
    const db = t.database.db;
    const course = await createCourse(db, { name: "Late Enrolment Course" });
    const batch = await createBatch(db, course.id, { startDate: daysFromToday(-60), endDate: daysFromToday(-42) });
    const inTime = await createLearner(db);
    const late = await createLearner(db);
    await enrol(db, inTime.id, batch.id, new Date(daysFromToday(-61)));
    await enrol(db, late.id, batch.id); // enrolled today, six weeks after the end
    const all = await call("POST", `/api/admin/batches/${batch.id}/certificates`, {});
    expect(all.statusCode, all.body).toBe(201);
    expect((all.json() as Issued).issued.map((c) => c.learnerId)).toEqual([inTime.id]);
    expect((all.json() as Issued).skipped).toEqual([{ learnerId: late.id, reason: "enrolled-after-end" }]);
    const chosen = await call("POST", `/api/admin/batches/${batch.id}/certificates`, { learnerIds: [late.id] });
    expect((chosen.json() as Issued).issued).toEqual([]);
  });

  it("once staff marked learners completed, only those marked", async () => {
    const db = t.database.db;
    const course = await createCourse(db, { name: "Marked Completion Course" });
    const batch = await createBatch(db, course.id, { startDate: daysFromToday(-30), endDate: daysFromToday(-3) });
    const done = await createLearner(db);
    const unmarked = await createLearner(db);
    for (const person of [done, unmarked]) await enrol(db, person.id, batch.id, new Date(daysFromToday(-31)));
    const marked = await call("PATCH", `/api/admin/batches/${batch.id}/learners/${done.id}/completion`, {
      completed: true,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const res = await call("POST", `/api/admin/batches/${batch.id}/certificates`, {});
    expect((res.json() as Issued).issued.map((c) => c.learnerId)).toEqual([done.id]);
    expect((res.json() as Issued).skipped).toEqual([{ learnerId: unmarked.id, reason: "not-marked-completed" }]);
  });
});

describe("issuing twice at once", () => {
  it("certifies a learner once: the second issue waits for the first and finds them certified", async () => {
    const db = t.database.db;
    const course = await createCourse(db, { name: "Concurrency Course" });
    const batch = await createBatch(db, course.id, { startDate: daysFromToday(-20), endDate: daysFromToday(-2) });
    const newcomer = await createLearner(db);
    await enrol(db, newcomer.id, batch.id, new Date(daysFromToday(-25)));
    const [first, second] = await Promise.all([
      call("POST", `/api/admin/batches/${batch.id}/certificates`, {}),
      call("POST", `/api/admin/batches/${batch.id}/certificates`, {}),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const issued = [first, second].flatMap((res) => (res.json() as Issued).issued);
    expect(issued.map((c) => c.learnerId)).toEqual([newcomer.id]);
  });
});

describe("a learner's certificates and verification", () => {
  const mine = async (token: string) =>
    (await call("GET", "/api/certificates/mine", undefined, token)).json() as { learnerId: number; code: string }[];

  it("each learner sees only their own", async () => {
    const meera = await mine(learnerToken);
    expect(meera.map((c) => c.learnerId)).toEqual([learnerId]);
    expect((await mine(otherToken)).map((c) => c.learnerId)).toEqual([otherId]);
  });

  it("anyone verifies a code, typed loosely; no e-mail or ids in the answer", async () => {
    const [certificate] = await mine(learnerToken);
    const typed = certificate!.code.toLowerCase().replace(/-/g, " ");
    const res = await call("GET", `/api/certificates/verify/${encodeURIComponent(typed)}`, undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.json()).toEqual({
      status: "valid",
      code: certificate!.code,
      learnerName: "Meera Shah",
      courseName: "Cloud Security Practitioner",
      trainingHours: 32,
      labHours: 8,
      batchStartDate: daysFromToday(-40),
      batchEndDate: daysFromToday(-1),
      issuedAt: expect.any(String),
      revokedAt: null,
      issuer: "SkillBridge Academy",
    });
  });

  it("tells a typo, something that is no code and an unknown code apart, revealing nothing", async () => {
    const [certificate] = await mine(learnerToken);
    const code = certificate!.code;
    const typo = code.slice(0, 2) + (code[2] === "7" ? "8" : "7") + code.slice(3);
    const mistyped = await call("GET", `/api/certificates/verify/${encodeURIComponent(typo)}`, undefined, null);
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toEqual({ detail: expect.stringContaining("typing mistake") });
    const junk = await call("GET", "/api/certificates/verify/hello", undefined, null);
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toEqual({ detail: expect.stringContaining("not a certificate code") });
    const unknown = verificationCodeFrom(randomBytes(15));
    const missing = await call("GET", `/api/certificates/verify/${encodeURIComponent(unknown)}`, undefined, null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "No certificate has this code." });
  });
});

describe("revoking", () => {
  it("needs a reason, is audited, and verification then says revoked with the date", async () => {
    const [certificate] = (await (await call("GET", "/api/certificates/mine", undefined, learnerToken)).json()) as {
      id: number;
      code: string;
    }[];
    const id = certificate!.id;
    const noReason = await call("POST", `/api/admin/certificates/${id}/revoke`, { reason: " " });
    expect(noReason.statusCode).toBe(422);
    const res = await call("POST", `/api/admin/certificates/${id}/revoke`, { reason: "Attendance below 75%" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, revokedAt: expect.any(String), revokedReason: "Attendance below 75%" });
    const again = await call("POST", `/api/admin/certificates/${id}/revoke`, { reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect((await call("POST", "/api/admin/certificates/999999/revoke", { reason: "Unknown" })).statusCode).toBe(404);
    const audit = await auditRows(t, "certificate", id);
    expect(audit.map((row) => row.action)).toEqual(["certificate.issue", "certificate.revoke"]);
    expect(audit[1]).toMatchObject({ staffId, after: { revokedReason: "Attendance below 75%" } });

    const verified = await call(
      "GET",
      `/api/certificates/verify/${encodeURIComponent(certificate!.code)}`,
      undefined,
      null,
    );
    expect(verified.json()).toMatchObject({ status: "revoked", revokedAt: expect.any(String) });
    expect(verified.json()).not.toHaveProperty("revokedReason");
  });

  it("a revoked learner may be certified again", async () => {
    const res = await call("POST", `/api/admin/batches/${endedBatchId}/certificates`, { learnerIds: [learnerId] });
    expect((res.json() as Issued).issued.map((c) => c.learnerId)).toEqual([learnerId]);
  });
});

describe("rate limit", () => {
  it("verification is limited per address", async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await caller(limited, () => undefined)("GET", "/api/certificates/verify/hello", undefined, null);
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
