// npm run db:migrate — applies migrations to the configured database (the server also does this on start).
import { loadConfig } from "../../config.ts";
import { openConfiguredDatabase } from "../open.ts";

const database = await openConfiguredDatabase(loadConfig(), { seed: false });
await database.close();
console.log("Migrations applied.");
