// One test command for the whole repository (npm test). The API suite runs on the embedded
// database and, when TEST_DATABASE_URL is set, a second time on PostgreSQL.
import { defineConfig } from "vitest/config";

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ["server/**/*.test.ts"],
    env,
    setupFiles: ["server/test/setup.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["packages/**/*.test.ts", "web/app/**/*.test.ts"] } },
      {
        // Type tests (issue 12): the typed seam between page and API, checked by the compiler.
        test: {
          name: "types",
          include: [],
          typecheck: {
            enabled: true,
            include: ["web/app/**/*.test-d.ts"],
            tsconfig: "web/tsconfig.json",
            ignoreSourceErrors: true,
          },
        },
      },
      {
        // Components in a DOM (happy-dom), found by role and label as a user finds them.
        test: {
          name: "components",
          include: ["web/app/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["web/tests/components-setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      apiProject("api-pglite", { TEST_DB_DRIVER: "pglite" }),
      ...(pgUrl ? [apiProject("api-postgres", { TEST_DB_DRIVER: "postgres", TEST_DATABASE_URL: pgUrl })] : []),
      {
        // Fuzzing, access matrix, forged tokens, idempotency and crash recovery (server/test/reliability):
        // bounded here; `npm run test:reliability` (RELIABILITY=full) for the long run. Runs on the
        // embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL too, inside each file.
        test: {
          name: "reliability",
          include: ["server/test/reliability/**/*.rel.ts"],
          setupFiles: ["server/test/setup.ts"],
          globalSetup: ["server/test/reliability/global-setup.ts"],
          testTimeout: process.env.RELIABILITY === "full" ? 900_000 : 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["web/tests/e2e/**/*.e2e.ts", "server/**/*.e2e.ts"],
          setupFiles: ["server/test/setup.ts"],
          // The seeded data folder each file's server starts on a copy of (startServer).
          globalSetup: ["web/tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
