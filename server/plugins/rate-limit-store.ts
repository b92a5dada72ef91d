// Where @fastify/rate-limit counts: in this process by default, or in Redis (REDIS_URL) so that
// several server processes behind one address share RATE_LIMIT_PER_MINUTE instead of each
// allowing it once more. (The sign-in throttle needs none of this: it counts in the database.)
//
// Redis must answer at start-up: a server told to share its limits that cannot reach Redis
// refuses to start, naming REDIS_URL, rather than quietly counting alone. If Redis goes away
// later, requests are let through (a warning is logged once per outage) and counting resumes
// when it is back: an outage of the limiter does not take the public forms down.
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { ConfigError } from "../config.ts";

export class RedisUnavailableError extends ConfigError {}

export type RateLimitStore = {
  /** Options for @fastify/rate-limit: `redis` and its key prefix, or nothing (in-process). */
  options: { redis?: Redis; nameSpace?: string; skipOnError: boolean };
  /** "redis" or "memory", for the start-up log. */
  kind: "redis" | "memory";
  close: () => Promise<void>;
};

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

export async function openRateLimitStore(
  config: { REDIS_URL?: string | undefined; REDIS_KEY_PREFIX: string },
  log: FastifyBaseLogger,
): Promise<RateLimitStore> {
  if (!config.REDIS_URL) return { options: { skipOnError: false }, kind: "memory", close: async () => {} };

  const where = redactedUrl(config.REDIS_URL);
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    // A request never waits for Redis to come back: the command fails at once and is let through.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  let started = false;
  let down = false;
  let firstError: Error | undefined;
  let closing = false;
  const lost = (error: Error) => {
    if (down || closing) return;
    down = true;
    log.warn(
      { err: error, redis: where },
      "Redis for the rate limits is unreachable: requests are not limited until it is back",
    );
  };
  redis.on("error", (error: Error) => {
    if (started) lost(error);
    else firstError ??= error;
  });
  redis.on("close", () => {
    if (started) lost(new Error("connection closed"));
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ redis: where }, "Redis for the rate limits is back: limits apply again");
  });

  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(
      `REDIS_URL: Redis does not answer at ${where} (${(firstError ?? (error as Error)).message}). ` +
        "Start it, or unset REDIS_URL to count rate limits in this process alone.",
    );
  }
  started = true;
  log.info({ redis: where }, "Rate limits are counted in Redis, shared by every server process");
  return {
    options: { redis, nameSpace: config.REDIS_KEY_PREFIX, skipOnError: true },
    kind: "redis",
    close: async () => {
      closing = true;
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
