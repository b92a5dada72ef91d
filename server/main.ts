// Starts the product: config → database (migrated, seeded when empty) → app → listen.
// Stops gracefully on SIGTERM/SIGINT: the mail worker finishes the mail it is sending, in-flight
// requests finish, then the database closes.
// On PostgreSQL, WEB_CONCURRENCY workers (default: one per core) share the port (cluster.ts): this
// file then runs as their primary, which prepares the database and secrets once and supervises
// them, and again as each worker, which serves as a single process does.
import cluster from "node:cluster";
import closeWithGrace from "close-with-grace";
import Fastify from "fastify";
import { buildApp, loggerOptions } from "./app.ts";
import { isShutdownMessage, prepareForWorkers, renderThreadCount, superviseWorkers, workerCount } from "./cluster.ts";
import { type Config, loadConfig } from "./config.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { exitOnStartupError } from "./startup-errors.ts";

const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  // React renders in its fast production mode only when NODE_ENV says so. `npm start` leaves it
  // unset (an explicit NODE_ENV=production also turns the demo data off), so the server
  // sets it here, before the web build loads React: unset means production, as in the config.
  process.env.NODE_ENV ??= config.NODE_ENV;
  const workers = workerCount(config);
  if (cluster.isPrimary && workers > 1) return runPrimary(config, workers);
  return runServer(config, workers);
}

async function runPrimary(config: Config, workers: number) {
  // The primary serves nothing: a bare Fastify instance only for its logger (same format, same redaction).
  const { log } = Fastify({ logger: loggerOptions(config.LOG_LEVEL) });
  const { seeded } = await prepareForWorkers(config, log);
  await superviseWorkers({ count: workers, log });
  log.info(
    { database: "PostgreSQL", seeded, workers, startupMs: Math.round(performance.now() - startedAt) },
    `SkillBridge Academy is ready on http://localhost:${config.PORT} (${workers} workers)`,
  );
}

async function runServer(config: Config, workers: number) {
  // A worker asked to stop by the primary (it got SIGTERM), or whose primary is gone, finishes the
  // requests in flight and stops; one asked while still starting stops as soon as it has started.
  let stopAsked = false;
  let stop = () => {
    stopAsked = true;
  };
  if (cluster.isWorker) {
    process.on("message", (message) => {
      if (isShutdownMessage(message)) stop();
    });
    process.on("disconnect", () => stop());
  }
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config: { ...config, RENDER_THREADS: renderThreadCount(config) }, database });
  if (!config.DATABASE_URL && config.WEB_CONCURRENCY !== undefined && config.WEB_CONCURRENCY > 1) {
    app.log.warn(
      { WEB_CONCURRENCY: config.WEB_CONCURRENCY },
      "WEB_CONCURRENCY is ignored on the embedded database: it runs in one process (set DATABASE_URL for more)",
    );
  }
  let closing = false;
  const grace = closeWithGrace({ delay: 10_000 }, async ({ signal, err, manual }) => {
    closing = true;
    if (err) app.log.error({ err }, "stopping after an error");
    else app.log.info({ signal: signal ?? (manual ? "asked by the primary" : undefined) }, "stopping");
    await app.mailWorker.stop();
    await app.close();
    await database.close();
  });
  // A worker signalled directly too (Ctrl+C reaches the whole group) is stopping already.
  stop = () => {
    if (!closing) grace.close();
  };
  if (stopAsked) return stop();
  await app.listen({ port: config.PORT, host: config.HOST });
  // Mail goes out in the background, never in a request. Every worker runs one: they
  // claim rows with FOR UPDATE SKIP LOCKED under a lease (outbox-repository.ts), never the same mail.
  app.mailWorker.start();
  if (cluster.isWorker) {
    app.log.info(
      { worker: Number(process.env.SKILLBRIDGE_WORKER), of: workers, pageCache: app.publicChanges.kind },
      "worker ready",
    );
    return;
  }
  app.log.info(
    {
      database: database.driver === "pglite" ? `embedded (${config.DATA_DIR})` : "PostgreSQL",
      seeded: database.seeded,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `SkillBridge Academy is ready on http://localhost:${config.PORT}`,
  );
}

main().catch(exitOnStartupError);
