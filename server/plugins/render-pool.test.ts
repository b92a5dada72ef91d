// Pages rendered on render threads (RENDER_THREADS): the same pages as this thread renders, read
// through the owner's API with the visitor's own session, and a form post still rendered where its
// body arrives.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webBuildDir } from "../config.ts";
import { build, signIn, type TestContext } from "../test/app.ts";
import { createCourse, createLearner } from "../test/factories.ts";
import { SESSION_COOKIE } from "./auth.ts";
import { RenderPool } from "./render-pool.ts";

let threaded: TestContext;
let local: TestContext;
beforeAll(async () => {
  [threaded, local] = await Promise.all([
    build({ web: true, env: { PAGE_CACHE_SECONDS: "0", RENDER_THREADS: "1" } }),
    build({ web: true, env: { PAGE_CACHE_SECONDS: "0" } }),
  ]);
  await createCourse(threaded.database.db, { name: "Threaded Render Course" });
  await createCourse(local.database.db, { name: "Threaded Render Course" });
  const pool = threaded.app.renderPool;
  if (!pool) throw new Error("RENDER_THREADS=1 started no render pool");
  await pool.warm();
  expect(pool.ready).toBe(1);
});
afterAll(() => Promise.all([threaded?.close(), local?.close()]));

/**
 * The page without what differs between any two renders (the scripts' per-render mark and hashes)
 * or between the two databases (the factories number the domains they make).
 */
const comparable = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, "<script/>").replace(/Domain \d+/g, "Domain");

const scriptHashes = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ""))
    .map(
      ([, , code]) =>
        `'sha256-${createHash("sha256")
          .update(code ?? "")
          .digest("base64")}'`,
    );

describe("render threads", () => {
  it("render the catalogue as this thread does, with the policy of the page's own scripts", async () => {
    const pool = threaded.app.renderPool!;
    const before = pool.stats.threaded;
    const [onThread, here] = await Promise.all([
      threaded.app.inject({ method: "GET", url: "/training_course?page=1" }),
      local.app.inject({ method: "GET", url: "/training_course?page=1" }),
    ]);
    expect(pool.stats.threaded).toBe(before + 1);
    expect(onThread.statusCode).toBe(200);
    expect(onThread.body).toContain("Threaded Render Course");
    expect(comparable(onThread.body)).toBe(comparable(here.body));
    const policy = String(onThread.headers["content-security-policy"]);
    for (const hash of scriptHashes(onThread.body)) expect(policy).toContain(hash);
  });

  it("read the API with the visitor's own session, and answer a redirect as it is", async () => {
    const learner = await createLearner(threaded.database.db, { firstName: "Thread", lastName: "Reader" });
    const token = await signIn(threaded.app, "learner", learner.email);
    const profile = await threaded.app.inject({
      method: "GET",
      url: "/learner/Profile",
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain("Thread");
    expect(profile.headers["cache-control"]).toContain("no-store");
    // Without a session the learner area sends the visitor to sign in.
    const anonymous = await threaded.app.inject({ method: "GET", url: "/learner/Profile" });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toContain("/learner/login");
  });

  it("hand back a file that is not a page byte for byte", async () => {
    const [onThread, here] = await Promise.all([
      threaded.app.inject({ method: "GET", url: "/sitemap.xml" }),
      local.app.inject({ method: "GET", url: "/sitemap.xml" }),
    ]);
    expect(onThread.statusCode).toBe(200);
    expect(onThread.headers["content-type"]).toContain("xml");
    expect(onThread.body).toBe(here.body);
  });

  it("stop when they have had nothing to do, and start again when pages are asked for", async () => {
    const pool = new RenderPool(1, { buildDir: webBuildDir(), mode: "production", idleMs: 300 }, threaded.app.log);
    try {
      // Nothing runs until a page is asked for: this one renders in the caller, and a thread starts.
      expect(pool.running).toBe(0);
      const noThreadYet = pool.render({} as never, async () => {
        throw new Error("not asked");
      });
      expect(noThreadYet).toBeUndefined();
      expect(pool.running).toBe(1);
      await expect.poll(() => pool.ready, { timeout: 60_000 }).toBe(1);
      // With no render for the idle time, it stops, and its memory goes with it.
      await expect.poll(() => pool.running, { timeout: 30_000 }).toBe(0);
      expect(pool.render({} as never, async () => undefined as never)).toBeUndefined();
      await expect.poll(() => pool.ready, { timeout: 60_000 }).toBe(1);
    } finally {
      await pool.close();
    }
  }, 180_000);
});
