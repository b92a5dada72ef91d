// One migrated template per driver for the whole reliability run: the embedded database always,
// PostgreSQL too when TEST_DATABASE_URL is set. Each test file copies the template it needs, so
// the suite runs both drivers in one project (`vitest run --project reliability`).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    reliabilityPgliteTemplate: string;
    reliabilityPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await openPglite();
  await migrate(database);
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind Drizzle
  const pglite = (database.db as any).$client as PGlite;
  const dump = await pglite.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), "sb-rel-template-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("reliabilityPgliteTemplate", file);

  const url = process.env.TEST_DATABASE_URL;
  let admin: pg.Client | undefined;
  let template = "";
  if (url) {
    template = `sb_rel_${randomBytes(4).toString("hex")}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const pgDatabase = await openPostgres(templateUrl.toString(), { max: 1 });
    await migrate(pgDatabase);
    await pgDatabase.close();
  }
  project.provide("reliabilityPostgresTemplate", template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) {
      // The template and every copy a test file made of it (a crashed file may have left one).
      const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
        `${template}%`,
      ]);
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}
