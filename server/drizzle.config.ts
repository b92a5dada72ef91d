import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by the app itself on start (db/migrate.ts), since
// drizzle-kit cannot load PGlite's pg_trgm extension.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
