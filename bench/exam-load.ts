// Exam load: N learners take one timed exam at once through the real HTTP API, as an exam hall
// does when the exam opens. Each signs in (before the measured window), starts the attempt, saves
// an answer to each question every 1–3 s (uniformly random: reading, then clicking), then submits.
// Reported: start, answer-save and submit latency (p50, p95, p99, max) and every error.
// Targets: answer save p95 ≤ 50 ms and submit p95 ≤ 300 ms, with 500 learners on PostgreSQL;
// the embedded database is measured with 50. `npm run bench:exam` (see bench/README.md).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { newDataDir } from "../server/test/server-process.ts";
import { BENCH_LEARNER_PASSWORD, benchLearnerEmail, type ExamLoadTarget, writeExamLoadData } from "./exam-load-data.ts";
import { type Figure, newSection, renderConsole, type Target } from "./report.ts";
import { API_KEY, createDatabase, ensureWebBuild, removeDir, startTimed, stopServer, webBuildDir } from "./servers.ts";
import { loadSettings } from "./settings.ts";
import { median, percentile, sleep } from "./stats.ts";

export const ANSWER_TARGET: Target = { op: "<=", value: 50 };
export const SUBMIT_TARGET: Target = { op: "<=", value: 300 };

type Db = "PGlite" | "PostgreSQL";
type Timings = {
  start: number[];
  answer: number[];
  /** Each answer's send time (performance.now()), beside its latency in `answer`. */
  answerSentAt: number[];
  /** When the last attempt's start was answered: the opening burst is over. */
  lastStartDone: number;
  submit: number[];
  errors: Map<string, number>;
};
export type ExamLoadOptions = {
  db: Db;
  learners: number;
  questions: number;
  /** Think time between two answers, drawn uniformly from [min, max] ms. */
  gapMs: { min: number; max: number };
  log: (line: string) => void;
};

const load1 = () => loadavg()[0]!.toFixed(1);

/**
 * CPU time (user + system, ms) of a process and its descendants (the cluster's workers): what the
 * server spent, whatever else shares the machine. PostgreSQL's own processes are not counted.
 */
export function processTreeCpuMs(rootPid: number | undefined): number | null {
  if (!rootPid) return null;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's closing parenthesis: state ppid … utime (14th) stime (15th).
      const text = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!tree.has(pid) && tree.has(stat.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks * 10; // USER_HZ is 100 on Linux
}

async function call(url: string, token: string | null, method: string, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: {
      "x-api-key": API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text };
}

/** Times one request into `into`; a non-2xx answer or a network error is counted by kind. */
async function timedCall(
  timings: Timings,
  into: number[],
  kind: string,
  request: () => Promise<{ status: number; text: string }>,
  sentAt?: number[],
) {
  const started = performance.now();
  try {
    const answer = await request();
    into.push(performance.now() - started);
    sentAt?.push(started);
    if (answer.status >= 300)
      timings.errors.set(`${kind} ${answer.status}`, (timings.errors.get(`${kind} ${answer.status}`) ?? 0) + 1);
    return answer.status < 300 ? answer : null;
  } catch (error) {
    const key = `${kind} ${(error as Error).cause ?? (error as Error).message}`;
    timings.errors.set(key, (timings.errors.get(key) ?? 0) + 1);
    return null;
  }
}

/** Signs every learner in through the API, a few at a time (each sign-in verifies an argon2 hash). */
async function signIn(base: string, learners: number): Promise<string[]> {
  const tokens: string[] = new Array(learners);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < learners) {
        const i = next++;
        const res = await call(`${base}/api/login/learners/`, null, "POST", {
          email: benchLearnerEmail(i),
          password: BENCH_LEARNER_PASSWORD,
        });
        if (res.status !== 200) throw new Error(`sign-in of learner ${i} answered ${res.status}: ${res.text}`);
        tokens[i] = (JSON.parse(res.text) as { access_token: string }).access_token;
      }
    }),
  );
  return tokens;
}

/** One learner's exam: start, an answer per question after each think time, submit. */
async function takeExam(base: string, token: string, testId: number, options: ExamLoadOptions, timings: Timings) {
  const started = await timedCall(timings, timings.start, "start", () =>
    call(`${base}/api/learners/me/tests/${testId}/attempts`, token, "POST"),
  );
  timings.lastStartDone = Math.max(timings.lastStartDone, performance.now());
  if (!started) return;
  const attempt = JSON.parse(started.text) as { id: number; questions: { id: number }[] };
  for (const question of attempt.questions) {
    await sleep(options.gapMs.min + Math.random() * (options.gapMs.max - options.gapMs.min));
    const chosen = [1 + Math.floor(Math.random() * 4)];
    await timedCall(
      timings,
      timings.answer,
      "answer",
      () => call(`${base}/api/learners/me/attempts/${attempt.id}/answers/${question.id}`, token, "PUT", { chosen }),
      timings.answerSentAt,
    );
  }
  await timedCall(timings, timings.submit, "submit", () =>
    call(`${base}/api/learners/me/attempts/${attempt.id}/submit`, token, "POST"),
  );
}

function latencyFigures(db: Db, name: string, values: number[], target: Target | undefined, note: string): Figure[] {
  const subject = `${db} · ${name}`;
  const figure = (metric: string, value: number | null, withTarget = false): Figure => ({
    subject,
    metric,
    value,
    unit: "ms",
    ...(withTarget && target ? { target } : {}),
    ...(metric === "p95" ? { note } : {}),
  });
  return [
    figure("p50", median(values)),
    figure("p95", percentile(values, 95), true),
    figure("p99", percentile(values, 99)),
    figure("max", percentile(values, 100)),
  ];
}

/** Starts a server on the target, writes the exam's data, signs everyone in and runs the exam. */
export async function runExamLoad(target: ExamLoadTarget & { serverDataDir: string }, options: ExamLoadOptions) {
  const { db, log } = options;
  const env: Record<string, string> = { PAGE_CACHE_SECONDS: "0" };
  if ("databaseUrl" in target) {
    env.DATABASE_URL = target.databaseUrl;
    env.WEB_CONCURRENCY = process.env.BENCH_EXAM_WORKERS ?? String(availableParallelism());
  }
  // A first start migrates and seeds the demo data; the exam's rows are written while it is stopped.
  await stopServer((await startTimed({ dataDir: target.serverDataDir, env })).server);
  const data = await writeExamLoadData(target, {
    learners: options.learners,
    questions: options.questions,
    minutes: 180,
  });
  const { server } = await startTimed({ dataDir: target.serverDataDir, env });
  try {
    const tokens = await signIn(server.url, options.learners);
    log(`${db}: ${options.learners} learners signed in; the exam opens`);
    const idle: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      idle.push(performance.now() - started);
    }
    const timings: Timings = {
      start: [],
      answer: [],
      answerSentAt: [],
      lastStartDone: 0,
      submit: [],
      errors: new Map(),
    };
    const loadBefore = load1();
    const cpuBefore = processTreeCpuMs(server.child.pid);
    const began = performance.now();
    await Promise.all(tokens.map((token) => takeExam(server.url, token, data.testId, options, timings)));
    const seconds = (performance.now() - began) / 1000;
    const cpuAfter = processTreeCpuMs(server.child.pid);
    const requests = timings.start.length + timings.answer.length + timings.submit.length;
    const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / requests;
    const note = `${options.learners} learners × ${options.questions} questions, answers every ${options.gapMs.min / 1000}–${options.gapMs.max / 1000} s; ${timings.answer.length} answers in ${seconds.toFixed(0)} s (${(timings.answer.length / seconds).toFixed(0)}/s); idle /api/health p50 ${median(idle)!.toFixed(1)} ms; load average ${loadBefore} → ${load1()}${env.WEB_CONCURRENCY ? `; ${env.WEB_CONCURRENCY} workers` : ""}`;
    // The answers sent once every attempt had started: the steady part, without the opening burst.
    const steady = timings.answer.filter((_, i) => timings.answerSentAt[i]! > timings.lastStartDone);
    const errors = [...timings.errors.values()].reduce((sum, n) => sum + n, 0);
    return {
      figures: [
        ...latencyFigures(db, "start the attempt (all at once)", timings.start, undefined, note),
        ...latencyFigures(db, "save an answer", timings.answer, ANSWER_TARGET, note),
        ...latencyFigures(
          db,
          "save an answer, once every attempt had started",
          steady,
          undefined,
          `${steady.length} of ${timings.answer.length} answers`,
        ),
        ...latencyFigures(db, "submit", timings.submit, SUBMIT_TARGET, note),
        {
          subject: `${db} · server CPU per request (its processes, not PostgreSQL's)`,
          metric: "mean",
          value: cpuPerRequest,
          unit: "ms",
          note: `${requests} requests`,
        } satisfies Figure,
        {
          subject: `${db} · errors (non-2xx or no answer)`,
          metric: "count",
          value: errors,
          unit: "count",
          target: { op: "<=", value: 0 },
        } satisfies Figure,
      ],
      note,
      errors: [...timings.errors.entries()].map(([kind, n]) => `${kind}: ${n}`),
    };
  } finally {
    await stopServer(server);
  }
}

/**
 * `node bench/exam-load.ts` (`npm run bench:exam`): both databases, or BENCH_EXAM_DB=pglite or
 * postgres. BENCH_EXAM_LEARNERS_PG (500) and BENCH_EXAM_LEARNERS_PGLITE (50) set N, for a smaller
 * run on a busy machine; BENCH_EXAM_QUESTIONS (60) and BENCH_EXAM_GAP_MS ("1000-3000") the exam.
 */
async function runAlone() {
  const settings = loadSettings();
  const log = (line: string) => console.log(`[exam-load ${new Date().toISOString().slice(11, 19)}] ${line}`);
  if (!existsSync(join(webBuildDir(), "server", "index.js"))) ensureWebBuild(log);
  const [min, max] = (process.env.BENCH_EXAM_GAP_MS ?? "1000-3000").split("-").map(Number);
  const questions = Number(process.env.BENCH_EXAM_QUESTIONS ?? 60);
  const section = newSection("exam-load", "Exam load");
  for (const name of (process.env.BENCH_EXAM_DB ?? "pglite,postgres").split(",").map((part) => part.trim())) {
    if (name !== "pglite" && name !== "postgres") throw new Error(`BENCH_EXAM_DB: pglite or postgres, not ${name}`);
    const db: Db = name === "pglite" ? "PGlite" : "PostgreSQL";
    const learners = Number(
      name === "pglite" ? (process.env.BENCH_EXAM_LEARNERS_PGLITE ?? 50) : (process.env.BENCH_EXAM_LEARNERS_PG ?? 500),
    );
    const serverDataDir = newDataDir();
    const created = name === "postgres" ? await createDatabase(settings.pgAdminUrl) : null;
    try {
      const target = created ? { databaseUrl: created.url, serverDataDir } : { dataDir: serverDataDir, serverDataDir };
      log(`${db}: ${learners} learners, ${questions} questions`);
      const result = await runExamLoad(target, { db, learners, questions, gapMs: { min: min!, max: max! }, log });
      section.figures.push(...result.figures);
      section.notes.push(`${db}: ${result.note}`, ...result.errors.map((line) => `${db} errors · ${line}`));
    } finally {
      await created?.drop();
      removeDir(serverDataDir);
    }
  }
  console.log(renderConsole(section));
  for (const note of section.notes) console.log(note);
}

if (import.meta.main) {
  runAlone().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
