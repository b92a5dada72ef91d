// GET /api/ictData/{id}/page answers exactly what the six separate calls answer (the course,
// its batches, modules, benefits, prerequisites, FAQs), under the same access rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createStaff, daysFromToday } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let full: { id: number };
let empty: { id: number };
let retired: { id: number };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  staffToken = await signIn(t.app, "staff", (await createStaff(db)).email);
  full = await createCourse(db, { name: "Full Course", price: { list: 30000, sell: 24999 } });
  empty = await createCourse(db, { name: "Bare Course", hours: null, price: null });
  retired = await createCourse(db, { name: "Retired Course", status: "I" });
  const courseId = full.id;
  // Inserted out of order: the lists come back by position, then id.
  await db.insert(schema.learningModules).values([
    { courseId, title: "Second module", description: "B", position: 2 },
    { courseId, title: "First module", description: "A", position: 1 },
  ]);
  await db.insert(schema.benefits).values([
    { courseId, description: "Benefit two", position: 1 },
    { courseId, description: "Benefit one", position: 0 },
  ]);
  await db.insert(schema.prerequisites).values([{ courseId, description: "Basic networking", position: 0 }]);
  await db.insert(schema.faqs).values([
    { courseId, question: "Later?", answer: "Yes.", position: 3 },
    { courseId, question: "Sooner?", answer: "Also yes.", position: 0 },
  ]);
  await createBatch(db, courseId, { startDate: daysFromToday(30), startTime: "18:30", endTime: "20:00" });
  await createBatch(db, courseId, { startDate: daysFromToday(5), endDate: null });
  await createBatch(db, courseId, { startDate: daysFromToday(-20), endDate: daysFromToday(-1) });
  await createBatch(db, courseId, { startDate: daysFromToday(8), status: "I" });
  await createBatch(db, retired.id, { startDate: daysFromToday(8) });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: apiHeaders(token) });

/** What the page needs, through the separate public calls. */
async function separately(id: number, token?: string) {
  const json = async (url: string) => {
    const res = await get(url, token);
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  return {
    course: await json(`/api/ictData/${id}`),
    batches: await json(`/api/ictData/${id}/training-cards`),
    modules: await json(`/api/ictData/${id}/learning-modules`),
    benefits: await json(`/api/benefits/ict/${id}/`),
    prerequisites: await json(`/api/ictData/${id}/pre-reqs/`),
    faqs: await json(`/api/ict-faq/ict/${id}`),
  };
}

/** No reviews and no trainers here (reviews.test.ts covers them). */
const NO_PEOPLE = { reviews: { average: null, count: 0, items: [] }, trainers: [], coverToken: null };

/**
 * The page's batches name their trainers (none here) and carry what a visitor weighs — fee, seats
 * left, session days (checked on their own) — and are otherwise as /training-cards.
 */
async function pageOf(id: number, token?: string) {
  const page = (await get(`/api/ictData/${id}/page`, token)).json();
  for (const batch of page.batches) expect(batch.trainers).toEqual([]);
  return {
    ...page,
    batches: page.batches.map(
      ({
        trainers: _,
        feePaise: _fee,
        seatsLeft: _seats,
        sessionDays: _days,
        ...batch
      }: {
        trainers: unknown;
        feePaise: unknown;
        seatsLeft: unknown;
        sessionDays: unknown;
      }) => batch,
    ),
  };
}

describe("GET /api/ictData/{id}/page", () => {
  it("answers the course and every list its page shows, as the separate calls do", async () => {
    const res = await get(`/api/ictData/${full.id}/page`);
    expect(res.statusCode).toBe(200);
    const page = await pageOf(full.id);
    expect(page).toEqual({ ...(await separately(full.id)), ...NO_PEOPLE });
    expect(page.modules.map((m: { moduleTitle: string }) => m.moduleTitle)).toEqual(["First module", "Second module"]);
    expect(page.faqs.map((f: { faq: string }) => f.faq)).toEqual(["Sooner?", "Later?"]);
    // Active batches only for the public, by start date; past ones too (the page keeps upcoming ones).
    expect(page.batches.map((b: { batchStartDate: string }) => b.batchStartDate)).toEqual([
      daysFromToday(-20),
      daysFromToday(5),
      daysFromToday(30),
    ]);
    expect(page.batches[2]).toMatchObject({ batchStartTime: "18:30", batchEndTime: "20:00", status: "A" });
    expect(page.batches[1].batchEndDate).toBeNull();
    expect(page.course.costData).toMatchObject({ ictMrp: 30000, sellPrice: 24999 });
    // Each batch carries the fee it is charged (the course's price here), no seat count without a
    // capacity, and no session days without a schedule.
    for (const batch of res.json().batches) {
      expect(batch).toMatchObject({ feePaise: 2_499_900, seatsLeft: null, sessionDays: [] });
    }
  });

  it("answers empty lists and null hours and price for a course without content", async () => {
    const page = await pageOf(empty.id);
    expect(page).toEqual({ ...(await separately(empty.id)), ...NO_PEOPLE });
    expect(page).toMatchObject({ batches: [], modules: [], benefits: [], prerequisites: [], faqs: [] });
    expect(page.course).toMatchObject({ hoursData: null, costData: null });
  });

  it("answers 404 for an unknown or a retired course, as GET /ictData/{id} does", async () => {
    for (const id of [987654, retired.id]) {
      const res = await get(`/api/ictData/${id}/page`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: "Course not found" });
      expect((await get(`/api/ictData/${id}`)).statusCode).toBe(404);
    }
    expect((await get("/api/ictData/abc/page")).statusCode).toBe(422);
  });

  it("shows staff retired courses and inactive batches, as the separate calls do", async () => {
    const page = await pageOf(full.id, staffToken);
    expect(page).toEqual({ ...(await separately(full.id, staffToken)), ...NO_PEOPLE });
    expect(page.batches.map((b: { status: string }) => b.status)).toContain("I");
    const old = await get(`/api/ictData/${retired.id}/page`, staffToken);
    expect(old.statusCode).toBe(200);
    expect(await pageOf(retired.id, staffToken)).toEqual({
      ...(await separately(retired.id, staffToken)),
      ...NO_PEOPLE,
    });
  });

  it("needs the API key", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/ictData/${full.id}/page` });
    expect(res.statusCode).toBe(401);
  });
});
