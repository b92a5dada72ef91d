// Delivers the outbox in the background, never in a request: pending mail goes out through
// SMTP when SMTP_URL is set, and to the log otherwise. Failures are retried with backoff
// (outbox-repository.ts). main.ts starts it after listen and stops it on shutdown; tests call runOnce.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { type OutboxRow, outboxRepository } from "./outbox-repository.ts";
import { provider } from "./provider.ts";
import { createSmtpTransport, describeError, type MailAttachment, type MailTransport } from "./transport.ts";

export type MailWorker = {
  /** Polls every `intervalMs` until stopped. */
  start: () => void;
  /** Stops polling and waits for the mail being sent to finish. */
  stop: () => Promise<void>;
  /** Delivers every mail that is due now (tests call this directly). */
  runOnce: () => Promise<DeliverySummary>;
  /** A mail was queued: look sooner than the next poll (a no-op unless started). */
  wake: () => void;
};
export type DeliverySummary = { sent: number; logged: number; failed: number };

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

export function createMailWorker(options: {
  db: Db;
  from: string;
  log: Log;
  smtpUrl?: string | undefined;
  intervalMs?: number;
  /**
   * After a run, wait this long before claiming again even when woken, so a steady stream of
   * submissions is claimed in batches (one claim per ~`gatherMs`) instead of one claim statement
   * per mail. A wake while the worker is idle still runs at once.
   */
  gatherMs?: number;
  batchSize?: number;
  /** For tests: a transport other than SMTP. */
  transport?: MailTransport;
  /** Work that queues mail on a schedule (reminders before sessions, the staff's daily digest), done at the start of each run. */
  beforeRun?: () => Promise<unknown>;
  /** The files a mail carries, made when it is sent (a tax invoice's PDF from the stored invoice). */
  attachments?: (row: OutboxRow) => Promise<MailAttachment[]>;
}): MailWorker {
  const { db, from, log, smtpUrl } = options;
  const intervalMs = options.intervalMs ?? 5000;
  const gatherMs = options.gatherMs ?? 50;
  const batchSize = options.batchSize ?? 20;
  const transport = options.transport ?? (smtpUrl ? createSmtpTransport(smtpUrl, provider.email) : null);
  let started = false;
  let stopping = false;
  let running: Promise<DeliverySummary> | null = null;
  let loop: Promise<void> | null = null;
  let wakeRequested = false;
  let wakeUp: (() => void) | null = null;

  async function deliver(row: OutboxRow, summary: DeliverySummary) {
    if (!transport) {
      // No personal data in a log line — the recipient, the text and any link it holds
      // stay in the outbox table (the back office's Outbox shows them to staff).
      log.info({ outboxId: row.id, kind: row.kind }, "mail kept in the outbox, not sent (SMTP_URL is not set)");
      await outboxRepository.markLogged(db, row.id);
      summary.logged++;
      return;
    }
    try {
      // Made inside the try: a document that cannot be rendered now is retried like a refused send.
      const attachments = options.attachments ? await options.attachments(row) : [];
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(attachments.length ? { attachments } : {}),
      });
      await outboxRepository.markSent(db, row.id);
      log.info({ outboxId: row.id, kind: row.kind, attempt: row.attempts }, "mail sent");
      summary.sent++;
    } catch (error) {
      const reason = describeError(error, smtpUrl);
      await outboxRepository.markAttemptFailed(db, row, reason);
      log.warn({ outboxId: row.id, kind: row.kind, attempt: row.attempts, reason }, "mail not sent, will retry");
      summary.failed++;
    }
  }

  async function run(): Promise<DeliverySummary> {
    const summary: DeliverySummary = { sent: 0, logged: 0, failed: 0 };
    if (options.beforeRun) {
      try {
        await options.beforeRun();
      } catch (error) {
        // The mail already queued still goes out.
        log.error({ err: error }, "queueing scheduled mail failed");
      }
    }
    while (!stopping) {
      const rows = await outboxRepository.claimDue(db, batchSize);
      for (const row of rows) {
        if (stopping) break; // its lease runs out and another run takes it
        await deliver(row, summary);
      }
      if (rows.length < batchSize) break;
    }
    return summary;
  }

  function runOnce(): Promise<DeliverySummary> {
    // One run at a time in a process; a caller during a run gets that run's result.
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  }

  /** Waits `ms`, or less when woken or stopped. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function poll() {
    while (started) {
      wakeRequested = false;
      try {
        await runOnce();
      } catch (error) {
        log.error({ err: error }, "mail worker run failed");
      }
      if (!started) break;
      // Mail queued in the next moments is claimed together: under a stream of submissions at
      // most one claim per gatherMs, while a lone submission is still claimed at once.
      await new Promise((resolve) => setTimeout(resolve, gatherMs));
      if (started && !wakeRequested) await pause(intervalMs);
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = false;
      loop = poll();
    },
    async stop() {
      started = false;
      stopping = true;
      wakeUp?.();
      await loop;
      await running?.catch(() => undefined);
      loop = null;
      stopping = false;
      transport?.close();
    },
    runOnce,
    wake() {
      wakeRequested = true;
      wakeUp?.();
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/** Scheduled jobs that queue mail, run in turn before each delivery run: one failing does not stop
 * the next (reminders before sessions, the staff's daily digest). */
export function scheduledMail(jobs: Array<() => Promise<unknown>>): () => Promise<void> {
  return async () => {
    let failure: unknown;
    for (const job of jobs) {
      try {
        await job();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  };
}
