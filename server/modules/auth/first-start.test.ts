// First start: ADMIN_EMAIL / ADMIN_PASSWORD create the first staff account (admin) once
// and never change it afterwards; a weak password stops the start with a clear message; second
// factor secrets stored in plain text by an earlier version are sealed and keep working.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { apiHeaders, testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/database.ts";
import { createStaff, TEST_PASSWORD } from "../../test/factories.ts";
import { verifyPassword } from "./passwords.ts";
import { generateTotpSecret, totp } from "./totp.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const start = async (env: Record<string, string>) => {
  const app = await buildApp({ config: testConfig(env), database, web: false });
  await app.ready();
  return app;
};
const admins = (email: string) =>
  database.db.select().from(schema.staff).where(sql`lower(${schema.staff.email}) = lower(${email})`);

describe("ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("creates the first staff account as an admin, once", async () => {
    const app = await start({ ADMIN_EMAIL: "Owner@Example.in", ADMIN_PASSWORD: "a long first password 42" });
    await app.close();
    const [row] = await admins("owner@example.in");
    expect(row).toMatchObject({ role: "admin", status: "A", totpSecret: null });
    expect(await verifyPassword(row!.passwordHash, "a long first password 42")).toBe(true);

    // A later start with another password changes nothing.
    const again = await start({ ADMIN_EMAIL: "owner@example.in", ADMIN_PASSWORD: "something else entirely 7" });
    await again.close();
    const rows = await admins("owner@example.in");
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]!.passwordHash, "a long first password 42")).toBe(true);
  });

  it("refuses to start with a password that breaks the rules, naming the setting", async () => {
    await expect(start({ ADMIN_EMAIL: "weak@example.in", ADMIN_PASSWORD: "password" })).rejects.toThrow(
      /ADMIN_PASSWORD: /,
    );
    expect(await admins("weak@example.in")).toHaveLength(0);
    expect(() => testConfig({ ADMIN_EMAIL: "alone@example.in" })).toThrow(/ADMIN_PASSWORD: must be set together/);
  });
});

describe("second-factor secrets", () => {
  it("seals a plain secret at start, and its codes still sign the member in", async () => {
    const secret = generateTotpSecret();
    const member = await createStaff(database.db, {
      totpSecret: secret,
      totpConfirmedAt: new Date(),
      demoAccount: false,
    });
    const app = await start({});
    try {
      const [row] = await database.db.select().from(schema.staff).where(eq(schema.staff.id, member.id));
      expect(row!.totpSecret).toMatch(/^v1:/);

      const first = await app.inject({
        method: "POST",
        url: "/api/login/staff/",
        headers: apiHeaders(),
        payload: { email: member.email, password: TEST_PASSWORD },
      });
      expect(first.json()).toMatchObject({ mfa: "required" });
      const second = await app.inject({
        method: "POST",
        url: "/api/login/staff/totp",
        headers: apiHeaders(),
        payload: { challengeToken: first.json().challengeToken, code: totp(secret) },
      });
      expect(second.statusCode, second.body).toBe(200);
    } finally {
      await app.close();
    }
  });
});
