// npm run db:migrate — applies migrations to the configured database (the server also does this on start).
import { loadConfig } from "../../config.ts";
import { exitOnStartupError } from "../../startup-errors.ts";
import { openConfiguredDatabase } from "../open.ts";

const database = await Promise.resolve()
  .then(() => openConfiguredDatabase(loadConfig(), { seed: false }))
  .catch(exitOnStartupError);
await database.close();
console.log("Migrations applied.");
