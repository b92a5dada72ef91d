// What API tests share: build() (the real app on a fresh database for one test file; closes both
// afterwards), sign-ins, calls with a token, the staff-only refusals, row counts and audit rows.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { type BuildOptions, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema.ts";
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

export async function build(
  options: { env?: Record<string, string>; web?: boolean; logger?: BuildOptions["logger"] } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    web: options.web ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
  });
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

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** `call(method, url, payload?, token?)`: the token defaults to `defaultToken()`; null calls anonymously. */
export function caller(t: TestContext, defaultToken: () => string | undefined) {
  return (method: Method, url: string, payload?: object, token: string | undefined | null = defaultToken()) =>
    t.app.inject({ method, url, headers: apiHeaders(token ?? undefined), ...(payload ? { payload } : {}) });
}

export async function auditRows(t: TestContext, entity: string, entityId: number | string) {
  return t.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, entity), eq(schema.auditLog.entityId, String(entityId))))
    .orderBy(schema.auditLog.id);
}

export async function rowCount(t: TestContext, table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Every call answers 401 without a session and 403 to a learner, each with a `detail` text. */
export async function expectStaffOnly(
  call: ReturnType<typeof caller>,
  calls: [Method, string, object?][],
  learnerToken: string,
) {
  for (const [method, url, payload] of calls) {
    const anonymous = await call(method, url, payload, null);
    expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    const learner = await call(method, url, payload, learnerToken);
    expect(learner.statusCode, `${method} ${url} learner`).toBe(403);
    expect(learner.json()).toEqual({ detail: expect.any(String) });
  }
}
