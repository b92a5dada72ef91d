// Finding 1: with PUBLIC_ORIGIN unset, a request naming a stranger's host is refused
// before anything runs (no reset mail with a link to that host); with it set, links use it only.
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "../db/schema.ts";
import { isLoopbackHost } from "../modules/submission/site-origin.ts";
import { apiHeaders, build, type TestContext } from "../test/app.ts";
import { createLearner } from "../test/factories.ts";

let t: TestContext | undefined;
const outbox = (app: TestContext) => app.database.db.select().from(schema.outbox);
const requestReset = (app: TestContext, email: string, host: string) =>
  app.app.inject({
    method: "POST",
    url: "/api/learners/password-reset",
    headers: { ...apiHeaders(), host },
    payload: { email },
  });
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("isLoopbackHost", () => {
  it("accepts this machine's names, with or without a port, and nothing else", () => {
    for (const host of ["localhost", "localhost:3000", "app.localhost", "127.0.0.1:8080", "127.9.9.9", "[::1]:3000"]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ["evil.example", "localhost.evil.example", "127.0.0.1.evil.example", "10.0.0.5", ""]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});

describe("without PUBLIC_ORIGIN", () => {
  it("refuses a reset request that names another host (421) and queues no mail", async () => {
    t = await build({ web: true });
    const learner = await createLearner(t.database.db);
    const res = await requestReset(t, learner.email, "evil.example");
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ detail: expect.stringContaining("PUBLIC_ORIGIN") });
    expect(await outbox(t)).toEqual([]);
    const page = await t.app.inject({ method: "GET", url: "/about", headers: { host: "evil.example" } });
    expect(page.statusCode).toBe(421);
    expect(page.body).not.toContain("evil.example");
  });

  it("serves this machine's own names and builds links from them", async () => {
    t = await build({ web: true });
    const page = await t.app.inject({ method: "GET", url: "/about", headers: { host: "127.0.0.1:3000" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="http://127.0.0.1:3000/about"');
  });
});

describe("with PUBLIC_ORIGIN", () => {
  it("serves any host but builds every link from PUBLIC_ORIGIN", async () => {
    t = await build({ web: true, env: { PUBLIC_ORIGIN: "https://www.skillbridge.example", PAGE_CACHE_SECONDS: "0" } });
    const page = await t.app.inject({ method: "GET", url: "/about", headers: { host: "evil.example" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="https://www.skillbridge.example/about"');
    expect(page.body).not.toContain("evil.example");
    const learner = await createLearner(t.database.db);
    const res = await requestReset(t, learner.email, "evil.example");
    expect(res.statusCode).toBe(202);
    await t.app.afterAnswer.idle(); // the mail is made after the answer
    const mails = (await outbox(t)).filter((mail) => mail.to === learner.email);
    expect(mails.length).toBe(1);
    expect(mails[0]!.text).toContain("https://www.skillbridge.example/learner/set-password");
    expect(mails[0]!.text).not.toContain("evil.example");
  });
});
