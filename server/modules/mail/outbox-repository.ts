// The only place that queries the outbox: mail waiting to be sent, and what became of it.
import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { MailContent } from "./render.ts";

export type OutboxRow = typeof outbox.$inferSelect;

/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th failure a mail is 'failed'. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** How long a claimed mail is reserved for its claimer; a crashed claimer's mail is retried after it. */
export const CLAIM_LEASE_SECONDS = 300;

/**
 * A stranger who types someone else's address into our forms can make us mail that
 * person at most this many acknowledgements (and, separately, password-reset mails) an hour. The
 * record itself is always kept; only the mail is not queued.
 */
export const MAILS_PER_RECIPIENT_HOUR = 3;

/** A condition that holds while `to` has had fewer than the limit of `kinds` in the last hour. */
export function underRecipientLimit(to: SQL, kinds: readonly string[]): SQL {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}::text`),
    sql`, `,
  );
  return sql`(select count(*) from outbox recent
    where lower(recent."to") = lower(${to}) and recent.created_at > now() - interval '1 hour'
      and recent.kind in (${kindList})) < ${MAILS_PER_RECIPIENT_HOUR}`;
}

export const outboxRepository = {
  /** Queues a mail; call it inside the transaction that stores what the mail is about. */
  async enqueue(db: Executor, mail: MailContent & { to: string; kind: string }): Promise<OutboxRow> {
    const [row] = await db.insert(outbox).values(mail).returning();
    if (!row) throw new Error("outbox insert returned nothing");
    return row;
  },

  /**
   * Queues a mail unless its recipient already had MAILS_PER_RECIPIENT_HOUR mails of `kinds`
   * (its own kind among them) in the last hour; answers whether it was queued.
   */
  async enqueueLimited(
    db: Executor,
    mail: MailContent & { to: string; kind: string },
    kinds: readonly string[],
  ): Promise<boolean> {
    const result = await db.execute(sql`insert into outbox ("to", "subject", "text", "html", "kind")
      select ${mail.to}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.html}::text, ${mail.kind}::text
      where ${underRecipientLimit(sql`${mail.to}::text`, kinds)}
      returning id`);
    // Both drivers answer { rows } (node-postgres and PGlite).
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  },

  /**
   * Claims up to `limit` due mails for this worker: their attempt is counted and they are
   * reserved for a lease, in one statement. FOR UPDATE SKIP LOCKED lets several processes
   * claim at once on PostgreSQL without two of them taking the same mail; the re-check of
   * the reservation after a lock wait keeps a mail claimed just before from being claimed
   * again. PGlite has one connection, so there it is simply one statement at a time.
   */
  async claimDue(db: Executor, limit: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
      })
      .where(and(inArray(outbox.id, due), eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .returning();
  },

  async markSent(db: Executor, id: number): Promise<void> {
    await db.update(outbox).set({ status: "sent", sentAt: sql`now()` }).where(eq(outbox.id, id));
  },

  /** No SMTP_URL: the mail went to the log instead. */
  async markLogged(db: Executor, id: number): Promise<void> {
    await db.update(outbox).set({ status: "logged", sentAt: sql`now()` }).where(eq(outbox.id, id));
  },

  /** A failed attempt: retried after the next delay, or given up after the last attempt. */
  async markAttemptFailed(db: Executor, row: Pick<OutboxRow, "id" | "attempts">, error: string): Promise<void> {
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MINUTES[Math.min(row.attempts, RETRY_DELAYS_MINUTES.length) - 1] ?? 1;
    await db
      .update(outbox)
      .set(
        giveUp
          ? { status: "failed", lastError: error }
          : { lastError: error, nextAttemptAt: sql`now() + make_interval(mins => ${delay})` },
      )
      .where(eq(outbox.id, row.id));
  },
};
