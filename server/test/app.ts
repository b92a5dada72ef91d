// build(): the real app on a fresh database for one test file; closes both afterwards.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "./database.ts";
import { createLearner, createStaff, TEST_PASSWORD } from "./factories.ts";

export const TEST_API_KEY = "test-api-key-0123456789";
export const TEST_JWT_SECRET = "test-jwt-secret-0123456789-abcdefghijklmnop";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    API_KEY: TEST_API_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), "sb-data-")),
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "10000",
    ...overrides,
  });
}

export type TestContext = { app: FastifyInstance; database: Database; close: () => Promise<void> };

export async function build(options: { env?: Record<string, string>; web?: boolean } = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(options.env), database, web: options.web ?? false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers every API call carries; add a bearer token for learner calls. */
export function apiHeaders(token?: string): Record<string, string> {
  return { "x-api-key": TEST_API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

const SIGN_IN_URLS = { staff: "/api/login/staff/", learner: "/api/login/learners/" } as const;

/**
 * Signs a staff member or a learner in with a password (the factories' TEST_PASSWORD unless said
 * otherwise) and answers the access token; fails the test with the API's answer when refused.
 * Staff built by `createStaff` are demo-mode accounts, so no second factor is asked.
 */
export async function signIn(
  app: FastifyInstance,
  who: keyof typeof SIGN_IN_URLS,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: SIGN_IN_URLS[who],
    headers: apiHeaders(),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`${who} sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/**
 * A staff member and a learner (built by the factories, with any values given), both signed in:
 * what every test of staff calls starts with (401 anonymous, 403 learner, 200 staff).
 */
export async function signedInPeople(
  t: TestContext,
  values: { staff?: Parameters<typeof createStaff>[1]; learner?: Parameters<typeof createLearner>[1] } = {},
) {
  const db = t.database.db;
  const staff = await createStaff(db, values.staff);
  const learner = await createLearner(db, values.learner);
  return {
    staff,
    learner,
    staffId: staff.id,
    staffToken: await signIn(t.app, "staff", staff.email),
    learnerToken: await signIn(t.app, "learner", learner.email),
  };
}
