// Starts the product: config → database (migrated, seeded when empty) → app → listen.
// Stops gracefully on SIGTERM/SIGINT: the mail worker finishes the mail it is sending, in-flight
// requests finish, then the database closes.
import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { exitOnStartupError } from "./startup-errors.ts";

const startedAt = performance.now();

async function main() {
  const config = loadConfig();
  // React renders in its fast production mode only when NODE_ENV says so. `npm start` leaves it
  // unset (an explicit NODE_ENV=production also turns the demo data off, issue 13), so the server
  // sets it here, before the web build loads React: unset means production, as in the config.
  process.env.NODE_ENV ??= config.NODE_ENV;
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "stopping after an error");
    else app.log.info({ signal }, "stopping");
    await app.mailWorker.stop();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Mail goes out in the background, never in a request (issue 4).
  app.mailWorker.start();
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
