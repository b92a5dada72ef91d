// One seeded data folder per e2e run: the server is started once on an empty DATA_DIR (it migrates
// and seeds the demo data, 6–12 s on this machine), stopped, and the folder kept. Each file's
// server then starts on a copy of it (server-process.ts `startServer`, 2–3 s), as a first start
// would have left it: the database, JWT secret and signing key inside DATA_DIR included. One more
// server, on a copy of its own, serves the files that only read (`sharedServer`) for the whole run.
import { cpSync, rmSync } from "node:fs";
import { basename } from "node:path";
import type { TestProject } from "vitest/node";
import { newDataDir, startServer } from "../../../server/test/server-process.ts";

export default async function setup(project: TestProject) {
  // Migrating and seeding on a machine busy with other runs took over five minutes: wait up to ten.
  const server = await startServer({ seeded: false, healthyWithinMs: 600_000 });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the seeding server stopped with ${code}:\n${server.output()}`);
  project.provide("e2eSeededDataDir", server.dataDir);
  const sharedDir = newDataDir();
  cpSync(server.dataDir, sharedDir, { recursive: true, filter: (source) => basename(source) !== "server.lock" });
  const shared = await startServer({ dataDir: sharedDir, healthyWithinMs: 600_000 });
  project.provide("e2eSharedServerUrl", shared.url);
  return async () => {
    await shared.stop();
    rmSync(sharedDir, { recursive: true, force: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
