// Rows for tests, built explicitly per test file (never the demo seed).
import { dayInIndia } from "@skillbridge/core";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import { hashPassword } from "../modules/auth/passwords.ts";

let counter = 0;
const next = () => ++counter;

export function daysFromToday(offset: number): string {
  const date = new Date(`${dayInIndia(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export async function createDomain(db: Db, values: Partial<typeof t.domains.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.domains)
    .values({ name: `Domain ${next()}`, ...values })
    .returning();
  return row!;
}

export async function createCourse(
  db: Db,
  values: Partial<typeof t.courses.$inferInsert> & {
    hours?: { training: number; lab: number } | null;
    price?: { list: number; sell: number } | null;
  } = {},
) {
  const { hours = { training: 30, lab: 10 }, price = { list: 20000, sell: 15000 }, ...course } = values;
  const domainId = course.domainId ?? (await createDomain(db)).id;
  const [row] = await db
    .insert(t.courses)
    .values({
      name: `Course ${next()}`,
      type: "Certificate Course",
      shortDesc: "A short description.",
      description: "A long description.",
      img: "/images/courses/cloud.svg",
      ...course,
      domainId,
    })
    .returning();
  if (hours)
    await db.insert(t.courseHours).values({ courseId: row!.id, trainingHours: hours.training, labHours: hours.lab });
  if (price) await db.insert(t.courseCosts).values({ courseId: row!.id, listPrice: price.list, sellPrice: price.sell });
  return row!;
}

export async function createBatch(db: Db, courseId: number, values: Partial<typeof t.trainingCards.$inferInsert> = {}) {
  const [row] = await db
    .insert(t.trainingCards)
    .values({
      courseId,
      hours: 40,
      location: "Online (Zoom)",
      studyMode: "Online",
      startDate: daysFromToday(10),
      endDate: daysFromToday(40),
      startTime: "10:00",
      endTime: "13:00",
      ...values,
    })
    .returning();
  return row!;
}

export const TEST_PASSWORD = "Correct-Horse-9";

export async function createLearner(db: Db, values: Partial<typeof t.learners.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.learners)
    .values({
      firstName: `First${n}`,
      lastName: `Last${n}`,
      username: `learner${n}`,
      email: `learner${n}@example.com`,
      contact: "+91 90000 00000",
      orgName: "Acme",
      countryName: "India",
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A staff member. By default a demo-mode account (`demoAccount: true`, like the seeded demo
 * staff), which signs in with its password alone while STAFF_MFA_OPTIONAL_IN_DEMO is on, as
 * tests about other things need. Pass `demoAccount: false` for a real account, which must use
 * its second factor.
 */
export async function createStaff(db: Db, values: Partial<typeof t.staff.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(t.staff)
    .values({
      email: `staff${n}@example.com`,
      name: `Staff ${n}`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      demoAccount: true,
      ...values,
    })
    .returning();
  return row!;
}

/** A lead on a course (and batch, when given), entered by staff: no mail is sent for it. */
export async function createLead(
  db: Db,
  values: Partial<typeof t.leads.$inferInsert> & Pick<typeof t.leads.$inferInsert, "courseId">,
) {
  const n = next();
  const [row] = await db
    .insert(t.leads)
    .values({
      name: "Meera Krishnan",
      email: `lead${n}.${Date.now()}@example.com`,
      contact: "+91 98450 11111",
      ...values,
    })
    .returning();
  return row!;
}

/** A learner enrolled on a batch, now unless `createdAt` says when (before a batch ended, for a certificate). */
export async function enrol(db: Db, learnerId: number, trainingCardId: number, createdAt?: Date) {
  const [row] = await db
    .insert(t.enrolments)
    .values({ learnerId, trainingCardId, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return row!;
}

export async function addRecording(db: Db, trainingCardId: number, title = "Session 1") {
  const [row] = await db
    .insert(t.recordings)
    .values({ trainingCardId, title, recordedAt: new Date(), link: "https://recordings.example/1" })
    .returning();
  return row!;
}

export async function addSchedule(db: Db, trainingCardId: number) {
  const start = new Date(Date.now() + 86_400_000);
  const [row] = await db
    .insert(t.trainingSchedules)
    .values({ trainingCardId, startsAt: start, endsAt: new Date(start.getTime() + 3 * 3_600_000), totalHours: 3 })
    .returning();
  return row!;
}

export async function addMaterial(db: Db, courseId: number, name = "Exam guide") {
  const [row] = await db
    .insert(t.studyMaterials)
    .values({ courseId, name, type: "PDF", src: "https://example.com/guide.pdf" })
    .returning();
  return row!;
}
