// The demo data does not contradict the site's own words. Classroom batches run
// at the centres the settings record names (which the contact, Learning Modes, home and about
// pages show), an enrolled batch's schedule adds up to its course's hours, and the people waiting
// for a batch wait for a course that has none announced.
import { dayInIndia } from "@skillbridge/core/rules";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completionStatus, sweepCompletionRules } from "../../modules/certificate/completion.ts";
import { attemptRepository } from "../../modules/exam/attempt-repository.ts";
import { siteSettingsRepository } from "../../modules/site-settings/repository.ts";
import { build, type TestContext } from "../../test/app.ts";
import * as t from "../schema.ts";
import { DEMO_LEARNER_EMAILS } from "./demo-accounts.ts";
import { DEMO_COUPON_CODE, DEMO_PLAN, DEMO_REFERRAL_CODE, demoSessions, seedDemoData } from "./seed.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
  await seedDemoData(ctx.database.db, { today: dayInIndia(new Date()) });
});
afterAll(() => ctx.close());

describe("the demo discount code", () => {
  it("is 10% off every course, valid from the seed day for a year, 100 uses", async () => {
    const today = dayInIndia(new Date());
    const [coupon] = await ctx.database.db.select().from(t.coupons).where(eq(t.coupons.code, DEMO_COUPON_CODE));
    expect(coupon).toMatchObject({ kind: "percent", value: 10, scope: "all", maxUses: 100, active: true });
    expect(coupon!.validFrom).toBe(today);
    expect(coupon!.validTo! > today).toBe(true);
  });
});

describe("the demo group prices", () => {
  it("are 10% off from 3 seats and 15% off from 6, for the home page's Corporate Group bookings", async () => {
    const tiers = await ctx.database.db.select().from(t.groupPriceTiers).orderBy(t.groupPriceTiers.minSeats);
    expect(tiers.map((tier) => [tier.minSeats, tier.percentOff])).toEqual([
      [3, 10],
      [6, 15],
    ]);
  });
});

describe("the demo payment plan", () => {
  it("is on every upcoming batch of the AWS course: 40% now, 30% in 30 days, 30% in 60", async () => {
    const today = dayInIndia(new Date());
    const db = ctx.database.db;
    const plans = await db.select().from(t.batchPaymentPlans);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.parts).toEqual(DEMO_PLAN);
    const batches = await db
      .select({ id: t.trainingCards.id, startDate: t.trainingCards.startDate, course: t.courses.name })
      .from(t.trainingCards)
      .innerJoin(t.courses, eq(t.courses.id, t.trainingCards.courseId));
    for (const plan of plans) {
      const batch = batches.find((row) => row.id === plan.trainingCardId)!;
      expect(batch.startDate > today).toBe(true);
      expect(batch.course).toMatch(/AWS/);
    }
  });
});

describe("the demo referrals", () => {
  it("are on, ₹1,000 off for a friend and ₹500 credit after 7 days; the demo learner has a link", async () => {
    const [scheme] = await ctx.database.db.select().from(t.referralScheme);
    expect(scheme).toMatchObject({
      enabled: true,
      discountKind: "fixed",
      discountValue: 100_000,
      rewardPaise: 50_000,
      rewardMode: "credit",
      waitDays: 7,
    });
    const [link] = await ctx.database.db
      .select({ email: t.learners.email })
      .from(t.referralCodes)
      .innerJoin(t.learners, eq(t.learners.id, t.referralCodes.learnerId))
      .where(eq(t.referralCodes.code, DEMO_REFERRAL_CODE));
    expect(link?.email).toBe(DEMO_LEARNER_EMAILS[0]);
  });
});

describe("the demo tests", () => {
  it("gives the demo learner a practice test and a timed mock exam over a 12-question, 3-topic bank", async () => {
    const db = ctx.database.db;
    const [demo] = await db.select().from(t.learners).where(eq(t.learners.email, "demo.learner@example.com"));
    const learnerId = demo!.id;
    const open = await attemptRepository.openTests(db, learnerId, new Date());
    expect(open.map((row) => row.test.kind).sort()).toEqual(["exam", "practice"]);
    const exam = open.find((row) => row.test.kind === "exam")!.test;
    expect(exam.minutes).toBeGreaterThan(0);
    const questions = await db.select().from(t.examQuestions).where(eq(t.examQuestions.courseId, exam.courseId));
    expect(questions).toHaveLength(12);
    expect(new Set(questions.map((q) => q.topic)).size).toBe(3);
  });
});

describe("demo data and the settings record agree", () => {
  it("runs every classroom batch at a centre of the settings record", async () => {
    // The record as the migration seeded it: what the pages show.
    const settings = await siteSettingsRepository.get(ctx.database.db);
    const centres: string[] = settings.centres.map((centre) => centre.batchLocation);
    const classroom = await ctx.database.db
      .select({ location: t.trainingCards.location })
      .from(t.trainingCards)
      .where(eq(t.trainingCards.studyMode, "Classroom"));
    expect(classroom.length).toBeGreaterThan(5);
    expect(classroom.map((batch) => batch.location).filter((location) => !centres.includes(location))).toEqual([]);
  });

  it("gives every enrolled batch a schedule that adds up to its course's hours", async () => {
    const enrolled = await ctx.database.db
      .selectDistinct({ id: t.trainingCards.id, hours: t.trainingCards.hours })
      .from(t.enrolments)
      .innerJoin(t.trainingCards, eq(t.trainingCards.id, t.enrolments.trainingCardId));
    expect(enrolled.length).toBeGreaterThanOrEqual(4);
    const rows = await ctx.database.db
      .select({ batch: t.trainingSchedules.trainingCardId, hours: t.trainingSchedules.totalHours })
      .from(t.trainingSchedules)
      .where(
        inArray(
          t.trainingSchedules.trainingCardId,
          enrolled.map((batch) => batch.id),
        ),
      );
    for (const batch of enrolled) {
      const total = rows.filter((row) => row.batch === batch.id).reduce((sum, row) => sum + Number(row.hours), 0);
      expect(batch.hours).toBeGreaterThan(0);
      expect(total, `batch ${batch.id}`).toBe(batch.hours);
    }
  });

  it("runs every session within its batch card's times (the card, the schedule and the feed agree)", async () => {
    const rows = await ctx.database.db
      .select({
        id: t.trainingSchedules.id,
        startsAt: t.trainingSchedules.startsAt,
        endsAt: t.trainingSchedules.endsAt,
        startTime: t.trainingCards.startTime,
        endTime: t.trainingCards.endTime,
      })
      .from(t.trainingSchedules)
      .innerJoin(t.trainingCards, eq(t.trainingCards.id, t.trainingSchedules.trainingCardId));
    expect(rows.length).toBeGreaterThan(10);
    // IST wall-clock HH:MM of an instant (a fixed +05:30).
    const ist = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(11, 16);
    const outside = rows.filter(
      (row) => ist(row.startsAt) < row.startTime.slice(0, 5) || ist(row.endsAt) > row.endTime.slice(0, 5),
    );
    expect(
      outside.map((row) => `${row.id}: ${ist(row.startsAt)}–${ist(row.endsAt)} of ${row.startTime}–${row.endTime}`),
    ).toEqual([]);
  });
});

describe("demo requests to be told when a batch opens", () => {
  it("wait for an active course with no upcoming batch", async () => {
    const db = ctx.database.db;
    const waiting = await db.select().from(t.batchInterests);
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => row.notifiedBatchId === null)).toBe(true);
    const courseIds = [...new Set(waiting.map((row) => row.courseId))];
    expect(courseIds).toHaveLength(1);
    const [course] = await db.select().from(t.courses).where(inArray(t.courses.id, courseIds));
    expect(course?.status).toBe("A");
    const today = dayInIndia(new Date());
    const batches = await db.select().from(t.trainingCards).where(eq(t.trainingCards.courseId, course!.id));
    expect(batches.filter((batch) => batch.status === "A" && batch.startDate >= today)).toEqual([]);
  });
});

describe("the demo learner's attendance", () => {
  it("marks every session of their ongoing batch held before today, and none after", async () => {
    const db = ctx.database.db;
    const [demo] = await db.select().from(t.learners).where(eq(t.learners.email, "demo.learner@example.com"));
    const marks = await db
      .select({ status: t.attendanceMarks.status, startsAt: t.trainingSchedules.startsAt })
      .from(t.attendanceMarks)
      .innerJoin(t.trainingSchedules, eq(t.trainingSchedules.id, t.attendanceMarks.scheduleId))
      .where(eq(t.attendanceMarks.learnerId, demo!.id));
    expect(marks.length).toBeGreaterThan(0);
    const today = dayInIndia(new Date());
    expect(marks.every((mark) => dayInIndia(mark.startsAt) < today)).toBe(true);
    expect(marks.map((mark) => mark.status)).toContain("present");
  });
});

describe("the demo completion rule", () => {
  it("asks 75 % attendance of the demo learner's completed batch, which they are short of: no certificate by the rule", async () => {
    const db = ctx.database.db;
    const [demo] = await db.select().from(t.learners).where(eq(t.learners.email, "demo.learner@example.com"));
    const [rule] = await db.select().from(t.completionRules);
    expect(rule).toMatchObject({ minAttendancePercent: 75, examTestId: null });
    const status = await completionStatus(db, rule!.trainingCardId);
    expect(status?.batchEnded).toBe(true);
    const learner = status?.learners.find((row) => row.learnerId === demo!.id);
    expect(learner?.attendancePercent).toBeGreaterThanOrEqual(50);
    expect(learner).toMatchObject({ met: false, certified: false });
    expect(await sweepCompletionRules(db, { origin: "http://localhost" })).toBe(0);
  });
});

describe("demoSessions", () => {
  it("fills the hours with the slot's sessions over the batch's days, the last one shorter", () => {
    const sessions = demoSessions("2026-01-01", "2026-01-24", "09:30", "17:30", 60);
    expect(sessions.map((s) => s.hours)).toEqual([8, 8, 8, 8, 8, 8, 8, 4]);
    expect(sessions[0]?.day).toBe("2026-01-01");
    expect(sessions.at(-1)?.day).toBe("2026-01-24");
  });

  it("never runs a session past the card's end time, even when the days are too few", () => {
    const sessions = demoSessions("2026-01-01", "2026-01-03", "19:00", "21:00", 12);
    expect(sessions.map((s) => s.hours)).toEqual([2, 2, 2]);
  });
});
