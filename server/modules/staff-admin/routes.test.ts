// Staff management: every staff member may list; only an admin creates, changes roles,
// deactivates/reactivates and resets a second factor (others 403 with a clear detail). Nobody
// deactivates themselves; the last active admin stays; deactivation ends that member's sessions.

import { staffAdminMessages } from "@skillbridge/core/admin/staff";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  auditRows,
  build,
  caller,
  expectStaffOnly,
  rowCount,
  signedInPeople,
  signIn,
  type TestContext,
} from "../../test/app.ts";
import { createStaff } from "../../test/factories.ts";
import { verifyPassword } from "../auth/passwords.ts";

let t: TestContext;
let adminToken: string;
let adminId: number;
let learnerToken: string;
let plainToken: string;
let plainId: number;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => adminToken)(...args);
const newMember = {
  name: "Meera Joshi",
  email: "meera.joshi@example.in",
  role: "staff",
  password: "monsoon tea garden 7",
};

beforeAll(async () => {
  t = await build();
  ({ staffToken: adminToken, staffId: adminId, learnerToken } = await signedInPeople(t, { staff: { role: "admin" } }));
  const plain = await createStaff(t.database.db, { role: "staff", name: "Plain Staff" });
  plainId = plain.id;
  plainToken = await signIn(t.app, "staff", plain.email);
});
afterAll(() => t.close());

describe("access", () => {
  it("anonymous 401, learner 403 on every call", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/staff/accounts"],
        ["POST", "/api/admin/staff", newMember],
        ["PATCH", `/api/admin/staff/${plainId}`, { role: "admin" }],
        ["POST", `/api/admin/staff/${plainId}/second-factor/reset`, {}],
      ],
      learnerToken,
    );
  });

  it("a staff member who is not an admin may list but gets 403 on every change, nothing stored", async () => {
    const list = await call("GET", "/api/admin/staff/accounts", undefined, plainToken);
    expect(list.statusCode).toBe(200);
    expect(list.json().you).toEqual({ id: plainId, role: "staff" });
    const before = await rowCount(t, schema.staff);
    for (const [method, url, payload] of [
      ["POST", "/api/admin/staff", newMember],
      ["PATCH", `/api/admin/staff/${adminId}`, { status: "I" }],
      ["PATCH", `/api/admin/staff/${plainId}`, { role: "admin" }],
      ["POST", `/api/admin/staff/${adminId}/second-factor/reset`, {}],
    ] as const) {
      const res = await call(method, url, payload, plainToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail).toBe(staffAdminMessages.adminOnly);
    }
    expect(await rowCount(t, schema.staff)).toBe(before);
    const [me] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.id, plainId));
    expect(me!.role).toBe("staff");
  });

  it("GET /api/admin/staff (assignment list) keeps its shape", async () => {
    const res = await call("GET", "/api/admin/staff");
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()[0]).sort()).toEqual(["email", "id", "name"]);
  });
});

describe("create", () => {
  let createdId: number;

  it("an admin creates a staff member: argon2id password, no second factor yet, audited without the password", async () => {
    const res = await call("POST", "/api/admin/staff", newMember);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    createdId = created.id;
    expect(created).toMatchObject({
      name: "Meera Joshi",
      email: newMember.email,
      role: "staff",
      status: "A",
      secondFactor: false,
    });
    const [row] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.id, createdId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, newMember.password)).toBe(true);
    const [audit] = await auditRows(t, "staff", createdId);
    expect(audit).toMatchObject({ action: "staff.create", staffId: adminId, before: null });
    expect(JSON.stringify(audit)).not.toContain(newMember.password);
    expect(JSON.stringify(audit)).not.toContain("argon2");
    // Nothing is e-mailed: the admin hands the password over.
    expect(await rowCount(t, schema.outbox)).toBe(0);
    // The new member signs in with the password and is asked to enrol an authenticator app.
    const login = await call(
      "POST",
      "/api/login/staff/",
      { email: newMember.email, password: newMember.password },
      null,
    );
    expect(login.json().mfa).toBe("enrol");
  });

  it("refuses bad input with 422 and stores nothing", async () => {
    const before = await rowCount(t, schema.staff);
    const cases: [object, string][] = [
      [{ ...newMember, email: "MEERA.JOSHI@example.in" }, "email"],
      [{ ...newMember, email: "not-an-email" }, "email"],
      [{ ...newMember, email: "x@example.in", password: "short" }, "password"],
      [{ ...newMember, email: "x@example.in", password: "password123" }, "password"],
      [{ ...newMember, email: "x@example.in", role: "owner" }, "role"],
      [{ ...newMember, email: "x@example.in", name: " " }, "name"],
    ];
    for (const [payload, field] of cases) {
      const res = await call("POST", "/api/admin/staff", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail[0].loc, JSON.stringify(payload)).toEqual(["body", field]);
    }
    expect(await rowCount(t, schema.staff)).toBe(before);
  });

  it("lists everyone with role, status and second factor", async () => {
    const res = await call("GET", "/api/admin/staff/accounts");
    expect(res.json().you).toEqual({ id: adminId, role: "admin" });
    const meera = res.json().items.find((item: { id: number }) => item.id === createdId);
    expect(meera).toMatchObject({ role: "staff", status: "A", secondFactor: false });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|totp|password/i);
  });
});

describe("roles, deactivation and the second factor", () => {
  it("refuses to deactivate yourself and to remove the last active admin", async () => {
    const self = await call("PATCH", `/api/admin/staff/${adminId}`, { status: "I" });
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(staffAdminMessages.notYourself);
    const demote = await call("PATCH", `/api/admin/staff/${adminId}`, { role: "staff" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(staffAdminMessages.lastAdmin);
    expect(
      await auditRows(t, "staff", adminId).then((rows) => rows.filter((r) => r.action === "staff.update")),
    ).toEqual([]);
    expect((await call("PATCH", "/api/admin/staff/999999", { role: "admin" })).statusCode).toBe(404);
    expect((await call("PATCH", `/api/admin/staff/${plainId}`, {})).statusCode).toBe(422);
  });

  it("changes a role, audited; two admins may then demote one", async () => {
    const promote = await call("PATCH", `/api/admin/staff/${plainId}`, { role: "admin" });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(promote.json().role).toBe("admin");
    const demoteSelf = await call("PATCH", `/api/admin/staff/${adminId}`, { role: "staff" });
    expect(demoteSelf.statusCode).toBe(200);
    const back = await call("PATCH", `/api/admin/staff/${adminId}`, { role: "admin" }, plainToken);
    expect(back.statusCode).toBe(200);
    const rows = await auditRows(t, "staff", plainId);
    expect(rows.find((row) => row.action === "staff.update")).toMatchObject({
      before: expect.objectContaining({ role: "staff" }),
      after: expect.objectContaining({ role: "admin" }),
    });
  });

  it("deactivation ends the member's sessions at once; reactivation lets them sign in again", async () => {
    const victim = await createStaff(t.database.db, { name: "Leaving Soon" });
    const token = await signIn(t.app, "staff", victim.email);
    expect((await call("GET", "/api/admin/inbox", undefined, token)).statusCode).toBe(200);
    const off = await call("PATCH", `/api/admin/staff/${victim.id}`, { status: "I" });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().status).toBe("I");
    const live = await t.database.db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.subjectType, "staff"), eq(schema.sessions.subjectId, victim.id)));
    expect(live).toEqual([]);
    expect((await call("GET", "/api/admin/inbox", undefined, token)).statusCode).toBe(401);
    const [audit] = (await auditRows(t, "staff", victim.id)).filter((row) => row.action === "staff.update");
    expect(audit!.after).toMatchObject({ status: "I", sessionsEnded: 1 });
    // Gone from the assignment list, still on the staff page.
    const assignable = (await call("GET", "/api/admin/staff")).json() as { id: number }[];
    expect(assignable.map((member) => member.id)).not.toContain(victim.id);
    const on = await call("PATCH", `/api/admin/staff/${victim.id}`, { status: "A" });
    expect(on.json().status).toBe("A");
    await signIn(t.app, "staff", victim.email);
  });

  it("resetting the second factor clears the TOTP secret: the next sign-in enrols again", async () => {
    const enrolled = await createStaff(t.database.db, {
      name: "Has Authenticator",
      demoAccount: false,
      totpSecret: "JBSWY3DPEHPK3PXP",
      totpConfirmedAt: new Date(),
      totpLastStep: 1234,
    });
    const listed = (await call("GET", "/api/admin/staff/accounts"))
      .json()
      .items.find((item: { id: number }) => item.id === enrolled.id);
    expect(listed.secondFactor).toBe(true);
    const res = await call("POST", `/api/admin/staff/${enrolled.id}/second-factor/reset`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().secondFactor).toBe(false);
    const [row] = await t.database.db.select().from(schema.staff).where(eq(schema.staff.id, enrolled.id));
    expect(row).toMatchObject({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null });
    const [audit] = (await auditRows(t, "staff", enrolled.id)).filter((r) => r.action === "staff.second-factor.reset");
    expect(audit).toMatchObject({
      before: expect.objectContaining({ secondFactor: true }),
      after: expect.objectContaining({ secondFactor: false }),
    });
    expect(JSON.stringify(audit)).not.toContain("JBSWY3DPEHPK3PXP");
    const login = await call("POST", "/api/login/staff/", { email: enrolled.email, password: "Correct-Horse-9" }, null);
    expect(login.json().mfa).toBe("enrol");
    expect((await call("POST", "/api/admin/staff/999999/second-factor/reset", {})).statusCode).toBe(404);
  });
});
