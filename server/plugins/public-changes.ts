// A staff change must reach the page caches (page-cache.ts, and the API memo that follows it) of
// every worker of this server and of every other server process, so that no visitor sees a page
// older than the change plus a moment. The process that made the change clears its own
// cache at once and announces it; the others clear theirs when the announcement arrives:
// - through Redis pub/sub when REDIS_URL is set (every process on every machine that shares it),
// - else through PostgreSQL's LISTEN/NOTIFY when DATABASE_URL is set (every worker and every
//   process on that database),
// - else nowhere: on the embedded database there is one process (main.ts).
// While the channel is down, announcements of others may be missed, so this process keeps no page
// at all (the cache is suspended) until the channel is back; then it starts afresh.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type pg from "pg";
import { listen, notify, PUBLIC_CHANGE_CHANNEL } from "../db/notifications.ts";
import { RedisUnavailableError, redactedUrl } from "./rate-limit-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Tells the other workers and processes that staff changed what visitors see. */
    publicChanges: PublicChanges;
  }
}

export type PublicChanges = {
  kind: "redis" | "postgres" | "local";
  /** Announces a change made here (this process has cleared its own cache already). */
  publish: () => void;
  close: () => Promise<void>;
};

/** What the channel does to this process's caches. */
export type CacheControl = {
  /** Another process changed something: forget every kept page. */
  clear: () => void;
  /** The channel is down: keep nothing until `resume`. */
  suspend: () => void;
  /** The channel is back: start afresh. */
  resume: () => void;
};

type Options = {
  REDIS_URL?: string | undefined;
  REDIS_KEY_PREFIX: string;
  DATABASE_URL?: string | undefined;
};

/** The Redis channel: under the site's key prefix, so that several sites may share one Redis. */
export const redisChannel = (prefix: string) => `${prefix}public-change`;

export async function openPublicChanges(
  config: Options,
  pool: pg.Pool | undefined,
  cache: CacheControl,
  log: FastifyBaseLogger,
): Promise<PublicChanges> {
  // Each process (each cluster worker) hears its own announcements too: it skips them by this id.
  const self = randomUUID();
  const heard = (payload: string) => {
    if (payload !== self) cache.clear();
  };
  if (config.REDIS_URL)
    return openRedis(config.REDIS_URL, redisChannel(config.REDIS_KEY_PREFIX), self, heard, cache, log);
  if (config.DATABASE_URL && pool) return openPostgres(config.DATABASE_URL, pool, self, heard, cache, log);
  return { kind: "local", publish: () => {}, close: async () => {} };
}

async function openRedis(
  url: string,
  channel: string,
  self: string,
  heard: (payload: string) => void,
  cache: CacheControl,
  log: FastifyBaseLogger,
): Promise<PublicChanges> {
  const where = redactedUrl(url);
  const retryStrategy = (attempt: number) => Math.min(attempt * 250, 5000);
  const subscriber = new Redis(url, { lazyConnect: true, connectTimeout: 3000, retryStrategy });
  // An announcement never waits for Redis to come back: it fails at once (logged).
  const publisher = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
  });
  let started = false;
  let closing = false;
  let down = false;
  let firstError: Error | undefined;
  const lost = (error: Error) => {
    if (!started || closing || down) return;
    down = true;
    cache.suspend();
    log.warn({ err: error, redis: where }, "Redis for page-cache invalidation is unreachable: pages are not cached");
  };
  subscriber.on("error", (error: Error) => {
    if (started) lost(error);
    else firstError ??= error;
  });
  publisher.on("error", () => {}); // reported by the subscriber's connection, or by a failed publish
  subscriber.on("close", () => lost(new Error("connection closed")));
  // ioredis subscribes again by itself after a reconnection.
  subscriber.on("ready", () => {
    if (!down) return;
    down = false;
    cache.resume();
    log.info({ redis: where }, "Redis for page-cache invalidation is back: pages are cached again");
  });
  subscriber.on("message", (from: string, payload: string) => {
    if (from === channel) heard(payload);
  });
  try {
    await Promise.all([subscriber.connect(), publisher.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    subscriber.disconnect();
    publisher.disconnect();
    throw new RedisUnavailableError(
      `REDIS_URL: Redis does not answer at ${where} (${(firstError ?? (error as Error)).message}). ` +
        "Start it, or unset REDIS_URL.",
    );
  }
  started = true;
  return {
    kind: "redis",
    publish: () => {
      publisher.publish(channel, self).catch((error: Error) => {
        log.warn({ err: error, redis: where }, "a staff change could not be announced to the other server processes");
      });
    },
    close: async () => {
      closing = true;
      await Promise.all([subscriber, publisher].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}

async function openPostgres(
  url: string,
  pool: pg.Pool,
  self: string,
  heard: (payload: string) => void,
  cache: CacheControl,
  log: FastifyBaseLogger,
): Promise<PublicChanges> {
  let closing = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const listening = await listen(url, PUBLIC_CHANGE_CHANNEL, heard);
    // A lost connection: keep no page until listening again (announcements may be missed meanwhile).
    const lost = (error: Error) => {
      if (closing || client !== listening) return;
      client = null;
      cache.suspend();
      log.warn({ err: error }, "PostgreSQL connection for page-cache invalidation lost: pages are not cached");
      listening.end().catch(() => undefined);
      reconnect(1);
    };
    listening.on("error", lost);
    listening.on("end", () => lost(new Error("connection ended")));
    client = listening;
  };
  const reconnect = (attempt: number) => {
    retry = setTimeout(
      () => {
        if (closing) return;
        connect().then(
          () => {
            cache.resume();
            log.info("PostgreSQL connection for page-cache invalidation is back: pages are cached again");
          },
          () => reconnect(attempt + 1),
        );
      },
      Math.min(attempt * 250, 5000),
    );
    retry.unref();
  };

  await connect();
  return {
    kind: "postgres",
    publish: () => {
      notify(pool, PUBLIC_CHANGE_CHANNEL, self).catch((error: Error) => {
        log.warn({ err: error }, "a staff change could not be announced to the other server processes");
      });
    },
    close: async () => {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
