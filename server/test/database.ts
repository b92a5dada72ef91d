// A fresh database for one test file: a copy of the migrated template, on the driver under test.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openPglite, openPostgres } from "../db/client.ts";

export async function createTestDatabase(): Promise<Database> {
  const template = inject("postgresTemplate");
  if (!template) {
    const dump = readFileSync(inject("pgliteTemplate"));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const fileUrl = new URL(url);
  fileUrl.pathname = `/${name}`;
  const database = await openPostgres(fileUrl.toString(), { max: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
