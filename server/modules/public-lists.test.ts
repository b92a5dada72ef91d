// Public lists and course content (contract): active records only with the spec's
// field names; a staff session also sees inactive ones, with their status.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../test/app.ts";
import {
  createBatch,
  createCourse,
  createDomain,
  createStaff,
  daysFromToday,
  TEST_PASSWORD,
} from "../test/factories.ts";

type Row = { id: number };
let t: TestContext;
let staffToken: string;
let activeDomain: Row;
let inactiveDomain: Row;
let course: Row;
let bareCourse: Row;
let retiredCourse: Row;
let activeEvent: Row;
let inactiveEvent: Row;
let activeTestimonial: Row;
let withdrawnTestimonial: Row;
let activeBundle: Row;
let inactiveBundle: Row;
let laterBatch: Row;
let soonerBatch: Row;
let inactiveBatch: Row;
const eventDate = new Date("2030-03-15T10:30:00.000Z");

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  activeDomain = await createDomain(db, { name: "Cyber Security", icon: "fa-shield" });
  inactiveDomain = await createDomain(db, { name: "Mainframes", status: "I" });
  course = await createCourse(db, { name: "Ethical Hacking", domainId: activeDomain.id });
  bareCourse = await createCourse(db, { name: "Intro to Linux", domainId: activeDomain.id });
  retiredCourse = await createCourse(db, { name: "Windows XP Admin", domainId: activeDomain.id, status: "I" });

  const eventRows = await db
    .insert(schema.events)
    .values([
      {
        title: "Cloud webinar",
        description: "Live Q&A",
        startsAt: eventDate,
        durationMinutes: 90,
        pic: "/img/e1.png",
        courseId: course.id,
      },
      { title: "Cancelled meetup", startsAt: eventDate, durationMinutes: 60, status: "I" },
    ])
    .returning();
  const testimonialRows = await db
    .insert(schema.testimonials)
    .values([
      { learnerName: "Kiran", learnerImg: "/img/kiran.jpg", message: "Great labs." },
      { learnerName: "Withdrawn", message: "Please remove me.", status: "I" },
    ])
    .returning();
  const bundleRows = await db
    .insert(schema.learningBundles)
    .values([
      { icon: "fa-rocket", title: "Career Starter", description: "For freshers." },
      { icon: "fa-archive", title: "Old bundle", description: "Retired.", status: "I" },
    ])
    .returning();
  [activeEvent, inactiveEvent] = [eventRows[0]!, eventRows[1]!];
  [activeTestimonial, withdrawnTestimonial] = [testimonialRows[0]!, testimonialRows[1]!];
  [activeBundle, inactiveBundle] = [bundleRows[0]!, bundleRows[1]!];

  // Content inserted out of order: the API answers in position order.
  await db.insert(schema.learningModules).values([
    { courseId: course.id, title: "Module 2", description: "Scanning", position: 2 },
    { courseId: course.id, title: "Module 1", description: "Footprinting", position: 1 },
  ]);
  await db.insert(schema.prerequisites).values([
    { courseId: course.id, description: "Networking basics", position: 2 },
    { courseId: course.id, description: "A laptop", position: 1 },
  ]);
  await db.insert(schema.benefits).values([
    { courseId: course.id, description: "Hands-on labs", position: 2 },
    { courseId: course.id, description: "Certificate", position: 1 },
  ]);
  await db.insert(schema.faqs).values([
    { courseId: course.id, question: "Is there an exam?", answer: "Yes.", position: 2 },
    { courseId: course.id, question: "How long?", answer: "40 hours.", position: 1 },
  ]);
  await db.insert(schema.learningModules).values({ courseId: retiredCourse.id, title: "Hidden module" });

  laterBatch = await createBatch(db, course.id, { startDate: daysFromToday(30), endDate: daysFromToday(60) });
  soonerBatch = await createBatch(db, course.id, { startDate: daysFromToday(3), endDate: daysFromToday(20) });
  inactiveBatch = await createBatch(db, course.id, { status: "I" });
  await createBatch(db, bareCourse.id);

  const member = await createStaff(db);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/login/staff/",
    headers: apiHeaders(),
    payload: { email: member.email, password: TEST_PASSWORD },
  });
  staffToken = login.json().access_token;
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: apiHeaders(token) });
const ids = (body: Row[]) => body.map((row) => row.id);

describe("public lists", () => {
  it("GET /api/domains/ serves active domains with name, status and icon", async () => {
    const res = await get("/api/domains/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      id: activeDomain.id,
      domain: "Cyber Security",
      status: "A",
      icon: "fa-shield",
    });
    expect(ids(res.json())).not.toContain(inactiveDomain.id);
  });

  it("GET /api/events/ serves active events with the spec's fields", async () => {
    const res = await get("/api/events/");
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([activeEvent.id]);
    expect(res.json()[0]).toMatchObject({
      id: activeEvent.id,
      eventTitle: "Cloud webinar",
      eventDesc: "Live Q&A",
      eventDate: "2030-03-15T10:30:00.000Z",
      eventDuration: 90,
      eventPic: "/img/e1.png",
      ict_id: course.id,
    });
  });

  it("GET /api/testimonials/ serves active testimonials only", async () => {
    const res = await get("/api/testimonials/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: activeTestimonial.id,
        learnerName: "Kiran",
        learnerImg: "/img/kiran.jpg",
        feedbackMsg: "Great labs.",
        status: "A",
      },
    ]);
    expect(res.body).not.toContain("Please remove me.");
  });

  it("GET /api/learning-bundles serves active bundles, with or without the trailing slash", async () => {
    for (const url of ["/api/learning-bundles", "/api/learning-bundles/"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(ids(res.json())).toEqual([activeBundle.id]);
      expect(res.json()[0]).toMatchObject({ LBIcon: "fa-rocket", LBTitle: "Career Starter", LBDesc: "For freshers." });
    }
  });

  it("answers the same lists without the trailing slash", async () => {
    for (const url of ["/api/domains", "/api/events", "/api/testimonials"]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("serves inactive records too, with their status, to a staff session", async () => {
    const domains = (await get("/api/domains/", staffToken)).json();
    expect(domains).toContainEqual({ id: inactiveDomain.id, domain: "Mainframes", status: "I", icon: null });

    const testimonials = (await get("/api/testimonials/", staffToken)).json();
    expect(testimonials).toContainEqual(expect.objectContaining({ id: withdrawnTestimonial.id, status: "I" }));

    const events = (await get("/api/events/", staffToken)).json();
    expect(events).toContainEqual(expect.objectContaining({ id: activeEvent.id, status: "A" }));
    expect(events).toContainEqual(
      expect.objectContaining({ id: inactiveEvent.id, eventTitle: "Cancelled meetup", status: "I" }),
    );

    const bundles = (await get("/api/learning-bundles", staffToken)).json();
    expect(bundles).toContainEqual(expect.objectContaining({ id: activeBundle.id, status: "A" }));
    expect(bundles).toContainEqual(
      expect.objectContaining({ id: inactiveBundle.id, LBTitle: "Old bundle", status: "I" }),
    );
  });
});

describe("course content", () => {
  it("GET /api/ictData/{id}/learning-modules lists modules in order", async () => {
    const res = await get(`/api/ictData/${course.id}/learning-modules`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), moduleTitle: "Module 1", moduleDesc: "Footprinting" },
      { id: expect.any(Number), moduleTitle: "Module 2", moduleDesc: "Scanning" },
    ]);
  });

  it("GET /api/ictData/{id}/pre-reqs/ lists prerequisites in order", async () => {
    const res = await get(`/api/ictData/${course.id}/pre-reqs/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), prDesc: "A laptop" },
      { id: expect.any(Number), prDesc: "Networking basics" },
    ]);
  });

  it("GET /api/benefits/ict/{id}/ lists benefits in order", async () => {
    const res = await get(`/api/benefits/ict/${course.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), benefitDesc: "Certificate" },
      { id: expect.any(Number), benefitDesc: "Hands-on labs" },
    ]);
  });

  it("GET /api/ict-faq/ict/{id} lists FAQs in order", async () => {
    const res = await get(`/api/ict-faq/ict/${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), faq: "How long?", faqAnswer: "40 hours." },
      { id: expect.any(Number), faq: "Is there an exam?", faqAnswer: "Yes." },
    ]);
  });

  const contentUrls = (id: number) => [
    `/api/ictData/${id}/learning-modules`,
    `/api/ictData/${id}/pre-reqs/`,
    `/api/benefits/ict/${id}/`,
    `/api/ict-faq/ict/${id}`,
  ];

  it("answers [] for a course without content", async () => {
    for (const url of contentUrls(bareCourse.id)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it("answers 404 for a retired or unknown course, 422 for a non-numeric id", async () => {
    for (const url of [...contentUrls(retiredCourse.id), ...contentUrls(999_999)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: "Course not found" });
    }
    expect((await get("/api/ictData/abc/learning-modules")).statusCode).toBe(422);
  });

  it("GET /api/ictData/{id}/training-cards lists the course's active batches, soonest first", async () => {
    const res = await get(`/api/ictData/${course.id}/training-cards`);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([soonerBatch.id, laterBatch.id]);
    expect(res.json()[0]).toEqual({
      id: soonerBatch.id,
      ictId_id: course.id,
      ictHours: 40,
      ictLocation: "Online (Zoom)",
      ictStudyMode: "Online",
      batchStartDate: daysFromToday(3),
      batchEndDate: daysFromToday(20),
      batchStartTime: "10:00",
      batchEndTime: "13:00",
      status: "A",
      // Seats. No capacity set, so never full (a full batch offers "Join waitlist").
      isFull: false,
      // Taught in: English unless staff chose otherwise.
      languages: ["en"],
    });
    const forStaff = await get(`/api/ictData/${course.id}/training-cards`, staffToken);
    expect(ids(forStaff.json())).toContain(inactiveBatch.id);
    expect((await get(`/api/ictData/${retiredCourse.id}/training-cards`)).statusCode).toBe(404);
  });
});

describe("service routes", () => {
  it("GET /api/health answers 200 without an API key", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok" });
  });

  it("GET /api/openapi.json describes the spec's calls", async () => {
    const res = await get("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain("/api/leads/");
    expect(paths).toContain("/api/ictData/{id}");
  });

  it("answers an unknown /api path with a JSON 404, and asks for the key first", async () => {
    const res = await get("/api/no-such-thing");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    const keyless = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(keyless.statusCode).toBe(401);
  });
});
