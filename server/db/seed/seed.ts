// Demo data (contract "Demo data"): the catalogue in ./catalogue plus demo learners, their
// enrolments, recordings, schedule rows and the demo learner's attendance, and the demo staff
// account. Dates are placed relative to the day the seed runs, so upcoming batches and events
// stay upcoming.
import { count, eq, sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/passwords.ts";
import type { Db } from "../client.ts";
import * as t from "../schema.ts";
import { bundles } from "./catalogue/bundles.ts";
import { demoBusinessSettings } from "./catalogue/business.ts";
import { courses } from "./catalogue/courses.ts";
import { domains } from "./catalogue/domains.ts";
import { events } from "./catalogue/events.ts";
import { testimonials } from "./catalogue/testimonials.ts";
import type { SeedBatch } from "./catalogue/types.ts";
import { DEMO_LEARNER_EMAILS, DEMO_PASSWORD, DEMO_STAFF } from "./demo-accounts.ts";
import { seedExams } from "./exams.ts";
import { seedTrust } from "./trust.ts";

/** The demo discount code the docs name: 10% off every course. */
export const DEMO_COUPON_CODE = "WEBINAR10";

/** The demo learner's referral link code the docs name (/r/DEMQ7K3XPA); a real one is drawn at random. */
export const DEMO_REFERRAL_CODE = "DEMQ7K3XPA";
/** The demo payment plan, on the AWS course's upcoming batches: 40 % now, 30 % in 30 days, 30 % in 60. */
export const DEMO_PLAN_COURSE = "aws-solutions-architect";
export const DEMO_PLAN = [
  { percent: 40, dueAfterDays: 0 },
  { percent: 30, dueAfterDays: 30 },
  { percent: 30, dueAfterDays: 60 },
];

/** The calendar day `offset` days from `today` (both YYYY-MM-DD, IST calendar). */
function addDays(today: string, offset: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** An IST wall-clock moment as an instant. */
function istInstant(day: string, time: string): Date {
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+05:30`);
}

function hoursBetween(start: string, end: string): number {
  const [sh = 0, sm = 0] = start.split(":").map(Number);
  const [eh = 0, em = 0] = end.split(":").map(Number);
  return Math.max(0, eh * 60 + em - (sh * 60 + sm)) / 60;
}

/**
 * A demo batch's sessions (a schedule adds up to the course's hours): sessions of the
 * batch's daily time slot, spread evenly over its dates, the last one shorter for what remains;
 * when the dates are too few for the slot, each day's session is longer instead.
 */
export function demoSessions(
  start: string,
  end: string,
  startTime: string,
  endTime: string,
  totalHours: number,
): { day: string; hours: number }[] {
  if (totalHours <= 0) return [];
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  const slot = hoursBetween(startTime, endTime) || 1;
  const count = Math.max(1, Math.min(days, Math.ceil(totalHours / slot)));
  // Never longer than the card's slot: the schedule, the calendar feed and the card agree.
  const each = slot;
  const sessions: { day: string; hours: number }[] = [];
  let left = totalHours;
  for (let i = 0; i < count && left > 0; i++) {
    const offset = count === 1 ? 0 : Math.round((i * (days - 1)) / (count - 1));
    const hours = Math.min(each, left);
    sessions.push({ day: addDays(start, offset), hours });
    left = Math.round((left - hours) * 100) / 100;
  }
  return sessions;
}

const ALL_TABLES = [
  "completion_rules",
  "exam_answers",
  "exam_attempts",
  "exam_tests",
  "exam_questions",
  "course_covers",
  "batch_trainers",
  "trainers",
  "payments",
  "documents",
  "payment_requests",
  "document_sequences",
  "business_settings",
  "audit_log",
  "inbox_notes",
  "inbox_history",
  "staff_mfa_tickets",
  "learner_password_tokens",
  "outbox",
  "feedbacks",
  "recordings",
  "attendance_check_in_codes",
  "attendance_marks",
  "training_schedules",
  "batch_interests",
  "enrolments",
  "leads",
  "enquiries",
  "idempotency_keys",
  "sessions",
  "login_attempts",
  "study_materials",
  "faqs",
  "prerequisites",
  "benefits",
  "learning_modules",
  "course_costs",
  "course_hours",
  "events",
  "training_cards",
  "courses",
  "domains",
  "testimonials",
  "learning_bundles",
  "learners",
  "staff",
];

/**
 * No course and no learner. Staff accounts do not count: `npm run staff:create` before the first
 * start (what the back-office journeys do) must not stop a demo. Whether a site gets demo data at
 * all is DEMO_DATA's to decide (off with NODE_ENV=production), not the emptiness check's.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const counts = await Promise.all(
    [t.courses, t.learners].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0),
  );
  return counts.every((n) => n === 0);
}

/** Empties every table and restarts ids (npm run db:seed -- --reset). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${ALL_TABLES.map((name) => `"${name}"`).join(", ")} RESTART IDENTITY CASCADE`));
}

export async function seedDemoData(db: Db, options: { today: string }): Promise<void> {
  const { today } = options;
  const [learnerHash, staffHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_STAFF.password)]);

  await db.transaction(async (tx) => {
    await tx
      .insert(t.domains)
      .values(domains.map((d, position) => ({ id: d.id, name: d.domain, status: d.status, icon: d.icon, position })));
    await tx.execute(sql`select setval(pg_get_serial_sequence('domains', 'id'), (select max(id) from domains))`);

    const courseIds = new Map<string, number>();
    const batchesByCourse = new Map<
      string,
      { id: number; batch: SeedBatch; start: string; end: string; hours: number }[]
    >();
    for (const course of courses) {
      const [row] = await tx
        .insert(t.courses)
        .values({
          name: course.ictName,
          type: course.ictType,
          shortDesc: course.ictSDesc,
          description: course.ictDesc,
          img: course.ictImg,
          status: course.status,
          domainId: course.domainId,
        })
        .returning({ id: t.courses.id });
      const courseId = row!.id;
      courseIds.set(course.key, courseId);
      if (course.hours) {
        await tx
          .insert(t.courseHours)
          .values({ courseId, trainingHours: course.hours.TrainingHour, labHours: course.hours.LabHour });
      }
      await tx
        .insert(t.courseCosts)
        .values({ courseId, listPrice: course.cost.ictMrp, sellPrice: course.cost.sellPrice });
      if (course.modules.length) {
        await tx.insert(t.learningModules).values(
          course.modules.map((m, position) => ({
            courseId,
            title: m.moduleTitle,
            description: m.moduleDesc,
            position,
          })),
        );
      }
      if (course.benefits.length) {
        await tx
          .insert(t.benefits)
          .values(course.benefits.map((description, position) => ({ courseId, description, position })));
      }
      if (course.prerequisites.length) {
        await tx
          .insert(t.prerequisites)
          .values(course.prerequisites.map((description, position) => ({ courseId, description, position })));
      }
      if (course.faqs.length) {
        await tx
          .insert(t.faqs)
          .values(course.faqs.map((f, position) => ({ courseId, question: f.faq, answer: f.faqAnswer, position })));
      }
      if (course.materials.length) {
        await tx.insert(t.studyMaterials).values(
          course.materials.map((m, position) => ({
            courseId,
            name: m.SMName,
            type: m.SMType,
            src: m.SMSrc,
            position,
          })),
        );
      }
      const totalHours = course.hours ? course.hours.TrainingHour + course.hours.LabHour : 0;
      const placed = [];
      for (const batch of course.batches) {
        const start = addDays(today, batch.startInDays);
        // The card's time is the one source of truth for its sessions: each session runs within
        // it, so the batch runs long enough (one session a day) to hold its hours.
        const slot = hoursBetween(batch.startTime, batch.endTime) || 1;
        const needed = totalHours > 0 ? Math.ceil(totalHours / slot) : 1;
        const end = addDays(start, Math.max(1, batch.lengthDays, needed) - 1);
        const [card] = await tx
          .insert(t.trainingCards)
          .values({
            courseId,
            hours: totalHours,
            location: batch.location,
            studyMode: batch.mode,
            startDate: start,
            endDate: end,
            startTime: batch.startTime,
            endTime: batch.endTime,
            ...(batch.languages ? { languages: batch.languages } : {}),
          })
          .returning({ id: t.trainingCards.id });
        placed.push({ id: card!.id, batch, start, end, hours: totalHours });
      }
      batchesByCourse.set(course.key, placed);
    }

    // A course with no upcoming batch that two visitors asked to hear about: the back office's
    // "Waiting for a batch" has a row, and a batch added to the course mails them both.
    const waitingCourse = courseIds.get("aws-cloud-practitioner");
    if (waitingCourse) {
      await tx.insert(t.batchInterests).values([
        {
          courseId: waitingCourse,
          name: "Kavya Menon",
          email: "kavya.menon@example.com",
          phone: "+91 98860 12345",
          createdAt: istInstant(addDays(today, -9), "11:20"),
        },
        {
          courseId: waitingCourse,
          name: "Rohit Deshpande",
          email: "rohit.deshpande@example.com",
          createdAt: istInstant(addDays(today, -3), "18:05"),
        },
      ]);
    }

    await tx.insert(t.events).values(
      events.map((e) => ({
        title: e.eventTitle,
        description: e.eventDesc,
        startsAt: istInstant(addDays(today, e.inDays), e.time),
        durationMinutes: e.eventDuration,
        pic: e.eventPic,
        courseId: e.courseKey ? (courseIds.get(e.courseKey) ?? null) : null,
      })),
    );
    await tx.insert(t.testimonials).values(
      testimonials.map((x) => ({
        learnerName: x.learnerName,
        learnerImg: x.learnerImg,
        message: x.feedbackMsg,
        status: x.status,
      })),
    );
    await tx
      .insert(t.learningBundles)
      .values(bundles.map((b, position) => ({ icon: b.LBIcon, title: b.LBTitle, description: b.LBDesc, position })));

    const [demo, second] = await tx
      .insert(t.learners)
      .values([
        {
          firstName: "Ananya",
          lastName: "Sharma",
          username: "ananya.sharma",
          email: DEMO_LEARNER_EMAILS[0],
          contact: "+91 98450 12345",
          orgName: "Infosys Ltd",
          countryName: "India",
          passwordHash: learnerHash,
          createdAt: istInstant(addDays(today, -150), "11:20"),
        },
        {
          firstName: "Rahul",
          lastName: "Verma",
          username: "rahul.verma",
          email: DEMO_LEARNER_EMAILS[1],
          contact: "+91 99300 67890",
          orgName: "Tata Consultancy Services",
          countryName: "India",
          passwordHash: learnerHash,
          createdAt: istInstant(addDays(today, -120), "16:05"),
        },
      ])
      .returning({ id: t.learners.id });
    const [demoStaff] = await tx
      .insert(t.staff)
      // The documented demo account: its second factor is optional while STAFF_MFA_OPTIONAL_IN_DEMO is on.
      .values({
        email: DEMO_STAFF.email,
        name: DEMO_STAFF.name,
        role: "admin",
        passwordHash: staffHash,
        demoAccount: true,
      })
      .returning({ id: t.staff.id });
    await tx.insert(t.businessSettings).values(demoBusinessSettings).onConflictDoNothing();
    // A demo discount code: 10% off every course for a year from the seed day, 100 uses.
    await tx
      .insert(t.coupons)
      .values({
        code: DEMO_COUPON_CODE,
        kind: "percent",
        value: 10,
        scope: "all",
        validFrom: today,
        validTo: addDays(today, 365),
        maxUses: 100,
        maxUsesPerEmail: 1,
      })
      .onConflictDoNothing();
    // Referrals on: a friend gets ₹1,000 off, the referrer ₹500 off their next fee once the friend's
    // fee is paid and 7 days pass without a refund. The demo learner's link has a documented code.
    await tx
      .insert(t.referralScheme)
      .values({
        enabled: true,
        discountKind: "fixed",
        discountValue: 100_000,
        rewardPaise: 50_000,
        rewardMode: "credit",
        waitDays: 7,
      })
      .onConflictDoNothing();
    await tx.insert(t.referralCodes).values({ learnerId: demo!.id, code: DEMO_REFERRAL_CODE }).onConflictDoNothing();
    // Team bookings: 3–5 seats 10% off, 6 or more 15% off (back office, Group prices).
    await tx
      .insert(t.groupPriceTiers)
      .values([
        { minSeats: 3, percentOff: 10 },
        { minSeats: 6, percentOff: 15 },
      ])
      .onConflictDoNothing();

    // A payment plan on the AWS course's upcoming batches: their payment pages offer "Pay in parts".
    const planned = (batchesByCourse.get(DEMO_PLAN_COURSE) ?? []).filter((placed) => placed.start > today);
    if (planned.length) {
      await tx
        .insert(t.batchPaymentPlans)
        .values(planned.map((placed) => ({ trainingCardId: placed.id, parts: DEMO_PLAN })))
        .onConflictDoNothing();
    }

    // Demo learner: a completed AWS batch and an ongoing CEH batch; the second learner: CCNA and Python.
    const enrol = async (learnerId: number, courseKey: string, which: "past" | "ongoing") => {
      const placed = batchesByCourse.get(courseKey) ?? [];
      const pick = placed.find((p) => (which === "past" ? p.end < today : p.start <= today && p.end >= today));
      if (!pick) throw new Error(`demo data: course ${courseKey} has no ${which} batch`);
      await tx.insert(t.enrolments).values({
        learnerId,
        trainingCardId: pick.id,
        createdAt: istInstant(addDays(pick.start, -7), "12:00"),
        // A batch that ended was completed (staff marked it): its certificate can be issued.
        completed: which === "past" ? true : null,
      });
      // The batch's sessions, adding up to its hours (the course's), and a recording for each
      // session already held.
      const sessions = demoSessions(pick.start, pick.end, pick.batch.startTime, pick.batch.endTime, pick.hours);
      const rows = sessions.map((session) => session.day);
      await tx.insert(t.trainingSchedules).values(
        sessions.map((session) => ({
          trainingCardId: pick.id,
          startsAt: istInstant(session.day, pick.batch.startTime),
          endsAt: new Date(istInstant(session.day, pick.batch.startTime).getTime() + session.hours * 3_600_000),
          totalHours: session.hours,
        })),
      );
      const held = rows.filter((day) => day < today);
      await tx.insert(t.recordings).values(
        (held.length ? held : [pick.start]).map((day, i) => ({
          trainingCardId: pick.id,
          title: `Session ${i + 1} recording`,
          recordedAt: istInstant(day, pick.batch.startTime),
          link: `https://recordings.skillbridge.example/${courseKey}/batch-${pick.id}/session-${i + 1}`,
        })),
      );
      return pick;
    };
    const past = await enrol(demo!.id, "aws-solutions-architect", "past");
    // The completed batch's completion rule (attendance at least 75 %), and the demo learner's
    // attendance in it: 3 sessions in 5 attended, so the rule shows them short of it (staff issue
    // their certificate by hand on the batch's certificates page, as the rule would not).
    await tx.insert(t.completionRules).values({ trainingCardId: past.id, minAttendancePercent: 75 });
    const pastSessions = await tx
      .select({ id: t.trainingSchedules.id, startsAt: t.trainingSchedules.startsAt })
      .from(t.trainingSchedules)
      .where(eq(t.trainingSchedules.trainingCardId, past.id))
      .orderBy(t.trainingSchedules.startsAt);
    await tx.insert(t.attendanceMarks).values(
      pastSessions.map((session, i) => ({
        scheduleId: session.id,
        learnerId: demo!.id,
        status: i % 5 < 3 ? ("present" as const) : ("absent" as const),
        source: "staff" as const,
        markedAt: new Date(session.startsAt.getTime() + 3 * 3_600_000),
      })),
    );
    const ongoing = await enrol(demo!.id, "ceh-v13", "ongoing");
    const demoOngoing = ongoing.id;
    // A question bank, a practice test and a timed mock exam for the demo learner's ongoing batch.
    await seedExams(tx, { courseId: courseIds.get("ceh-v13")!, batchId: ongoing.id });
    // The demo learner's attendance in their ongoing batch: each session held before today marked,
    // the second one late and the third absent (so the percentage shows both rules).
    const heldSessions = (
      await tx
        .select({ id: t.trainingSchedules.id, startsAt: t.trainingSchedules.startsAt })
        .from(t.trainingSchedules)
        .where(eq(t.trainingSchedules.trainingCardId, demoOngoing))
        .orderBy(t.trainingSchedules.startsAt)
    ).filter((session) => session.startsAt < istInstant(today, "00:00"));
    if (heldSessions.length) {
      await tx.insert(t.attendanceMarks).values(
        heldSessions.map((session, i) => ({
          scheduleId: session.id,
          learnerId: demo!.id,
          status: i === 1 ? ("late" as const) : i === 2 ? ("absent" as const) : ("present" as const),
          source: "staff" as const,
          markedAt: new Date(session.startsAt.getTime() + 3 * 3_600_000),
        })),
      );
    }
    await enrol(second!.id, "ccna-200-301", "past");
    await enrol(second!.id, "python-data-science", "ongoing");
    // Trainers on some courses' batches, and approved reviews from demo reviewers.
    // A reviewer's past batch gets its sessions too, so every enrolled batch has a schedule that
    // adds up to its hours (the demo-consistency test).
    const scheduleBatch = async (batchId: number) => {
      const [card] = await tx.select().from(t.trainingCards).where(eq(t.trainingCards.id, batchId));
      const [held] = await tx
        .select({ n: count() })
        .from(t.trainingSchedules)
        .where(eq(t.trainingSchedules.trainingCardId, batchId));
      if (!card || (held?.n ?? 0) > 0) return;
      const startTime = card.startTime.slice(0, 5);
      const sessions = demoSessions(
        card.startDate,
        card.endDate ?? card.startDate,
        startTime,
        card.endTime.slice(0, 5),
        card.hours,
      );
      if (sessions.length === 0) return;
      await tx.insert(t.trainingSchedules).values(
        sessions.map((session) => ({
          trainingCardId: batchId,
          startsAt: istInstant(session.day, startTime),
          endsAt: new Date(istInstant(session.day, startTime).getTime() + session.hours * 3_600_000),
          totalHours: session.hours,
        })),
      );
    };
    await seedTrust(tx, { batchesByCourse, staffId: demoStaff!.id, today, instant: istInstant, scheduleBatch });
  });
}
