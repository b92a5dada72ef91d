// All cores, as `npm start` runs it on PostgreSQL with WEB_CONCURRENCY=2: the primary
// starts two workers sharing the port, with the same secrets (a staff token made on one works on
// the other); a staff change reaches the page cache of every worker within one second (through
// PostgreSQL's LISTEN/NOTIFY), and of every worker of another process through Redis (REDIS_URL);
// a worker that dies is restarted; SIGTERM lets a request in flight finish and exits cleanly.
// Pages are kept 60 s here, so a worker that missed a change would show the old page for a minute.
// Which worker answers is the cluster's round robin over new connections: each request below
// opens its own, so consecutive requests alternate between the workers.
// Needs TEST_DATABASE_URL (each test makes its own database) and, for the Redis test, a Redis
// (TEST_REDIS_URL, default redis://127.0.0.1:6379): skipped, saying so, without them.
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, freePort, newDataDir, type ServerProcess, spawnServer } from "../server-process.ts";
import { reachable } from "./tcp-proxy.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAddress = new URL(REDIS_URL);
const REDIS_UP = await reachable(redisAddress.hostname, Number(redisAddress.port || 6379));
if (!PG_URL) console.warn("cluster.rel.ts skipped: TEST_DATABASE_URL is not set");
else if (!REDIS_UP) console.warn(`cluster.rel.ts: the Redis test is skipped, no Redis answers at ${REDIS_URL}`);

const DEMO_STAFF = { email: "demo.staff@example.com", password: "Staff@12345" };
const ROUNDS = 6;
/** A cluster's first start migrates, seeds and starts each worker: slow on a busy 2-core machine. */
const STARTS_TIMEOUT = 240_000;

type Answer = { status: number; body: string };

/** One request on a connection of its own (no keep-alive), so the cluster picks the next worker. */
function fresh(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: options.method ?? "GET", agent: false, headers: { connection: "close", ...options.headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** `ROUNDS` requests, each on its own connection, one after the other (so both workers answer). */
async function rounds(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < ROUNDS; i++) answers.push(await fresh(base, path, { headers }));
  return answers;
}

/** The JSON log lines a server process wrote with message `msg`. */
function logLines(server: ServerProcess, msg: string): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .flatMap((line) => {
      if (!line.startsWith("{")) return [];
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        return entry.msg === msg ? [entry] : [];
      } catch {
        return [];
      }
    });
}

async function until(condition: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!PG_URL)("cluster: WEB_CONCURRENCY workers on PostgreSQL", () => {
  const servers: ServerProcess[] = [];
  const databases: string[] = [];
  const admin = () => new pg.Client({ connectionString: PG_URL });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGKILL")));
    // The workers of a killed primary stop when their channel to it closes (main.ts).
    const client = admin();
    await client.connect();
    try {
      for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  });

  async function newDatabase(): Promise<string> {
    const name = `sb_cluster_${randomBytes(4).toString("hex")}`;
    const client = admin();
    await client.connect();
    try {
      await client.query(`create database ${name}`);
    } finally {
      await client.end();
    }
    databases.push(name);
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** Starts a primary with `workers` workers and waits until every one of them is ready. */
  async function startCluster(env: Record<string, string>, workers = 2): Promise<ServerProcess> {
    const server = spawnServer({
      dataDir: newDataDir(),
      port: await freePort(),
      env: { WEB_CONCURRENCY: String(workers), LOG_LEVEL: "info", ...env },
    });
    servers.push(server); // stopped after the tests, even when a start times out
    await until(
      () => {
        if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
        return logLines(server, "worker ready").length >= workers;
      },
      180_000,
      "every worker ready",
    );
    return server;
  }

  const workerPids = (server: ServerProcess) =>
    logLines(server, "worker started").map((entry) => ({ worker: entry.worker as number, pid: entry.pid as number }));

  async function staffToken(base: string): Promise<string> {
    const res = await fresh(base, "/api/login/staff/", {
      method: "POST",
      headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
      body: JSON.stringify(DEMO_STAFF),
    });
    expect(res.status, "staff sign-in").toBe(200);
    return (JSON.parse(res.body) as { access_token: string }).access_token;
  }

  async function firstCourse(base: string): Promise<{ id: number; path: string }> {
    const res = await fresh(base, "/api/ictData/", { headers: { "x-api-key": E2E_API_KEY } });
    const id = (JSON.parse(res.body) as { id: number }[])[0]!.id;
    // The course page's canonical path (it redirects from /course/<id>).
    const page = await fetch(`${base}/course/${id}`, { redirect: "manual" });
    return { id, path: page.status === 301 ? new URL(page.headers.get("location")!, base).pathname : `/course/${id}` };
  }

  /**
   * Warms the course page on every worker of every server, then changes its description behind
   * the servers' backs (straight in the database): every answer still shows the old one, from the
   * cache of whichever worker answers. Then staff change it through the API of `changeOn`: within
   * one second every worker of every server shows the staff's text.
   */
  async function expectChangeEverywhere(databaseUrl: string, changeOn: ServerProcess, all: ServerProcess[]) {
    const token = await staffToken(changeOn.url);
    const course = await firstCourse(changeOn.url);
    const before = `Cached description ${randomBytes(4).toString("hex")}`;
    const behind = `Written behind the cache ${randomBytes(4).toString("hex")}`;
    const after = `Changed by staff ${randomBytes(4).toString("hex")}`;
    const auth = { "x-api-key": E2E_API_KEY, authorization: `Bearer ${token}`, "content-type": "application/json" };
    const patch = (text: string) =>
      fresh(changeOn.url, `/api/admin/courses/${course.id}`, {
        method: "PATCH",
        headers: auth,
        body: JSON.stringify({ ictDesc: text }),
      });
    expect((await patch(before)).status).toBe(200);

    for (const server of all) {
      // Asked twice within the TTL, a page is kept (page-cache.ts): every worker sees it three times.
      const warm = await rounds(server.url, course.path);
      expect(warm.map((answer) => answer.status)).toEqual(Array(ROUNDS).fill(200));
      expect(warm.every((answer) => answer.body.includes(before))).toBe(true);
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("update courses set description = $1 where id = $2", [behind, course.id]);
    } finally {
      await client.end();
    }
    for (const server of all) {
      const cached = await rounds(server.url, course.path);
      // Every worker answers from its cache: none has heard of a change.
      expect(cached.filter((answer) => answer.body.includes(behind)).length, `cached on ${server.url}`).toBe(0);
      expect(cached.every((answer) => answer.body.includes(before))).toBe(true);
    }

    expect((await patch(after)).status).toBe(200);
    const changedAt = Date.now();
    // Within one second of the staff's answer, every answer from every worker shows the change.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() - changedAt)));
    for (const server of all) {
      const seen = await rounds(server.url, course.path);
      const stale = seen.filter((answer) => !answer.body.includes(after)).length;
      expect(stale, `answers from ${server.url} older than the change`).toBe(0);
    }
  }

  it(
    "starts two workers sharing the port and the secrets; a staff change reaches both within a second",
    async () => {
      const databaseUrl = await newDatabase();
      const server = await startCluster({ DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: "60" });
      const pids = workerPids(server);
      expect(pids.map((entry) => entry.worker).sort()).toEqual([1, 2]);
      expect(new Set(pids.map((entry) => entry.pid)).size).toBe(2);
      expect(pids.every((entry) => alive(entry.pid))).toBe(true);
      // Each worker listened on the same port (the primary's "ready" line names both).
      await until(() => logLines(server, logReadyLine(server)).length === 1, 10_000, "the primary's ready line");
      // The demo data seeded once, by the primary before forking.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query("select count(*)::int as n from staff where email = $1", [
          DEMO_STAFF.email,
        ]);
        expect(rows[0].n).toBe(1);
      } finally {
        await client.end();
      }
      // A token made by one worker is accepted by each: they sign with one secret.
      const token = await staffToken(server.url);
      const session = await rounds(server.url, "/api/admin/courses", {
        "x-api-key": E2E_API_KEY,
        authorization: `Bearer ${token}`,
      });
      expect(session.map((answer) => answer.status)).toEqual(Array(ROUNDS).fill(200));

      await expectChangeEverywhere(databaseUrl, server, [server]);
    },
    STARTS_TIMEOUT,
  );

  it.skipIf(!REDIS_UP)(
    "a staff change reaches every worker of two processes through Redis within a second",
    async () => {
      const databaseUrl = await newDatabase();
      // Unique per test: the channel is `<prefix>public-change`.
      const env = {
        DATABASE_URL: databaseUrl,
        PAGE_CACHE_SECONDS: "60",
        REDIS_URL,
        REDIS_KEY_PREFIX: `sb-cluster-${randomBytes(4).toString("hex")}:`,
      };
      const first = await startCluster(env);
      const second = await startCluster(env);
      for (const server of [first, second]) {
        expect(logLines(server, "worker ready").map((entry) => entry.pageCache)).toEqual(["redis", "redis"]);
      }
      await expectChangeEverywhere(databaseUrl, first, [first, second]);
    },
    2 * STARTS_TIMEOUT,
  );

  it(
    "restarts a worker that dies, and stops on SIGTERM without dropping a request in flight",
    async () => {
      const databaseUrl = await newDatabase();
      const server = await startCluster({ DATABASE_URL: databaseUrl });
      const [victim] = workerPids(server);
      process.kill(victim!.pid, "SIGKILL");
      await until(
        () => workerPids(server).filter((entry) => entry.worker === victim!.worker).length === 2,
        10_000,
        "the dead worker restarted",
      );
      const restarted = workerPids(server).filter((entry) => entry.worker === victim!.worker)[1]!;
      expect(restarted.pid).not.toBe(victim!.pid);
      expect(logLines(server, "worker stopped unexpectedly: restarting it")[0]).toMatchObject({
        worker: victim!.worker,
        signal: "SIGKILL",
      });
      await until(() => logLines(server, "worker ready").length === 3, 60_000, "the new worker ready");
      const answers = await rounds(server.url, "/api/health");
      expect(answers.map((answer) => answer.status)).toEqual(Array(ROUNDS).fill(200));

      // A lead whose body is still arriving when the primary is told to stop.
      const course = await firstCourse(server.url);
      const body = JSON.stringify({
        leadName: "In Flight",
        leadEmail: "in-flight@example.com",
        leadContact: "+91 98765 43210",
        ictId_id: course.id,
      });
      const half = Math.floor(body.length / 2);
      const answered = new Promise<Answer>((resolve, reject) => {
        const req = httpRequest(
          `${server.url}/api/leads/`,
          {
            method: "POST",
            agent: false,
            headers: {
              "x-api-key": E2E_API_KEY,
              "content-type": "application/json",
              "content-length": String(Buffer.byteLength(body)),
              connection: "close",
            },
          },
          (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk) => {
              text += chunk;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on("error", reject);
        req.write(body.slice(0, half));
        // The worker has the request (its headers and half its body) before the primary is told.
        setTimeout(() => {
          server.child.kill("SIGTERM");
          setTimeout(() => req.end(body.slice(half)), 1000);
        }, 500);
      });
      const lead = await answered;
      expect(lead.status, lead.body).toBe(201);
      expect(await server.exited).toBe(0);
      const pidsNow = workerPids(server).map((entry) => entry.pid);
      await until(() => pidsNow.every((pid) => !alive(pid)), 5000, "every worker gone");
      expect(logLines(server, "stopping").filter((entry) => entry.signal === "asked by the primary")).toHaveLength(2);
    },
    STARTS_TIMEOUT,
  );
});

const logReadyLine = (server: ServerProcess) =>
  `SkillBridge Academy is ready on ${server.url.replace("127.0.0.1", "localhost")} (2 workers)`;
