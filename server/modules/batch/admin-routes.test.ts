// The back office's batches: staff only; a course's batches (upcoming or past, paged),
// create and edit with clear validation (nothing stored on bad input), a batch's schedule rows and
// recordings (add, edit, delete), its learners; every write audited; the public schedule shows
// batch changes at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  build,
  caller,
  expectStaffOnly,
  type Method,
  rowCount,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { addRecording, addSchedule, createBatch, createCourse, daysFromToday, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let staffId: number;
let learnerToken: string;
let courseId: number;
let pastBatchId: number;
let seededBatchId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  const people = await signedInPeople(t, {
    learner: { firstName: "Meera", lastName: "Shah", email: "meera@example.com" },
  });
  ({ staffId, staffToken, learnerToken } = people);
  const { learner } = people;
  courseId = (await createCourse(db, { name: "Batch Course" })).id;
  seededBatchId = (await createBatch(db, courseId, { startDate: daysFromToday(5), endDate: daysFromToday(20) })).id;
  pastBatchId = (await createBatch(db, courseId, { startDate: daysFromToday(-30), endDate: daysFromToday(-2) })).id;
  await enrol(db, learner.id, seededBatchId);
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const auditRows = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.entityId, String(entityId))));
const publicBatches = async () =>
  (await call("GET", `/api/ictData/${courseId}/training-cards`, undefined, null)).json() as { id: number }[];

const validBatch = () => ({
  batchStartDate: daysFromToday(14),
  batchEndDate: daysFromToday(44),
  batchStartTime: "09:30",
  batchEndTime: "12:30",
  ictStudyMode: "Classroom",
  ictLocation: "Bengaluru, Koramangala",
  ictHours: 36,
  status: "A",
});

describe("access", () => {
  const calls: [Method, string, object?][] = [
    ["GET", "/api/admin/courses/1/batches"],
    ["POST", "/api/admin/courses/1/batches", validBatch()],
    ["GET", "/api/admin/batches/1"],
    ["PATCH", "/api/admin/batches/1", validBatch()],
    ["POST", "/api/admin/batches/1/schedules", {}],
    ["PATCH", "/api/admin/schedules/1", {}],
    ["DELETE", "/api/admin/schedules/1"],
    ["POST", "/api/admin/batches/1/recordings", {}],
    ["PATCH", "/api/admin/recordings/1", {}],
    ["DELETE", "/api/admin/recordings/1"],
  ];
  it.each(calls)("%s %s: anonymous 401, learner 403, nothing stored", async (method, url, payload) => {
    const before = await rowCount(t, schema.trainingCards);
    await expectStaffOnly(call, [[method, url, payload]], learnerToken);
    expect(await rowCount(t, schema.trainingCards)).toBe(before);
  });
});

describe("a course's batches", () => {
  let createdId: number;

  it("lists upcoming (soonest first) and past batches separately, with enrolment counts", async () => {
    const upcoming = await call("GET", `/api/admin/courses/${courseId}/batches`);
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.json()).toMatchObject({
      course: { id: courseId, ictName: "Batch Course" },
      total: 1,
      otherTotal: 1,
      items: [{ id: seededBatchId, enrolled: 1, batchStartTime: "10:00", status: "A" }],
    });
    const past = await call("GET", `/api/admin/courses/${courseId}/batches?when=past`);
    expect(past.json()).toMatchObject({ total: 1, otherTotal: 1, items: [{ id: pastBatchId, enrolled: 0 }] });
    expect((await call("GET", "/api/admin/courses/999999/batches")).statusCode).toBe(404);
    expect((await call("GET", `/api/admin/courses/${courseId}/batches?when=soon`)).statusCode).toBe(422);
  });

  it("creates a batch (IST dates and times), audited, in the public schedule at once", async () => {
    const res = await call("POST", `/api/admin/courses/${courseId}/batches`, validBatch());
    expect(res.statusCode, res.body).toBe(201);
    createdId = res.json().id;
    expect(res.json()).toEqual({
      id: createdId,
      ictId_id: courseId,
      ictHours: 36,
      ictLocation: "Bengaluru, Koramangala",
      ictStudyMode: "Classroom",
      batchStartDate: daysFromToday(14),
      batchEndDate: daysFromToday(44),
      batchStartTime: "09:30",
      batchEndTime: "12:30",
      status: "A",
      enrolled: 0,
      lateJoinUntil: null,
      pricePaise: null,
      joinLink: null,
      languages: ["en"],
    });
    const [entry] = await auditRows("batch.create", createdId);
    expect(entry).toMatchObject({
      staffId,
      entity: "batch",
      before: null,
      after: { id: createdId, ictLocation: "Bengaluru, Koramangala" },
    });
    expect((await publicBatches()).map((batch) => batch.id)).toContain(createdId);
    const page = (await call("GET", `/api/admin/courses/${courseId}/batches?limit=1&offset=1`)).json();
    expect(page).toMatchObject({ total: 2, items: [{ id: createdId }] });
  });

  it("refuses bad input with clear messages and stores nothing", async () => {
    const before = await rowCount(t, schema.trainingCards);
    const cases: [object, string][] = [
      [{ batchEndDate: daysFromToday(13) }, "The end date must be on or after the start date"],
      [{ batchEndTime: "09:00" }, "The end time must be after the start time"],
      [{ batchStartTime: "9.30" }, "Start time: enter a time like 09:30 (24-hour, IST)"],
      [{ batchStartDate: "2026-02-30" }, "Start date: enter a date like 2026-01-31"],
      [{ ictStudyMode: "Telepathy" }, "Choose a study mode: Online, Classroom, On-Site, Blended, Self-Paced"],
      [{ ictLocation: "  " }, "Location is required"],
      [{ ictHours: -1 }, "Hours must not be negative"],
      [{ ictHours: 2.5 }, "Hours must be a whole number"],
      [{ status: "X" }, 'Invalid option: expected one of "A"|"I"'],
    ];
    for (const [change, msg] of cases) {
      const res = await call("POST", `/api/admin/courses/${courseId}/batches`, { ...validBatch(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().detail.map((item: { msg: string }) => item.msg)).toContain(msg);
    }
    const missing = await call("POST", "/api/admin/courses/999999/batches", validBatch());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Course not found" });
    expect(await rowCount(t, schema.trainingCards)).toBe(before);
  });

  it("edits a batch and deactivates it: audited, gone from the public schedule at once", async () => {
    const res = await call("PATCH", `/api/admin/batches/${createdId}`, {
      ...validBatch(),
      ictLocation: "Online (Teams)",
      ictStudyMode: "Online",
      status: "I",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ictLocation: "Online (Teams)", status: "I" });
    const [entry] = await auditRows("batch.update", createdId);
    expect(entry).toMatchObject({
      before: { ictLocation: "Bengaluru, Koramangala", status: "A" },
      after: { ictLocation: "Online (Teams)", status: "I" },
    });
    expect((await publicBatches()).map((batch) => batch.id)).not.toContain(createdId);
    const bad = await call("PATCH", `/api/admin/batches/${createdId}`, { ...validBatch(), batchEndDate: "2000-01-01" });
    expect(bad.statusCode).toBe(422);
    expect((await call("GET", `/api/admin/batches/${createdId}`)).json().batch.ictLocation).toBe("Online (Teams)");
    expect((await call("PATCH", "/api/admin/batches/999999", validBatch())).statusCode).toBe(404);
  });
});

describe("one batch: detail, schedule rows, recordings", () => {
  it("shows the batch with its course, schedule rows, recordings and enrolled learners", async () => {
    await addSchedule(t.database.db, seededBatchId);
    await addRecording(t.database.db, seededBatchId, "Kick-off");
    const res = await call("GET", `/api/admin/batches/${seededBatchId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      batch: { id: seededBatchId, enrolled: 1 },
      course: { id: courseId, ictName: "Batch Course" },
      schedules: [{ totalHours: 3 }],
      recordings: [{ recordingTitle: "Kick-off" }],
      learners: [{ name: "Meera Shah", email: "meera@example.com", enrolledAt: expect.any(String) }],
    });
    expect((await call("GET", "/api/admin/batches/999999")).statusCode).toBe(404);
  });

  it("adds, edits and deletes a schedule row (entered in IST), each audited", async () => {
    const created = await call("POST", `/api/admin/batches/${seededBatchId}/schedules`, {
      scheduleStart: "2026-05-04T10:00:00+05:30",
      scheduleEnd: "2026-05-04T13:00:00+05:30",
      totalHours: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({
      id,
      scheduleStart: "2026-05-04T04:30:00.000Z",
      scheduleEnd: "2026-05-04T07:30:00.000Z",
      totalHours: 3,
    });
    expect(await auditRows("schedule.create", id)).toHaveLength(1);

    const edited = await call("PATCH", `/api/admin/schedules/${id}`, {
      scheduleStart: "2026-05-04T10:00:00+05:30",
      scheduleEnd: "2026-05-04T14:30:00+05:30",
      totalHours: 4.5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ totalHours: 4.5, scheduleEnd: "2026-05-04T09:00:00.000Z" });
    const [entry] = await auditRows("schedule.update", id);
    expect(entry).toMatchObject({ before: { totalHours: 3 }, after: { totalHours: 4.5, trainingId: seededBatchId } });

    const before = await rowCount(t, schema.trainingSchedules);
    for (const [payload, msg] of [
      [
        { scheduleStart: "2026-05-04T10:00:00+05:30", scheduleEnd: "2026-05-04T09:00:00+05:30", totalHours: 1 },
        "The end must be after the start",
      ],
      [
        { scheduleStart: "tomorrow", scheduleEnd: "2026-05-04T09:00:00+05:30", totalHours: 1 },
        "Start: enter a date and time",
      ],
      [
        { scheduleStart: "2026-05-04T10:00:00+05:30", scheduleEnd: "2026-05-04T11:00:00+05:30", totalHours: 0 },
        "Hours must be more than 0",
      ],
    ] as const) {
      const res = await call("POST", `/api/admin/batches/${seededBatchId}/schedules`, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail.map((item: { msg: string }) => item.msg)).toContain(msg);
    }
    expect(await rowCount(t, schema.trainingSchedules)).toBe(before);

    expect((await call("DELETE", `/api/admin/schedules/${id}`)).statusCode).toBe(204);
    expect(await auditRows("schedule.delete", id)).toHaveLength(1);
    expect((await call("DELETE", `/api/admin/schedules/${id}`)).json()).toEqual({
      detail: "This schedule row does not exist",
    });
    expect(await rowCount(t, schema.trainingSchedules)).toBe(before - 1);
  });

  it("adds, edits and deletes a recording (https links only), each audited; learners see it", async () => {
    const created = await call("POST", `/api/admin/batches/${seededBatchId}/recordings`, {
      recordingTitle: "Week 1 recap",
      recordingLink: "https://videos.example.com/w1",
      recordingDateTime: "2026-05-04T18:00:00+05:30",
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await auditRows("recording.create", id)).toHaveLength(1);
    const mine = await call("GET", `/api/recordings/training/${seededBatchId}`, undefined, learnerToken);
    expect(mine.json().map((item: { id: number }) => item.id)).toContain(id);

    const edited = await call("PATCH", `/api/admin/recordings/${id}`, {
      recordingTitle: "Week 1 recap (full)",
      recordingLink: "https://videos.example.com/w1-full",
      recordingDateTime: "2026-05-04T18:00:00+05:30",
    });
    expect(edited.json()).toMatchObject({ recordingTitle: "Week 1 recap (full)" });
    expect(await auditRows("recording.update", id)).toHaveLength(1);

    const before = await rowCount(t, schema.recordings);
    for (const link of ["http://videos.example.com/x", "javascript:alert(1)", ""]) {
      const res = await call("POST", `/api/admin/batches/${seededBatchId}/recordings`, {
        recordingTitle: "Bad",
        recordingLink: link,
        recordingDateTime: "2026-05-04T18:00:00+05:30",
      });
      expect(res.statusCode, link).toBe(422);
    }
    const missing = await call("POST", "/api/admin/batches/999999/recordings", {
      recordingTitle: "x",
      recordingLink: "https://videos.example.com/x",
      recordingDateTime: "2026-05-04T18:00:00+05:30",
    });
    expect(missing.statusCode).toBe(404);
    expect(await rowCount(t, schema.recordings)).toBe(before);

    expect((await call("DELETE", `/api/admin/recordings/${id}`)).statusCode).toBe(204);
    expect(await auditRows("recording.delete", id)).toHaveLength(1);
    expect(await rowCount(t, schema.recordings)).toBe(before - 1);
  });
});
