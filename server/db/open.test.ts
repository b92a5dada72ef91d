// Issue 13: demo data (accounts whose passwords the README publishes) only in demo mode. An empty
// database gets it by default, as `npm start` shows the product; DEMO_DATA=false (or an explicit
// NODE_ENV=production) leaves it empty; DEMO_DATA=true with NODE_ENV=production refuses to start.
// The opens run on the embedded database only: what open.ts decides does not depend on the driver
// (seeding under the migration lock on PostgreSQL is server/test/reliability/scale-out.rel.ts).
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { count, inArray } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { testConfig } from "../test/app.ts";
import { lockHolders } from "./data-dir-lock.ts";
import { type OpenedDatabase, openConfiguredDatabase } from "./open.ts";
import * as schema from "./schema.ts";
import { DEMO_ACCOUNT_EMAILS, DEMO_LEARNER_EMAILS, DEMO_STAFF } from "./seed/demo-accounts.ts";

const env = { JWT_SECRET: "test-jwt-secret-0123456789-abcdefghijklmnop", DATA_DIR: "/nonexistent" };

describe("the DEMO_DATA setting", () => {
  it("is on by default, also when NODE_ENV is only the schema's default", () => {
    expect(loadConfig(env).DEMO_DATA).toBe(true);
    expect(loadConfig(env).NODE_ENV).toBe("production");
    expect(loadConfig({ ...env, NODE_ENV: "development" }).DEMO_DATA).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: "" }).DEMO_DATA).toBe(true);
    expect(loadConfig({ ...env, DEMO_DATA: "false" }).DEMO_DATA).toBe(false);
  });

  it("is off when NODE_ENV=production is set, and true with it stops the start naming DEMO_DATA", () => {
    expect(loadConfig({ ...env, NODE_ENV: "production" }).DEMO_DATA).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: "production", DEMO_DATA: "false" }).DEMO_DATA).toBe(false);
    const refused = () => loadConfig({ ...env, NODE_ENV: "production", DEMO_DATA: "true" });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(/DEMO_DATA: must not be true with NODE_ENV=production/);
    expect(() => loadConfig({ ...env, DEMO_DATA: "maybe" })).toThrow(/DEMO_DATA: /);
  });
});

describe.skipIf(Boolean(inject("postgresTemplate")))("an empty database at start", () => {
  async function contents(overrides: Record<string, string>) {
    const database = await openConfiguredDatabase(testConfig(overrides));
    try {
      const db = database.db;
      const [courses] = await db.select({ n: count() }).from(schema.courses);
      const learners = await db
        .select({ email: schema.learners.email })
        .from(schema.learners)
        .where(inArray(schema.learners.email, DEMO_ACCOUNT_EMAILS));
      const staff = await db.select({ email: schema.staff.email }).from(schema.staff);
      return {
        seeded: database.seeded,
        courses: courses!.n,
        learners: learners.map((row) => row.email).sort(),
        staff: staff.map((row) => row.email),
      };
    } finally {
      await database.close();
    }
  }

  it("gets no course and no account with DEMO_DATA=false, only its tables", async () => {
    expect(await contents({ DEMO_DATA: "false" })).toEqual({ seeded: false, courses: 0, learners: [], staff: [] });
  });

  it("gets the demo catalogue and the three demo accounts by default", async () => {
    const found = await contents({});
    expect(found.seeded).toBe(true);
    expect(found.courses).toBeGreaterThanOrEqual(60);
    expect(found.learners).toEqual([...DEMO_LEARNER_EMAILS].sort());
    expect(found.staff).toEqual([DEMO_STAFF.email]);
  });
});

// Issue 16 (memory): a first start prepares the embedded database in a child process, whose
// memory goes with it, then opens it here; the lock names that child too (data-dir-lock.ts).
describe.skipIf(Boolean(inject("postgresTemplate")))("the first start of an embedded database", () => {
  async function courseCount(database: OpenedDatabase): Promise<number> {
    const [courses] = await database.db.select({ n: count() }).from(schema.courses);
    return courses!.n;
  }

  it("is seeded in a child process and opened here; a restart on it seeds nothing", async () => {
    const config = testConfig();
    const first = await openConfiguredDatabase(config);
    let courses: number;
    try {
      expect(first.seeded).toBe(true);
      courses = await courseCount(first);
      expect(courses).toBeGreaterThanOrEqual(60);
      const [server, child] = lockHolders(config.DATA_DIR);
      expect(server).toBe(process.pid);
      expect(child).toBeTypeOf("number");
      expect(child).not.toBe(process.pid);
    } finally {
      await first.close();
    }
    expect(existsSync(join(config.DATA_DIR, "server.lock"))).toBe(false);

    const restarted = await openConfiguredDatabase(config);
    try {
      expect(restarted.seeded).toBe(false);
      expect(await courseCount(restarted)).toBe(courses);
      expect(lockHolders(config.DATA_DIR)).toEqual([process.pid]); // no child on a restart
    } finally {
      await restarted.close();
    }
  });

  it("fails with the child's error when the child fails, and leaves the folder unlocked", async () => {
    const config = testConfig();
    writeFileSync(join(config.DATA_DIR, "pgdata"), "not a folder");
    await expect(openConfiguredDatabase(config)).rejects.toThrow(
      `Preparing the embedded database in ${config.DATA_DIR} failed (its process exited with code 1):\nErrnoError`,
    );
    expect(existsSync(join(config.DATA_DIR, "server.lock"))).toBe(false);
  });
});
