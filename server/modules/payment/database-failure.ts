// What may be logged of a failure: a database error by its SQLSTATE code and constraint name only,
// never its message or parameters (they may hold a payer's details).

type Coded = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The database's code and constraint of an error (Drizzle wraps the driver's error as its cause). */
export function databaseFailure(error: unknown): { code: string | null; constraint: string | null } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const coded = current as Coded;
    if (typeof coded.code === "string" && /^[0-9A-Z]{5}$/.test(coded.code)) {
      return { code: coded.code, constraint: typeof coded.constraint === "string" ? coded.constraint : null };
    }
    current = coded.cause;
  }
  return { code: null, constraint: null };
}
