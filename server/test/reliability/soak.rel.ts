// Soak: the real server (node server/main.ts, demo data) under 100 connections for 60 s (full
// run; 10 s bounded), after a warm-up under the same load, over a mix of pages and calls —
// cached pages and pages rendered afresh (50 query strings in turn, so the page cache fills and
// expires), a signed-in learner's page, catalogue API calls, the sitemap, a build asset, a 404
// page and lead submissions — must answer every request (no socket error, no timeout, no status
// outside 200/201/404, in the warm-up too) and show no upward memory trend: its resident memory
// (VmRSS from /proc/<pid>/status, once a second) may not keep climbing. The full run judges
// strictly; the bounded run (part of `npm test`, sharing the machine with the rest of the suite)
// only catches a gross leak. The V8 heap (a preloaded probe, test-only) is reported alongside.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, inject, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../server-process.ts";
import { createPostgresDatabase, DRIVERS, dropPostgresDatabase, FULL, sized, withDatabase } from "./harness.ts";
import { webBuildDir } from "./route-table.ts";

/** SOAK_SECONDS sets a longer run by hand (a 10-minute soak is SOAK_SECONDS=600). */
const SECONDS = Number(process.env.SOAK_SECONDS ?? sized(10, 60));
/** Unmeasured load first (JIT, heap sizing, caches and pools filling): errors still count. */
const WARMUP_SECONDS = sized(5, 15);
const CONNECTIONS = 100;
/**
 * No upward trend over the second half of the measured run (the first half still includes the
 * embedded database's climb to its plateau): the median RSS of the last quarter may exceed the
 * median of the third by at most this share (or MIN_SLACK_MB, whichever is larger: RSS steps by
 * a few tens of MB with garbage collection alone), and the least-squares slope of the second
 * half, over that half, must stay within the same allowance. Measured here (2 shared cores,
 * demo data, 60 s): PostgreSQL flat at ~600–640 MB; the embedded database climbs for ~40 s of
 * load and then stays at ~1.05–1.1 GB (its WebAssembly memory; the V8 heap stays flat).
 */
const MAX_GROWTH_SHARE = FULL ? 0.1 : 0.25;
const MIN_SLACK_MB = FULL ? 16 : 48;
const PROBE = join(dirname(fileURLToPath(import.meta.url)), "memory-probe.mjs");

// autocannon 9 ships no types: the part used here.
type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Spec = Request & { setupRequest?: (request: Request) => Request };
type Result = {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  latency: { p99: number };
};
type Instance = {
  on(event: "response", listener: (client: unknown, status: number) => void): void;
  on(event: "reqError", listener: (error: Error) => void): void;
};
type Autocannon = (
  options: { url: string; connections: number; duration: number; timeout: number; requests: Spec[] },
  done: (error: Error | null, result: Result) => void,
) => Instance;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Least-squares slope of y over x. */
const slope = (points: [number, number][]) => {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const num = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const den = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
};

/** Resident memory of a process in MB (VmRSS), or null once it is gone. */
function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The mix each connection cycles through, with what each request may answer. */
async function mix(server: ServerProcess): Promise<{ requests: Spec[]; expected: Set<number> }> {
  const api = { "x-api-key": E2E_API_KEY };
  const courses = (await (await fetch(`${server.url}/api/ictData/`, { headers: api })).json()) as {
    id: number;
    ictName: string;
  }[];
  const course = courses[0]!;
  const coursePath = `/course/${course.id}/${encodeURIComponent(course.ictName.replace(/ /g, "_"))}`;
  const canonical = await fetch(`${server.url}${coursePath}`, { redirect: "manual" });
  expect(canonical.status, `${coursePath} is the canonical course URL`).toBe(200);
  const login = await fetch(`${server.url}/api/login/learners/`, {
    method: "POST",
    headers: { ...api, "content-type": "application/json" },
    body: JSON.stringify({ email: "demo.learner@example.com", password: "Demo@12345" }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const asset = readdirSync(join(webBuildDir(), "client", "assets")).find((name) => name.endsWith(".js"))!;
  let n = 0;
  const browser = { "accept-encoding": "br, gzip" };
  // Each connection cycles through the list from its start: writes and the 404 come early.
  const requests: Spec[] = [
    { path: "/", headers: browser },
    { path: "/training_course", headers: browser },
    { path: coursePath, headers: browser },
    {
      method: "POST",
      path: "/api/leads/",
      headers: { ...api, "content-type": "application/json" },
      setupRequest: (request) => {
        const key = `soak-${process.pid}-${Date.now()}-${++n}`;
        return {
          ...request,
          headers: { ...request.headers, "idempotency-key": key },
          body: JSON.stringify({
            leadName: "Soak Test",
            leadEmail: `${key}@example.com`,
            leadContact: "+91 98765 43210",
            ictId_id: course.id,
          }),
        };
      },
    },
    { path: "/no-such-page-soak", headers: browser }, // the 404 page: expected
    // 50 query strings in turn: each rendered afresh, cached, expired (PAGE_CACHE_SECONDS) and again.
    {
      path: "/events",
      headers: browser,
      setupRequest: (request) => ({ ...request, path: `/events?soak=${++n % 50}` }),
    },
    { path: "/learner/Profile", headers: { ...browser, cookie } },
    { path: "/api/ictData/", headers: { ...api, ...browser } },
    { path: `/api/ictData/${course.id}`, headers: api },
    { path: `/api/ictData/${course.id}/training-cards`, headers: api },
    { path: "/api/domains/", headers: api },
    { path: "/api/ictData/search/aws", headers: api },
    { path: "/sitemap.xml", headers: browser },
    { path: `/assets/${asset}`, headers: browser },
  ];
  return { requests, expected: new Set([200, 201, 404]) };
}

/** Runs the mix for `seconds`, tallying statuses and socket errors into `tally`. */
function load(url: string, requests: Spec[], seconds: number, tally: Tally): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, timeout: 10, requests },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, status) => tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1));
    instance.on("reqError", (error) => tally.errors.set(error.message, (tally.errors.get(error.message) ?? 0) + 1));
  });
}
type Tally = { statuses: Map<number, number>; errors: Map<string, number> };
const newTally = (): Tally => ({ statuses: new Map(), errors: new Map() });
const showStatuses = (tally: Tally) =>
  [...tally.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");

type Heap = { t: number; rss: number; heapUsed: number; heapTotal: number; external: number };
const readProbe = (file: string): Heap[] => {
  try {
    return readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Heap);
  } catch {
    return [];
  }
};

describe.each(DRIVERS)("soak on %s", (driver) => {
  // On the embedded database this once left 13–38 requests unanswered after 10 s: the
  // statements of the warm-up's abandoned requests ran from microtask to microtask, so the loop
  // accepted no connection for seconds. db/fair-queue.ts now yields between statements, serves
  // the earliest request first and drops a gone read's statements.
  it(`answers ${CONNECTIONS} connections for ${SECONDS} s without an error or a memory climb`, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const probeFile = join(tmpdir(), `sb-soak-${driver}-${process.pid}-${Date.now()}.jsonl`);
    const env: Record<string, string> = {
      RATE_LIMIT_PER_MINUTE: "100000000",
      LOG_LEVEL: "warn",
      MEMORY_PROBE_FILE: probeFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${PROBE}`.trim(),
    };
    let pgName: string | undefined;
    if (driver === "postgres") {
      pgName = await createPostgresDatabase(adminUrl!, inject("reliabilityPostgresTemplate"), { empty: true });
      env.DATABASE_URL = withDatabase(adminUrl!, pgName);
    }
    const server = await startServer({ env });
    try {
      const pid = server.child.pid!;
      const { requests, expected } = await mix(server);
      const warmup = newTally();
      const rssAtStart = rssMb(pid)!;
      await load(server.url, requests, WARMUP_SECONDS, warmup);

      const tally = newTally();
      const samples: [number, number][] = []; // [seconds into the measured run, RSS MB]
      const started = performance.now();
      const heapFrom = readProbe(probeFile).length;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const rss = rssMb(pid);
          if (rss !== null) samples.push([(performance.now() - started) / 1000, rss]);
          await sleep(1000);
        }
      })();
      const result = await load(server.url, requests, SECONDS, tally);
      sampling = false;
      await sampler;
      const heap = readProbe(probeFile).slice(heapFrom);

      const unexpected = [...warmup.statuses.entries(), ...tally.statuses.entries()].filter(
        ([status]) => !expected.has(status),
      );
      const judged = samples.filter(([t]) => t <= SECONDS + 0.5);
      const quarter = Math.max(1, Math.floor(judged.length / 4));
      const rssOf = (part: [number, number][]) => median(part.map(([, rss]) => rss));
      const first = rssOf(judged.slice(0, quarter));
      const third = rssOf(judged.slice(judged.length - 2 * quarter, judged.length - quarter));
      const last = rssOf(judged.slice(-quarter));
      const secondHalf = judged.slice(Math.floor(judged.length / 2));
      const mbPerSecond = slope(secondHalf);
      const halfSeconds = secondHalf.length > 1 ? secondHalf.at(-1)![0] - secondHalf[0]![0] : 0;
      const allowance = Math.max(third * MAX_GROWTH_SHARE, MIN_SLACK_MB);
      const heapFigure = (pick: (sample: Heap) => number, part: Heap[]) =>
        part.length ? median(part.map(pick)).toFixed(0) : "?";
      const summary =
        `soak on ${driver}: ${CONNECTIONS} connections × ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, ` +
        `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
        `statuses ${showStatuses(tally)} (warm-up ${showStatuses(warmup)}), ${result.errors} errors, ` +
        `${result.timeouts} timeouts; RSS ${rssAtStart.toFixed(0)} MB idle, quarters ${first.toFixed(0)} → ` +
        `${third.toFixed(0)} (third) → ${last.toFixed(0)} MB (last: ${last - third >= 0 ? "+" : ""}${(last - third).toFixed(0)}), ` +
        `peak ${Math.max(...judged.map(([, rss]) => rss)).toFixed(0)} MB, second-half slope ${mbPerSecond.toFixed(2)} MB/s ` +
        `(${(mbPerSecond * halfSeconds).toFixed(0)} MB over it; allowance ${allowance.toFixed(0)} MB); V8 heap used ` +
        `${heapFigure((h) => h.heapUsed, heap.slice(0, Math.ceil(heap.length / 4)))} → ${heapFigure((h) => h.heapUsed, heap.slice(-Math.ceil(heap.length / 4)))} MB, ` +
        `heap total ${heapFigure((h) => h.heapTotal, heap.slice(0, Math.ceil(heap.length / 4)))} → ${heapFigure((h) => h.heapTotal, heap.slice(-Math.ceil(heap.length / 4)))} MB, ` +
        `external ${heapFigure((h) => h.external, heap.slice(-Math.ceil(heap.length / 4)))} MB`;
      console.log(summary);
      console.log(
        `soak on ${driver} RSS (s:MB): ${judged.map(([t, rss]) => `${t.toFixed(0)}:${rss.toFixed(0)}`).join(" ")}`,
      );

      expect(result.requests.total).toBeGreaterThan(0);
      expect(Object.fromEntries([...warmup.errors, ...tally.errors]), "socket errors").toEqual({});
      expect(result.errors, "errors").toBe(0);
      expect(result.timeouts, "timeouts").toBe(0);
      expect(unexpected, "statuses outside 200/201/404").toEqual([]);
      expect(judged.length, "memory samples").toBeGreaterThanOrEqual(4);
      expect(last - third, `RSS growth, third to last quarter (MB): ${summary}`).toBeLessThanOrEqual(allowance);
      expect(
        mbPerSecond * halfSeconds,
        `RSS growth along the second half's slope (MB): ${summary}`,
      ).toBeLessThanOrEqual(allowance);
      // Still healthy afterwards, and it stops cleanly.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await server.stop("SIGTERM")).toBe(0);
    } finally {
      await server.stop("SIGKILL");
      rmSync(probeFile, { force: true });
      if (pgName) await dropPostgresDatabase(adminUrl!, pgName);
    }
  });
});
