// The channel that tells every other process of a staff change: what one announces,
// the others hear (not itself); a lost channel suspends the page cache and its return resumes it.
// Through Redis (on the embedded-database run, when a Redis answers at TEST_REDIS_URL, default
// redis://127.0.0.1:6379) and through PostgreSQL's LISTEN/NOTIFY (on the PostgreSQL run).
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { reachable, tcpProxy } from "../test/reliability/tcp-proxy.ts";
import { type CacheControl, openPublicChanges, type PublicChanges } from "./public-changes.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisAddress = new URL(REDIS_URL);
const redisHost = redisAddress.hostname;
const redisPort = Number(redisAddress.port || 6379);
const onPglite = process.env.TEST_DB_DRIVER !== "postgres";
const REDIS_UP = onPglite && (await reachable(redisHost, redisPort));
const PG_URL = process.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

type Heard = { clear: number; suspend: number; resume: number };
function recorder(): CacheControl & { heard: Heard } {
  const heard: Heard = { clear: 0, suspend: 0, resume: 0 };
  return {
    heard,
    clear: () => heard.clear++,
    suspend: () => heard.suspend++,
    resume: () => heard.resume++,
  };
}
const log = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

async function until(condition: () => boolean, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

const opened: PublicChanges[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const channel of opened) await channel.close();
  for (const close of closers) await close();
});

describe("public changes", () => {
  it("are this process's own on the embedded database (one process): nothing to announce", async () => {
    const changes = await openPublicChanges({ REDIS_KEY_PREFIX: "x:" }, undefined, recorder(), log);
    expect(changes.kind).toBe("local");
    changes.publish();
    await changes.close();
  });

  it.skipIf(!REDIS_UP)(
    "reach the other processes through Redis; a lost Redis suspends the cache until it is back",
    async () => {
      const proxy = await tcpProxy({ host: redisHost, port: redisPort });
      closers.push(proxy.close);
      const prefix = `sb-test-${randomBytes(4).toString("hex")}:`;
      const [a, b] = [recorder(), recorder()];
      const url = new URL(REDIS_URL);
      url.hostname = "127.0.0.1";
      url.port = String(proxy.port);
      const first = await openPublicChanges({ REDIS_URL, REDIS_KEY_PREFIX: prefix }, undefined, a, log);
      const second = await openPublicChanges(
        { REDIS_URL: url.toString(), REDIS_KEY_PREFIX: prefix },
        undefined,
        b,
        log,
      );
      const elsewhere = await openPublicChanges(
        { REDIS_URL, REDIS_KEY_PREFIX: `${prefix}other:` },
        undefined,
        recorder(),
        log,
      );
      opened.push(first, second, elsewhere);
      expect(second.kind).toBe("redis");

      first.publish();
      await until(() => b.heard.clear === 1, "the other process to hear the change");
      elsewhere.publish(); // another site on the same Redis
      await settle();
      expect(a.heard).toEqual({ clear: 0, suspend: 0, resume: 0 });
      expect(b.heard.clear).toBe(1);

      await proxy.cut();
      await until(() => b.heard.suspend === 1, "the cache suspended");
      first.publish(); // unheard by the cut-off process: why its cache keeps nothing meanwhile
      await proxy.restore();
      await until(() => b.heard.resume === 1, "the cache resumed", 10_000);
      // Subscribed again: the next change is heard.
      const cleared = b.heard.clear;
      await until(
        () => {
          first.publish();
          return b.heard.clear > cleared;
        },
        "a change heard after the outage",
        5000,
      );
    },
  );

  it.skipIf(!PG_URL)(
    "reach the other processes on one PostgreSQL database; a lost listener suspends the cache until it listens again",
    async () => {
      const name = `sb_changes_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      closers.push(async () => {
        // pg's Pool.end() resolves before its connections have closed: wait for them, or the
        // forced drop below ends one mid-close and its error escapes as an uncaught exception.
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline) {
          const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(PG_URL!);
      url.pathname = `/${name}`;
      const pools = [
        new pg.Pool({ connectionString: url.toString() }),
        new pg.Pool({ connectionString: url.toString() }),
      ];
      closers.unshift(async () => {
        for (const pool of pools) await pool.end();
      });
      const [a, b] = [recorder(), recorder()];
      const config = { DATABASE_URL: url.toString(), REDIS_KEY_PREFIX: "x:" };
      const first = await openPublicChanges(config, pools[0], a, log);
      const second = await openPublicChanges(config, pools[1], b, log);
      opened.push(first, second);
      expect(second.kind).toBe("postgres");

      first.publish();
      await until(() => b.heard.clear === 1, "the other process to hear the change");
      await settle();
      expect(a.heard.clear).toBe(0);

      // The database ends the listening connections (a restart, a failover): both stop keeping
      // pages, listen again, and start afresh.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'",
        [name],
      );
      await until(() => a.heard.suspend === 1 && b.heard.suspend === 1, "the caches suspended");
      await until(() => a.heard.resume === 1 && b.heard.resume === 1, "the caches resumed", 10_000);
      second.publish();
      await until(() => a.heard.clear === 1, "a change heard after the outage");
    },
  );
});
