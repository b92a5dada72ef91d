// The mail outbox in the back office: staff only; newest first, paged, by status; one
// message with its text; "Retry now" puts a failed mail back in the queue (audited) and a
// worker run delivers it.

import { outboxMessages } from "@skillbridge/core/admin/outbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  apiHeaders,
  auditRows,
  build,
  caller,
  expectStaffOnly,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { createLearner } from "../../test/factories.ts";
import { MAX_ATTEMPTS } from "./outbox-repository.ts";
import { HIDDEN_SECRET } from "./secret-links.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t, { staff: { role: "staff" } }));
  const minute = 60_000;
  const mail = (subject: string, status: string, ageMinutes: number, extra: object = {}) => ({
    to: `${subject.toLowerCase()}@example.com`,
    subject,
    text: `Body of ${subject}`,
    html: `<p>Body of ${subject}</p>`,
    kind: "acknowledgement",
    status,
    createdAt: new Date(Date.now() - ageMinutes * minute),
    ...extra,
  });
  const rows = await t.database.db
    .insert(schema.outbox)
    .values([
      mail("Oldest", "logged", 30, { attempts: 1, sentAt: new Date() }),
      mail("Broken", "failed", 20, { attempts: MAX_ATTEMPTS, lastError: "SMTP 550 mailbox unavailable" }),
      mail("Waiting", "pending", 10, {
        nextAttemptAt: new Date(Date.now() + 5 * minute),
        attempts: 1,
        lastError: "timeout",
      }),
    ])
    .returning();
  for (const row of rows) ids[row.subject] = row.id;
});
afterAll(() => t.close());

describe("outbox", () => {
  it("anonymous 401, learner 403", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", "/api/admin/outbox"],
        ["GET", "/api/admin/outbox/1"],
        ["POST", "/api/admin/outbox/1/retry", {}],
      ],
      learnerToken,
    );
  });

  it("lists newest first, paged, filtered by status, without bodies", async () => {
    const all = await call("GET", "/api/admin/outbox");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((item: { subject: string }) => item.subject)).toEqual(["Waiting", "Broken", "Oldest"]);
    expect(all.json().items[0]).not.toHaveProperty("text");
    const page = (await call("GET", "/api/admin/outbox?limit=1&offset=1")).json();
    expect(page).toMatchObject({ total: 3, items: [{ subject: "Broken" }] });
    const failed = (await call("GET", "/api/admin/outbox?status=failed")).json();
    expect(failed).toMatchObject({
      total: 1,
      items: [{ subject: "Broken", attempts: MAX_ATTEMPTS, lastError: "SMTP 550 mailbox unavailable" }],
    });
    expect((await call("GET", "/api/admin/outbox?status=lost")).statusCode).toBe(422);
  });

  it("shows one message with its text", async () => {
    const res = await call("GET", `/api/admin/outbox/${ids.Broken}`);
    expect(res.json()).toMatchObject({ subject: "Broken", text: "Body of Broken", to: "broken@example.com" });
    expect((await call("GET", "/api/admin/outbox/999999")).statusCode).toBe(404);
  });

  it("retries a failed mail: pending and due now, audited, delivered by the next worker run", async () => {
    const res = await call("POST", `/api/admin/outbox/${ids.Broken}/retry`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "pending", attempts: MAX_ATTEMPTS });
    expect(new Date(res.json().nextAttemptAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await auditRows(t, "outbox", ids.Broken!);
    expect(audit).toMatchObject({ action: "outbox.retry", before: { status: "failed" }, after: { status: "pending" } });
    expect(JSON.stringify(audit)).not.toContain("Body of Broken");
    const summary = await t.app.mailWorker.runOnce();
    expect(summary.logged).toBe(1); // no SMTP_URL in tests: the mail goes to the log
    const [row] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.id, ids.Broken!));
    expect(row!.status).toBe("logged");
  });

  it("refuses to retry a mail that is not failed, and changes nothing", async () => {
    for (const id of [ids.Waiting, ids.Oldest]) {
      const res = await call("POST", `/api/admin/outbox/${id}/retry`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(outboxMessages.notFailed);
      expect(await auditRows(t, "outbox", id!)).toEqual([]);
    }
    const [waiting] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.id, ids.Waiting!));
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect((await call("POST", "/api/admin/outbox/999999/retry", {})).statusCode).toBe(404);
  });
});

describe("secret links", () => {
  it("hides the secret of a set-password link from staff; the mail itself keeps it for its recipient (so staff cannot use it)", async () => {
    const learner = await createLearner(t.database.db, { email: "secret.link@example.com" });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/learners/password-reset",
      headers: apiHeaders(),
      payload: { email: learner.email },
    });
    expect(reset.statusCode).toBe(202);
    await t.app.afterAnswer.idle(); // the mail is made after the answer
    const [row] = await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, learner.email));
    const token = /[?&]token=([\w-]+)/.exec(row!.text)![1]!;
    expect(token.length).toBeGreaterThan(20);
    for (const role of ["staff", "admin"] as const) {
      const { staffToken: roleToken } = await signedInPeople(t, { staff: { role } });
      const shown = await call("GET", `/api/admin/outbox/${row!.id}`, undefined, roleToken);
      expect(shown.statusCode).toBe(200);
      expect(shown.body).not.toContain(token);
      expect(shown.json().text).toContain(`/learner/set-password?token=${HIDDEN_SECRET}`);
    }
  });
});
