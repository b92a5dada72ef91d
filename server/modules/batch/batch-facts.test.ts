// What staff set on a batch beyond its dates: its own fee (typed in rupees, stored in paise) is
// what the course page shows and what a new proforma charges; its join link reaches only the
// batch's enrolled learners (their calendar feed), never the public API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, caller, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createLead, createLearner, daysFromToday, enrol } from "../../test/factories.ts";
import { buildPaymentsApp, requestPayment } from "../payment/test-setup.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let course: { id: number };

beforeAll(async () => {
  let adminToken: string;
  ({ t, adminToken, course } = await buildPaymentsApp({
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  }));
  call = caller(t, () => adminToken);
});
afterAll(() => t.close());

const batchBody = (extra: object = {}) => ({
  batchStartDate: daysFromToday(14),
  batchEndDate: daysFromToday(44),
  batchStartTime: "09:30",
  batchEndTime: "12:30",
  ictStudyMode: "Online",
  ictLocation: "Online (Zoom)",
  ictHours: 36,
  status: "A",
  ...extra,
});
const coursePage = async () =>
  (await call("GET", `/api/ictData/${course.id}/page`, undefined, null)).json() as {
    batches: { id: number; feePaise: number | null }[];
  };
const lead = (trainingCardId: number, values: Partial<typeof schema.leads.$inferInsert> = {}) =>
  createLead(t.database.db, {
    email: `kavya.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: course.id,
    trainingCardId,
    ...values,
  });

describe("a batch's own fee", () => {
  it("typed in rupees by staff is what the course page shows and a new proforma charges", async () => {
    const made = await call("POST", `/api/admin/courses/${course.id}/batches`, batchBody({ batchFee: "11,800" }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    expect(made.json()).toMatchObject({ pricePaise: 1_180_000 });
    expect((await coursePage()).batches.find((b) => b.id === id)).toMatchObject({ feePaise: 1_180_000 });
    const { token } = await requestPayment(call, t, await lead(id));
    const page = await call("GET", `/api/payments/page?token=${token}`, undefined, null);
    expect(page.json()).toMatchObject({ amountPaise: 1_180_000, split: { taxablePaise: 1_000_000 } });

    // Emptied: the course's price again.
    const cleared = await call("PATCH", `/api/admin/batches/${id}`, batchBody({ batchFee: "" }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await coursePage()).batches.find((b) => b.id === id)).toMatchObject({ feePaise: 2_499_900 });
  });

  it("refuses an amount that is not rupees, changing nothing", async () => {
    const batch = await createBatch(t.database.db, course.id, { pricePaise: 900_000 });
    const bad = await call("PATCH", `/api/admin/batches/${batch.id}`, batchBody({ batchFee: "twelve" }));
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.body).toContain("Batch fee: enter an amount in rupees");
    expect((await coursePage()).batches.find((b) => b.id === batch.id)).toMatchObject({ feePaise: 900_000 });
  });
});

describe("a batch's join link", () => {
  const LINK = "https://meet.example.in/abc-defg-hij";

  it("reaches the enrolled learner's calendar feed and never the public API", async () => {
    const made = await call("POST", `/api/admin/courses/${course.id}/batches`, batchBody({ joinLink: LINK }));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const learner = await createLearner(t.database.db);
    await enrol(t.database.db, learner.id, id);
    await t.database.db.insert(schema.trainingSchedules).values({
      trainingCardId: id,
      startsAt: new Date("2026-12-10T04:00:00Z"),
      endsAt: new Date("2026-12-10T07:00:00Z"),
      totalHours: 3,
    });
    const token = await signIn(t.app, "learner", learner.email);
    const account = await t.app.inject({ method: "GET", url: "/api/learners/me/account", headers: apiHeaders(token) });
    const feed = await t.app.inject({ method: "GET", url: `/calendar/${account.json().calendarToken}.ics` });
    expect(feed.statusCode).toBe(200);
    const unfolded = feed.body.replace(/\r\n /g, "");
    expect(unfolded).toContain(`URL:${LINK}`);
    expect(unfolded).toContain(`LOCATION:${LINK}`);
    expect(unfolded).toContain(`Join online: ${LINK}`);

    // The learner's own trainings carry it (their training page shows it).
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/learners/email/${encodeURIComponent(learner.email)}/training-cards`,
      headers: apiHeaders(token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      mine.json().find((e: { trainingCard: { id: number } }) => e.trainingCard.id === id).trainingCard,
    ).toMatchObject({
      joinLink: LINK,
    });

    for (const url of [`/api/ictData/${course.id}/page`, `/api/ictData/${course.id}/training-cards`]) {
      const res = await call("GET", url, undefined, null);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("meet.example.in");
      expect(res.body).not.toContain("joinLink");
    }
  });

  it("must be an https link", async () => {
    const bad = await call("POST", `/api/admin/courses/${course.id}/batches`, batchBody({ joinLink: "http://x.in" }));
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.body).toContain("Join link: enter a link starting with https://");
  });
});
