// The leads & enquiries inbox: staff only; one list with filters, search, sorting and
// paging in the database; the detail with notes and history; status and assignment changes
// written with their history and audit rows; invalid input stores nothing; CSV export.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  apiHeaders,
  build,
  caller,
  expectStaffOnly,
  type Method,
  signedInPeople,
  signIn,
  type TestContext,
} from "../../test/app.ts";
import { createBatch, createCourse, createStaff } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let staffId: number;
let learnerToken: string;
let colleague: { id: number; name: string };
let course: { id: number };
let otherCourse: { id: number };
let eventId: number;
const ids = { lead: 0, course: 0, event: 0, proposal: 0, contact: 0 };

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  ({ staffId, staffToken, learnerToken } = await signedInPeople(t, { staff: { name: "Inbox Owner" } }));
  colleague = await createStaff(db, { name: "Zara Colleague" });
  course = await createCourse(db, { name: "Inbox Course" });
  otherCourse = await createCourse(db, { name: "Other Course" });
  const batch = await createBatch(db, course.id);
  const [event] = await db
    .insert(schema.events)
    .values({ title: "Open day", startsAt: new Date(Date.now() + 86_400_000), durationMinutes: 60 })
    .returning();
  eventId = event!.id;
  const day = (iso: string) => new Date(`${iso}T06:00:00Z`);
  const [lead] = await db
    .insert(schema.leads)
    .values([
      {
        name: "Aarav Mehta",
        email: "aarav@example.com",
        contact: "+91 90000 00001",
        courseId: course.id,
        trainingCardId: batch.id,
        formSource: "enrolment-form",
        createdAt: day("2026-03-01"),
      },
      {
        name: "=cmd|' /C calc'!A0",
        email: "formula@example.com",
        contact: "+91 90000 00002",
        briefRequirement: 'Says "hello", then\na new line',
        courseId: otherCourse.id,
        createdAt: day("2026-03-05"),
      },
    ])
    .returning();
  ids.lead = lead!.id;
  const [courseEnquiry, eventEnquiry, proposal, contact] = await db
    .insert(schema.enquiries)
    .values([
      {
        kind: "course",
        courseId: course.id,
        name: "Bhavna Iyer",
        email: "bhavna@example.com",
        contact: "+91 90000 00003",
        query: "Weekend batch?",
        formSource: "course-enquiry",
        // The visit's first touch, one value crafted as markup: kept and answered as plain text.
        utmSource: "newsletter",
        utmCampaign: "<b>diwali</b>",
        referrer: "www.google.com",
        createdAt: day("2026-03-02"),
      },
      {
        kind: "event",
        eventId,
        name: "Chetan Rao",
        email: "chetan@example.com",
        contact: "+91 90000 00004",
        formSource: "event-enquiry",
        createdAt: day("2026-03-03"),
      },
      {
        kind: "proposal",
        courseId: otherCourse.id,
        name: "Deepa Nair 100%_off",
        email: "deepa@example.com",
        contact: "+91 90000 00005",
        formSource: "proposal",
        createdAt: day("2026-03-04"),
      },
      {
        kind: "contact",
        name: "Esha Gupta",
        email: "esha@example.com",
        contact: "+91 90000 00006",
        formSource: "contact",
        createdAt: day("2026-02-20"),
      },
    ])
    .returning();
  ids.course = courseEnquiry!.id;
  ids.event = eventEnquiry!.id;
  ids.proposal = proposal!.id;
  ids.contact = contact!.id;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const get = (url: string, token: string | undefined = staffToken) =>
  t.app.inject({ method: "GET", url, headers: apiHeaders(token) });
const send = (method: "POST" | "PATCH", url: string, payload: object, token: string | undefined = staffToken) =>
  t.app.inject({ method, url, headers: apiHeaders(token), payload });
const names = async (query: string) =>
  ((await get(`/api/admin/inbox?${query}`)).json().items as { name: string }[]).map((item) => item.name);
const auditRows = async (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entityId, String(entityId)))
    .then((rows) => rows.filter((row) => row.entity === entity));

describe("access", () => {
  const calls: [Method, string, object?][] = [
    ["GET", "/api/admin/inbox"],
    ["GET", "/api/admin/inbox.csv"],
    ["GET", "/api/admin/staff"],
    ["GET", "/api/admin/audit"],
    ["POST", "/api/admin/inbox/seen", {}],
    ["GET", "/api/admin/inbox/lead/1"],
    ["PATCH", "/api/admin/inbox/lead/1", { status: "contacted" }],
    ["POST", "/api/admin/inbox/lead/1/notes", { body: "x" }],
    ["POST", "/api/admin/leads/1/convert", {}],
  ];
  it.each(calls)("%s %s: anonymous 401, learner 403", async (method, url, payload) => {
    await expectStaffOnly(call, [[method, url, payload]], learnerToken);
  });
});

describe("GET /api/admin/inbox", () => {
  it("lists leads and every kind of enquiry together, newest first, with the total", async () => {
    const res = await get("/api/admin/inbox");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(res.headers["x-total-count"]).toBe("6");
    expect(body.total).toBe(6);
    expect(body.items.map((item: { type: string }) => item.type)).toEqual([
      "lead",
      "proposal",
      "event",
      "course",
      "lead",
      "contact",
    ]);
    expect(
      body.items.find((item: { id: number; type: string }) => item.type === "lead" && item.id === ids.lead),
    ).toMatchObject({
      name: "Aarav Mehta",
      status: "new",
      courseName: "Inbox Course",
      source: "enrolment-form",
      trainingId: expect.any(Number),
      assigneeId: null,
    });
    expect(body.items.find((item: { type: string }) => item.type === "event")).toMatchObject({
      eventId,
      eventTitle: "Open day",
      courseId: null,
    });
  });

  it("filters by type, status, course, source, dates (IST days, both ends included) and search", async () => {
    expect(await names("type=lead")).toEqual(["=cmd|' /C calc'!A0", "Aarav Mehta"]);
    expect(await names("type=contact")).toEqual(["Esha Gupta"]);
    expect(await names(`courseId=${course.id}`)).toEqual(["Bhavna Iyer", "Aarav Mehta"]);
    expect(await names("source=event-enquiry")).toEqual(["Chetan Rao"]);
    expect(await names("from=2026-03-02&to=2026-03-03")).toEqual(["Chetan Rao", "Bhavna Iyer"]);
    expect(await names("q=BHAVNA")).toEqual(["Bhavna Iyer"]);
    expect(await names("q=90000 00004")).toEqual(["Chetan Rao"]);
    expect(await names("q=esha@")).toEqual(["Esha Gupta"]);
    // LIKE wildcards in the search match themselves.
    expect(await names("q=100%25_")).toEqual(["Deepa Nair 100%_off"]);
    expect(await names("q=%25")).toEqual(["Deepa Nair 100%_off"]);
    expect(await names("status=qualified")).toEqual([]);
    // Empty parameters (an untouched filter form) mean no filter.
    expect(await names("status=&type=&q=")).toHaveLength(6);
  });

  it("sorts by name or status either way and pages with limit/offset", async () => {
    expect(await names("sort=name&order=asc&type=lead")).toEqual(["=cmd|' /C calc'!A0", "Aarav Mehta"]);
    const byName = await names("sort=name&order=asc");
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const page = await get("/api/admin/inbox?sort=created_at&order=asc&limit=2&offset=2");
    expect(page.headers["x-total-count"]).toBe("6");
    expect(page.json().items.map((item: { name: string }) => item.name)).toEqual(["Bhavna Iyer", "Chetan Rao"]);
  });

  it.each([
    ["status=done", "status"],
    ["type=spam", "type"],
    ["sort=email", "sort"],
    ["from=2026-13-01", "from"],
    ["from=2026-03-05&to=2026-03-01", "from"],
    ["limit=0", "limit"],
    ["limit=1000", "limit"],
    ["courseId=abc", "courseId"],
    ["unknown=1", "unknown"],
  ])("answers 422 for %s", async (query, field) => {
    const res = await get(`/api/admin/inbox?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
  });

  it("counts what came in since the staff member's last visit; POST seen resets it", async () => {
    const first = (await get("/api/admin/inbox")).json();
    expect(first.lastSeenAt).toBeNull();
    expect(first.newSince).toBe(6);
    const seen = await send("POST", "/api/admin/inbox/seen", {});
    expect(seen.statusCode).toBe(200);
    const after = (await get("/api/admin/inbox")).json();
    expect(after.newSince).toBe(0);
    expect(after.lastSeenAt).toBe(seen.json().lastSeenAt);
    // It is per staff member: a colleague still sees everything as new.
    const colleagueToken = await signIn(t.app, "staff", (await createStaff(t.database.db)).email);
    expect((await get("/api/admin/inbox", colleagueToken)).json().newSince).toBeGreaterThanOrEqual(6);
  });
});

describe("one item", () => {
  it("shows the detail; an unknown id or a type that does not match is a 404", async () => {
    const res = await get(`/api/admin/inbox/course/${ids.course}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: "course",
      id: ids.course,
      name: "Bhavna Iyer",
      message: "Weekend batch?",
      heardFrom: "website",
      firstTouch: {
        utmSource: "newsletter",
        utmMedium: null,
        utmCampaign: "<b>diwali</b>",
        referrer: "www.google.com",
      },
      notes: [],
      history: [],
      learnerId: null,
    });
    // A visit with no campaign and no referring site: every value null (the page says "Direct").
    expect((await get(`/api/admin/inbox/lead/${ids.lead}`)).json().firstTouch).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      referrer: null,
    });
    expect((await get(`/api/admin/inbox/event/${ids.course}`)).statusCode).toBe(404);
    expect((await get("/api/admin/inbox/lead/999999")).statusCode).toBe(404);
    expect((await get("/api/admin/inbox/spam/1")).statusCode).toBe(422);
  });

  it("moves an enquiry along the pipeline with history and an audit row (before/after)", async () => {
    const res = await send("PATCH", `/api/admin/inbox/event/${ids.event}`, { status: "contacted" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("contacted");
    expect(res.json().history).toEqual([
      expect.objectContaining({ field: "status", from: "new", to: "contacted", staffId, staffName: "Inbox Owner" }),
    ]);
    // The follow-up is separate from the spec's record status.
    const [row] = await t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, ids.event));
    expect(row).toMatchObject({ status: "A", followUpStatus: "contacted" });
    const [entry] = await auditRows("enquiry", ids.event);
    expect(entry).toMatchObject({
      staffId,
      action: "enquiry.status",
      before: { status: "new" },
      after: { status: "contacted" },
      requestId: expect.any(String),
      ip: expect.any(String),
    });
    expect(entry!.at).toBeInstanceOf(Date);
    // The audit log call shows it too.
    const log = (await get("/api/admin/audit?limit=5")).json();
    expect(log[0]).toMatchObject({ action: "enquiry.status", entity: "enquiry", entityId: String(ids.event) });
  });

  it("assigns and unassigns a staff member; an unknown assignee is a 422 and nothing is stored", async () => {
    const url = `/api/admin/inbox/proposal/${ids.proposal}`;
    const assigned = await send("PATCH", url, { assigneeId: colleague.id });
    expect(assigned.json()).toMatchObject({ assigneeId: colleague.id, assigneeName: "Zara Colleague" });
    expect(await names(`assigneeId=${colleague.id}`)).toEqual(["Deepa Nair 100%_off"]);

    const before = await auditRows("enquiry", ids.proposal);
    const refused = await send("PATCH", url, { status: "qualified", assigneeId: 999_999 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0].loc).toEqual(["body", "assigneeId"]);
    const unchanged = (await get(url)).json();
    expect(unchanged.status).toBe("new");
    expect(unchanged.assigneeId).toBe(colleague.id);
    expect(await auditRows("enquiry", ids.proposal)).toHaveLength(before.length);

    const unassigned = await send("PATCH", url, { assigneeId: null });
    expect(unassigned.json().assigneeId).toBeNull();
    expect(unassigned.json().history.map((change: { to: string | null }) => change.to)).toEqual([
      "Zara Colleague",
      null,
    ]);
  });

  it.each([
    [{ status: "done" }, "status"],
    [{}, "status"],
    [{ status: "lost", extra: 1 }, "extra"],
    [{ assigneeId: "x" }, "assigneeId"],
  ])("refuses %j with 422 and stores nothing", async (payload, field) => {
    const [{ n: historyBefore }] = (await t.database.db.select({ n: count() }).from(schema.inboxHistory)) as [
      { n: number },
    ];
    const res = await send("PATCH", `/api/admin/inbox/contact/${ids.contact}`, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((item: { loc: string[] }) => item.loc.at(-1))).toContain(field);
    const [{ n: historyAfter }] = (await t.database.db.select({ n: count() }).from(schema.inboxHistory)) as [
      { n: number },
    ];
    expect(historyAfter).toBe(historyBefore);
  });

  it("adds notes (audited); an empty note is refused", async () => {
    const url = `/api/admin/inbox/lead/${ids.lead}/notes`;
    const res = await send("POST", url, { body: "  Called, will pay on Monday  " });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toEqual([
      expect.objectContaining({ body: "Called, will pay on Monday", staffId, staffName: "Inbox Owner" }),
    ]);
    expect((await auditRows("lead", ids.lead)).map((row) => row.action)).toContain("lead.note");
    const empty = await send("POST", url, { body: "   " });
    expect(empty.statusCode).toBe(422);
    expect((await get(`/api/admin/inbox/lead/${ids.lead}`)).json().notes).toHaveLength(1);
    expect((await send("POST", "/api/admin/inbox/lead/999999/notes", { body: "x" })).statusCode).toBe(404);
  });
});

describe("GET /api/admin/staff", () => {
  it("lists active staff for assignment", async () => {
    const res = await get("/api/admin/staff");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([{ id: colleague.id, name: "Zara Colleague", email: expect.any(String) }]),
    );
  });
});

describe("GET /api/admin/inbox.csv", () => {
  it("exports the filtered list as CSV: quoted cells, doubled quotes, no formulas", async () => {
    const res = await get("/api/admin/inbox.csv?type=lead&sort=created_at&order=asc");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="skillbridge-inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body.replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "Type,Id,Received (UTC),Name,E-mail,Contact,Status,Course,Batch id,Event,Source,Assignee,Flagged,Message",
    );
    expect(lines[1]).toMatch(/^lead,\d+,2026-03-01T06:00:00\.000Z,Aarav Mehta,aarav@example\.com,'\+91 90000 00001,/);
    // The formula-looking name is defused, the message's quotes doubled and its new line kept inside quotes.
    expect(text).toContain(
      `,'=cmd|' /C calc'!A0,formula@example.com,'+91 90000 00002,new,Other Course,,,api,,,"Says ""hello"", then\na new line"\r\n`,
    );
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(3);
  });

  it("applies the same validation as the list", async () => {
    expect((await get("/api/admin/inbox.csv?status=nope")).statusCode).toBe(422);
  });
});
