// Feedback in the back office: staff only; per batch its average rating and count, with
// the course and batch dates, paged and sorted by the database; the feedback of one batch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signedInPeople, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
const batch = { a: 0, b: 0, c: 0, none: 0 };
let courseA: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  const people = await signedInPeople(t, { learner: { firstName: "Ravi", lastName: "Kumar" } });
  ({ staffToken, learnerToken } = people);
  const ravi = people.learner;
  const anita = await createLearner(db, { firstName: "Anita", lastName: "Rao" });
  courseA = (await createCourse(db, { name: "Alpha Course" })).id;
  const courseB = (await createCourse(db, { name: "Beta Course" })).id;
  batch.a = (await createBatch(db, courseA, { startDate: "2026-01-10", endDate: "2026-02-10" })).id;
  batch.b = (await createBatch(db, courseB, { startDate: "2026-03-01", endDate: "2026-03-20" })).id;
  batch.c = (await createBatch(db, courseB, { startDate: "2025-11-01", endDate: "2025-11-20" })).id;
  batch.none = (await createBatch(db, courseA)).id;
  for (const learner of [ravi, anita]) for (const id of [batch.a, batch.b, batch.c]) await enrol(db, learner.id, id);
  const at = (iso: string) => new Date(iso);
  await db.insert(schema.feedbacks).values([
    // Alpha: 5 and 4 → 4.5, latest 2026-02-12
    {
      learnerId: ravi.id,
      trainingCardId: batch.a,
      courseId: courseA,
      message: "Great labs",
      trainer: "Asha",
      rating: 5,
      submittedAt: at("2026-02-11T10:00:00Z"),
    },
    {
      learnerId: anita.id,
      trainingCardId: batch.a,
      courseId: courseA,
      message: "Good pace",
      rating: 4,
      submittedAt: at("2026-02-12T10:00:00Z"),
    },
    // Beta (March): 2 → 2.0, latest 2026-03-21
    {
      learnerId: ravi.id,
      trainingCardId: batch.b,
      courseId: courseB,
      message: "Too fast",
      rating: 2,
      submittedAt: at("2026-03-21T10:00:00Z"),
    },
    // Beta (November): 3, 4 → 3.5; an inactive one (1) does not count
    {
      learnerId: ravi.id,
      trainingCardId: batch.c,
      courseId: courseB,
      message: "Fine",
      rating: 3,
      submittedAt: at("2025-11-21T10:00:00Z"),
    },
    {
      learnerId: anita.id,
      trainingCardId: batch.c,
      courseId: courseB,
      message: "Okay",
      rating: 4,
      submittedAt: at("2025-11-22T10:00:00Z"),
    },
    {
      learnerId: anita.id,
      trainingCardId: batch.c,
      courseId: courseB,
      message: "Spam",
      rating: 1,
      submittedAt: at("2025-11-23T10:00:00Z"),
      status: "I",
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = staffToken) =>
  t.app.inject({ method: "GET", url, headers: apiHeaders(token ?? undefined) });
const ids = async (query: string) =>
  ((await get(`/api/admin/feedback?${query}`)).json().items as { trainingId: number }[]).map((item) => item.trainingId);

describe("access", () => {
  it.each(["/api/admin/feedback", "/api/admin/batches/1/feedback"])("%s: anonymous 401, learner 403", async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    const learner = await get(url, learnerToken);
    expect(learner.statusCode).toBe(403);
    expect(learner.json()).toEqual({ detail: expect.any(String) });
  });
});

describe("GET /api/admin/feedback", () => {
  it("lists each batch that received feedback with its average, count, course and dates (latest first)", async () => {
    const res = await get("/api/admin/feedback");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(res.json()).toEqual({
      total: 3,
      items: [
        {
          trainingId: batch.b,
          courseId: expect.any(Number),
          courseName: "Beta Course",
          batchStartDate: "2026-03-01",
          batchEndDate: "2026-03-20",
          average: 2,
          count: 1,
          latestAt: "2026-03-21T10:00:00.000Z",
        },
        expect.objectContaining({
          trainingId: batch.a,
          courseId: courseA,
          courseName: "Alpha Course",
          average: 4.5,
          count: 2,
        }),
        expect.objectContaining({ trainingId: batch.c, average: 3.5, count: 2 }),
      ],
    });
  });

  it("sorts by average, count or batch start in either order, and pages", async () => {
    expect(await ids("sort=average&order=desc")).toEqual([batch.a, batch.c, batch.b]);
    expect(await ids("sort=average&order=asc")).toEqual([batch.b, batch.c, batch.a]);
    expect(await ids("sort=start&order=asc")).toEqual([batch.c, batch.a, batch.b]);
    // Ties (a and c both have 2) go by batch id.
    expect(await ids("sort=count&order=asc")).toEqual([batch.b, batch.a, batch.c]);
    expect(await ids("sort=average&limit=1&offset=1")).toEqual([batch.c]);
    const page = (await get("/api/admin/feedback?limit=2&offset=2")).json();
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(1);
  });

  it("refuses unknown sorts and bad paging", async () => {
    for (const query of ["sort=name", "order=up", "limit=0", "limit=500", "offset=-1", "page=2"]) {
      expect((await get(`/api/admin/feedback?${query}`)).statusCode, query).toBe(422);
    }
  });
});

describe("GET /api/admin/batches/:id/feedback", () => {
  it("gives one batch's feedback, newest first, with its average and count", async () => {
    const res = await get(`/api/admin/batches/${batch.a}/feedback`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      average: 4.5,
      count: 2,
      items: [
        expect.objectContaining({ learnerName: "Anita Rao", rating: 4, message: "Good pace", trainer: "" }),
        expect.objectContaining({ learnerName: "Ravi Kumar", rating: 5, message: "Great labs", trainer: "Asha" }),
      ],
    });
    expect((await get(`/api/admin/batches/${batch.c}/feedback`)).json()).toMatchObject({ average: 3.5, count: 2 });
  });

  it("a batch without feedback has no average; an unknown batch is a 404", async () => {
    expect((await get(`/api/admin/batches/${batch.none}/feedback`)).json()).toEqual({
      average: null,
      count: 0,
      items: [],
    });
    const missing = await get("/api/admin/batches/999999/feedback");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "This batch does not exist" });
  });
});
