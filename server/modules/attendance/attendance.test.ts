// Attendance through the real app, on each database: staff mark a held session (audited with
// counts and ids only; learners and strangers are refused), a CSV file is taken all or nothing,
// a learner checks in with the session's code only in its window (late after ten minutes), and
// each learner reads only their own marks and percentage.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, build, caller, expectStaffOnly, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let learnerToken: string;
let otherToken: string;
let learner: { id: number; email: string };
let other: { id: number; email: string };
let outsider: { id: number; email: string };
let batchId: number;
const sessions: Record<"past" | "now" | "late" | "ended" | "soon" | "future", number> = {
  past: 0,
  now: 0,
  late: 0,
  ended: 0,
  soon: 0,
  future: 0,
};

const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE);

async function addSession(batch: number, startMinutes: number, lengthMinutes: number) {
  const [row] = await t.database.db
    .insert(schema.trainingSchedules)
    .values({
      trainingCardId: batch,
      startsAt: at(startMinutes),
      endsAt: at(startMinutes + lengthMinutes),
      totalHours: lengthMinutes / 60,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await build();
  const people = await signedInPeople(t);
  learner = people.learner;
  learnerToken = people.learnerToken;
  call = caller(t, () => people.staffToken);
  const db = t.database.db;
  other = await createLearner(db);
  otherToken = await signIn(t.app, "learner", other.email);
  outsider = await createLearner(db);
  const course = await createCourse(db, { name: "Ethical Hacking Foundations" });
  batchId = (await createBatch(db, course.id)).id;
  await enrol(db, learner.id, batchId);
  await enrol(db, other.id, batchId);
  sessions.past = await addSession(batchId, -3 * 24 * 60, 180);
  sessions.now = await addSession(batchId, -5, 120);
  sessions.late = await addSession(batchId, -30, 120);
  sessions.ended = await addSession(batchId, -2 * 24 * 60, 60);
  sessions.soon = await addSession(batchId, 3 * 24 * 60 - 10, 60);
  sessions.future = await addSession(batchId, 5 * 24 * 60, 120);
});
afterAll(() => t?.close());

const url = (sessionId: number, tail = "") => `/api/admin/batches/${batchId}/attendance/${sessionId}${tail}`;
const marksOf = (sessionId: number) =>
  t.database.db.select().from(schema.attendanceMarks).where(eq(schema.attendanceMarks.scheduleId, sessionId));
const checkIn = (code: string, token = learnerToken, batch = batchId) =>
  call("POST", "/api/learner/attendance/check-in", { batchId: batch, code }, token);
const codeOf = async (sessionId: number) =>
  ((await call("POST", url(sessionId, "/code"))).json() as { code: string }).code;

describe("staff marking a session", () => {
  it("is staff-only", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", `/api/admin/batches/${batchId}/attendance`],
        ["PUT", url(sessions.past), { marks: [] }],
        ["POST", url(sessions.past, "/csv"), { csv: "email,status\n" }],
        ["POST", url(sessions.past, "/code")],
      ],
      learnerToken,
    );
  });

  it("stores the marks, audits counts without personal data, and clears a mark on request", async () => {
    const res = await call("PUT", url(sessions.past), {
      marks: [
        { learnerId: learner.id, status: "present" },
        { learnerId: other.id, status: "absent" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sessionId: sessions.past, present: 1, late: 0, absent: 1, unmarked: 0 });
    const audit = (await auditRows(t, "batch", batchId)).filter((row) => row.action === "attendance.mark");
    expect(audit).toHaveLength(1);
    const text = JSON.stringify(audit[0]);
    expect(text).not.toContain(learner.email);
    expect(text).not.toContain(other.email);
    expect(audit[0]!.after).toMatchObject({ sessionId: sessions.past, present: 1, absent: 1, changed: 2 });

    const cleared = await call("PUT", url(sessions.ended), { marks: [{ learnerId: other.id, status: "late" }] });
    expect(cleared.json()).toMatchObject({ late: 1, unmarked: 1 });
    await call("PUT", url(sessions.ended), { marks: [{ learnerId: other.id, status: "" }] });
    expect(await marksOf(sessions.ended)).toEqual([]);
  });

  it("refuses a learner outside the batch, a bad status, a future session or another batch's session, storing nothing", async () => {
    const stranger = await call("PUT", url(sessions.ended), {
      marks: [
        { learnerId: learner.id, status: "present" },
        { learnerId: outsider.id, status: "present" },
      ],
    });
    expect(stranger.statusCode).toBe(422);
    expect(JSON.stringify(stranger.json())).toContain("not enrolled");
    const badStatus = await call("PUT", url(sessions.ended), { marks: [{ learnerId: learner.id, status: "here" }] });
    expect(badStatus.statusCode).toBe(422);
    const twice = await call("PUT", url(sessions.ended), {
      marks: [
        { learnerId: learner.id, status: "present" },
        { learnerId: learner.id, status: "absent" },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json())).toContain("named twice");
    const future = await call("PUT", url(sessions.future), { marks: [{ learnerId: learner.id, status: "present" }] });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toContain("not been held");
    const elsewhere = await call("PUT", `/api/admin/batches/${batchId + 1000}/attendance/${sessions.ended}`, {
      marks: [],
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await marksOf(sessions.ended)).toEqual([]);
    expect(await marksOf(sessions.future)).toEqual([]);
  });
});

describe("a session's CSV file", () => {
  it("is refused whole, each bad line named: unknown e-mail, learner not in batch, bad status, formula", async () => {
    const csv = [
      "email,status",
      `${learner.email},present`,
      "nobody@example.com,present",
      `${outsider.email},absent`,
      `${other.email},maybe`,
      '"=HYPERLINK(""x"")",present',
    ].join("\n");
    const res = await call("POST", url(sessions.ended, "/csv"), { csv });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().detail as { msg: string }[]).map((issue) => issue.msg);
    expect(messages).toEqual([
      "Line 3: no learner has this e-mail",
      "Line 4: this learner is not in this batch",
      expect.stringMatching(/^Line 5: status must be present, late or absent/),
      expect.stringMatching(/^Line 6: .*formula/),
    ]);
    expect(await marksOf(sessions.ended)).toEqual([]);
  });

  it("stores every line of a good file (any case of e-mail and status), audited as an upload", async () => {
    const csv = `Email,Status\r\n${learner.email.toUpperCase()},Late\r\n${other.email},absent\r\n`;
    const res = await call("POST", url(sessions.ended, "/csv"), { csv });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sessionId: sessions.ended, present: 0, late: 1, absent: 1, unmarked: 0 });
    const rows = await marksOf(sessions.ended);
    expect(rows.map((row) => [row.learnerId, row.status, row.source]).sort()).toEqual(
      [
        [learner.id, "late", "csv"],
        [other.id, "absent", "csv"],
      ].sort(),
    );
    const audit = await auditRows(t, "batch", batchId);
    expect(audit.some((row) => row.action === "attendance.upload")).toBe(true);
  });
});

describe("checking in with the session's code", () => {
  it("gives staff one code per session, the same on every ask", async () => {
    const first = await codeOf(sessions.now);
    expect(first).toMatch(/^[A-Z0-9]{6}$/);
    expect(await codeOf(sessions.now)).toBe(first);
    expect(await codeOf(sessions.late)).not.toBe(first);
  });

  it("marks present within ten minutes of the start, late after; a retry keeps the first mark", async () => {
    const onTime = await checkIn((await codeOf(sessions.now)).toLowerCase());
    expect(onTime.statusCode, onTime.body).toBe(200);
    expect(onTime.json()).toMatchObject({ sessionId: sessions.now, status: "present" });
    const late = await checkIn(await codeOf(sessions.late));
    expect(late.json()).toMatchObject({ sessionId: sessions.late, status: "late" });
    expect(await marksOf(sessions.now)).toEqual([
      expect.objectContaining({ learnerId: learner.id, status: "present", source: "check-in" }),
    ]);
  });

  it("refuses a wrong code, a session outside its hours, and a learner of another batch, changing nothing", async () => {
    const wrong = await checkIn("ZZZZZ9", otherToken);
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain("not right");
    const ended = await checkIn(await codeOf(sessions.past), otherToken);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().detail).toContain("ended");
    const early = await checkIn(await codeOf(sessions.soon), otherToken);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain("15 minutes before");
    const outsiderToken = await signIn(t.app, "learner", outsider.email);
    const notEnrolled = await checkIn(await codeOf(sessions.now), outsiderToken);
    expect(notEnrolled.statusCode).toBe(403);
    const anonymous = await call("POST", "/api/learner/attendance/check-in", { batchId, code: "ABCDEF" }, null);
    expect(anonymous.statusCode).toBe(401);
    const staff = await call("POST", "/api/learner/attendance/check-in", { batchId, code: "ABCDEF" });
    expect(staff.statusCode).toBe(403);
    expect((await marksOf(sessions.now)).map((row) => row.learnerId)).toEqual([learner.id]);
    expect((await marksOf(sessions.past)).find((row) => row.learnerId === other.id)?.status).toBe("absent");
    expect(await marksOf(sessions.soon)).toEqual([]);
  });
});

describe("attendance percentages", () => {
  it("counts present and late over the sessions held so far, for staff and for the learner themself", async () => {
    // Held: past (present), now (present), late (late), ended (late) → 4 of 4 for the learner;
    // the other: past absent, ended absent, now and late unmarked → 0 of 4.
    const sheet = (await call("GET", `/api/admin/batches/${batchId}/attendance`)).json();
    const heldIds = sheet.sessions
      .filter((session: { held: boolean }) => session.held)
      .map((s: { id: number }) => s.id);
    expect(heldIds.sort()).toEqual([sessions.past, sessions.now, sessions.late, sessions.ended].sort());
    const rowOf = (id: number) => sheet.learners.find((row: { learnerId: number }) => row.learnerId === id);
    expect(rowOf(learner.id)).toMatchObject({ held: 4, attended: 4, percent: 100 });
    expect(rowOf(other.id)).toMatchObject({ held: 4, attended: 0, percent: 0 });
    expect(rowOf(learner.id).marks[String(sessions.late)]).toBe("late");

    const mine = await call("GET", `/api/learner/attendance/${batchId}`, undefined, learnerToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ batchId, held: 4, attended: 4, percent: 100 });
    const theirs = (await call("GET", `/api/learner/attendance/${batchId}`, undefined, otherToken)).json();
    expect(theirs).toMatchObject({ held: 4, attended: 0, percent: 0 });
    expect(JSON.stringify(theirs)).not.toContain(learner.email);
  });

  it("shows a learner nothing of a batch they are not in", async () => {
    const outsiderToken = await signIn(t.app, "learner", outsider.email);
    const res = await call("GET", `/api/learner/attendance/${batchId}`, undefined, outsiderToken);
    expect(res.statusCode).toBe(404);
    const anonymous = await call("GET", `/api/learner/attendance/${batchId}`, undefined, null);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("rate limit", () => {
  it("limits check-in attempts per address like the public forms", async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const db = limited.database.db;
      const person = await createLearner(db);
      const batch = (await createBatch(db, (await createCourse(db)).id)).id;
      await enrol(db, person.id, batch);
      const token = await signIn(limited.app, "learner", person.email);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await caller(limited, () => token)("POST", "/api/learner/attendance/check-in", {
          batchId: batch,
          code: "ZZZZZ9",
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
