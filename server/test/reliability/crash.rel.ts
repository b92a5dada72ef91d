// Crash recovery: the real server process (node server/main.ts), under a stream of lead
// submissions with several in flight, is killed with SIGKILL at random moments (now and then
// while it is still starting) and restarted on the same data. Afterwards every lead that got a
// 201 is in the database exactly once, requests cut off by the kill are retried with their
// Idempotency-Key without doubling anything, the database opens cleanly each time, and the
// embedded database's stale DATA_DIR/server.lock never blocks the restart.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { like } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openPglite } from "../../db/client.ts";
import * as t from "../../db/schema.ts";
import { E2E_API_KEY, freePort, newDataDir, type ServerProcess, spawnServer, startServer } from "../server-process.ts";
import { createPostgresDatabase, DRIVERS, type Driver, dropPostgresDatabase, sized, withDatabase } from "./harness.ts";

const ROUNDS = sized(3, 20);
const IN_FLIGHT = 6;
/** Rounds 2, 6, 10… also kill the server while it is still starting (opening, migrating). */
const killsDuringStartup = (round: number) => round % 4 === 2;

const headers = { "x-api-key": E2E_API_KEY, "content-type": "application/json" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
});

async function start(dataDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ dataDir, env });
  servers.push(server);
  return server;
}

/** The leads stored for this run: e-mail → ids. */
async function storedLeads(driver: Driver, dataDir: string, databaseUrl: string | undefined, prefix: string) {
  const byEmail = new Map<string, number[]>();
  const add = (rows: { id: number; email: string }[]) => {
    for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
  };
  if (driver === "pglite") {
    // The embedded database opens cleanly after the kill (PGlite replays its WAL).
    const database = await openPglite({ dataDir });
    try {
      add(
        await database.db
          .select({ id: t.leads.id, email: t.leads.email })
          .from(t.leads)
          .where(like(t.leads.email, `${prefix}%`)),
      );
    } finally {
      await database.close();
    }
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      add((await client.query("select id, email from leads where email like $1", [`${prefix}%`])).rows);
    } finally {
      await client.end();
    }
  }
  return byEmail;
}

describe.each(DRIVERS)("crash recovery on %s", (driver) => {
  it(`keeps every acknowledged lead through ${ROUNDS} SIGKILLs`, async () => {
    const started = performance.now();
    const dataDir = newDataDir();
    const env: Record<string, string> = { RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "error" };
    const adminUrl = process.env.TEST_DATABASE_URL;
    let pgName: string | undefined;
    if (driver === "postgres") {
      // A fresh, empty database for the run: the server migrates and seeds it on first start.
      pgName = await createPostgresDatabase(adminUrl!, inject("reliabilityPostgresTemplate"), { empty: true });
      env.DATABASE_URL = withDatabase(adminUrl!, pgName);
    }
    const prefix = `crash-${driver}-`;
    const acknowledged = new Map<string, number>(); // Idempotency-Key → lead id
    const unanswered = new Set<string>(); // sent, cut off by the kill
    const unexpected: string[] = [];
    let sent = 0;
    let kills = 0;
    let startupKills = 0;
    let retried = 0;
    let replayedAfterCrash = 0;
    let courseId = 0;

    const body = (key: string) =>
      JSON.stringify({
        leadName: `Crash ${key}`,
        leadEmail: `${key}@example.com`,
        leadContact: "+91 98765 43210",
        ictId_id: courseId,
      });
    const submit = async (url: string, key: string) => {
      const res = await fetch(`${url}/api/leads/`, {
        method: "POST",
        headers: { ...headers, "idempotency-key": key },
        body: body(key),
      });
      return {
        status: res.status,
        replayed: res.headers.get("idempotent-replayed") === "true",
        json: (await res.json()) as { id: number },
      };
    };

    try {
      let server = await start(dataDir, env);
      const courses = (await (await fetch(`${server.url}/api/ictData/`, { headers })).json()) as { id: number }[];
      courseId = courses[0]!.id;

      for (let round = 1; round <= ROUNDS; round++) {
        let stopped = false;
        const stream = async () => {
          while (!stopped) {
            const key = `${prefix}${++sent}`;
            unanswered.add(key);
            try {
              const res = await submit(server.url, key);
              if (res.status !== 201) unexpected.push(`${key}: ${res.status} ${JSON.stringify(res.json)}`);
              else {
                acknowledged.set(key, res.json.id);
                unanswered.delete(key);
              }
            } catch {
              // The connection died with the server: the outcome is unknown, retried below.
            }
          }
        };
        const workers = Array.from({ length: IN_FLIGHT }, stream);
        await sleep(50 + Math.random() * 1500);
        stopped = true;
        const pid = server.child.pid;
        server.child.kill("SIGKILL");
        expect(await server.exited).toBeNull(); // killed by the signal, no exit code
        kills++;
        await Promise.all(workers);

        if (driver === "pglite") {
          // The lock of the dead process stays behind, naming it.
          expect(existsSync(join(dataDir, "server.lock"))).toBe(true);
          expect(Number.parseInt(readFileSync(join(dataDir, "server.lock"), "utf8"), 10)).toBe(pid);
        }
        // Every lead acknowledged so far is there, once, after the kill.
        const stored = await storedLeads(driver, dataDir, env.DATABASE_URL, prefix);
        for (const [key, id] of acknowledged) expect(stored.get(`${key}@example.com`), key).toEqual([id]);

        if (killsDuringStartup(round)) {
          // Kill it again while it is starting (opening the data, migrating, loading the app).
          const starting = spawnServer({ dataDir, port: await freePort(), env });
          servers.push(starting);
          await sleep(Math.random() * 1200);
          starting.child.kill("SIGKILL");
          await starting.exited;
          kills++;
          startupKills++;
        }

        server = await start(dataDir, env); // despite the stale lock
        // Each request cut off by the kill is retried with its key: stored once, whatever happened.
        for (const key of unanswered) {
          const res = await submit(server.url, key);
          retried++;
          if (res.status !== 201) unexpected.push(`retry ${key}: ${res.status} ${JSON.stringify(res.json)}`);
          else {
            if (res.replayed) replayedAfterCrash++;
            acknowledged.set(key, res.json.id);
          }
        }
        unanswered.clear();
        // A few acknowledged ones replay their first record.
        const sample = [...acknowledged.entries()].sort(() => Math.random() - 0.5).slice(0, 3);
        for (const [key, id] of sample) {
          const res = await submit(server.url, key);
          expect(res.status, key).toBe(201);
          expect(res.replayed, key).toBe(true);
          expect(res.json.id, key).toBe(id);
        }
      }

      expect(await server.stop("SIGTERM")).toBe(0);
      expect(unexpected).toEqual([]);
      const stored = await storedLeads(driver, dataDir, env.DATABASE_URL, prefix);
      for (const [key, id] of acknowledged) expect(stored.get(`${key}@example.com`), key).toEqual([id]);
      // Nothing stored twice, nothing stored that no one was told about (all retried).
      expect([...stored.values()].every((ids) => ids.length === 1)).toBe(true);
      expect(stored.size).toBe(acknowledged.size);
      console.log(
        `crash recovery on ${driver}: ${kills} SIGKILLs (${startupKills} during start-up) over ${ROUNDS} rounds, ` +
          `${sent} leads sent, ${acknowledged.size} acknowledged and stored once ` +
          `(${retried} cut off by a kill and retried, ${replayedAfterCrash} of them had been stored before the kill), ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await Promise.all(servers.map((server) => server.stop("SIGKILL")));
      if (pgName) await dropPostgresDatabase(adminUrl!, pgName);
    }
  });
});
