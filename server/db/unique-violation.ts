// A write refused by a unique index (SQLSTATE 23505): the loser of two writers racing past the same
// "is it taken?" check. Drizzle wraps the driver's error, so its cause is read too.

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `write()`'s answer, or `onTaken` when a unique index refused it. */
export async function unlessTaken<T, U>(write: () => Promise<T>, onTaken: U): Promise<T | U> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return onTaken;
    throw error;
  }
}
