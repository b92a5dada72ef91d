// Enquiry kinds: about a course (default), an event, a proposal or a contact message,
// read from the form it came from. Course and proposal enquiries name a course; event
// enquiries name an event; unknown courses and events are refused and nothing is stored.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";

let t: TestContext;
let course: { id: number };
let event: { id: number; courseId: number | null };
let pastEvent: { id: number };
let inactiveEvent: { id: number };

async function createEvent(values: Partial<typeof schema.events.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(schema.events)
    .values({
      title: "Cloud Careers Webinar",
      description: "Roles, certifications and salaries in cloud computing.",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      durationMinutes: 90,
      pic: "/images/events/webinar.svg",
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await build();
  course = await createCourse(t.database.db, { name: "AWS Solutions Architect" });
  event = await createEvent({ courseId: course.id });
  pastEvent = await createEvent({ title: "Past Meetup", startsAt: new Date(Date.now() - 30 * 86_400_000) });
  inactiveEvent = await createEvent({ title: "Cancelled Talk", status: "I" });
});
afterAll(() => t.close());

const person = { eName: "Anil Rao", eEmail: "anil@example.com", eContact: "+91 99887 66554" };
const post = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/ictEnquiry/", headers: apiHeaders(), payload });
const countEnquiries = async () => (await t.database.db.select({ n: count() }).from(schema.enquiries))[0]!.n;
const rowOf = async (id: number) =>
  (await t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, id)))[0]!;
const mailFor = async (to: string) =>
  (await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to)))[0]!;

describe("enquiry kinds", () => {
  it("an event enquiry names the event, with or without the event's course", async () => {
    const withoutCourse = await post({ ...person, formSource: "event-enquiry", eventId: event.id });
    expect(withoutCourse.statusCode).toBe(201);
    expect(withoutCourse.json()).toMatchObject({ kind: "event", eventId: event.id, ict_id: null });

    const withCourse = await post({ ...person, formSource: "event-enquiry", eventId: event.id, ict_id: course.id });
    expect(withCourse.statusCode).toBe(201);
    expect(withCourse.json()).toMatchObject({ kind: "event", eventId: event.id, ict_id: course.id });
    expect(await rowOf(withCourse.json().id)).toMatchObject({
      kind: "event",
      eventId: event.id,
      courseId: course.id,
      formSource: "event-enquiry",
    });
  });

  it("a past event may still be asked about; an unknown or inactive one is refused, storing nothing", async () => {
    expect((await post({ ...person, formSource: "event-enquiry", eventId: pastEvent.id })).statusCode).toBe(201);
    const before = await countEnquiries();
    for (const eventId of [999_999, inactiveEvent.id]) {
      const res = await post({ ...person, formSource: "event-enquiry", eventId });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: [{ loc: ["body", "eventId"], msg: "Event not found" }] });
    }
    const both = await post({ ...person, formSource: "event-enquiry", eventId: 999_999, ict_id: 999_998 });
    expect(both.statusCode).toBe(422);
    expect(both.json().detail).toEqual([
      { loc: ["body", "ict_id"], msg: "Course not found" },
      { loc: ["body", "eventId"], msg: "Event not found" },
    ]);
    expect(await countEnquiries()).toBe(before);
  });

  it("an event enquiry without its event is refused", async () => {
    const res = await post({ ...person, formSource: "event-enquiry", ict_id: course.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ["body", "eventId"], msg: expect.any(String) });
  });

  it("only an event enquiry names an event", async () => {
    for (const formSource of ["standalone-enquiry", "contact", "proposal"]) {
      const res = await post({ ...person, formSource, ict_id: course.id, eventId: event.id });
      expect(res.statusCode, formSource).toBe(422);
      expect(res.json().detail).toContainEqual({ loc: ["body", "eventId"], msg: expect.any(String) });
    }
  });

  it("a contact message may name a course or none", async () => {
    const none = await post({ ...person, formSource: "contact", eQuery: "Do you train teams in Pune?" });
    expect(none.statusCode).toBe(201);
    expect(none.json()).toMatchObject({ kind: "contact", ict_id: null, eventId: null });
    const some = await post({ ...person, formSource: "contact", ict_id: course.id });
    expect(some.json()).toMatchObject({ kind: "contact", ict_id: course.id });
  });

  it("a proposal names a course", async () => {
    const res = await post({ ...person, formSource: "proposal", ict_id: course.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: "proposal", ict_id: course.id });
    const missing = await post({ ...person, formSource: "proposal" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([{ loc: ["body", "ict_id"], msg: "Choose a course from the suggestions" }]);
  });

  it.each(["standalone-enquiry", "course-enquiry", "api"])(
    "a %s enquiry is about a course and needs one",
    async (formSource) => {
      const res = await post({ ...person, formSource, ict_id: String(course.id) });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: "course", ict_id: course.id, eventId: null });
      const before = await countEnquiries();
      const missing = await post({ ...person, formSource });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().detail).toContainEqual({ loc: ["body", "ict_id"], msg: expect.any(String) });
      expect(await countEnquiries()).toBe(before);
    },
  );

  it("the database itself refuses a course or proposal enquiry without a course", async () => {
    const insert = (kind: string) =>
      t.database.db
        .insert(schema.enquiries)
        .values({ ...{ name: "x", email: "x@example.com", contact: "+91 99999 99999" }, kind });
    await expect(insert("course")).rejects.toThrow();
    await expect(insert("proposal")).rejects.toThrow();
    await expect(insert("meeting")).rejects.toThrow();
    await expect(insert("contact")).resolves.toBeDefined();
  });
});

describe("acknowledgement by kind", () => {
  it.each([
    ["event-enquiry", () => ({ eventId: event.id }), "We received your enquiry about Cloud Careers Webinar"],
    ["proposal", () => ({ ict_id: course.id }), "We received your proposal request for AWS Solutions Architect"],
    ["contact", () => ({}), "We received your message"],
    ["contact", () => ({ ict_id: course.id }), "We received your message about AWS Solutions Architect"],
    ["standalone-enquiry", () => ({ ict_id: course.id }), "We received your request for AWS Solutions Architect"],
  ])("a %s enquiry is acknowledged as %#", async (formSource, extra, subject) => {
    const to = `ack.${formSource}.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await post({ ...person, eEmail: to, formSource, ...extra() });
    expect(res.statusCode).toBe(201);
    const mail = await mailFor(to);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain("Dear Anil Rao,");
    expect(mail.text).toContain("What happens next");
    if (formSource === "event-enquiry") expect(mail.text).toMatch(/When: \d{1,2} \w{3} \d{4}, .* IST \(1 h 30 min\)/);
  });
});
