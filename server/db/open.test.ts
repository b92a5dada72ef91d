// Demo data (accounts whose passwords the README publishes) only in demo mode. An empty
// database gets it by default, as `npm start` shows the product; DEMO_DATA=false (or an explicit
// NODE_ENV=production) leaves it empty; DEMO_DATA=true with NODE_ENV=production refuses to start.
// The opens run on the embedded database only: what open.ts decides does not depend on the driver
// (seeding under the migration lock on PostgreSQL is server/test/reliability/scale-out.rel.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { count, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { testConfig } from "../test/app.ts";
import type { Database } from "./client.ts";
import { lockHolders } from "./data-dir-lock.ts";
import { type OpenedDatabase, openConfiguredDatabase } from "./open.ts";
import { DEFAULT_PGLITE_TEMPLATE, openNewPglite, PGLITE_VERSION, writePgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";
import { DEMO_ACCOUNT_EMAILS, DEMO_LEARNER_EMAILS, DEMO_STAFF } from "./seed/demo-accounts.ts";

const env = { JWT_SECRET: "test-jwt-secret-0123456789-abcdefghijklmnop", DATA_DIR: "/nonexistent" };

// A first start migrates and seeds in a child process: seconds alone, but on two cores shared with
// browser files it can take longer than the suite's usual 30 s.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

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

// A first start prepares the embedded database in a child process, whose
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

// A new embedded database starts from the build's template (an initdb'ed data
// folder) instead of running initdb, and by initdb as before when the template is missing or
// PGlite cannot start from it. Initdb gives every database a system identifier of its own: one
// started from the template has the template's.
describe.skipIf(Boolean(inject("postgresTemplate")))("the embedded database template", () => {
  let folder: string;
  let template: string;
  let templateIdentifier: string;
  let engineVersion: string;
  const migrations = JSON.parse(readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"))
    .entries.length;

  async function systemIdentifier(database: Database): Promise<string> {
    const rows = await database.db.execute<{ id: string }>(
      sql`select system_identifier::text as id from pg_control_system()`,
    );
    return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
  }

  async function firstStart(pgliteTemplate: string) {
    const database = await openConfiguredDatabase(testConfig(), { pgliteTemplate });
    try {
      const [courses] = await database.db.select({ n: count() }).from(schema.courses);
      const applied = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      return {
        seeded: database.seeded,
        courses: courses!.n,
        migrations: (applied as unknown as { rows: { n: number }[] }).rows[0]!.n,
        identifier: await systemIdentifier(database),
      };
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "sb-pglite-template-test-"));
    template = join(folder, "template.tar.gz");
    await writePgliteTemplate(template);
    const scratch = mkdtempSync(join(tmpdir(), "sb-data-"));
    const database = await openNewPglite(scratch, template);
    try {
      templateIdentifier = await systemIdentifier(database);
      const rows = await database.db.execute<{ version: string }>(sql`select version()`);
      engineVersion = (rows as unknown as { rows: { version: string }[] }).rows[0]!.version;
    } finally {
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is looked for under the installed PGlite's version, the one that reports itself in version()", () => {
    expect(DEFAULT_PGLITE_TEMPLATE).toMatch(
      new RegExp(`pgdata-pglite-${PGLITE_VERSION.replaceAll(".", "\\.")}\\.tar\\.gz$`),
    );
    expect(engineVersion).toContain(`(PGlite ${PGLITE_VERSION})`);
  });

  it("gives a first start a migrated, seeded database made from it, without initdb", async () => {
    const found = await firstStart(template);
    expect(found.seeded).toBe(true);
    expect(found.courses).toBeGreaterThanOrEqual(60);
    expect(found.migrations).toBe(migrations);
    expect(found.identifier).toBe(templateIdentifier);
  });

  it("gives the command-line tools (seed: false) a migrated database made from it, in their own process", async () => {
    const config = testConfig();
    const database = await openConfiguredDatabase(config, { seed: false, pgliteTemplate: template });
    try {
      expect(lockHolders(config.DATA_DIR)).toEqual([process.pid]);
      expect(await systemIdentifier(database)).toBe(templateIdentifier);
      const [courses] = await database.db.select({ n: count() }).from(schema.courses);
      expect({ seeded: database.seeded, courses: courses!.n }).toEqual({ seeded: false, courses: 0 });
    } finally {
      await database.close();
    }
  });

  it("missing, leaves a first start to initdb, with the same migrated, seeded database", async () => {
    const found = await firstStart(join(folder, "absent.tar.gz"));
    expect(found).toMatchObject({ seeded: true, migrations, courses: expect.any(Number) });
    expect(found.courses).toBeGreaterThanOrEqual(60);
    expect(found.identifier).not.toBe(templateIdentifier);
  });

  it("damaged (cut short), leaves a first start to initdb, with the same migrated, seeded database", async () => {
    const damaged = join(folder, "damaged.tar.gz");
    const whole = readFileSync(template);
    writeFileSync(damaged, whole.subarray(0, whole.length >> 1));
    const found = await firstStart(damaged);
    expect(found).toMatchObject({ seeded: true, migrations });
    expect(found.courses).toBeGreaterThanOrEqual(60);
    expect(found.identifier).not.toBe(templateIdentifier);
  });

  it("that PGlite cannot start from is set aside with a warning, and what it left is removed", async () => {
    // A whole tarball of a data folder this PostgreSQL refuses: another major version's.
    const other = join(folder, "other-version.tar.gz");
    writeFileSync(other, gzipSync(withPgVersion(gunzipSync(readFileSync(template)), "17")));

    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    const dataDir = mkdtempSync(join(tmpdir(), "sb-data-"));
    try {
      const database = await openNewPglite(dataDir, other);
      try {
        expect(await systemIdentifier(database)).not.toBe(templateIdentifier);
      } finally {
        await database.close();
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([expect.stringContaining(`The embedded database template ${other} could not be used`)]);
      expect(readFileSync(join(dataDir, "pgdata", "PG_VERSION"), "utf8").trim()).toBe("18");
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("is not used for a folder that already holds something: that is left to initdb, as before", async () => {
    const config = testConfig();
    mkdirSync(join(config.DATA_DIR, "pgdata"));
    writeFileSync(join(config.DATA_DIR, "pgdata", "stray"), "");
    const database = await openNewPglite(config.DATA_DIR, template);
    try {
      expect(await systemIdentifier(database)).not.toBe(templateIdentifier);
      expect(existsSync(join(config.DATA_DIR, "pgdata", "stray"))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

/** The tar with its PG_VERSION file's content replaced (same length: the header, and its checksum, unchanged). */
function withPgVersion(tar: Buffer, version: string): Buffer {
  const out = Buffer.from(tar);
  for (let offset = 0; offset + 512 <= out.length; ) {
    const name = out.toString("utf8", offset, offset + 100).replace(/\0.*$/s, "");
    if (!name) break;
    const size = Number.parseInt(
      out
        .toString("utf8", offset + 124, offset + 136)
        .replace(/\0.*$/s, "")
        .trim(),
      8,
    );
    if (name.replace(/^\/+/, "") === "PG_VERSION") {
      const content = `${version}\n`;
      if (content.length !== size) throw new Error("PG_VERSION of another length");
      out.write(content, offset + 512, "utf8");
      return out;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error("no PG_VERSION in the tarball");
}
