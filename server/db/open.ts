// Opens the configured database, migrated, with demo data on first start of an empty one when
// DEMO_DATA is on (issue 13: off, an empty database gets its tables only; the first staff account
// comes from ADMIN_EMAIL / ADMIN_PASSWORD or `npm run staff:create`).
import { dayInIndia } from "@skillbridge/core";
import type { Config } from "../config.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { migrate } from "./migrate.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed/seed.ts";

export type OpenedDatabase = Database & { seeded: boolean };

export async function openConfiguredDatabase(
  config: Config,
  /** `seed: false`: never seed (the command-line tools); unset, DEMO_DATA decides. */
  options: { seed?: boolean } = {},
): Promise<OpenedDatabase> {
  let release: (() => void) | undefined;
  let database: Database;
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL);
  } else {
    release = lockDataDir(config.DATA_DIR);
    try {
      database = await openPglite({ dataDir: config.DATA_DIR });
    } catch (error) {
      release();
      throw error;
    }
  }
  const close = async () => {
    await database.close();
    release?.();
  };
  try {
    let seeded = false;
    await migrate(database, async () => {
      if ((options.seed ?? config.DEMO_DATA) && (await isDatabaseEmpty(database.db))) {
        await seedDemoData(database.db, { today: dayInIndia(new Date()) });
        seeded = true;
      }
    });
    if (seeded && database.driver === "pglite") {
      // Issue 16 (memory): the embedded database's memory grows while it seeds and never shrinks
      // (WebAssembly memory). Opened afresh, the seeding instance's memory is freed once garbage
      // collected: measured 880–920 MB RSS after a first start, ~690 MB once warm with this; a
      // restart on the same data idles at ~430 MB.
      await database.close();
      database = await openPglite({ dataDir: config.DATA_DIR });
    }
    return { ...database, close, seeded };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
