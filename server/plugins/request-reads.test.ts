// A signed-in page asks each read of the API once per request: the root's and the page's own
// "who is signed in", a learner's trainings for the list and for the open training, are one call
// each, and a post's reads after its write are asked again. Counted from the request log.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, loggerOptions } from "../app.ts";
import { build, type TestContext } from "../test/app.ts";
import { createBatch, createCourse, createLearner, enrol, TEST_PASSWORD } from "../test/factories.ts";
import { SESSION_COOKIE } from "./auth.ts";

let t: TestContext;
let log = "";

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await build({
    web: true,
    logger: { ...(loggerOptions("info") as object), stream } as BuildOptions["logger"],
    env: { PAGE_CACHE_SECONDS: "0" },
  });
});
afterAll(() => t?.close());

/** How many requests of the log went to `url`. */
const callsTo = (url: string) => log.split("\n").filter((line) => line.includes(`"url":"${url}"`)).length;

async function signedInCookie(): Promise<string> {
  const learner = await createLearner(t.database.db, { email: "reads.once@example.com" });
  const course = await createCourse(t.database.db, { name: "Kubernetes Administrator (CKA)" });
  const batch = await createBatch(t.database.db, course.id);
  await enrol(t.database.db, learner.id, batch.id);
  const res = await t.app.inject({
    method: "POST",
    url: "/learner/login",
    headers: {
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "content-type": "application/x-www-form-urlencoded",
    },
    payload: new URLSearchParams({ email: learner.email, password: TEST_PASSWORD }).toString(),
  });
  const cookie = [res.headers["set-cookie"] ?? []]
    .flat()
    .map(String)
    .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie, "the sign-in form's session cookie").toBeDefined();
  return cookie!.split(";")[0]!;
}

describe("a signed-in page's reads", () => {
  it("ask who is signed in once for the whole page", async () => {
    const cookie = await signedInCookie();
    log = "";
    const page = await t.app.inject({ method: "GET", url: "/learner/Profile", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Kubernetes Administrator (CKA)");
    expect(callsTo("/api/session/")).toBe(1);
    const urls = log
      .split("\n")
      .map((line) => /"url":"(\/api\/[^"]*)"/.exec(line)?.[1])
      .filter(Boolean);
    expect(urls.length, "every read once").toBe(new Set(urls).size);
  });
});
