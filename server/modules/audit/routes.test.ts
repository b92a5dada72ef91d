// The audit log: staff only; newest first with the staff member's name; paged
// (x-total-count); filtered by entity (and record), staff member and IST date range.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { build, caller, expectStaffOnly, signedInPeople, type TestContext } from "../../test/app.ts";
import { createStaff } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let meId: number;
let otherId: number;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const actions = async (query: string) => {
  const res = await call("GET", `/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { action: string }[]).map((entry) => entry.action);
};

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken, staffId: meId } = await signedInPeople(t, { staff: { role: "staff" } }));
  otherId = (await createStaff(t.database.db, { name: "Other Person" })).id;
  await t.database.db.delete(schema.auditLog); // the sign-ins above
  const at = (iso: string) => new Date(iso);
  await t.database.db.insert(schema.auditLog).values([
    // 1 Mar 2026 00:10 IST is still 28 Feb in UTC: days are India's.
    {
      staffId: meId,
      action: "event.create",
      entity: "event",
      entityId: "7",
      at: at("2026-02-28T18:40:00Z"),
      after: { title: "A" },
    },
    {
      staffId: otherId,
      action: "event.update",
      entity: "event",
      entityId: "7",
      at: at("2026-03-02T06:00:00Z"),
      before: { title: "A" },
      after: { title: "B" },
    },
    { staffId: otherId, action: "bundle.create", entity: "bundle", entityId: "3", at: at("2026-03-03T06:00:00Z") },
    {
      staffId: meId,
      action: "testimonial.update",
      entity: "testimonial",
      entityId: "7",
      at: at("2026-03-04T06:00:00Z"),
    },
  ]);
});
afterAll(() => t.close());

describe("audit log", () => {
  it("anonymous 401, learner 403", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/audit"],
        ["GET", "/api/admin/audit/entities"],
      ],
      learnerToken,
    );
  });

  it("lists newest first with who did it, paged with a total", async () => {
    const res = await call("GET", "/api/admin/audit?limit=2&offset=1");
    expect(res.headers["x-total-count"]).toBe("4");
    expect(res.json()).toMatchObject([
      { action: "bundle.create", staffName: "Other Person" },
      { action: "event.update", before: { title: "A" }, after: { title: "B" } },
    ]);
  });

  it("filters by entity, record, staff member and IST days", async () => {
    expect(await actions("entity=event")).toEqual(["event.update", "event.create"]);
    expect(await actions("entityId=7")).toEqual(["testimonial.update", "event.update", "event.create"]);
    expect(await actions(`entity=event&entityId=7&staffId=${otherId}`)).toEqual(["event.update"]);
    expect(await actions(`staffId=${meId}`)).toEqual(["testimonial.update", "event.create"]);
    expect(await actions("from=2026-03-01&to=2026-03-01")).toEqual(["event.create"]);
    expect(await actions("from=2026-03-02&to=2026-03-03")).toEqual(["bundle.create", "event.update"]);
    expect(await actions("from=&to=&entity=&staffId=")).toHaveLength(4);
    const res = await call("GET", "/api/admin/audit?from=2026-03-05&to=2026-03-01");
    expect(res.statusCode).toBe(422);
    expect((await call("GET", "/api/admin/audit?staffId=abc")).statusCode).toBe(422);
  });

  it("names the kinds of record it holds", async () => {
    expect((await call("GET", "/api/admin/audit/entities")).json()).toEqual(["bundle", "event", "testimonial"]);
  });
});
