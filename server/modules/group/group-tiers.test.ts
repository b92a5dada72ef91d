// Group price tiers through the real app, on each database: admins and finance set and remove a
// tier (audited; one tier per seat count, a second save replaces it); plain staff only see them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRows, caller, type TestContext } from "../../test/app.ts";
import { buildPaymentsApp, type PaymentsApp } from "../payment/test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  app = await buildPaymentsApp({ course: { name: "Team Kubernetes", price: { list: 12000, sell: 10000 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
});
afterAll(() => t?.close());

describe("staff setting group price tiers", () => {
  it("sets, replaces and removes tiers, fewest seats first, each change audited", async () => {
    const first = await call("POST", "/api/admin/group-tiers", { minSeats: "6", percentOff: "15" });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call("POST", "/api/admin/group-tiers", { minSeats: "3", percentOff: "8" });
    expect(
      second.json().map((tier: { minSeats: number; percentOff: number }) => [tier.minSeats, tier.percentOff]),
    ).toEqual([
      [3, 8],
      [6, 15],
    ]);
    const replaced = await call("POST", "/api/admin/group-tiers", { minSeats: "3", percentOff: "10" });
    const tiers = replaced.json() as { id: number; minSeats: number; percentOff: number }[];
    expect(tiers.map((tier) => [tier.minSeats, tier.percentOff])).toEqual([
      [3, 10],
      [6, 15],
    ]);
    const three = tiers[0]!;
    const audits = await auditRows(t, "group_tier", three.id);
    expect(audits.map((row) => row.action)).toEqual(["group_tier.save", "group_tier.save"]);

    const six = tiers[1]!;
    const removed = await call("DELETE", `/api/admin/group-tiers/${six.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().map((tier: { minSeats: number }) => tier.minSeats)).toEqual([3]);
    expect((await call("DELETE", `/api/admin/group-tiers/${six.id}`)).statusCode).toBe(404);
    expect((await auditRows(t, "group_tier", six.id)).map((row) => row.action)).toContain("group_tier.remove");
  });

  it("lets plain staff see tiers but not change them, and refuses bad input with the exact words", async () => {
    const seen = await call("GET", "/api/admin/group-tiers", undefined, app.plainStaffToken);
    expect(seen.statusCode).toBe(200);
    const refused = await call(
      "POST",
      "/api/admin/group-tiers",
      { minSeats: "4", percentOff: "5" },
      app.plainStaffToken,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await call("POST", "/api/admin/group-tiers", { minSeats: "1", percentOff: "95" });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Enter the percentage off, a whole number from 1 to 90");
    expect((await call("GET", "/api/admin/group-tiers")).json()).toEqual(seen.json());
    expect((await call("GET", "/api/admin/group-tiers", undefined, null)).statusCode).toBe(401);
  });
});
