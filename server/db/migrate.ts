// Applies the SQL migrations in db/migrations on start, on either driver. On PostgreSQL an
// advisory lock keeps several processes starting together from migrating twice; `then` (the
// first-start seeding) runs under the same lock, so two processes never seed one database twice.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client.ts";

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const MIGRATION_LOCK = 727_001;

export async function migrate(database: Database, then?: () => Promise<void>): Promise<void> {
  if (database.driver === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
    await then?.();
    return;
  }
  if (!database.pool) throw new Error("PostgreSQL database without a pool");
  const client = await database.pool.connect();
  const db = drizzle({ client });
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migratePg(db, { migrationsFolder });
    await then?.();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => undefined);
    client.release();
  }
}
