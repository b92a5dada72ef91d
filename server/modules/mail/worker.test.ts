// The mail worker against a real SMTP server started here (the outside edge): it delivers the
// acknowledgement with both parts, retries a refused connection with backoff without ever
// holding up the request, gives up after 5 attempts, logs mail when no SMTP_URL is set, and
// never sends one mail twice when several workers claim at once.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";
import { MAX_ATTEMPTS, outboxRepository, RETRY_DELAYS_MINUTES } from "./outbox-repository.ts";
import { eventually, refusingSmtpUrl, startSmtpServer } from "./smtp-test-server.ts";
import { createMailWorker } from "./worker.ts";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let smtp: Smtp;
const opened: TestContext[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
  await smtp.close();
});

async function app(env: Record<string, string>) {
  const t = await build({ env });
  opened.push(t);
  const course = await createCourse(t.database.db, { name: "Azure Administrator AZ-104" });
  const enquire = (to: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/ictEnquiry/",
      headers: apiHeaders(),
      payload: { ict_id: course.id, eName: "Kavya Nair", eEmail: to, eContact: "+91 90000 12345" },
    });
  const mailTo = async (to: string) =>
    (await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, to)))[0]!;
  return { t, enquire, mailTo };
}

describe("delivery through SMTP", () => {
  it("sends the acknowledgement to the visitor with its subject and both parts, then marks it sent", async () => {
    const { t, enquire, mailTo } = await app({
      SMTP_URL: smtp.url,
      MAIL_FROM: "SkillBridge Test <mailer@skillbridge.test>",
    });
    expect((await enquire("kavya@example.com")).statusCode).toBe(201);
    expect(smtp.received).toHaveLength(0); // the request only queued it

    const summary = await t.app.mailWorker.runOnce();
    expect(summary).toEqual({ sent: 1, logged: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.from).toBe("mailer@skillbridge.test");
    expect(message!.to).toEqual(["kavya@example.com"]);
    expect(message!.raw).toMatch(/^Subject: We received your request for Azure Administrator AZ-104\r?$/m);
    expect(message!.raw).toMatch(/^To: kavya@example\.com\r?$/m);
    expect(message!.raw).toMatch(/^From: SkillBridge Test <mailer@skillbridge\.test>\r?$/m);
    expect(message!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(message!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(message!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(message!.body).toContain("Dear Kavya Nair,");
    expect(message!.body).toContain("<h2");
    expect(message!.body).toContain("What happens next");

    const row = await mailTo("kavya@example.com");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Nothing left to do: a second run sends nothing more.
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, logged: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("delivers in the background once started, soon after the request", async () => {
    const { t, enquire } = await app({ SMTP_URL: smtp.url });
    t.app.mailWorker.start();
    try {
      expect((await enquire("background@example.com")).statusCode).toBe(201);
      await eventually(async () => smtp.received.length === 1);
      expect(smtp.received[0]!.to).toEqual(["background@example.com"]);
    } finally {
      await t.app.mailWorker.stop();
    }
  });
});

describe("a stream of submissions", () => {
  it("is claimed in batches, not one claim per mail, and every mail still goes out", async () => {
    const { t, enquire } = await app({}); // no SMTP_URL: each mail is logged, a run takes a moment
    // When each claim starts and ends: the worker waits its gathering moment (50 ms) after a run
    // before the next claim, however busy the machine is.
    const claimTimes: { start: number; end: number }[] = [];
    const claimDue = outboxRepository.claimDue;
    const claims = vi.spyOn(outboxRepository, "claimDue").mockImplementation(async (...args) => {
      const start = performance.now();
      try {
        return await claimDue(...args);
      } finally {
        claimTimes.push({ start, end: performance.now() });
      }
    });
    t.app.mailWorker.start();
    try {
      // 12 enquiries 10 ms apart: without gathering, each would wake the idle worker for a claim.
      for (let i = 0; i < 12; i++) {
        expect((await enquire(`stream${i}@example.com`)).statusCode).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const stream = sql`${schema.outbox.to} like 'stream%'`;
      const logged = async () =>
        (await t.database.db.select({ n: count() }).from(schema.outbox).where(sql`${stream} and status = 'logged'`))[0]!
          .n;
      await eventually(async () => (await logged()) === 12);
      // Without gathering, a claim would follow each submission within its 10 ms: here every claim
      // waits at least the gathering moment after the one before (a timer may fire 1 ms early).
      const gaps = claimTimes.slice(1).map((claim, i) => claim.start - claimTimes[i]!.end);
      expect(gaps.length).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(48);
    } finally {
      await t.app.mailWorker.stop();
      claims.mockRestore();
    }
  });
});

describe("a failing SMTP server", () => {
  it("keeps the mail pending with the attempt counted and the error noted; the request still got its 201", async () => {
    const { t, enquire, mailTo } = await app({ SMTP_URL: await refusingSmtpUrl() });
    t.app.mailWorker.start();
    try {
      const res = await enquire("refused@example.com");
      expect(res.statusCode).toBe(201);
      const row = await eventually(async () => {
        const current = await mailTo("refused@example.com");
        return current.attempts === 1 && current.lastError ? current : null;
      });
      expect(row.status).toBe("pending");
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.sentAt).toBeNull();
      const waitMs = row.nextAttemptAt.getTime() - Date.now();
      expect(waitMs).toBeGreaterThan(30_000); // retried after about a minute, not at once
      expect(waitMs).toBeLessThanOrEqual(61_000);
    } finally {
      await t.app.mailWorker.stop();
    }
  });

  it("backs off 1, 5, 15 and 60 minutes, then gives up after 5 attempts", async () => {
    const { t, enquire, mailTo } = await app({ SMTP_URL: await refusingSmtpUrl() });
    const db = t.database.db;
    expect((await enquire("backoff@example.com")).statusCode).toBe(201);
    const { id } = await mailTo("backoff@example.com");
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, logged: 0, failed: 1 });
      const row = await mailTo("backoff@example.com");
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("pending");
        waits.push(Math.round((row.nextAttemptAt.getTime() - Date.now()) / 60_000));
        // Not due yet: a run now leaves it alone.
        expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, logged: 0, failed: 0 });
        await db.update(schema.outbox).set({ nextAttemptAt: sql`now()` }).where(eq(schema.outbox.id, id));
      } else {
        expect(row.status).toBe("failed");
        expect(row.lastError).toMatch(/ECONNREFUSED/);
      }
    }
    expect(waits).toEqual([...RETRY_DELAYS_MINUTES]);
    // A failed mail is never claimed again.
    await db.update(schema.outbox).set({ nextAttemptAt: sql`now()` }).where(eq(schema.outbox.id, id));
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, logged: 0, failed: 0 });
  });
});

describe("without SMTP_URL", () => {
  it("marks the mail logged and writes only its outbox id and kind to the log (no address, no text)", async () => {
    const { t, enquire, mailTo } = await app({});
    expect((await enquire("logged@example.com")).statusCode).toBe(201);
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = {
      info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }),
      warn: () => undefined,
      error: () => undefined,
    };
    const worker = createMailWorker({ db: t.database.db, from: "x <x@example.com>", log: log as never });
    expect(await worker.runOnce()).toEqual({ sent: 0, logged: 1, failed: 0 });
    const row = await mailTo("logged@example.com");
    expect(row).toMatchObject({ status: "logged", attempts: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.obj).toEqual({ outboxId: row.id, kind: row.kind });
    expect(JSON.stringify(lines[0])).not.toContain("logged@example.com");
  });
});

describe("several workers", () => {
  it("never send one mail twice when they claim at the same time", async () => {
    const { t } = await app({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const total = 24;
    for (let i = 0; i < total; i++) {
      await outboxRepository.enqueue(db, {
        to: `many${i}@example.com`,
        kind: "test",
        subject: `Mail ${i}`,
        text: "Hello",
        html: "<p>Hello</p>",
      });
    }
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const workers = Array.from({ length: 3 }, () =>
      createMailWorker({ db, from: "x@example.com", smtpUrl: smtp.url, log: quiet, batchSize: 5 }),
    );
    const summaries = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(summaries.reduce((sum, s) => sum + s.sent, 0)).toBe(total);
    expect(smtp.received).toHaveLength(total);
    expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(total);
    const [sent] = await db.select({ n: count() }).from(schema.outbox).where(eq(schema.outbox.status, "sent"));
    expect(sent!.n).toBe(total);
    await Promise.all(workers.map((worker) => worker.stop()));
  });
});
