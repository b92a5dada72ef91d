// To save memory, a new embedded database starts from a template, an initdb'ed data folder
// (PGlite's dumpDataDir, taken right after initdb and before any migration), instead of running
// PGlite's initdb. Initdb starts a second PGlite instance and the initdb program beside the one
// being opened, each compiled by V8: measured in a 1 GB cgroup, the child that prepares a new
// database (open.ts) peaks at 0.38 GB from the template and at 0.59 GB by initdb, which also takes
// a few seconds more. The build writes the template (scripts/ensure-build.mjs runs
// server/db/cli/pglite-template.ts); with none, or one this PGlite cannot start, a new database is
// made by initdb as before.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { type Database, openPglite, pgliteFolder } from "./client.ts";

/** The installed PGlite's version: a template is only ever read by the PGlite that wrote it. */
export const PGLITE_VERSION: string = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.resolve("@electric-sql/pglite")), "utf8"),
).version;

const templateFolder = fileURLToPath(new URL("./pglite-template/", import.meta.url));

/** Where the build writes the template for the installed PGlite (git-ignored: made, never committed). */
export const DEFAULT_PGLITE_TEMPLATE = join(templateFolder, `pgdata-pglite-${PGLITE_VERSION}.tar.gz`);

/**
 * Writes the template to `path`: the data folder as the first open of an empty DATA_DIR leaves it
 * (initdb, nothing else), checkpointed so that a database started from it has no WAL to replay.
 * Written under another name and renamed, so a server starting meanwhile reads a whole file or none.
 */
export async function writePgliteTemplate(path: string = DEFAULT_PGLITE_TEMPLATE): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), "sb-pglite-template-"));
  try {
    const database = await openPglite({ dataDir: scratch });
    let dump: Blob;
    try {
      // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind Drizzle
      const client = (database.db as any).$client as PGlite;
      await client.exec("CHECKPOINT");
      dump = await client.dumpDataDir("gzip");
    } finally {
      await database.close();
    }
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (path === DEFAULT_PGLITE_TEMPLATE) {
    // Templates of the PGlite versions installed before this one are never read again, nor are the
    // partial files of writers that were killed. One of a writer still at work is harmless to
    // remove: its rename fails, and the template it was writing is this one.
    for (const name of readdirSync(templateFolder)) {
      if (name.startsWith("pgdata-pglite-") && join(templateFolder, name) !== path) {
        rmSync(join(templateFolder, name), { force: true });
      }
    }
  }
}

/**
 * Opens the embedded database of a DATA_DIR that holds none yet, started from the template when
 * there is one. A template PGlite cannot start (another PGlite's, a damaged file) is set aside with
 * a warning: what it left in the folder is removed and initdb makes the database. A folder that
 * holds something already (no database, yet not empty) is left to PGlite as it is, as before.
 */
export async function openNewPglite(dataDir: string, template: string = DEFAULT_PGLITE_TEMPLATE): Promise<Database> {
  const folder = pgliteFolder(dataDir);
  // Empty, it is what a start killed before initdb wrote anything leaves: still new.
  const untouched = !existsSync(folder) || (statSync(folder).isDirectory() && readdirSync(folder).length === 0);
  if (untouched && existsSync(template)) {
    try {
      // Unpacked here: PGlite's own gunzip of a damaged file throws outside its promise too, and
      // that would end this process instead of falling back.
      const tarball = gunzipSync(readFileSync(template));
      return await openPglite({ dataDir, loadDataDir: new Blob([tarball]) });
    } catch (error) {
      process.emitWarning(
        `The embedded database template ${template} could not be used (${error instanceof Error ? error.message : String(error)}); creating the database with initdb instead.`,
      );
      rmSync(folder, { recursive: true, force: true });
    }
  }
  return openPglite({ dataDir });
}
