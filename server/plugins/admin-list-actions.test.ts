// The inbox's "Mark all as seen" and the outbox's View and "Retry now" work as plain
// HTML — a POST to the page's action (or a link), answered server-rendered — through the real app
// with a staff member's session cookie, on each database driver.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { MAX_ATTEMPTS } from "../modules/mail/outbox-repository.ts";
import { apiHeaders, build, signIn, type TestContext } from "../test/app.ts";
import { createStaff } from "../test/factories.ts";
import { SESSION_COOKIE } from "./auth.ts";

let t: TestContext;
let token: string;
let failedId: number;
let sentId: number;

const SITE = "http://localhost";

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  const staff = await createStaff(t.database.db, { role: "staff" });
  token = await signIn(t.app, "staff", staff.email);
  const mail = (subject: string, status: string, extra: object = {}) => ({
    to: `${subject.toLowerCase()}@example.com`,
    subject,
    text: `Body of ${subject}: your login details follow.`,
    html: `<p>Body of ${subject}</p>`,
    kind: "acknowledgement",
    status,
    ...extra,
  });
  const [failed, sent] = await t.database.db
    .insert(schema.outbox)
    .values([
      mail("Broken", "failed", { attempts: MAX_ATTEMPTS, lastError: "SMTP 550 mailbox unavailable" }),
      mail("Delivered", "sent", { attempts: 1, sentAt: new Date() }),
    ])
    .returning();
  failedId = failed?.id ?? 0;
  sentId = sent?.id ?? 0;
  await t.database.db.insert(schema.enquiries).values({
    kind: "contact",
    name: "Esha Gupta",
    email: "esha@example.com",
    contact: "+91 90000 00006",
    query: "Do you teach on Sundays?",
    formSource: "contact",
  });
});
afterAll(() => t?.close());

const session = () => `${SESSION_COOKIE}=${token}`;
const page = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: session() } });
const post = (url: string, form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      cookie: session(),
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(form).toString(),
  });
const flashOf = (res: { headers: Record<string, unknown> }) => String(res.headers["set-cookie"] ?? "");
const outboxRow = async (id: number) =>
  (await t.database.db.select().from(schema.outbox).where(eq(schema.outbox.id, id)))[0];

describe("Mark all as seen without scripts", () => {
  it("is a POST form on the inbox; posted, nothing is new any more and the same view comes back", async () => {
    const inbox = await page("/admin/inbox?type=contact");
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toMatch(/<form[^>]*method="post"[^>]*>(?:(?!<\/form>).)*Mark all as seen/s);
    const newSince = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/inbox", headers: apiHeaders(token) })).json().newSince;
    expect(await newSince()).toBeGreaterThan(0);

    const res = await post("/admin/inbox?type=contact", { intent: "mark-seen" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/admin/inbox?type=contact");
    expect(flashOf(res)).toContain("inbox-seen");
    expect(await newSince()).toBe(0);
  });

  it("refuses an unknown form and changes nothing", async () => {
    const res = await post("/admin/inbox", { intent: "delete-everything" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("This form is not known here");
    // The dashboard at /admin knows only its digest form.
    const dashboard = await post("/admin", { intent: "delete-everything" });
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.body).toContain("This form is not known here");
  });
});

describe("the outbox without scripts", () => {
  it("shows a mail's text on the page at ?view={id}, with the way back to the list", async () => {
    const res = await page(`/admin/outbox?status=failed&view=${failedId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Body of Broken: your login details follow.");
    expect(res.body).toContain('href="/admin/outbox?status=failed"');
    expect(res.body).toContain(`href="/admin/outbox?status=failed&amp;view=${failedId}"`);
    const missing = await page("/admin/outbox?view=999999");
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain("This mail does not exist");
  });

  it("Retry now puts a failed mail back in the queue and comes back to the same list", async () => {
    const res = await post("/admin/outbox?status=failed", { intent: "retry", id: String(failedId) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/admin/outbox?status=failed");
    expect(flashOf(res)).toContain("mail-retried");
    expect((await outboxRow(failedId))?.status).toBe("pending");
  });

  it("refuses to retry a mail that did not fail, and says why on the page", async () => {
    const res = await post("/admin/outbox", { intent: "retry", id: String(sentId) });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain("Only a failed mail can be retried");
    expect((await outboxRow(sentId))?.status).toBe("sent");
  });

  it("refuses a post from another site, changing nothing", async () => {
    await t.database.db.update(schema.outbox).set({ status: "failed" }).where(eq(schema.outbox.id, failedId));
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/outbox",
      headers: {
        cookie: session(),
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `intent=retry&id=${failedId}`,
    });
    expect(res.statusCode).toBe(403);
    expect((await outboxRow(failedId))?.status).toBe("failed");
  });
});
