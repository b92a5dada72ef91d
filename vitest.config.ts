// One test command for the whole repository (npm test). The API suite runs on the embedded
// database and, when TEST_DATABASE_URL is set, a second time on PostgreSQL.
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The long reliability runs: the soak, two processes on one PostgreSQL and Redis, the cluster's
 * workers, the repeated SIGKILL loop and the daily digest sent once by two processes. `npm test` leaves them out, so the inner loop does not
 * wait on them; any RELIABILITY value includes them: `npm run test:reliability` (RELIABILITY=full)
 * and `npm run test:reliability:long` (RELIABILITY=bounded, these five only: CI after `npm test`).
 */
const longReliability = ["soak", "scale-out", "cluster", "crash", "digest"].map(
  (name) => `server/test/reliability/${name}.rel.ts`,
);

/**
 * Longest first over every project (one pool): a file's duration from the last run where Vitest
 * has one, else a guess by kind, the browser files first (each starts a server and Chromium, and
 * they are the longest). Vitest's own order runs the projects one after another by name, which
 * left the browser files for last.
 */
class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const guess = (spec: TestSpecification) =>
      this.ctx.cache.getTestSpecificationResult(spec)?.duration ??
      ({ e2e: 60_000, reliability: 30_000 } as Record<string, number>)[spec.project.name] ??
      5_000;
    const order = new Map(sorted.map((spec, index) => [spec, index]));
    return sorted.sort((a, b) => guess(b) - guess(a) || order.get(a)! - order.get(b)!);
  }
}

/**
 * Files of one project share a worker's imported modules (no isolation per file): an API file
 * then spends its time testing, not importing the server again (import was a third of an API
 * file's time). They still never share a database: build() gives each its own copy. What a file
 * changes outside its own app (a spy, a module variable) it must put back.
 */
const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ["server/**/*.test.ts"],
    isolate: false,
    env,
    setupFiles: ["server/test/setup.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * `npm test` (scripts/test.mjs) runs the browser files and the rest as two Vitest runs side by
 * side, each with its own workers: VITEST_PART=browser keeps the e2e project only, =rest every
 * other one. Unset (a developer's `npx vitest run <file>`), every project.
 */
function inPart<P extends { test: { name: string } }>(projects: P[]): P[] {
  const part = process.env.VITEST_PART;
  if (part === "browser") return projects.filter((project) => project.test.name === "e2e");
  if (part === "rest") return projects.filter((project) => project.test.name !== "e2e");
  return projects;
}

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, every file one after another. The browser files
    // wait on a server and Chromium much of the time, so two run beside each other; `npm test`
    // runs them in a Vitest run of their own beside the rest (inPart), each run with these workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
    projects: inPart([
      { test: { name: "unit", include: ["packages/**/*.test.ts", "web/app/**/*.test.ts"], isolate: false } },
      {
        // Type tests: the typed seam between page and API, checked by the compiler.
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
          // One DOM per worker, not one per file (its creation was a third of this project's time).
          isolate: false,
          setupFiles: ["web/tests/components-setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      apiProject("api-pglite", { TEST_DB_DRIVER: "pglite" }),
      ...(pgUrl ? [apiProject("api-postgres", { TEST_DB_DRIVER: "postgres", TEST_DATABASE_URL: pgUrl })] : []),
      {
        // Fuzzing, access matrix, forged tokens, idempotency, headers (server/test/reliability): bounded
        // here, without the long runs; `npm run test:reliability` (RELIABILITY=full) runs all. Runs on the
        // embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL too, inside each file.
        test: {
          name: "reliability",
          include: ["server/test/reliability/**/*.rel.ts"],
          exclude: [...configDefaults.exclude, ...(process.env.RELIABILITY ? [] : longReliability)],
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
          // Each file has its own server (on its own copy of the seeded folder) and browser.
          // The seeded data folder each file's server starts on a copy of (startServer).
          globalSetup: ["web/tests/e2e/global-setup.ts"],
          // Two browser files run beside the API files now: a test on a busy 2-core machine may take
          // three times what it took alone (the no-JavaScript batch journey took over 120 s so).
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // expect.poll's default second was too short for a click, a write and a new render
          // beside another browser file at a load of 20 (admin-site, admin-batches).
          expect: { poll: { timeout: 10_000 } },
          // A journey that times out while two browsers, their servers and the API files' workers
          // share two cores (a load of about 10) is run again, up to twice; one that fails three
          // times fails the run (a real fault fails every time). Seen retried: the course popups'
          // "open at once" read and the catalogue's Back at 360 px, once each in a few runs.
          retry: 2,
        },
      },
    ]),
  },
});
