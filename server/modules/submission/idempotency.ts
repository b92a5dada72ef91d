// No lost or doubled submissions: a record is committed before its 201, and a retry with the
// same Idempotency-Key returns the first record instead of storing a second one. The key row
// and the record are written in one transaction (or one statement, as enquiries do), so a crash
// leaves both or neither.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema.ts";

export type SubmissionResult<T> = { kind: "created" | "replayed"; record: T } | { kind: "conflict" };

/** What a retry must repeat exactly: the SHA-256 of the body as parsed. */
export function requestFingerprint(payload: unknown): string {
  return createHash("sha256").update(JSON.stringify(payload)).digest("hex");
}

/**
 * The answer to a submission whose key was already claimed (and committed: on PostgreSQL the
 * claim waited for the first one): its record again, or a conflict for another payload.
 */
export async function replayOf<T>(
  db: Executor,
  options: { scope: string; key: string; requestHash: string; load: (db: Executor, id: number) => Promise<T | null> },
): Promise<SubmissionResult<T>> {
  const where = and(eq(idempotencyKeys.scope, options.scope), eq(idempotencyKeys.key, options.key));
  const [existing] = await db.select().from(idempotencyKeys).where(where);
  if (!existing || existing.requestHash !== options.requestHash || existing.recordId === null)
    return { kind: "conflict" };
  const record = await options.load(db, existing.recordId);
  return record ? { kind: "replayed", record } : { kind: "conflict" };
}

export async function submitOnce<T extends { id: number }>(
  db: Db,
  options: {
    scope: string;
    key: string | undefined;
    payload: unknown;
    insert: (tx: Tx) => Promise<T>;
    load: (db: Executor, id: number) => Promise<T | null>;
  },
): Promise<SubmissionResult<T>> {
  const { scope, key } = options;
  return db.transaction(async (tx) => {
    if (!key) return { kind: "created", record: await options.insert(tx) };
    const requestHash = requestFingerprint(options.payload);
    // On PostgreSQL a concurrent insert of the same key waits here until the first commits.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      const record = await options.insert(tx);
      await tx
        .update(idempotencyKeys)
        .set({ recordId: record.id })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return { kind: "created", record };
    }
    return replayOf(tx, { scope, key, requestHash, load: options.load });
  });
}
