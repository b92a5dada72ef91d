// Account details through the real app's pages, as a browser without scripts posts them: a
// sign-in on /learner/login names the session by the browser's own user agent ("Chrome on
// Windows"), not the in-process call's; an erasure asked on /learner/account is only a question
// until it is answered yes, and a withdrawal there removes the request. Runs on each database driver.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../test/app.ts";
import { createLearner, TEST_PASSWORD } from "../test/factories.ts";
import { SESSION_COOKIE } from "./auth.ts";

let t: TestContext;
const SITE = "http://localhost";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
});
afterAll(() => t?.close());

const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": WINDOWS_CHROME,
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });

/** Signs in through the login page's action; the session cookie it set. */
async function signInByForm(email: string): Promise<string> {
  const res = await post("/learner/login", { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBeGreaterThanOrEqual(300);
  expect(res.statusCode).toBeLessThan(400);
  const cookie = [res.headers["set-cookie"] ?? []]
    .flat()
    .map(String)
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(";")[0]!;
}

const account = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/learners/me/account", headers: { ...apiHeaders(), cookie } })).json();

describe("a sign-in through the site", () => {
  it("names the session by the browser and system that signed in", async () => {
    const learner = await createLearner(t.database.db, { email: "device.web@example.com" });
    const cookie = await signInByForm(learner.email);
    const { sessions } = await account(cookie);
    expect(sessions).toEqual([expect.objectContaining({ current: true, device: "Chrome on Windows" })]);
    // The agent itself is never kept, only its summary.
    const rows = await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.subjectId, learner.id));
    expect(JSON.stringify(rows)).not.toContain("Mozilla");
  });
});

describe("an erasure asked without scripts", () => {
  it("asks once more, sends only on yes, and can be withdrawn", async () => {
    const learner = await createLearner(t.database.db, { email: "erasure.web@example.com" });
    const cookie = await signInByForm(learner.email);
    const requests = () =>
      t.database.db.select().from(schema.erasureRequests).where(eq(schema.erasureRequests.learnerId, learner.id));

    const asked = await post("/learner/account", { intent: "erasure" }, { cookie });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Are you sure? Once our staff carry it out");
    expect(asked.body).toContain("Yes, erase my account");
    expect(await requests()).toEqual([]);

    const kept = await post("/learner/account", { intent: "erasure-keep", confirm: "yes" }, { cookie });
    expect(kept.body).toContain("Nothing was sent: your account stays as it is.");
    expect(await requests()).toEqual([]);

    const confirmed = await post("/learner/account", { intent: "erasure", confirm: "yes" }, { cookie });
    expect(confirmed.body).toContain("You asked for your account to be erased on");
    expect(await requests()).toHaveLength(1);

    const withdrawn = await post("/learner/account", { intent: "erasure-cancel" }, { cookie });
    expect(withdrawn.body).toContain("Your erasure request is withdrawn: your account stays as it is.");
    expect(withdrawn.body).toContain("Ask for my account to be erased");
    expect(await requests()).toEqual([]);
  });
});
