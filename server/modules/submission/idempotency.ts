// No lost or doubled submissions: a record is committed before its 201, and a retry with the
// same Idempotency-Key returns the first record instead of storing a second one. The key row
// and the record are written in one transaction (or one statement, as enquiries do), so a crash
// leaves both or neither.
import { createHash } from "node:crypto";
import type { Db, Executor, Tx } from "../../db/client.ts";
import { idempotencyRepository } from "./repository.ts";

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
  const existing = await idempotencyRepository.find(db, options.scope, options.key);
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
    // On PostgreSQL a concurrent claim of the same key waits here until the first commits.
    if (await idempotencyRepository.claim(tx, scope, key, requestHash)) {
      const record = await options.insert(tx);
      await idempotencyRepository.setRecord(tx, scope, key, record.id);
      return { kind: "created", record };
    }
    return replayOf(tx, { scope, key, requestHash, load: options.load });
  });
}
