// "Tell me when a batch opens" through the real course page, as a browser without scripts sees and
// posts it: the form is in the first HTML beside the empty schedule's text; a post answers with a
// page that says "We will e-mail you when a batch of {course} opens."; a repeat says the same and
// stores nothing new; a bad e-mail is refused beside its field with what was typed kept. Staff see
// the waiting people on the dashboard and the course's admin page. Runs on each database driver.
import { coursePath } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { build, signIn, type TestContext } from "../test/app.ts";
import { createBatch, createCourse, createStaff } from "../test/factories.ts";
import { SESSION_COOKIE } from "./auth.ts";

let t: TestContext;
let course: { id: number; name: string };
let path: string;
const SITE = "http://localhost";

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  course = await createCourse(t.database.db, { name: "Firewall Fundamentals" });
  path = coursePath({ id: course.id, ictName: course.name });
});
afterAll(() => t?.close());

const post = (url: string, form: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams(form).toString(),
  });
const rows = () =>
  t.database.db.select().from(schema.batchInterests).where(eq(schema.batchInterests.courseId, course.id));

describe("the course page without an upcoming batch", () => {
  it("offers the form beside the spec's empty text, as a plain post to the page", async () => {
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Oops... No Upcoming Training Announced Yet");
    expect(page.body).toContain("Tell me when a batch opens");
    const form = page.body.match(/<form[^>]*>/g)?.find((tag) => tag.includes(path));
    expect(form, page.body.match(/<form[^>]*>/g)?.join("\n")).toBeDefined();
    expect(form).toMatch(/method="post"/);
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain('name="phone"');
  });

  it("answers a post with the server-rendered promise, once per e-mail", async () => {
    const form = { intent: "batch-interest", name: "Asha Rao", email: "asha.web@example.com", phone: "" };
    const sent = await post(path, form);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("We will e-mail you when a batch of Firewall Fundamentals opens.");
    const again = await post(path, { ...form, email: "Asha.Web@example.com" });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("We will e-mail you when a batch of Firewall Fundamentals opens.");
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Asha Rao", email: "asha.web@example.com", phone: null });
  });

  it("refuses a bad e-mail beside its field, keeps what was typed and stores nothing", async () => {
    const before = (await rows()).length;
    const refused = await post(path, { intent: "batch-interest", name: "Vikram Nair", email: "vikram@", phone: "" });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("Enter a valid e-mail address");
    expect(refused.body).toContain('value="Vikram Nair"');
    expect(refused.body).not.toContain("We will e-mail you");
    expect(await rows()).toHaveLength(before);
  });

  it("shows no form once the course has an upcoming batch", async () => {
    const other = await createCourse(t.database.db, { name: "Scheduled Course" });
    await createBatch(t.database.db, other.id);
    const page = await t.app.inject({ method: "GET", url: coursePath({ id: other.id, ictName: other.name }) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Tell me when a batch opens");
  });
});

describe("staff pages", () => {
  it("show the course's waiting people on the dashboard and the list on its admin page", async () => {
    const staff = await createStaff(t.database.db);
    const cookie = `${SESSION_COOKIE}=${await signIn(t.app, "staff", staff.email)}`;
    const dashboard = await t.app.inject({ method: "GET", url: "/admin", headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain("Waiting for a batch");
    expect(dashboard.body).toMatch(new RegExp(`href="/admin/courses/${course.id}">Firewall Fundamentals</a>`));

    const page = await t.app.inject({ method: "GET", url: `/admin/courses/${course.id}`, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("1 person is waiting for a batch of this course.");
    expect(page.body).toContain("asha.web@example.com");
    expect(page.body).toContain("Asha Rao");
  });
});
