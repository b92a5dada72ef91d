// Without scripts a sign-in on /learner/login cannot replace the login page's history entry, so
// Back would return to it and be sent on to the dashboard again. Through the real app: the page
// keeps the site page it was reached from (Referer, path only) in its form; a sign-in posted
// without scripts remembers it in a short cookie; the login page, asked for again by that
// signed-in visitor, sends them there once. Runs on each database driver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, signIn, type TestContext } from "../test/app.ts";
import { createLearner, TEST_PASSWORD } from "../test/factories.ts";
import { SESSION_COOKIE } from "./auth.ts";

let t: TestContext;
let email: string;
const SITE = "http://localhost";

beforeAll(async () => {
  t = await build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } });
  email = (await createLearner(t.database.db)).email;
});
afterAll(() => t?.close());

const loginPage = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/learner/login", headers });
const postLogin = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/learner/login",
    headers: {
      origin: SITE,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers["set-cookie"] ?? []].flat().map(String);
const backCookie = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).find((cookie) => cookie.startsWith("sb_login_back="));

describe("/learner/login without scripts: Back after signing in goes to the page before it", () => {
  it("puts the same-site page it was reached from in its form, path only", async () => {
    const fromAbout = await loginPage({ referer: `${SITE}/about?utm_source=x` });
    expect(fromAbout.statusCode).toBe(200);
    expect(fromAbout.body).toContain('<input type="hidden" name="back" value="/about"/>');
    for (const referer of ["https://elsewhere.example/about", `${SITE}/learner/login`, "not a url"]) {
      expect((await loginPage({ referer })).body, referer).not.toContain('name="back"');
    }
  });

  it("remembers it on a sign-in posted by the browser, and the login page then sends the visitor there once", async () => {
    const posted = await postLogin(
      { email, password: TEST_PASSWORD, back: "/about" },
      { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" },
    );
    expect(posted.statusCode).toBeGreaterThanOrEqual(300);
    expect(posted.statusCode).toBeLessThan(400);
    expect(posted.headers.location).toBe("/learner/Profile");
    expect(backCookie(posted)).toMatch(
      /^sb_login_back=%2Fabout; Path=\/learner\/login; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );

    const token = await signIn(t.app, "learner", email);
    const session = `${SESSION_COOKIE}=${token}`;
    const back = await loginPage({ cookie: `${session}; sb_login_back=%2Fabout` });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe("/about");
    expect(backCookie(back)).toMatch(/^sb_login_back=; Path=\/learner\/login; Max-Age=0/);
    // without it (or with a path that is not the site's), the spec's redirect to the dashboard
    for (const cookie of [session, `${session}; sb_login_back=%2F%2Fevil.example`]) {
      const res = await loginPage({ cookie });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/learner/Profile");
    }
  });

  it("remembers nothing for a script's post (which replaces the entry itself) or a path off the site", async () => {
    const scripted = await postLogin(
      { email, password: TEST_PASSWORD, back: "/about" },
      { "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" },
    );
    expect(scripted.headers.location).toBe("/learner/Profile");
    expect(backCookie(scripted)).toBeUndefined();
    for (const back of ["//evil.example", "https://evil.example/", "/learner/login", "/pay?token=abc"]) {
      const res = await postLogin({ email, password: TEST_PASSWORD, back }, { "sec-fetch-mode": "navigate" });
      expect(res.headers.location, back).toBe("/learner/Profile");
      expect(backCookie(res), back).toBeUndefined();
    }
  });

  it("keeps the page before through a refused attempt", async () => {
    const refused = await postLogin(
      { email, password: "wrong-password", back: "/about" },
      { "sec-fetch-mode": "navigate" },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('<input type="hidden" name="back" value="/about"/>');
  });
});
