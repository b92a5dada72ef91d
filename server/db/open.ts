// Opens the configured database, migrated, with demo data on first start of an empty one when
// DEMO_DATA is on (off, an empty database gets its tables only; the first staff account
// comes from ADMIN_EMAIL / ADMIN_PASSWORD or `npm run staff:create`).
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { dayInIndia } from "@skillbridge/core";
import type { Config } from "../config.ts";
import { type Database, hasPgliteDatabase, openPglite, openPostgres } from "./client.ts";
import { lockDataDir, shareDataDirLock } from "./data-dir-lock.ts";
import { migrate } from "./migrate.ts";
import { DEFAULT_PGLITE_TEMPLATE, openNewPglite } from "./pglite-template.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed/seed.ts";

export type OpenedDatabase = Database & { seeded: boolean };

/** What a first start does to a database: `seed` says whether demo data goes into an empty one. */
export type Preparation = { seed: boolean; today: string };

export async function openConfiguredDatabase(
  config: Config,
  options: {
    /** `seed: false`: never seed (the command-line tools); unset, DEMO_DATA decides. */
    seed?: boolean;
    /** The template a new embedded database starts from (pglite-template.ts); the build's by default. */
    pgliteTemplate?: string;
  } = {},
): Promise<OpenedDatabase> {
  const preparation: Preparation = { seed: options.seed ?? config.DEMO_DATA, today: dayInIndia(new Date()) };
  let release: (() => void) | undefined;
  let database: Database;
  let preparedElsewhere: { seeded: boolean } | undefined;
  if (config.DATABASE_URL) {
    database = await openPostgres(config.DATABASE_URL);
  } else {
    // The lock is taken before the child starts and held until this process closes the database:
    // no gap in which a second server could open the folder, as there would be between the child's
    // exit and this process's open had the child taken it. The lock names the child too, which
    // keeps the folder locked should this process be killed while the child works.
    release = lockDataDir(config.DATA_DIR);
    try {
      // The embedded database's memory grows while it seeds and never shrinks
      // (WebAssembly memory, malloc arenas), closing and reopening it included, so a first start
      // prepares it in a process that ends and the server then holds what a restart does (figures
      // over time: bench/RESULTS.md). Restarts migrate here (small migrations); the
      // command-line tools never seed.
      const template = options.pgliteTemplate ?? DEFAULT_PGLITE_TEMPLATE;
      if (options.seed !== false && !hasPgliteDatabase(config.DATA_DIR)) {
        preparedElsewhere = await prepareInChildProcess(config, preparation, template);
      }
      database = hasPgliteDatabase(config.DATA_DIR)
        ? await openPglite({ dataDir: config.DATA_DIR })
        : await openNewPglite(config.DATA_DIR, template);
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
    let seeded: boolean;
    if (preparedElsewhere) {
      // Up to date already; migrated again so this process never serves an unmigrated database.
      await migrate(database);
      seeded = preparedElsewhere.seeded;
    } else {
      seeded = await migrateAndSeed(database, preparation);
    }
    return { ...database, close, seeded };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** Migrates, then seeds demo data into an empty database if asked; answers whether it seeded. */
export async function migrateAndSeed(database: Database, preparation: Preparation): Promise<boolean> {
  let seeded = false;
  await migrate(database, async () => {
    if (preparation.seed && (await isDatabaseEmpty(database.db))) {
      await seedDemoData(database.db, { today: preparation.today });
      seeded = true;
    }
  });
  return seeded;
}

const childScript = fileURLToPath(new URL("./prepare-child.ts", import.meta.url));

/**
 * What the child needs comes from here, not from its environment: the config may not be
 * process.env's (tests pass their own). A failed child fails the start with its stderr, and
 * leaves no half-seeded data: the seed is one transaction. As after a failed seed in this
 * process, the next start finds the database unseeded and seeds it (here then: it exists).
 */
async function prepareInChildProcess(
  config: Config,
  preparation: Preparation,
  template: string,
): Promise<{ seeded: boolean }> {
  const child = fork(childScript, [JSON.stringify({ dataDir: config.DATA_DIR, template, ...preparation })], {
    env: { ...process.env, NODE_ENV: config.NODE_ENV },
    // V8's optimizing compiler, compiling PGlite's WebAssembly, was most of the child's peak: in a
    // 1 GB cgroup the child was killed with it and peaks at 0.59 GB without it (0.38 GB from the
    // template, which with the optimizing compiler still reached the limit). The baseline
    // compiler's code is enough for a process that lives a few seconds, and finishes sooner here.
    execArgv: [...process.execArgv, "--liftoff-only"],
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  });
  if (child.pid !== undefined) shareDataDirLock(config.DATA_DIR, child.pid);
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  let seeded: boolean | undefined;
  child.on("message", (message: { seeded?: unknown }) => {
    if (typeof message.seeded === "boolean") seeded = message.seeded;
  });
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0 || seeded === undefined) {
    const how = signal
      ? `was stopped by ${signal}`
      : code !== 0
        ? `exited with code ${code}`
        : "ended without its result";
    throw new Error(
      `Preparing the embedded database in ${config.DATA_DIR} failed (its process ${how}):\n${stderr.trim()}`,
    );
  }
  if (stderr) process.stderr.write(stderr);
  return { seeded };
}
