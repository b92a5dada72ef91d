// The learner area (contract): each learner sees only their own profile, trainings,
// recordings, schedules and materials, and posts feedback only on their own batches.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import {
  addMaterial,
  addRecording,
  addSchedule,
  createBatch,
  createCourse,
  createLearner,
  createStaff,
  daysFromToday,
  enrol,
  TEST_PASSWORD,
} from "../../test/factories.ts";

type Row = { id: number };
let t: TestContext;
let A: typeof schema.learners.$inferSelect;
let B: typeof schema.learners.$inferSelect;
let courseA: Row;
let courseB: Row;
let batchA: typeof schema.trainingCards.$inferSelect;
let pastBatchA: typeof schema.trainingCards.$inferSelect;
let batchB: Row;
let enrolmentA: Row;
let tokenA: string;
let staffToken: string;

async function signIn(url: string, email: string) {
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: apiHeaders(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  A = await createLearner(db, {
    firstName: "Asha",
    lastName: "Rao",
    username: "asha.rao",
    email: "Asha.Rao@example.com",
    contact: "+91 98765 43210",
    orgName: "Acme Labs",
    countryName: "India",
  });
  B = await createLearner(db, { firstName: "Bilal" });
  courseA = await createCourse(db, { name: "Azure Fundamentals" });
  courseB = await createCourse(db, { name: "Google Cloud Engineer" });
  batchA = await createBatch(db, courseA.id, {
    hours: 24,
    location: "Pune",
    studyMode: "Classroom",
    startDate: daysFromToday(5),
    endDate: daysFromToday(20),
    startTime: "09:30",
    endTime: "12:45",
  });
  pastBatchA = await createBatch(db, courseA.id, { startDate: daysFromToday(-60), endDate: daysFromToday(-30) });
  batchB = await createBatch(db, courseB.id);
  enrolmentA = await enrol(db, A.id, batchA.id);
  await enrol(db, A.id, pastBatchA.id);
  await enrol(db, B.id, batchB.id);
  await addRecording(db, batchA.id, "Day 1: Azure portal");
  await addRecording(db, batchB.id, "B's private session");
  await addSchedule(db, batchA.id);
  await addSchedule(db, batchB.id);
  await addMaterial(db, courseA.id, "AZ-900 exam guide");
  await addMaterial(db, courseB.id, "GCP secret notes");

  tokenA = await signIn("/api/login/learners/", A.email);
  const member = await createStaff(db);
  staffToken = await signIn("/api/login/staff/", member.email);
});
afterAll(() => t.close());

const get = (url: string, token = tokenA) => t.app.inject({ method: "GET", url, headers: apiHeaders(token) });
const forbidden = { detail: "You do not have access to this resource" };

describe("GET /api/learners?email=", () => {
  it("returns the signed-in learner's profile with the spec's fields, whatever the e-mail's case", async () => {
    for (const email of [A.email, A.email.toLowerCase(), A.email.toUpperCase()]) {
      const res = await get(`/api/learners?email=${encodeURIComponent(email)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: A.id,
          firstName: "Asha",
          lastName: "Rao",
          username: "asha.rao",
          email: "Asha.Rao@example.com",
          contact: "+91 98765 43210",
          orgName: "Acme Labs",
          countryName: "India",
          status: "A",
          createdAt: A.createdAt.toISOString(),
        },
      ]);
    }
    expect(JSON.stringify((await get(`/api/learners?email=${A.email}`)).json())).not.toMatch(/password/i);
  });

  it("answers 403 for another learner's e-mail", async () => {
    const res = await get(`/api/learners?email=${encodeURIComponent(B.email)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });

  it("answers 400 'No learner session available' without an e-mail", async () => {
    for (const url of ["/api/learners", "/api/learners?email=", "/api/learners?email=%20"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: "No learner session available" });
    }
  });

  it("answers 401 without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/learners?email=${A.email}`, headers: apiHeaders() });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/learners/email/{email}/training-cards", () => {
  it("lists A's enrolments with their training card, newest batch first", async () => {
    const res = await get(`/api/learners/email/${encodeURIComponent(A.email.toLowerCase())}/training-cards`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((e: { trainingCard: Row }) => e.trainingCard.id)).toEqual([batchA.id, pastBatchA.id]);
    expect(body[0]).toEqual({
      id: enrolmentA.id,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
      trainingCard: {
        id: batchA.id,
        ictId_id: courseA.id,
        batchStartDate: daysFromToday(5),
        batchEndDate: daysFromToday(20),
        batchStartTime: "09:30",
        batchEndTime: "12:45",
        ictStudyMode: "Classroom",
        ictLocation: "Pune",
        ictHours: 24,
        status: "A",
        ictName: "Azure Fundamentals",
        joinLink: null,
        languages: ["en"],
      },
    });
  });

  it("answers 403 for another learner's e-mail", async () => {
    const res = await get(`/api/learners/email/${encodeURIComponent(B.email)}/training-cards`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });

  it("answers 400 with the spec's message for a value that is not an e-mail", async () => {
    const res = await get("/api/learners/email/undefined/training-cards");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: "Infromation Not Available!, Try Refreshing Once" });
  });
});

describe("GET /api/recordings/training/{id}", () => {
  it("lists the recordings of A's batch", async () => {
    const res = await get(`/api/recordings/training/${batchA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        recordingTitle: "Day 1: Azure portal",
        recordingDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        recordingLink: "https://recordings.example/1",
      },
    ]);
  });

  it("answers 403 for B's batch and for a batch that does not exist", async () => {
    for (const id of [batchB.id, 999_999]) {
      const res = await get(`/api/recordings/training/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
  });
});

describe("GET /api/training-cards/{id}/schedules", () => {
  it("lists the schedule rows of A's batch", async () => {
    const res = await get(`/api/training-cards/${batchA.id}/schedules`);
    expect(res.statusCode).toBe(200);
    const [row, ...rest] = res.json();
    expect(rest).toEqual([]);
    expect(row).toEqual({
      id: expect.any(Number),
      scheduleStart: expect.stringMatching(/Z$/),
      scheduleEnd: expect.stringMatching(/Z$/),
      totalHours: 3,
    });
    expect(Date.parse(row.scheduleEnd) - Date.parse(row.scheduleStart)).toBe(3 * 3_600_000);
  });

  it("answers 403 for B's batch", async () => {
    const res = await get(`/api/training-cards/${batchB.id}/schedules`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });
});

describe("GET /api/study-materials/ict/{ictId}/", () => {
  it("lists the materials of a course A is enrolled in", async () => {
    for (const url of [`/api/study-materials/ict/${courseA.id}/`, `/api/study-materials/ict/${courseA.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: expect.any(Number), SMName: "AZ-900 exam guide", SMType: "PDF", SMSrc: "https://example.com/guide.pdf" },
      ]);
    }
  });

  it("answers 403 for B's course", async () => {
    const res = await get(`/api/study-materials/ict/${courseB.id}/`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
  });
});

describe("POST /api/training-cards/{id}/feedbacks", () => {
  const countFeedbacks = async () => {
    const [row] = await t.database.db.select({ n: count() }).from(schema.feedbacks);
    return row!.n;
  };
  const post = (cardId: number, payload: Record<string, unknown>, token = tokenA) =>
    t.app.inject({
      method: "POST",
      url: `/api/training-cards/${cardId}/feedbacks`,
      headers: apiHeaders(token),
      payload,
    });
  const valid = () => ({
    feedbackMsg: "Clear explanations and good labs.",
    feedbackTrainer: "Asha Rao",
    ictId_id: courseA.id,
    learnerId_id: A.id,
  });

  it("stores A's feedback on A's batch; the rating defaults to 5", async () => {
    const before = await countFeedbacks();
    const res = await post(batchA.id, valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      id: expect.any(Number),
      feedbackMsg: "Clear explanations and good labs.",
      feedbackTrainer: "Asha Rao",
      feedbackRating: 5,
      feedbackDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      ictId_id: courseA.id,
      learnerId_id: A.id,
      trainingId: batchA.id,
      status: "A",
    });
    expect(await countFeedbacks()).toBe(before + 1);
    const [row] = await t.database.db.select().from(schema.feedbacks).where(eq(schema.feedbacks.id, body.id));
    expect(row).toMatchObject({ learnerId: A.id, trainingCardId: batchA.id, courseId: courseA.id, rating: 5 });
  });

  it("stores a chosen rating", async () => {
    const res = await post(batchA.id, { ...valid(), feedbackRating: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().feedbackRating).toBe(3);
  });

  it("answers 403 and stores nothing when posting as B or on B's batch", async () => {
    const before = await countFeedbacks();
    const asB = await post(batchA.id, { ...valid(), learnerId_id: B.id });
    expect(asB.statusCode).toBe(403);
    expect(asB.json()).toEqual(forbidden);
    const onB = await post(batchB.id, { ...valid(), ictId_id: courseB.id });
    expect(onB.statusCode).toBe(403);
    expect(await countFeedbacks()).toBe(before);
  });

  it.each([
    ["rating 0", { feedbackRating: 0 }, "feedbackRating"],
    ["rating 6", { feedbackRating: 6 }, "feedbackRating"],
    ["an empty message", { feedbackMsg: "   " }, "feedbackMsg"],
    ["an unknown field", { hacked: true }, "hacked"],
  ])("answers 422 for %s and stores nothing", async (_label, change, field) => {
    const before = await countFeedbacks();
    const res = await post(batchA.id, { ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ["body", field], msg: expect.any(String) });
    expect(await countFeedbacks()).toBe(before);
  });

  it("answers 422 when the course is not the batch's course, and stores nothing", async () => {
    const before = await countFeedbacks();
    const res = await post(batchA.id, { ...valid(), ictId_id: courseB.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ["body", "ictId_id"], msg: expect.any(String) });
    expect(await countFeedbacks()).toBe(before);
  });
});

describe("staff on learner-only calls", () => {
  it("answers 403 for a staff session", async () => {
    const urls = [
      `/api/learners?email=${encodeURIComponent(A.email)}`,
      `/api/learners/email/${encodeURIComponent(A.email)}/training-cards`,
      `/api/recordings/training/${batchA.id}`,
      `/api/training-cards/${batchA.id}/schedules`,
      `/api/study-materials/ict/${courseA.id}/`,
    ];
    for (const url of urls) {
      const res = await get(url, staffToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    const post = await t.app.inject({
      method: "POST",
      url: `/api/training-cards/${batchA.id}/feedbacks`,
      headers: apiHeaders(staffToken),
      payload: { feedbackMsg: "x", ictId_id: courseA.id, learnerId_id: A.id },
    });
    expect(post.statusCode).toBe(403);
  });
});
