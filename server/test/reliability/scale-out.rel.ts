// Scale-out: two real server processes (node server/main.ts) on one PostgreSQL database and one
// Redis, as behind a load balancer. Both start together on an empty database (one migrates and
// seeds, the other waits); a session made on one works on the other and a sign-out on one ends
// it on both; the sign-in throttle (5 failures per account in 15 minutes, counted in the
// database) counts failures made on both; the per-minute limit of public POSTs
// (RATE_LIMIT_PER_MINUTE, @fastify/rate-limit) is shared through Redis (REDIS_URL), while two
// processes without REDIS_URL each count alone. A server whose Redis does not answer at start
// refuses to start, naming REDIS_URL; a Redis lost later lets requests through (warning logged)
// and limits apply again once it is back.
// Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379): skipped,
// saying so, without them. CI has both.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_API_KEY, freePort, newDataDir, type ServerProcess, spawnServer, startServer } from "../server-process.ts";
import { createPostgresDatabase, dropPostgresDatabase, withDatabase } from "./harness.ts";
import { reachable, tcpProxy } from "./tcp-proxy.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAddress = new URL(REDIS_URL);
const redisHost = redisAddress.hostname;
const redisPort = Number(redisAddress.port || 6379);
const REDIS_UP = await reachable(redisHost, redisPort);
const missing = [!PG_URL && "TEST_DATABASE_URL is not set", !REDIS_UP && `no Redis answers at ${REDIS_URL}`].filter(
  Boolean,
);
if (missing.length > 0) {
  console.warn(`scale-out.rel.ts skipped: ${missing.join("; ")} (set TEST_DATABASE_URL and TEST_REDIS_URL to run it)`);
}

const DEMO_LEARNER = { email: "demo.learner@example.com", password: "Demo@12345" };
const OTHER_LEARNER = "second.learner@example.com";
const LIMIT = 6;
const json = { "content-type": "application/json" };

type Answer = { status: number; headers: Headers; json: Record<string, unknown> };
async function call(base: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "x-api-key": E2E_API_KEY, ...(body === undefined ? {} : json), ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : {} } as Answer;
}

/** Whether the server's output shows `text` within `ms`. */
async function logged(server: ServerProcess, text: string, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!server.output().includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server.output().includes(text);
}

/** How many times the demo staff member and the demo learner exist. */
async function demoAccounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*)::int from staff where email = 'demo.staff@example.com') as staff,
              (select count(*)::int from learners where email = $1) as learners`,
      [DEMO_LEARNER.email],
    );
    return { staff: rows[0].staff as number, learners: rows[0].learners as number };
  } finally {
    await client.end();
  }
}

describe.skipIf(missing.length > 0)("scale-out: two server processes, one PostgreSQL, one Redis", () => {
  const servers: ServerProcess[] = [];
  const prefix = `sb-rel-${randomBytes(4).toString("hex")}:`;
  let pgName = "";
  let env: Record<string, string> = {};
  let A: ServerProcess;
  let B: ServerProcess;
  let courseId = 0;
  let leadCount = 0;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });

  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServer({ env: { ...env, ...extra } });
    servers.push(server);
    return server;
  };
  const lead = (server: ServerProcess) =>
    call(server.url, "POST", "/api/leads/", {
      leadName: "Scale Out",
      leadEmail: `scale-out-${++leadCount}@example.com`,
      leadContact: "+91 98765 43210",
      ictId_id: courseId,
    });

  beforeAll(async () => {
    pgName = await createPostgresDatabase(PG_URL!, inject("reliabilityPostgresTemplate"), { empty: true });
    env = {
      DATABASE_URL: withDatabase(PG_URL!, pgName),
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      // Every process must sign with the same secret (with DATABASE_URL each has its own DATA_DIR).
      JWT_SECRET: randomBytes(48).toString("base64url"),
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      LOG_LEVEL: "info", // the start-up and Redis lines are info
    };
    await redis.connect();
    // One after the other (two at once on an empty database: see the test below).
    A = await start();
    B = await start();
    courseId = ((await call(A.url, "GET", "/api/ictData/")).json as unknown as { id: number }[])[0]!.id;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGKILL")));
    if (redis.status === "ready") {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    if (pgName) await dropPostgresDatabase(PG_URL!, pgName);
  });

  it("runs both on one database with the demo data once, both counting in Redis", async () => {
    expect(await demoAccounts(env.DATABASE_URL!)).toEqual({ staff: 1, learners: 1 });
    for (const server of [A, B]) {
      expect(server.output().includes("Rate limits are counted in Redis"), "start-up line").toBe(true);
    }
  });

  // Found by this test: seeding used to run outside the migration lock, so two processes started
  // together on an empty database both seeded and one died on a duplicate key.
  it("starts two processes at once on an empty database: both come up, demo data seeded once", async () => {
    const name = await createPostgresDatabase(PG_URL!, inject("reliabilityPostgresTemplate"), { empty: true });
    try {
      const url = withDatabase(PG_URL!, name);
      const both = await Promise.allSettled([start({ DATABASE_URL: url }), start({ DATABASE_URL: url })]);
      for (const result of both) if (result.status === "fulfilled") await result.value.stop("SIGKILL");
      const failures = both.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
      if (failures.length > 0) console.warn(`scale-out concurrent start (known bug): ${failures[0]!.slice(0, 240)}…`);
      expect(failures).toEqual([]);
      expect(await demoAccounts(url)).toEqual({ staff: 1, learners: 1 });
    } finally {
      await dropPostgresDatabase(PG_URL!, name);
    }
  });

  it("a session made on one process works on the other, and a sign-out on either ends it on both", async () => {
    const login = await call(A.url, "POST", "/api/login/learners/", DEMO_LEARNER);
    expect(login.status).toBe(200);
    const token = login.json.access_token as string;
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const ways: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie }];
    for (const auth of ways) {
      const session = await call(B.url, "GET", "/api/session/", undefined, auth);
      expect(session.status).toBe(200);
      expect((session.json.user as { email: string }).email).toBe(DEMO_LEARNER.email);
      const cards = await call(
        B.url,
        "GET",
        `/api/learners/email/${encodeURIComponent(DEMO_LEARNER.email)}/training-cards`,
        undefined,
        auth,
      );
      expect(cards.status, JSON.stringify(cards.json)).toBe(200);
    }
    // The cookie-carrying page render on B knows the learner too.
    const page = await fetch(`${B.url}/learner/Profile`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);

    const logout = await call(B.url, "POST", "/api/logout/", undefined, { authorization: `Bearer ${token}` });
    expect(logout.status).toBe(200);
    for (const server of [A, B]) {
      const after = await call(server.url, "GET", "/api/session/", undefined, { authorization: `Bearer ${token}` });
      expect(after.json.user ?? null).toBeNull();
    }
  });

  it("the sign-in throttle counts failures made on both processes (5 per account in 15 minutes)", async () => {
    const wrong = { email: OTHER_LEARNER, password: "Wrong-password-1" };
    const statuses: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const server = attempt % 2 === 1 ? A : B;
      const res = await call(server.url, "POST", "/api/login/learners/", wrong);
      statuses.push(`${server === A ? "A" : "B"}:${res.status}`);
      expect(res.status).toBe(401);
    }
    // The sixth, on either process, and even the right password, are refused.
    for (const server of [B, A]) {
      const res = await call(server.url, "POST", "/api/login/learners/", wrong);
      statuses.push(`${server === A ? "A" : "B"}:${res.status}`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    const right = await call(A.url, "POST", "/api/login/learners/", { ...wrong, password: DEMO_LEARNER.password });
    statuses.push(`A(right password):${right.status}`);
    expect(right.status).toBe(429);
    console.log(`scale-out sign-in throttle across two processes: ${statuses.join(" ")}`);
  });

  it(`shares RATE_LIMIT_PER_MINUTE (${LIMIT}) through Redis: the two processes together allow it once`, async () => {
    const statuses: string[] = [];
    for (let n = 1; n <= LIMIT; n++) {
      const server = n % 2 === 1 ? A : B;
      const res = await lead(server);
      statuses.push(`${server === A ? "A" : "B"}:${res.status}`);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(LIMIT - n));
    }
    for (const server of [A, B]) {
      const res = await lead(server);
      statuses.push(`${server === A ? "A" : "B"}:${res.status}`);
      expect(res.status).toBe(429);
      expect(typeof res.json.detail).toBe("string");
    }
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    console.log(`scale-out rate limit through Redis (${LIMIT}/min): ${statuses.join(" ")}`);
  });

  it("without REDIS_URL each process counts alone (the control)", async () => {
    const [C, D] = await Promise.all([start({ REDIS_URL: "" }), start({ REDIS_URL: "" })]);
    let accepted = 0;
    for (let n = 1; n <= 2 * LIMIT; n++) {
      const res = await lead(n % 2 === 1 ? C : D);
      if (res.status === 201) accepted++;
    }
    expect(accepted).toBe(2 * LIMIT);
    expect((await lead(C)).status).toBe(429);
    expect(C.output().includes("Rate limits are counted in Redis"), "no Redis line").toBe(false);
    console.log(`scale-out control without Redis: ${accepted} of ${2 * LIMIT} accepted by two in-memory limiters`);
    await Promise.all([C.stop(), D.stop()]);
  });

  it("refuses to start when REDIS_URL does not answer, naming it", async () => {
    const port = await freePort();
    const server = spawnServer({
      dataDir: newDataDir(),
      port: await freePort(),
      env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    servers.push(server);
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 60_000, "timeout"))]);
    expect(code).toBe(1);
    expect(server.output()).toContain(`REDIS_URL: Redis does not answer at redis://127.0.0.1:${port}`);
    expect(server.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it("lets requests through while Redis is lost (warning logged) and limits again once it is back", async () => {
    const proxy = await tcpProxy({ host: redisHost, port: redisPort });
    const outagePrefix = `${prefix}outage:`;
    const E = await start({ REDIS_URL: `redis://${redisHost}:${proxy.port}`, REDIS_KEY_PREFIX: outagePrefix });
    try {
      for (let n = 1; n <= LIMIT; n++) expect((await lead(E)).status).toBe(201);
      expect((await lead(E)).status).toBe(429);

      await proxy.cut();
      const during: number[] = [];
      for (let n = 1; n <= 3; n++) during.push((await lead(E)).status);
      expect(during).toEqual([201, 201, 201]);
      expect(await logged(E, "Redis for the rate limits is unreachable"), "warning logged").toBe(true);

      // Back: the counter in Redis (still over the limit) applies again once reconnected.
      await proxy.restore();
      expect(await logged(E, "Redis for the rate limits is back", 20_000), "reconnection logged").toBe(true);
      expect((await lead(E)).status).toBe(429);
      console.log(`scale-out Redis outage: over the limit 429, during the outage ${during.join(",")}, after 429`);
    } finally {
      await E.stop("SIGKILL");
      await proxy.close();
    }
  });
});
