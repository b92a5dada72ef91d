// The only place that queries idempotency keys: a submission's claim on its Idempotency-Key, the
// record it produced, and what a retry finds (idempotency.ts says how they are used).
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema.ts";

const keyIs = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

export const idempotencyRepository = {
  async find(db: Executor, scope: string, key: string) {
    const [row] = await db.select().from(idempotencyKeys).where(keyIs(scope, key));
    return row ?? null;
  },

  /**
   * Claims the key; false when it was claimed already. On PostgreSQL a concurrent claim of the
   * same key waits here until the first one's transaction commits.
   */
  async claim(db: Executor, scope: string, key: string, requestHash: string): Promise<boolean> {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return claimed.length > 0;
  },

  async setRecord(db: Executor, scope: string, key: string, recordId: number): Promise<void> {
    await db.update(idempotencyKeys).set({ recordId }).where(keyIs(scope, key));
  },
};
