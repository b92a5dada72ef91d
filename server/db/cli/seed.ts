// npm run db:seed [-- --reset] — seeds the demo data into an empty database; --reset empties
// every table first and rebuilds the demo data from scratch.
import { dayInIndia } from "@skillbridge/core";
import { loadConfig } from "../../config.ts";
import { exitOnStartupError } from "../../startup-errors.ts";
import { openConfiguredDatabase } from "../open.ts";
import { isDatabaseEmpty, resetDatabase, seedDemoData } from "../seed/seed.ts";

const reset = process.argv.includes("--reset");
const database = await Promise.resolve()
  .then(() => openConfiguredDatabase(loadConfig(), { seed: false }))
  .catch(exitOnStartupError);
try {
  if (reset) await resetDatabase(database.db);
  if (await isDatabaseEmpty(database.db)) {
    await seedDemoData(database.db, { today: dayInIndia(new Date()) });
    console.log(reset ? "Database reset and demo data seeded." : "Demo data seeded.");
  } else {
    console.log("The database already has data; use `npm run db:seed -- --reset` to rebuild the demo data.");
  }
} finally {
  await database.close();
}
