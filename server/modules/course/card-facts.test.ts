// Each listed course carries its card facts (next batch, popularity, reviews),
// computed by the database, and ?sort=next|fee|popular orders the list (also a search, and a page
// of a paged list) by core's rule. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createDomain, createLearner, daysFromToday, enrol } from "../../test/factories.ts";

let t: TestContext;
let domainId: number;
const ids: Record<"soon" | "later" | "none" | "free", number> = { soon: 0, later: 0, none: 0, free: 0 };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  domainId = (await createDomain(db, { name: "Facts" })).id;
  const soon = await createCourse(db, { name: "Facts Soon Course", domainId, price: { list: 30000, sell: 25000 } });
  const later = await createCourse(db, { name: "Facts Later Course", domainId, price: { list: 9000, sell: 8000 } });
  const none = await createCourse(db, { name: "Facts None Course", domainId, price: { list: 60000, sell: 50000 } });
  const free = await createCourse(db, { name: "Facts Free Course", domainId, price: { list: 0, sell: 0 } });
  Object.assign(ids, { soon: soon.id, later: later.id, none: none.id, free: free.id });
  // soon: a past batch (not "next"), an inactive earlier one (not shown) and a classroom batch in 3 days.
  const past = await createBatch(db, soon.id, { startDate: daysFromToday(-30), endDate: daysFromToday(-2) });
  await createBatch(db, soon.id, { startDate: daysFromToday(1), status: "I" });
  await createBatch(db, soon.id, {
    startDate: daysFromToday(3),
    studyMode: "Classroom",
    location: "Noida – Sector 62",
  });
  await createBatch(db, soon.id, { startDate: daysFromToday(20) });
  const laterBatch = await createBatch(db, later.id, { startDate: daysFromToday(12) });
  await createBatch(db, free.id, { startDate: daysFromToday(40) });
  // popularity: later 3 learners, soon 1 (in its past batch), none and free 0.
  for (let i = 0; i < 3; i++) await enrol(db, (await createLearner(db)).id, laterBatch.id);
  const reviewer = await createLearner(db);
  await enrol(db, reviewer.id, past.id);
  // reviews: only consented + approved feedback counts (4 and 5 → 4.5 from 2).
  const staffRow = (await db.select().from(schema.staff).limit(1))[0];
  const feedback = (rating: number, publishConsent: boolean, approved: boolean) =>
    db.insert(schema.feedbacks).values({
      learnerId: reviewer.id,
      trainingCardId: past.id,
      courseId: soon.id,
      message: `Rated ${rating}`,
      rating,
      publishConsent,
      approvedAt: approved ? new Date() : null,
      approvedBy: approved ? (staffRow?.id ?? null) : null,
    });
  await feedback(4, true, true);
  await feedback(5, true, true);
  await feedback(1, true, false);
  await feedback(1, false, false);
});
afterAll(() => t.close());

type Item = { id: number; facts: Record<string, unknown> };
const list = async (query: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/ictData/?domain=${domainId}&${query}`,
    headers: apiHeaders(),
  });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Item[], total: res.headers["x-total-count"] };
};

describe("GET /api/ictData/: card facts", () => {
  it("gives each course its next active upcoming batch, popularity and published reviews", async () => {
    const { items } = await list("");
    const byId = new Map(items.map((item) => [item.id, item.facts]));
    expect(byId.get(ids.soon)).toEqual({
      nextBatch: { batchStartDate: daysFromToday(3), ictStudyMode: "Classroom", ictLocation: "Noida – Sector 62" },
      popularity: 1,
      rating: { average: 4.5, count: 2 },
      coverToken: null,
      languages: ["en"],
    });
    expect(byId.get(ids.later)).toMatchObject({ popularity: 3, rating: null });
    expect(byId.get(ids.none)).toMatchObject({ nextBatch: null, popularity: 0, rating: null });
  });

  it("sorts by next batch (none last), fee (on request last) and popularity, ties in id order", async () => {
    const order = async (sort: string) => (await list(`sort=${sort}`)).items.map((item) => item.id);
    expect(await order("next")).toEqual([ids.soon, ids.later, ids.free, ids.none]);
    expect(await order("fee")).toEqual([ids.later, ids.soon, ids.none, ids.free]);
    expect(await order("popular")).toEqual([ids.later, ids.soon, ids.none, ids.free]);
  });

  it("pages a sorted list: the second page goes on where the first stopped", async () => {
    const first = await list("sort=fee&limit=2&offset=0");
    const second = await list("sort=fee&limit=2&offset=2");
    expect(first.total).toBe("4");
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([ids.later, ids.soon, ids.none, ids.free]);
  });

  it("sorts a search's matches the same way", async () => {
    const { items } = await list("search=facts&sort=next");
    expect(items.map((item) => item.id)).toEqual([ids.soon, ids.later, ids.free, ids.none]);
    expect(items[0]?.facts).toMatchObject({ rating: { average: 4.5, count: 2 } });
  });

  it("refuses an unknown order with a 422 and a detail item", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ictData/?sort=cheapest", headers: apiHeaders() });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toContain("sort");
  });
});
