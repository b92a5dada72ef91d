// Shared by the reliability suite: its two sizes, its two database drivers, a world of rows
// with two learners, and the checks every answer must pass.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { apiMessages, errorSchema } from "@skillbridge/core";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { expect, inject } from "vitest";
import { buildApp } from "../../app.ts";
import { type Database, type Db, openPglite, openPostgres } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { apiHeaders, type TestContext, testConfig } from "../app.ts";
import {
  addMaterial,
  addRecording,
  addSchedule,
  createBatch,
  createCourse,
  createDomain,
  createLearner,
  createStaff,
  daysFromToday,
  enrol,
  TEST_PASSWORD,
} from "../factories.ts";

/** Bounded by default (part of `npm test`); `RELIABILITY=full` for the long run. */
export const FULL = process.env.RELIABILITY === "full";
export const sized = (bounded: number, full: number) => (FULL ? full : bounded);
/** Replays a failed fast-check run: RELIABILITY_SEED=<seed printed by the failure>. */
export const fcSeed = process.env.RELIABILITY_SEED ? { seed: Number(process.env.RELIABILITY_SEED) } : {};

export type Driver = "pglite" | "postgres";
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** A fresh database for one test file: a copy of the run's migrated template. */
export async function openTestDatabase(driver: Driver): Promise<Database> {
  if (driver === "pglite") {
    const dump = readFileSync(inject("reliabilityPgliteTemplate"));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = await createPostgresDatabase(url, inject("reliabilityPostgresTemplate"));
  const database = await openPostgres(withDatabase(url, name), { max: 10 });
  return { ...database, close: () => database.close().then(() => dropPostgresDatabase(url, name)) };
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Creates `<template>_<random>`, a copy of the template, or an empty one with `empty`. */
export async function createPostgresDatabase(url: string, template: string, options: { empty?: boolean } = {}) {
  const name = `${template}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropPostgresDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The real app (API only) on a fresh database of the driver under test. */
export async function buildOn(driver: Driver, env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase(driver);
  const app = await buildApp({ config: testConfig(env), database, web: false });
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

export async function signIn(ctx: TestContext, role: "learner" | "staff", email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: role === "learner" ? "/api/login/learners/" : "/api/login/staff/",
    headers: apiHeaders(),
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

/** Recognisable values of learner B: none of them may ever reach learner A, staff or a stranger. */
export const B_SECRETS = {
  email: "Bilqis.Zephyrine-7731@example.org",
  firstName: "Bilqiszeph",
  lastName: "Quarrington",
  username: "bilqis.zeph7731",
  contact: "+44 7700 900731",
  orgName: "Zephyr Holdings 7731",
  recordingTitle: "B-only recording 7731",
  recordingLink: "https://recordings.example/b-secret-7731",
  pastRecordingTitle: "B-only past recording 7731",
  materialName: "B-only material 7731",
} as const;

export type World = Awaited<ReturnType<typeof seedWorld>>;

/**
 * Two learners with their own batches, recordings, schedules and materials; a course open for
 * enrolment; an event; a staff member; and the sessions of A and staff.
 */
export async function seedWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const domain = await createDomain(db, { name: "Cloud" });
  const courseA = await createCourse(db, { name: "Reliable Azure", domainId: domain.id });
  const courseB = await createCourse(db, { name: "Reliable GCP", domainId: domain.id });
  const courseOpen = await createCourse(db, { name: "Reliable Kubernetes", domainId: domain.id });
  const courseRetired = await createCourse(db, { name: "Retired Course", domainId: domain.id, status: "I" });
  const batchA = await createBatch(db, courseA.id);
  const pastBatchA = await createBatch(db, courseA.id, {
    startDate: daysFromToday(-60),
    endDate: daysFromToday(-30),
  });
  const batchB = await createBatch(db, courseB.id);
  const pastBatchB = await createBatch(db, courseB.id, {
    startDate: daysFromToday(-90),
    endDate: daysFromToday(-61),
  });
  const batchOpen = await createBatch(db, courseOpen.id);
  const batchRetired = await createBatch(db, courseOpen.id, { status: "I" });
  for (const [table, values] of [
    [t.learningModules, { courseId: courseOpen.id, title: "Pods", description: "Pods and services" }],
    [t.benefits, { courseId: courseOpen.id, description: "Hands-on labs" }],
    [t.prerequisites, { courseId: courseOpen.id, description: "Linux basics" }],
    [t.faqs, { courseId: courseOpen.id, question: "Is it online?", answer: "Yes" }],
  ] as const) {
    await db.insert(table).values(values as never);
  }
  const [event] = await db
    .insert(t.events)
    .values({ title: "Open day", startsAt: new Date(Date.now() + 7 * 86_400_000), durationMinutes: 60 })
    .returning();

  const A = await createLearner(db, { firstName: "Asha", lastName: "Rao", email: "asha.rao@example.com" });
  const B = await createLearner(db, {
    firstName: B_SECRETS.firstName,
    lastName: B_SECRETS.lastName,
    username: B_SECRETS.username,
    email: B_SECRETS.email,
    contact: B_SECRETS.contact,
    orgName: B_SECRETS.orgName,
  });
  await enrol(db, A.id, batchA.id);
  await enrol(db, A.id, pastBatchA.id);
  await enrol(db, B.id, batchB.id);
  await enrol(db, B.id, pastBatchB.id);
  await addRecording(db, batchA.id, "A's recording");
  await addSchedule(db, batchA.id);
  await addMaterial(db, courseA.id, "A's material");
  const [recordingB] = await db
    .insert(t.recordings)
    .values({
      trainingCardId: batchB.id,
      title: B_SECRETS.recordingTitle,
      recordedAt: new Date(),
      link: B_SECRETS.recordingLink,
    })
    .returning();
  await addRecording(db, pastBatchB.id, B_SECRETS.pastRecordingTitle);
  await addSchedule(db, batchB.id);
  await addSchedule(db, pastBatchB.id);
  await addMaterial(db, courseB.id, B_SECRETS.materialName);
  const member = await createStaff(db);

  return {
    db,
    courses: { A: courseA, B: courseB, open: courseOpen, retired: courseRetired },
    batches: { A: batchA, pastA: pastBatchA, B: batchB, pastB: pastBatchB, open: batchOpen, retired: batchRetired },
    event: event!,
    A,
    B,
    recordingB: recordingB!,
    staff: member,
    tokenA: await signIn(ctx, "learner", A.email),
    staffToken: await signIn(ctx, "staff", member.email),
  };
}

/** Every table a public or learner POST may write. */
const WRITTEN = {
  leads: t.leads,
  enquiries: t.enquiries,
  idempotency_keys: t.idempotencyKeys,
  feedbacks: t.feedbacks,
  sessions: t.sessions,
  login_attempts: t.loginAttempts,
  outbox: t.outbox,
} as const;
export type RowCounts = Record<keyof typeof WRITTEN, number>;

/** Row counts of every written table, in one round trip. */
export async function countRows(db: Db): Promise<RowCounts> {
  const columns = Object.entries(WRITTEN).map(
    ([name, table]) => sql`(select count(*)::int from ${table}) as ${sql.identifier(name)}`,
  );
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, number | string>[] }).rows[0]!;
  return Object.fromEntries(Object.keys(WRITTEN).map((name) => [name, Number(row[name])])) as RowCounts;
}

export function rowDelta(before: RowCounts, after: RowCounts): Partial<RowCounts> {
  const delta: Partial<RowCounts> = {};
  for (const name of Object.keys(before) as (keyof RowCounts)[]) {
    if (after[name] !== before[name]) delta[name] = after[name] - before[name];
  }
  return delta;
}

// ---- what no answer may contain ----
const LEAKS: [string, RegExp][] = [
  ["a stack frame", /\bat (?:[\w.<>$[\]]+ )?\(?(?:file:\/\/)?\/?[\w.-]+(?:\/[\w.@-]+)+:\d+(?::\d+)?\)?/],
  ["a stack frame", /(?:\\n|\n)\s+at \S/],
  ["SQL text", /select\s/i],
  ["SQL text", /insert into/i],
  ["SQL text", /syntax error/i],
  ["a filesystem path", /\/work\//],
  ["a filesystem path", /node_modules/],
];

/** Every string a request carried, as it may be echoed back (JSON-escaped, trimmed or not). */
export function echoesOf(...parts: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      for (const variant of [value, value.trim()]) {
        if (variant.length === 0) continue;
        found.add(variant);
        found.add(JSON.stringify(variant).slice(1, -1));
        found.add(JSON.stringify(variant.toLowerCase()).slice(1, -1));
        try {
          found.add(JSON.stringify(decodeURIComponent(variant)).slice(1, -1));
        } catch {
          // not percent-encoded
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        visit(key);
        visit(inner);
      }
    }
  };
  parts.forEach(visit);
  return [...found].sort((a, b) => b.length - a.length);
}

/** The first leak in a body once the request's own strings (which may be echoed) are removed. */
export function leakIn(body: string, echoes: string[] = []): string | null {
  let rest = body;
  for (const echo of echoes) if (echo.length >= 3) rest = rest.split(echo).join("\u0001");
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(rest);
    if (match) return `${what}: ${JSON.stringify(match[0])}`;
  }
  return null;
}

/**
 * A path with a malformed percent-encoding ("%zz", "%c0%af") is answered before routing (no
 * route, no auth): by app.ts's `frameworkErrors`, with {detail}. The old shape, Fastify's own
 * {"error","code":"FST_ERR_BAD_URL",…} without `detail`, fails answerProblem.
 */
export function isFrameworkBadUrl(res: LightMyRequestResponse): boolean {
  return res.statusCode === 400 && res.body.includes('"code":"FST_ERR_BAD_URL"');
}
export const isBadUrlAnswer = (res: LightMyRequestResponse) =>
  res.statusCode === 400 && res.body === JSON.stringify({ detail: apiMessages.badUrl });

/** The status as tallied: a bad-URL answer is counted apart. */
export const statusLabel = (res: LightMyRequestResponse) => (isBadUrlAnswer(res) ? "400-bad-url" : res.statusCode);

/** The path as sent: light-my-request, like a browser, resolves dot segments ("/a/./b/.."). */
export const resolvedPath = (url: string) => new URL(url, "http://x").pathname;

/**
 * Dot segments took the path out of /api/ altogether: in these API-only tests (no web app)
 * Fastify's own 404 answers there, which is not the API's to shape.
 */
const leftTheApi = (res: LightMyRequestResponse, url: string | undefined) =>
  url !== undefined && res.statusCode === 404 && !/^\/api(\/|$)/.test(resolvedPath(url));

/**
 * The properties every answer has: never a 5xx; an error is JSON {detail} in the contract's
 * shape; no stack frame, SQL text or server path in any body. Returns a reason, or null.
 */
export function answerProblem(res: LightMyRequestResponse, echoes: string[] = [], url?: string): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers["content-type"] ?? "");
  if ((res.statusCode < 200 || res.statusCode >= 300) && !leftTheApi(res, url)) {
    if (!type.startsWith("application/json")) return `status ${res.statusCode} is not JSON (${type})`;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `status ${res.statusCode} body is not JSON: ${res.body.slice(0, 200)}`;
    }
    if (!errorSchema.safeParse(body).success)
      return `status ${res.statusCode} has no {detail}: ${res.body.slice(0, 200)}`;
  }
  const leak = leakIn(res.body, echoes);
  return leak ? `status ${res.statusCode} body leaks ${leak}: ${res.body.slice(0, 300)}` : null;
}

/** Whether any string in a parsed JSON value (a few levels deep) holds a NUL, which the API refuses. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (!value || typeof value !== "object" || depth >= 8) return false;
  return Object.values(value).some((inner) => containsNul(inner, depth + 1));
}

/** B's recognisable values found in a body (case-insensitive), or [] when none. */
export function bDataIn(body: string, extra: string[] = []): string[] {
  const lower = body.toLowerCase();
  return [...Object.values(B_SECRETS), ...extra].filter((value) => lower.includes(value.toLowerCase()));
}

/** Tallies of statuses, for the summaries the suite prints. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(key: string | number) {
    const name = String(key);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }
  get total() {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
  toString() {
    return [...this.counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `${key}×${n}`)
      .join(" ");
  }
}
