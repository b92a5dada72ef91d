// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both are driven through one Drizzle schema, so every query is written once.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { FairQueue } from "./fair-queue.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction: what `db.transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * What a repository function runs on, always its first argument: the database, or the `tx` of a
 * transaction the caller opened (so several writes and their audit row commit together).
 */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /** The PostgreSQL pool, for work that needs one connection (advisory locks). */
  pool?: pg.Pool;
  close: () => Promise<void>;
};

/**
 * How close a misspelt search word must be to a word of a course name (trigram word
 * similarity, 0–1) for the `<%` operator, which the trigram index can answer.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
const sessionSettings = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

// DATE and TIME stay strings ("2026-12-01", "10:00:00"): a calendar day is not an instant.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * The embedded database's buffers, sized for a small site's data on a 1 GB
 * server. PGlite's defaults (shared_buffers 160 MB, maintenance_work_mem 64 MB) are a dedicated
 * database server's; its memory lives inside this process and never shrinks. The catalogue fits
 * in 16 MB of buffers many times over, and pages missed there come from the operating system's
 * file cache. Measured in bench/RESULTS.md ("Memory"): idle RSS 516 → 447 MB.
 */
export const PGLITE_MEMORY_SETTINGS = [
  "shared_buffers=16MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
  "wal_buffers=1MB",
];

export const pgliteFolder = (dataDir: string) => join(dataDir, "pgdata");

/** Whether DATA_DIR holds an embedded database already: PGlite's own test before it runs initdb. */
export function hasPgliteDatabase(dataDir: string): boolean {
  return existsSync(join(pgliteFolder(dataDir), "PG_VERSION"));
}

/**
 * PostgreSQL's WebAssembly runs on V8's baseline compiler (Liftoff) only. V8 otherwise recompiles a
 * function that runs often with its optimising compiler, and one of PostgreSQL's functions takes
 * ~580 MB of compiler memory for it a moment after the first queries: the process's peak went from
 * ~300 to ~900 MB, and ~60 MB of it stayed resident for good. The catalogue's queries measured no
 * slower on the baseline code (bench/RESULTS.md, "Memory on the default set-up"). V8 reads these
 * flags when it compiles a module, so they are set before PGlite's first open; only PGlite runs
 * WebAssembly in this process.
 */
function baselineWebAssemblyOnly() {
  setFlagsFromString("--no-wasm-dynamic-tiering");
  setFlagsFromString("--no-wasm-tier-up");
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  baselineWebAssemblyOnly();
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: pgliteFolder(options.dataDir) } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    // On the command line, after PGlite's own: its `postgresqlconf` option would overwrite the
    // data folder's postgresql.conf (and lose initdb's time zone and text-search settings).
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ["-c", setting])],
  });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  inRequestOrder(client);
  const db = drizzlePglite({ client, schema });
  return { db, driver: "pglite", close: () => client.close() };
}

/**
 * Every statement and transaction the app sends goes through one FairQueue (fair-queue.ts): the
 * earliest request's first. A transaction holds its turn until it ends, as PGlite's own lock does.
 */
function inRequestOrder(client: PGlite): void {
  const queue = new FairQueue();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) => queue.run(() => query(...args))) as PGlite["query"];
  client.exec = ((...args: Parameters<PGlite["exec"]>) => queue.run(() => exec(...args))) as PGlite["exec"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) =>
    queue.run(() => transaction(...args))) as PGlite["transaction"];
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, options: sessionSettings });
  // An idle connection the server drops (a restart, a failover) must not crash the process:
  // the pool replaces it on the next query, which reports its own error if the database is gone.
  pool.on("error", (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start-up, with the driver's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return { db, driver: "postgres", pool, close: () => pool.end() };
}

export { schema };
