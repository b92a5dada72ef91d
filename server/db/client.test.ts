// The embedded database opens with buffers sized for a small site (memory), given on
// the command line so that the data folder's own settings (initdb's time zone, text search) stay.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";

const onPglite = process.env.TEST_DB_DRIVER !== "postgres";
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!onPglite)("the embedded database", () => {
  it("runs with small buffers and keeps the data folder's own settings", async () => {
    database = await createTestDatabase();
    const result = (await database.db.execute(
      sql`select current_setting('shared_buffers') as "sharedBuffers",
                 current_setting('maintenance_work_mem') as "maintenanceWorkMem",
                 current_setting('TimeZone') as "timeZone",
                 current_setting('default_text_search_config') as "textSearch"`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(result.rows[0]).toEqual({
      sharedBuffers: "16MB",
      maintenanceWorkMem: "16MB",
      timeZone: "UTC",
      textSearch: "pg_catalog.english",
    });
  });
});
