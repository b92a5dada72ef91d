// The embedded database is for one process: PGlite itself would let a second process open the
// same folder and corrupt it, so the server holds a lock file with its PID while it runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own stale lock from a previous life of this PID
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A live process with a recycled PID that is not a Node process does not hold the lock.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

/** Takes the DATA_DIR lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another server process (PID ${holder}). ` +
            "Stop that process, or give this one its own DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes.",
        );
      }
      rmSync(file, { force: true }); // left behind by a process that died
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}`);
}
