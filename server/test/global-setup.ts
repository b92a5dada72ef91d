// Migrates one template database per run; each test file then gets its own copy
// (house style: never share a database between test files, never rely on the demo seed).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts) reaches its test workers, not this process: read it
  // from the project, or every "api-postgres" run would quietly test the embedded database again.
  const env = { ...process.env, ...project.config.env };
  const driver = env.TEST_DB_DRIVER ?? "pglite";
  if (driver === "postgres") {
    const url = env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test run");
    const name = `sb_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openPostgres(templateUrl.toString(), { max: 1 });
    await migrate(database);
    await database.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 or datname = $2",
        [`${name}_%`, name],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openPglite();
  await migrate(database);
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind Drizzle
  const pglite = (database.db as any).$client as PGlite;
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), "sb-template-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
