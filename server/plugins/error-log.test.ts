// What the log keeps of a request and of a failure, through the app's real logger on PGlite and
// PostgreSQL: a certificate's verification code never appears in a request line (page or API),
// and a database error is logged by its constraint and SQLSTATE code, never with the values of
// its query (Drizzle's "params: …") nor the server's detail quoting them.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, loggerOptions } from "../app.ts";
import * as schema from "../db/schema.ts";
import { apiHeaders, build, type TestContext } from "../test/app.ts";
import { createLearner } from "../test/factories.ts";
import { serializeError } from "./error-log.ts";

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

describe("the request log", () => {
  it("holds no certificate verification code, from the page nor from the API", async () => {
    // A well-formed code (its check symbol holds) and a mistyped one: both are someone's key.
    const codes = ["K7QM-2XWP-9TRC-4HN5", "ZZZZ9QQQQ8WWWW7R"];
    for (const code of codes) {
      log = "";
      await t.app.inject({ method: "GET", url: `/verify/${code}` });
      await t.app.inject({ method: "GET", url: `/api/certificates/verify/${code}`, headers: apiHeaders() });
      expect(log).toContain('"url":"/verify/[redacted]"');
      expect(log).toContain('"url":"/api/certificates/verify/[redacted]"');
      expect(log).not.toContain(code);
      expect(log).not.toContain(code.slice(0, 9));
    }
  });
});

describe("a database error in the log", () => {
  it("names the constraint and the SQLSTATE code, never the values", async () => {
    const email = "unique.violation.secret@example.in";
    await createLearner(t.database.db, { email, firstName: "Suresh" });
    const error = await t.database.db
      .insert(schema.learners)
      .values({ email: email.toUpperCase(), firstName: "Suresh", countryName: "India" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    log = "";
    t.app.log.error({ err: error }, "request failed");
    const [line] = log
      .trim()
      .split("\n")
      .map((text) => JSON.parse(text) as { err: Record<string, unknown> });
    expect(line!.err).toMatchObject({
      type: "DatabaseError",
      code: "23505",
      constraint: "learners_email_uq",
      table: "learners",
    });
    expect(String(line!.err.message)).toContain("learners_email_uq");
    for (const secret of ["unique.violation", "UNIQUE.VIOLATION", "Suresh", "params", "insert into"]) {
      expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it("keeps the driver's own message when the query never reached the server, and other errors as they are", () => {
    const lost = Object.assign(new Error("Failed query: select 1\nparams: asha@example.in"), {
      query: "select 1",
      params: ["asha@example.in"],
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    });
    const logged = serializeError(lost) as Record<string, unknown>;
    expect(logged).toMatchObject({ type: "DatabaseError", code: "ECONNREFUSED" });
    expect(JSON.stringify(logged)).not.toContain("asha");
    const plain = serializeError(Object.assign(new TypeError("boom"), { code: "E_BOOM" })) as Record<string, unknown>;
    expect(plain).toMatchObject({ type: "TypeError", message: "boom", code: "E_BOOM" });
    expect(String(plain.stack)).toContain("TypeError: boom");
    // A message logged as `err` stays a message.
    expect(serializeError("gateway refused" as unknown as Error)).toBe("gateway refused");
  });
});
