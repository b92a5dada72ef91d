// The back office's testimonials: staff only; add, edit, withdraw and restore; invalid
// input stores nothing; every write audited; a withdrawn testimonial is never served publicly.
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

let t: TestContext;
let staffToken: string;
let learnerToken: string;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const publicNames = async () =>
  ((await call("GET", "/api/testimonials/", undefined, null)).json() as { learnerName: string }[]).map(
    (item) => item.learnerName,
  );
const valid = { learnerName: "Ananya Rao", learnerImg: "/media/3-0a1b2c3d.jpg", message: "The labs were excellent." };

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t, { staff: { role: "staff" } }));
});
afterAll(() => t.close());

describe("testimonials", () => {
  let id: number;

  it("anonymous 401, learner 403", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/testimonials"],
        ["POST", "/api/admin/testimonials", valid],
        ["PATCH", "/api/admin/testimonials/1", { status: "I" }],
      ],
      learnerToken,
    );
  });

  it("adds one: audited and on the public list at once", async () => {
    const res = await call("POST", "/api/admin/testimonials", valid);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ ...valid, status: "A" });
    expect(await auditRows(t, "testimonial", id)).toMatchObject([
      { action: "testimonial.create", before: null, after: { learnerName: "Ananya Rao" } },
    ]);
    expect(await publicNames()).toContain("Ananya Rao");
    expect((await call("GET", "/api/admin/testimonials")).json()[0]).toMatchObject({ id });
  });

  it("withdrawn: never served publicly, staff still see it; restored: back", async () => {
    const off = await call("PATCH", `/api/admin/testimonials/${id}`, { status: "I" });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: "I", message: valid.message, learnerImg: valid.learnerImg });
    expect(await publicNames()).not.toContain("Ananya Rao");
    const staffView = (await call("GET", "/api/testimonials/")).json() as { id: number; status: string }[];
    expect(staffView.find((item) => item.id === id)?.status).toBe("I");
    const edit = await call("PATCH", `/api/admin/testimonials/${id}`, { message: "Edited.", status: "A" });
    expect(edit.json()).toMatchObject({ message: "Edited.", status: "A" });
    expect(await publicNames()).toContain("Ananya Rao");
    const rows = await auditRows(t, "testimonial", id);
    expect(rows.map((row) => row.action)).toEqual(["testimonial.create", "testimonial.update", "testimonial.update"]);
    expect(rows[1]).toMatchObject({ before: { status: "A" }, after: { status: "I" } });
  });

  it("refuses bad input with 422 and stores nothing", async () => {
    const before = await rowCount(t, schema.testimonials);
    for (const payload of [
      { ...valid, learnerName: "" },
      { ...valid, message: "   " },
      { ...valid, message: "x".repeat(2001) },
      { ...valid, learnerImg: "//evil.example/x.png" },
      { ...valid, status: "X" },
      { ...valid, rating: 5 },
    ]) {
      const res = await call("POST", "/api/admin/testimonials", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await rowCount(t, schema.testimonials)).toBe(before);
    const unchanged = await call("PATCH", `/api/admin/testimonials/${id}`, { learnerName: "" });
    expect(unchanged.statusCode).toBe(422);
    expect((await call("PATCH", "/api/admin/testimonials/999999", { status: "I" })).statusCode).toBe(404);
    expect((await auditRows(t, "testimonial", id)).length).toBe(3);
  });
});
