// The dashboard's aggregates against figures worked out by hand on a small fixed data
// set: two weeks of leads and enquiries (2026-11-02 Mon … 2026-11-15 Sun, IST), their follow-up
// history, payments, batches, feedback and search counts; the "1 business day" rule across a
// weekend and a staff-entered holiday (Monday 2026-11-09), agreeing with core's pure function.
import { answeredInTime } from "@skillbridge/core/dashboard/business-day";
import type { Dashboard } from "@skillbridge/core/dashboard/schemas";
import { dashboardTables } from "@skillbridge/core/dashboard/tables";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, build, caller, expectStaffOnly, signIn, type TestContext } from "../../test/app.ts";
import {
  createBatch,
  createCourse,
  createDomain,
  createLearner,
  createStaff,
  daysFromToday,
  enrol,
} from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let call: ReturnType<typeof caller>;
const ids: Record<string, number> = {};
const ist = (local: string) => new Date(`${local}+05:30`);
const RANGE = "from=2026-11-02&to=2026-11-15";

type History = [string, string, string]; // from, to, at (IST)
async function lead(
  name: string,
  courseId: number,
  createdAt: string,
  status: string,
  touch: Partial<typeof schema.leads.$inferInsert>,
  history: History[] = [],
) {
  const [row] = await t.database.db
    .insert(schema.leads)
    .values({
      name,
      email: `${name.toLowerCase()}@example.com`,
      contact: "+91 90000 00000",
      courseId,
      status,
      createdAt: ist(createdAt),
      ...touch,
    })
    .returning();
  ids[name] = row!.id;
  for (const [from, to, at] of history) {
    await t.database.db
      .insert(schema.inboxHistory)
      .values({ itemType: "lead", itemId: row!.id, field: "status", fromValue: from, toValue: to, at: ist(at) });
  }
  return row!;
}
async function enquiry(
  name: string,
  kind: string,
  courseId: number | null,
  createdAt: string,
  status: string,
  touch: Partial<typeof schema.enquiries.$inferInsert>,
  history: History[] = [],
) {
  const [row] = await t.database.db
    .insert(schema.enquiries)
    .values({
      name,
      kind,
      courseId,
      email: `${name.toLowerCase()}@example.com`,
      contact: "+91 90000 00000",
      followUpStatus: status,
      createdAt: ist(createdAt),
      formSource: kind === "contact" ? "contact" : "course-enquiry",
      ...touch,
    })
    .returning();
  ids[name] = row!.id;
  for (const [from, to, at] of history) {
    await t.database.db
      .insert(schema.inboxHistory)
      .values({ itemType: "enquiry", itemId: row!.id, field: "status", fromValue: from, toValue: to, at: ist(at) });
  }
}

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  staffToken = await signIn(t.app, "staff", (await createStaff(db)).email);
  const learner = await createLearner(db);
  const second = await createLearner(db);
  learnerToken = await signIn(t.app, "learner", learner.email);
  call = caller(t, () => staffToken);

  const cloud = await createDomain(db, { name: "Cloud" });
  const programming = await createDomain(db, { name: "Programming" });
  const aws = await createCourse(db, { name: "AWS Architect", domainId: cloud.id });
  const python = await createCourse(db, { name: "Python Basics", domainId: programming.id });
  const pastAws = await createBatch(db, aws.id, { startDate: "2026-10-01", endDate: "2026-10-30" });
  const pastPython = await createBatch(db, python.id, { startDate: "2026-10-05", endDate: "2026-10-31" });

  // Leads. L1: newsletter, answered in 5 h, went all the way to paid.
  const l1 = await lead("L1", aws.id, "2026-11-03T10:00:00", "enrolled", { utmSource: "newsletter" }, [
    ["new", "contacted", "2026-11-03T15:00:00"],
    ["contacted", "qualified", "2026-11-04T10:00:00"],
    ["qualified", "enrolled", "2026-11-05T10:00:00"],
  ]);
  // L2: from Google, Saturday 16:30; Monday is the holiday, so Tuesday 10:00 is in time; later lost.
  const l2 = await lead("L2", aws.id, "2026-11-07T16:30:00", "lost", { referrer: "www.google.com" }, [
    ["new", "contacted", "2026-11-10T10:00:00"],
    ["contacted", "lost", "2026-11-11T10:00:00"],
  ]);
  // L3: direct, on a Sunday, still new (waiting past the promise).
  await lead("L3", python.id, "2026-11-08T11:00:00", "new", {});
  // L4: newsletter, Saturday 09:00, first contact Tuesday 09:30: late (Monday 16th is a business day).
  await lead("L4", python.id, "2026-11-14T09:00:00", "contacted", { utmSource: "newsletter", utmCampaign: "diwali" }, [
    ["new", "contacted", "2026-11-17T09:30:00"],
  ]);
  // Outside the range (before and just after): still new, so they wait too.
  await lead("L5", aws.id, "2026-10-30T10:00:00", "new", { utmSource: "newsletter" });
  await lead("L6", aws.id, "2026-11-16T00:30:00", "new", {});
  // Received an hour ago: new, not yet late.
  const [fresh] = await db
    .insert(schema.leads)
    .values({
      name: "Fresh",
      email: "fresh@example.com",
      contact: "1",
      courseId: aws.id,
      createdAt: new Date(Date.now() - 3600_000),
    })
    .returning();
  ids.Fresh = fresh!.id;

  // Enquiries. E1: course enquiry, newsletter, answered in 1 h, qualified.
  await enquiry("E1", "course", python.id, "2026-11-04T12:00:00", "qualified", { utmSource: "newsletter" }, [
    ["new", "contacted", "2026-11-04T13:00:00"],
    ["contacted", "qualified", "2026-11-05T13:00:00"],
  ]);
  // E2: contact message from a partner's site, Tuesday 18:00, answered Wednesday 20:00: late.
  await enquiry("E2", "contact", null, "2026-11-10T18:00:00", "contacted", { referrer: "partner.example.org" }, [
    ["new", "contacted", "2026-11-11T20:00:00"],
  ]);

  // Payments: L1 paid ₹59,000 (confirmed 6 Nov); L2's ₹10,000 still open (a claim not yet confirmed).
  const [paid] = await db
    .insert(schema.paymentRequests)
    .values({
      leadId: l1.id,
      trainingCardId: pastAws.id,
      tokenHash: "h1",
      expiresAt: ist("2026-11-30T00:00:00"),
      amountPaise: 5_900_000,
      status: "paid",
    })
    .returning();
  const [confirmed] = await db
    .insert(schema.payments)
    .values({
      paymentRequestId: paid!.id,
      method: "upi",
      utr: "UTR000000000001",
      amountPaise: 5_900_000,
      status: "confirmed",
      confirmedAt: ist("2026-11-06T12:00:00"),
    })
    .returning();
  // Its refunds: ₹5,000 on 12 Nov (in the range); ₹1,000.50 on 20 Nov and ₹500 on 1 Dec 02:00 IST
  // (30 Nov in UTC) after it; ₹2,000 through Razorpay still pending (nothing went back yet).
  const refund = (amountPaise: number, processedAt: string | null) => ({
    paymentId: confirmed!.id,
    amountPaise,
    method: processedAt ? "manual" : "razorpay",
    reference: processedAt ? "NEFT N0001" : null,
    status: processedAt ? "processed" : "pending",
    processedAt: processedAt ? ist(processedAt) : null,
  });
  await db
    .insert(schema.refunds)
    .values([
      refund(500_000, "2026-11-12T10:00:00"),
      refund(100_050, "2026-11-20T10:00:00"),
      refund(50_000, "2026-12-01T02:00:00"),
      refund(200_000, null),
    ]);
  // Money paid twice for that fee, flagged and refunded in the range: it never was revenue.
  const [twice] = await db
    .insert(schema.payments)
    .values({
      paymentRequestId: paid!.id,
      method: "upi",
      utr: "UTR000000000003",
      amountPaise: 5_900_000,
      status: "flagged",
      flagReason: "already_paid",
    })
    .returning();
  await db.insert(schema.refunds).values({ ...refund(5_900_000, "2026-11-13T10:00:00"), paymentId: twice!.id });
  const [open] = await db
    .insert(schema.paymentRequests)
    .values({
      leadId: l2.id,
      trainingCardId: pastAws.id,
      tokenHash: "h2",
      expiresAt: ist("2026-11-30T00:00:00"),
      amountPaise: 1_000_000,
    })
    .returning();
  await db
    .insert(schema.payments)
    .values({ paymentRequestId: open!.id, method: "bank", utr: "UTR000000000002", amountPaise: 1_000_000 });

  // Batches of the next 30 days: 2 of 10 seats (flagged), 2 of 4 (not), unlimited; later and inactive ones left out.
  const soon = await createBatch(db, aws.id, { startDate: daysFromToday(5), endDate: daysFromToday(30), capacity: 10 });
  const half = await createBatch(db, python.id, {
    startDate: daysFromToday(10),
    endDate: daysFromToday(30),
    capacity: 4,
  });
  const open30 = await createBatch(db, python.id, { startDate: daysFromToday(20), endDate: daysFromToday(40) });
  await createBatch(db, aws.id, { startDate: daysFromToday(40), endDate: daysFromToday(60), capacity: 10 });
  await createBatch(db, aws.id, { startDate: daysFromToday(3), endDate: daysFromToday(6), status: "I" });
  for (const card of [soon, half]) {
    await enrol(db, learner.id, card.id);
    await enrol(db, second.id, card.id);
  }
  ids.soon = soon.id;
  ids.half = half.id;
  ids.open30 = open30.id;

  // Feedback: AWS 5 and 4 (batch pastAws), Python 3 (pastPython); one before the range.
  const feedback = (learnerId: number, cardId: number, courseId: number, rating: number, message: string, at: string) =>
    db
      .insert(schema.feedbacks)
      .values({ learnerId, trainingCardId: cardId, courseId, rating, message, submittedAt: ist(at) });
  await feedback(learner.id, pastAws.id, aws.id, 5, "Great labs", "2026-11-05T10:00:00");
  await feedback(second.id, pastAws.id, aws.id, 4, "", "2026-11-06T10:00:00");
  await feedback(learner.id, pastPython.id, python.id, 3, "Too fast", "2026-11-12T10:00:00");
  await feedback(second.id, pastPython.id, python.id, 1, "Old", "2026-10-20T10:00:00");
  ids.pastAws = pastAws.id;
  ids.pastPython = pastPython.id;
  // Over time, after the two weeks: a later AWS batch rated 3 at 23:30 IST on 30 November (still
  // November in IST), and pastAws rated 2 at 02:00 IST on 1 December (30 November in UTC).
  const third = await createLearner(db);
  const laterAws = await createBatch(db, aws.id, { startDate: "2026-11-16", endDate: "2026-11-29" });
  await feedback(third.id, laterAws.id, aws.id, 3, "", "2026-11-30T23:30:00");
  await feedback(third.id, pastAws.id, aws.id, 2, "", "2026-12-01T02:00:00");
  ids.laterAws = laterAws.id;
  // January 2027: 11 courses with a batch each, rated twice, but "Bound 01" only once: over time
  // shows the 10 with the most ratings.
  for (let i = 1; i <= 11; i += 1) {
    const name = `Bound ${String(i).padStart(2, "0")}`;
    const course = await createCourse(db, { name, domainId: cloud.id });
    const card = await createBatch(db, course.id, { startDate: "2026-09-01", endDate: "2026-09-30" });
    ids[name] = card.id;
    for (const day of i === 1 ? ["05"] : ["05", "06"]) {
      await feedback(third.id, card.id, course.id, 4, "", `2027-01-${day}T10:00:00`);
    }
  }

  // Search counters: in the range, and one day outside it.
  await db.insert(schema.searchTermCounts).values([
    { day: "2026-11-05", term: "python", searches: 3, emptySearches: 0 },
    { day: "2026-11-06", term: "python", searches: 1, emptySearches: 0 },
    { day: "2026-11-05", term: "rust", searches: 2, emptySearches: 2 },
    { day: "2026-10-01", term: "old", searches: 9, emptySearches: 9 },
  ]);
});
afterAll(() => t.close());

async function dashboard(query = RANGE): Promise<Dashboard> {
  const res = await call("GET", `/api/admin/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("the business-day promise and its holidays", () => {
  it("staff add a holiday (audited; a second time is a 409) and list it", async () => {
    const added = await call("POST", "/api/admin/holidays", { day: "2026-11-09", name: "Test holiday" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ day: "2026-11-09", name: "Test holiday" });
    expect((await call("POST", "/api/admin/holidays", { day: "2026-11-09", name: "Again" })).statusCode).toBe(409);
    expect((await call("GET", "/api/admin/holidays")).json()).toEqual([{ day: "2026-11-09", name: "Test holiday" }]);
    expect((await auditRows(t, "holiday", "2026-11-09")).map((row) => row.action)).toEqual(["holiday.create"]);
  });

  it("answers: 6 received, 5 answered, 3 within 1 business day, median 26 hours", async () => {
    const { response } = await dashboard();
    expect(response).toMatchObject({ received: 6, answered: 5, answeredInTime: 3, medianHours: 26 });
    // The SQL agrees with core's rule item by item.
    const holidays = new Set(["2026-11-09"]);
    const pairs: [string, string][] = [
      ["2026-11-03T10:00:00", "2026-11-03T15:00:00"],
      ["2026-11-07T16:30:00", "2026-11-10T10:00:00"],
      ["2026-11-14T09:00:00", "2026-11-17T09:30:00"],
      ["2026-11-04T12:00:00", "2026-11-04T13:00:00"],
      ["2026-11-10T18:00:00", "2026-11-11T20:00:00"],
    ];
    expect(
      pairs.filter(([received, contacted]) => answeredInTime(ist(received), ist(contacted), holidays)),
    ).toHaveLength(3);
  });

  it("lists what still waits past the promise, oldest first, whatever its date", async () => {
    const { response } = await dashboard();
    expect(response.waiting.map((item) => [item.type, item.id])).toEqual([
      ["lead", ids.L5],
      ["lead", ids.L3],
      ["lead", ids.L6],
    ]);
    // L3 came on a Sunday: due at the end of the next business day (Monday was the holiday → Tuesday).
    expect(response.waiting[1]).toMatchObject({
      courseName: "Python Basics",
      dueAt: ist("2026-11-11T00:00:00").toISOString(),
    });
  });

  it("without the holiday, Saturday's L2 answered on Tuesday is late: 2 in time", async () => {
    expect((await call("DELETE", "/api/admin/holidays/2026-11-09")).statusCode).toBe(204);
    expect((await call("DELETE", "/api/admin/holidays/2026-11-09")).statusCode).toBe(404);
    expect((await dashboard()).response.answeredInTime).toBe(2);
    const restored = await call("POST", "/api/admin/holidays", { day: "2026-11-09", name: "Test holiday" });
    expect(restored.statusCode).toBe(201);
  });
});

describe("the dashboard's aggregates", () => {
  it("counts leads and enquiries per IST week (from Monday), by form and by source", async () => {
    const { weekly, range } = await dashboard();
    expect(range).toEqual({ from: "2026-11-02", to: "2026-11-15" });
    expect(weekly.byForm).toEqual([
      { week: "2026-11-02", form: "course", count: 1 },
      { week: "2026-11-02", form: "lead", count: 3 },
      { week: "2026-11-09", form: "contact", count: 1 },
      { week: "2026-11-09", form: "lead", count: 1 },
    ]);
    expect(weekly.bySource).toEqual([
      { week: "2026-11-02", source: "(direct)", count: 1 },
      { week: "2026-11-02", source: "newsletter", count: 2 },
      { week: "2026-11-02", source: "www.google.com", count: 1 },
      { week: "2026-11-09", source: "newsletter", count: 1 },
      { week: "2026-11-09", source: "partner.example.org", count: 1 },
    ]);
  });

  it("runs the funnel new → contacted → qualified → enrolled → paid, overall, per course and per source", async () => {
    const { funnel } = await dashboard();
    expect(funnel.overall).toEqual({ new: 6, contacted: 5, qualified: 2, enrolled: 1, paid: 1 });
    expect(funnel.byCourse).toEqual([
      {
        courseId: expect.any(Number),
        courseName: "Python Basics",
        new: 3,
        contacted: 2,
        qualified: 1,
        enrolled: 0,
        paid: 0,
      },
      {
        courseId: expect.any(Number),
        courseName: "AWS Architect",
        new: 2,
        contacted: 2,
        qualified: 1,
        enrolled: 1,
        paid: 1,
      },
      { courseId: null, courseName: "(no course)", new: 1, contacted: 1, qualified: 0, enrolled: 0, paid: 0 },
    ]);
    expect(funnel.bySource).toEqual([
      { source: "newsletter", new: 3, contacted: 3, qualified: 2, enrolled: 1, paid: 1 },
      { source: "(direct)", new: 1, contacted: 0, qualified: 0, enrolled: 0, paid: 0 },
      { source: "partner.example.org", new: 1, contacted: 1, qualified: 0, enrolled: 0, paid: 0 },
      { source: "www.google.com", new: 1, contacted: 1, qualified: 0, enrolled: 0, paid: 0 },
    ]);
  });

  it("sums confirmed payments per month by domain and course less the refunds processed, and what is still owed", async () => {
    const { revenue } = await dashboard();
    // ₹59,000 received, ₹5,000 refunded on 12 Nov: ₹54,000 net.
    const aws = { domainName: "Cloud", courseName: "AWS Architect" };
    expect(revenue.byMonth).toEqual([
      { month: "2026-11", ...aws, receivedPaise: 5_900_000, refundedPaise: 500_000, paise: 5_400_000 },
    ]);
    // After the range: only refunds, by IST month (1 Dec 02:00 IST is December).
    const later = await dashboard("from=2026-11-16&to=2026-12-31");
    expect(later.revenue.byMonth).toEqual([
      { month: "2026-11", ...aws, receivedPaise: 0, refundedPaise: 100_050, paise: -100_050 },
      { month: "2026-12", ...aws, receivedPaise: 0, refundedPaise: 50_000, paise: -50_000 },
    ]);
    // The chart's table shows the same figures, in rupees.
    expect(dashboardTables(later)["revenue-month"].rows).toEqual([
      ["2026-11", "Cloud", "AWS Architect", "0.00", "1000.50", "-1000.50"],
      ["2026-12", "Cloud", "AWS Architect", "0.00", "500.00", "-500.00"],
    ]);
    expect(dashboardTables(await dashboard())["revenue-month"].rows).toEqual([
      ["2026-11", "Cloud", "AWS Architect", "59000.00", "5000.00", "54000.00"],
    ]);
    expect(revenue.outstanding).toEqual([{ domainName: "Cloud", courseName: "AWS Architect", paise: 1_000_000 }]);
    // A range without the confirmation has no revenue, but the same fees outstanding (a current figure).
    const october = await dashboard("from=2026-10-01&to=2026-10-31");
    expect(october.revenue).toEqual({ byMonth: [], outstanding: revenue.outstanding });
  });

  it("shows active batches of the next 30 days with seats taken, those under half full flagged", async () => {
    const { batches } = await dashboard();
    expect(batches).toEqual([
      {
        batchId: ids.soon,
        courseName: "AWS Architect",
        startDate: daysFromToday(5),
        taken: 2,
        capacity: 10,
        underHalf: true,
      },
      {
        batchId: ids.half,
        courseName: "Python Basics",
        startDate: daysFromToday(10),
        taken: 2,
        capacity: 4,
        underHalf: false,
      },
      {
        batchId: ids.open30,
        courseName: "Python Basics",
        startDate: daysFromToday(20),
        taken: 0,
        capacity: null,
        underHalf: false,
      },
    ]);
  });

  it("averages feedback per course, per batch and per month, with the latest comments", async () => {
    const { feedback } = await dashboard();
    expect(feedback.byCourse).toEqual([
      { courseId: expect.any(Number), courseName: "AWS Architect", average: 4.5, count: 2 },
      { courseId: expect.any(Number), courseName: "Python Basics", average: 3, count: 1 },
    ]);
    expect(feedback.byBatch.map((row) => [row.batchId, row.average, row.count])).toEqual([
      [ids.pastAws, 4.5, 2],
      [ids.pastPython, 3, 1],
    ]);
    expect(feedback.byMonth).toEqual([{ month: "2026-11", average: 4, count: 3 }]);
    expect(feedback.latest.map((row) => [row.message, row.rating])).toEqual([
      ["Too fast", 3],
      ["Great labs", 5],
    ]);
  });

  it("averages feedback per course and per batch month by month (IST months), as the tables show", async () => {
    const { feedback } = await dashboard("from=2026-10-01&to=2026-12-31");
    const courseMonths = feedback.byCourseMonth.map((row) => [row.courseName, row.month, row.average, row.count]);
    expect(courseMonths).toEqual([
      ["AWS Architect", "2026-11", 4, 3], // 5, 4 and 3 (23:30 IST on the 30th)
      ["AWS Architect", "2026-12", 2, 1], // 02:00 IST on 1 December
      ["Python Basics", "2026-10", 1, 1],
      ["Python Basics", "2026-11", 3, 1],
    ]);
    expect(feedback.byBatchMonth.map((row) => [row.batchId, row.month, row.average, row.count])).toEqual([
      [ids.pastAws, "2026-11", 4.5, 2],
      [ids.pastAws, "2026-12", 2, 1],
      [ids.pastPython, "2026-10", 1, 1],
      [ids.pastPython, "2026-11", 3, 1],
      [ids.laterAws, "2026-11", 3, 1],
    ]);
    expect(feedback.byBatchMonth[0]).toMatchObject({ courseName: "AWS Architect", startDate: "2026-10-01" });
    expect(feedback.byMonth).toEqual([
      { month: "2026-10", average: 1, count: 1 },
      { month: "2026-11", average: 3.75, count: 4 },
      { month: "2026-12", average: 2, count: 1 },
    ]);
    // The table and its CSV hold the same figures, one row each.
    const tables = dashboardTables(await dashboard("from=2026-10-01&to=2026-12-31"));
    expect(tables["feedback-course-month"].rows).toEqual(courseMonths);
    expect(tables["feedback-batch-month"].rows[0]).toEqual([
      ids.pastAws,
      "AWS Architect",
      "2026-10-01",
      "2026-11",
      4.5,
      2,
    ]);
    // Within the two weeks: the same as per course.
    const inRange = (await dashboard()).feedback.byCourseMonth;
    expect(inRange.map((row) => [row.courseName, row.month, row.average, row.count])).toEqual([
      ["AWS Architect", "2026-11", 4.5, 2],
      ["Python Basics", "2026-11", 3, 1],
    ]);
  });

  it("shows ratings over time for the 10 courses and the 10 batches with the most ratings", async () => {
    const { feedback } = await dashboard("from=2027-01-01&to=2027-01-31");
    const expected = Array.from({ length: 10 }, (_, i) => `Bound ${String(i + 2).padStart(2, "0")}`);
    expect(feedback.byCourseMonth.map((row) => [row.courseName, row.month, row.count])).toEqual(
      expected.map((name) => [name, "2027-01", 2]),
    );
    expect(feedback.byBatchMonth.map((row) => row.batchId)).toEqual(expected.map((name) => ids[name]));
    expect(feedback.byCourse).toHaveLength(11); // per course over the whole range: all of them
  });

  it("ranks the most searched terms and those that found nothing, in the range", async () => {
    const { search } = await dashboard();
    expect(search).toEqual({
      top: [
        { term: "python", searches: 4 },
        { term: "rust", searches: 2 },
      ],
      empty: [{ term: "rust", searches: 2 }],
    });
  });

  it("counts a visitor's searches per term and day, with no identifier, found or not", async () => {
    for (const term of ["AWS", " aws ", "blockchain"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/ictData/?search=${encodeURIComponent(term)}`,
        headers: { "x-api-key": "test-api-key-0123456789" },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.app.afterAnswer.idle();
    const rows = await t.database.db.select().from(schema.searchTermCounts);
    expect(
      rows
        .filter((row) => row.day === daysFromToday(0))
        .map(({ term, searches, emptySearches }) => ({ term, searches, emptySearches }))
        .sort((a, b) => a.term.localeCompare(b.term)),
    ).toEqual([
      { term: "aws", searches: 2, emptySearches: 0 },
      { term: "blockchain", searches: 1, emptySearches: 1 },
    ]);
    const { search } = await dashboard(""); // the default range: the last 12 weeks to today
    expect(search.empty).toContainEqual({ term: "blockchain", searches: 1 });
    expect(search.top).toContainEqual({ term: "aws", searches: 2 });
  });
});

describe("bad input and access", () => {
  it("refuses impossible ranges and unknown filters with a clear message", async () => {
    const cases: [string, string][] = [
      ["from=2026-11-15&to=2026-11-02", "The start date must not be after the end date"],
      ["from=2026-02-30", "Use a date like 2026-01-31"],
      ["from=2020-01-01&to=2026-01-01", "Choose a range of at most 731 days"],
    ];
    for (const [query, msg] of cases) {
      const res = await call("GET", `/api/admin/dashboard?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json().detail)).toContain(msg);
    }
    expect((await call("GET", "/api/admin/dashboard?colour=red")).statusCode).toBe(422);
    expect((await call("POST", "/api/admin/holidays", { day: "2026-13-01", name: "X" })).statusCode).toBe(422);
  });

  it("is staff only: 401 anonymous, 403 to a learner", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/dashboard"],
        ["GET", "/api/admin/holidays"],
        ["POST", "/api/admin/holidays", { day: "2026-12-25", name: "Christmas" }],
        ["DELETE", "/api/admin/holidays/2026-11-09"],
      ],
      learnerToken,
    );
  });
});

describe("a status change made in the inbox", () => {
  // Migration 0015: how far an item got and its first contact are kept on the item by a trigger
  // on the status history, whoever writes it; here the inbox's own PATCH (run last: it changes L3).
  it("reaches the funnel and the response figures at once, and a later step back keeps the furthest", async () => {
    const contacted = await call("PATCH", `/api/admin/inbox/lead/${ids.L3}`, { status: "contacted" });
    expect(contacted.statusCode, contacted.body).toBe(200);
    let figures = await dashboard();
    expect(figures.response).toMatchObject({ received: 6, answered: 6, answeredInTime: 3 }); // answered late
    expect(figures.funnel.overall).toEqual({ new: 6, contacted: 6, qualified: 2, enrolled: 1, paid: 1 });
    expect((await call("PATCH", `/api/admin/inbox/lead/${ids.L3}`, { status: "qualified" })).statusCode).toBe(200);
    expect((await call("PATCH", `/api/admin/inbox/lead/${ids.L3}`, { status: "lost" })).statusCode).toBe(200);
    figures = await dashboard();
    expect(figures.funnel.overall).toEqual({ new: 6, contacted: 6, qualified: 3, enrolled: 1, paid: 1 });
    expect(figures.response).toMatchObject({ answered: 6, answeredInTime: 3 });
    expect(figures.response.waiting.map((item) => item.id)).not.toContain(ids.L3);
  });
});
