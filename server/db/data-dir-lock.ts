// The embedded database is for one process: PGlite itself would let a second process open the
// same folder and corrupt it, so the server holds a lock file with its PID while it runs. While it
// prepares a first start in a child process (open.ts), the file names the child too, one PID a
// line: the lock holds while any of them runs, so a child outliving a killed server still holds it.
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

const lockFile = (dataDir: string) => join(dataDir, "server.lock");

function pidsIn(file: string): number[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => Number.parseInt(line, 10))
    .filter(Number.isInteger);
}

/** The PIDs the DATA_DIR lock names: none when it is not taken. */
export function lockHolders(dataDir: string): number[] {
  try {
    return pidsIn(lockFile(dataDir));
  } catch {
    return [];
  }
}

/** Names `pid` in the lock this process holds on DATA_DIR, as holding it too. */
export function shareDataDirLock(dataDir: string, pid: number): void {
  appendFileSync(lockFile(dataDir), `${pid}\n`);
}

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
  const file = lockFile(dataDir);
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
      const holder = pidsIn(file).find(isAlive);
      if (holder !== undefined) {
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
