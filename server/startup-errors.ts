import { ConfigError } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";

/** Ends a command that could not start: a known problem prints its message alone, anything else in full. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error("Could not start:", error);
  process.exit(1);
}
