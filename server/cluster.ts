// All cores: on PostgreSQL, WEB_CONCURRENCY workers (default: one per core) share the
// port through node:cluster; the primary answers no request. It prepares what the workers must
// share before forking any — the database migrated and seeded once, the first staff account, and
// the secrets kept in DATA_DIR (JWT_SECRET, the credential signing key) written once, so that
// every worker signs and verifies with the same ones — then restarts a worker that dies (sooner
// the first time, backing off when it keeps dying) and, on SIGTERM or SIGINT, asks each worker to
// finish its requests in flight and stop, and exits when they all have.
// The embedded database runs in one process (see workerCount and the README).
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { prepareStaffAccounts } from "./modules/auth/first-start.ts";
import { createMfaRepository } from "./modules/auth/mfa-repository.ts";
import { createSecretBox } from "./modules/auth/secret-box.ts";
import { loadSigningKey } from "./modules/credential/signing-key.ts";

/** The message the primary sends a worker to make it stop gracefully. */
export const SHUTDOWN_MESSAGE = { skillbridge: "shutdown" } as const;

export const isShutdownMessage = (message: unknown): boolean =>
  typeof message === "object" && message !== null && (message as { skillbridge?: unknown }).skillbridge === "shutdown";

/**
 * How many server processes to run. PGlite is a database inside this process, on files of
 * DATA_DIR that only one process may open (data-dir-lock.ts): a second process could not reach
 * it, so the embedded database always runs one.
 */
export function workerCount(config: Pick<Config, "DATABASE_URL" | "WEB_CONCURRENCY">): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? availableParallelism();
}

/**
 * How many threads render pages beside the one that owns the database. The embedded database keeps
 * the server in one process, so its pages render on a thread per core (on one core there is
 * nothing to gain); on PostgreSQL each worker process is a core's renderer already.
 */
export function renderThreadCount(config: Pick<Config, "DATABASE_URL" | "RENDER_THREADS">): number {
  if (config.RENDER_THREADS !== undefined) return config.RENDER_THREADS;
  if (config.DATABASE_URL) return 0;
  const cores = availableParallelism();
  return cores > 1 ? cores : 0;
}

/**
 * How long before a dead worker is forked again, after `deaths` deaths in a row each soon after its
 * start: at once after the first, then 1, 2, 4… up to 30 seconds (a worker that cannot start — its
 * database unreachable — must not spin the machine).
 */
export function restartDelayMs(deaths: number): number {
  return deaths <= 1 ? 0 : Math.min(1000 * 2 ** (deaths - 2), 30_000);
}
/** A worker that served this long before dying counts as a fresh start for the backoff. */
const HEALTHY_AFTER_MS = 60_000;
/** How long the primary waits for its workers to stop before killing them (theirs is 10 s). */
const STOP_TIMEOUT_MS = 15_000;

/** What the workers share, done once before any is forked. */
export async function prepareForWorkers(config: Config, log: FastifyBaseLogger): Promise<{ seeded: boolean }> {
  // loadConfig has written DATA_DIR/jwt-secret already when JWT_SECRET is unset.
  await loadSigningKey(config);
  const database = await openConfiguredDatabase(config);
  try {
    const mfa = createMfaRepository(createSecretBox(config.DATA_ENCRYPTION_KEY ?? config.JWT_SECRET));
    await prepareStaffAccounts(database.db, config, mfa, log);
    return { seeded: database.seeded };
  } finally {
    await database.close();
  }
}

type Slot = { worker: Worker | null; startedAt: number; quickDeaths: number; timer?: NodeJS.Timeout };

/** Forks `count` workers and keeps them running; resolves once each has listened once. */
export function superviseWorkers(options: { count: number; log: FastifyBaseLogger }): Promise<void> {
  const { count, log } = options;
  const slots: Slot[] = Array.from({ length: count }, () => ({ worker: null, startedAt: 0, quickDeaths: 0 }));
  let stopping = false;
  let listening = 0;
  let allListening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    allListening = resolve;
  });

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.timer = undefined;
    if (stopping) return;
    const worker = cluster.fork({ SKILLBRIDGE_WORKER: String(index + 1) });
    slot.worker = worker;
    slot.startedAt = Date.now();
    log.info({ worker: index + 1, pid: worker.process.pid }, "worker started");
    let listened = false;
    worker.on("listening", () => {
      if (listened) return;
      listened = true;
      if (++listening === count) allListening();
    });
    worker.on("exit", (code, signal) => {
      slot.worker = null;
      if (stopping) return;
      const lived = Date.now() - slot.startedAt;
      slot.quickDeaths = lived >= HEALTHY_AFTER_MS ? 0 : slot.quickDeaths + 1;
      const delay = restartDelayMs(slot.quickDeaths);
      log.error(
        { worker: index + 1, pid: worker.process.pid, code, signal, restartInMs: delay },
        "worker stopped unexpectedly: restarting it",
      );
      slot.timer = setTimeout(() => fork(index), delay);
    });
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping: each worker finishes its requests in flight");
    const exits: Promise<number | null>[] = [];
    for (const slot of slots) {
      clearTimeout(slot.timer);
      const worker = slot.worker;
      if (!worker || worker.isDead()) continue;
      exits.push(
        new Promise((resolve) => {
          worker.once("exit", (code) => resolve(code));
        }),
      );
      // A worker the terminal signalled too (Ctrl+C reaches the whole group) is stopping already
      // and ignores this; one whose channel is gone stops on its own (main.ts: "disconnect").
      if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE, () => undefined);
    }
    const killer = setTimeout(() => {
      log.error("workers did not stop in time: killing them");
      for (const slot of slots) slot.worker?.process.kill("SIGKILL");
    }, STOP_TIMEOUT_MS);
    const codes = await Promise.all(exits);
    clearTimeout(killer);
    process.exit(codes.every((code) => code === 0) ? 0 : 1);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  for (let index = 0; index < count; index++) fork(index);
  return ready;
}
