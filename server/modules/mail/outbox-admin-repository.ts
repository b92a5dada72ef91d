// The back office's reads of the outbox (newest first, paged, by status) and the manual retry of
// a failed mail; the worker's own queries stay in outbox-repository.ts.
import type { OutboxItem, OutboxMessage, OutboxQuery, OutboxStatus } from "@skillbridge/core/admin/outbox";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { hideSecretLinks } from "./secret-links.ts";

type Row = typeof outbox.$inferSelect;

const listColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  kind: outbox.kind,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
};
const toItem = (row: Omit<Row, "text" | "html">): OutboxItem => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  status: row.status as OutboxStatus,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
});

export const outboxAdminRepository = {
  async page(db: Executor, query: { status?: OutboxQuery["status"]; limit: number; offset: number }) {
    const where = query.status ? eq(outbox.status, query.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select(listColumns)
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(outbox).where(where),
    ]);
    return { items: rows.map(toItem), total: total?.n ?? 0 };
  },

  async find(db: Executor, id: number, lock = false): Promise<OutboxMessage | null> {
    const query = db
      .select({ ...listColumns, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.id, id));
    const [row] = await (lock ? query.for("update") : query);
    return row ? { ...toItem(row), text: hideSecretLinks(row.text) } : null;
  },

  /**
   * A failed mail goes back to the queue, due now. Its attempts are kept: the retry is one more
   * attempt, and a mail that fails again is failed again.
   */
  async requeue(tx: Tx, id: number): Promise<void> {
    await tx.update(outbox).set({ status: "pending", nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
  },
};
