// The back office's events: staff only; created with a start in IST and stored as an
// instant; invalid input stores nothing; every write audited; the public list reflects it at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  auditRows,
  build,
  caller,
  expectStaffOnly,
  rowCount,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let courseId: number;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const publicEvents = async () =>
  (await call("GET", "/api/events/", undefined, null)).json() as { id: number; eventTitle: string }[];

const valid = {
  title: "Cloud careers open day",
  description: "Meet the trainers.",
  startsAt: "2099-05-01T10:30",
  durationMinutes: 90,
  pic: "/media/1-abcd1234.png",
};

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t, { staff: { role: "staff" } }));
  courseId = (await createCourse(t.database.db, { name: "Cloud Course" })).id;
});
afterAll(() => t.close());

describe("access", () => {
  it("anonymous 401, learner 403", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/events"],
        ["GET", "/api/admin/events/1"],
        ["POST", "/api/admin/events", valid],
        ["PATCH", "/api/admin/events/1", { status: "I" }],
      ],
      learnerToken,
    );
  });
});

describe("create and edit", () => {
  let id: number;

  it("creates an event: the IST start is stored as an instant, audited, public at once", async () => {
    const res = await call("POST", "/api/admin/events", { ...valid, courseId });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    id = created.id;
    expect(created).toMatchObject({
      title: valid.title,
      startsAt: "2099-05-01T05:00:00.000Z",
      durationMinutes: 90,
      courseId,
      courseName: "Cloud Course",
      status: "A",
    });
    const [row] = await auditRows(t, "event", id);
    expect(row).toMatchObject({ action: "event.create", before: null });
    expect((row!.after as { title: string }).title).toBe(valid.title);
    expect((await publicEvents()).map((event) => event.id)).toContain(id);
  });

  it("edits and deactivates: the public list drops it, staff still see it", async () => {
    const edit = await call("PATCH", `/api/admin/events/${id}`, { title: "Renamed open day", courseId: null });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ title: "Renamed open day", courseId: null, description: valid.description });
    const off = await call("PATCH", `/api/admin/events/${id}`, { status: "I" });
    expect(off.json()).toMatchObject({ status: "I", title: "Renamed open day" });
    expect((await publicEvents()).map((event) => event.id)).not.toContain(id);
    const rows = await auditRows(t, "event", id);
    expect(rows.map((row) => row.action)).toEqual(["event.create", "event.update", "event.update"]);
    expect(rows[2]).toMatchObject({
      before: expect.objectContaining({ status: "A" }),
      after: expect.objectContaining({ status: "I" }),
    });
    const staffList = (await call("GET", "/api/events/")).json() as { id: number; status: string }[];
    expect(staffList.find((event) => event.id === id)?.status).toBe("I");
  });

  it("refuses bad input with 422 and stores nothing", async () => {
    const before = await rowCount(t, schema.events);
    const bad: object[] = [
      { ...valid, title: "" },
      { ...valid, startsAt: "2099-02-30T10:00" },
      { ...valid, startsAt: "tomorrow" },
      { ...valid, durationMinutes: 0 },
      { ...valid, pic: "javascript:alert(1)" },
      { ...valid, courseId: 999_999 },
      { ...valid, extra: 1 },
    ];
    for (const payload of bad) {
      const res = await call("POST", "/api/admin/events", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    }
    expect(await rowCount(t, schema.events)).toBe(before);
    expect((await call("PATCH", `/api/admin/events/${id}`, {})).statusCode).toBe(422);
    expect((await call("PATCH", `/api/admin/events/${id}`, { courseId: 999_999 })).statusCode).toBe(422);
    expect((await call("PATCH", "/api/admin/events/999999", { title: "x" })).statusCode).toBe(404);
  });
});

describe("list", () => {
  it("splits upcoming (soonest first) from past (latest first), paged with a total", async () => {
    const db = t.database.db;
    const day = 86_400_000;
    await db.insert(schema.events).values([
      { title: "Past A", startsAt: new Date(Date.now() - 10 * day), durationMinutes: 60 },
      { title: "Past B", startsAt: new Date(Date.now() - 2 * day), durationMinutes: 60 },
      { title: "Soon", startsAt: new Date(Date.now() + 2 * day), durationMinutes: 60, status: "I" },
    ]);
    const upcoming = (await call("GET", "/api/admin/events?when=upcoming")).json();
    expect(upcoming.items.map((event: { title: string }) => event.title)).toEqual(["Soon", "Renamed open day"]);
    const past = await call("GET", "/api/admin/events?when=past&limit=1");
    expect(past.json()).toMatchObject({ total: 2, items: [{ title: "Past B" }] });
    expect(past.headers["x-total-count"]).toBe("2");
    expect((await call("GET", "/api/admin/events?when=later")).statusCode).toBe(422);
  });
});
