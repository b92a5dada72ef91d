// At every start, demo accounts (passwords published in the README) that are active while
// PUBLIC_ORIGIN names a public site are reported in the log, with how to remove them; on this
// machine's own origin, without PUBLIC_ORIGIN, or once they are deactivated, nothing is said.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildOptions, buildApp, loggerOptions } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { DEMO_STAFF } from "../../db/seed/demo-accounts.ts";
import { testConfig } from "../../test/app.ts";
import { createTestDatabase } from "../../test/database.ts";
import { createLearner, createStaff } from "../../test/factories.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Starts the app with these settings and answers the warnings about demo accounts it logged. */
async function warningsAtStart(env: Record<string, string>) {
  let log = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(env),
    database,
    web: false,
    logger: { ...(loggerOptions("info") as object), stream } as BuildOptions["logger"],
  });
  await app.ready();
  await app.close();
  return log
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40 && entry.msg.includes("demo accounts"))
    .map((entry) => entry.msg);
}

describe("demo accounts on a public site", () => {
  it("warns at start, naming the accounts and how to remove them", async () => {
    expect(await warningsAtStart({ PUBLIC_ORIGIN: "https://www.skillbridge.example" })).toEqual([]);
    const learner = await createLearner(database.db, { email: "demo.learner@example.com" });
    await createStaff(database.db, { email: DEMO_STAFF.email });

    const [warning, ...others] = await warningsAtStart({ PUBLIC_ORIGIN: "https://www.skillbridge.example" });
    expect(others).toEqual([]);
    expect(warning).toContain("demo accounts exist on the public site https://www.skillbridge.example");
    expect(warning).toContain("demo.learner@example.com");
    expect(warning).toContain(DEMO_STAFF.email);
    expect(warning).toContain("DEMO_DATA=false");
    expect(warning).toContain("deactivate");

    // This machine's own origins, or no PUBLIC_ORIGIN (demo and development): nothing to say.
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      expect(await warningsAtStart({ PUBLIC_ORIGIN: origin }), origin).toEqual([]);
    }
    expect(await warningsAtStart({})).toEqual([]);

    // Deactivated accounts let nobody in: no warning either.
    await database.db.update(schema.learners).set({ status: "I" }).where(eq(schema.learners.id, learner.id));
    await database.db.update(schema.staff).set({ status: "I" }).where(eq(schema.staff.email, DEMO_STAFF.email));
    expect(await warningsAtStart({ PUBLIC_ORIGIN: "https://www.skillbridge.example" })).toEqual([]);
  });
});
