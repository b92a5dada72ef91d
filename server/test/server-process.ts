// Starts the real product (node server/main.ts) as a child process, as `npm start` does,
// for browser journeys and restart tests.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { repoRoot } from "../config.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The e2e run's seeded data folder (web/tests/e2e/global-setup.ts). */
    e2eSeededDataDir: string;
    /** The address of the e2e run's one server for the files that only read (global-setup.ts). */
    e2eSharedServerUrl: string;
  }
}

export const E2E_API_KEY = "e2e-api-key-0123456789";

export type ServerProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), "sb-e2e-"));
}

/**
 * A new DATA_DIR holding a copy of the run's seeded data folder (the e2e project's global setup,
 * web/tests/e2e/global-setup.ts, makes it once): migrated and seeded with the demo data, as a
 * first start leaves it. Without that setup (other projects), an empty folder.
 */
export async function seededDataDir(): Promise<string> {
  const dir = newDataDir();
  const seeded = await providedSeededDataDir();
  // The lock file belongs to the process that made the folder, not to the copy's server.
  if (seeded) cpSync(seeded, dir, { recursive: true, filter: (source) => basename(source) !== "server.lock" });
  return dir;
}

/** A server a test file uses and stops; the shared one is stopped by the run, not by the file. */
export type SharedServer = { url: string; stop: () => Promise<unknown> };

/**
 * The e2e run's one server (on its own copy of the seeded folder, started by the global setup and
 * stopped after the run), for a file whose tests only read: it starts no server of its own. A file
 * that writes anything (a form sent, a sign-in, an upload) starts its own with `startServer`.
 */
export async function sharedServer(): Promise<SharedServer> {
  const { inject } = await import("vitest");
  const url = inject("e2eSharedServerUrl");
  if (!url) throw new Error("no shared server: it is started by the e2e project's global setup");
  return { url, stop: async () => undefined };
}

async function providedSeededDataDir(): Promise<string | undefined> {
  // Vitest is only loaded inside its workers: the bench starts servers with this module too.
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("e2eSeededDataDir") || undefined;
}

/**
 * The V8 heap sizing `npm start` gives the server (server/package.json): a young generation of at
 * most 2 × 16 MB and an old generation collected once it grows by half, not V8's sizing from the
 * machine's memory (on a 24 GB machine 2 × 64 MB, and an old generation left to grow for long).
 */
export const SERVER_HEAP_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=50"];

export function spawnServer(options: { dataDir: string; port: number; env?: Record<string, string> }): ServerProcess {
  let output = "";
  // As server/package.json starts it: its heap sizing, then the precompiled TypeScript (precompiled-ts.mjs).
  const child = spawn(
    process.execPath,
    [
      ...SERVER_HEAP_FLAGS,
      "--import",
      join(repoRoot, "server", "precompiled-ts.mjs"),
      join(repoRoot, "server", "main.ts"),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        // Unset, as `npm start` leaves it: an explicit NODE_ENV=production turns the demo data off
        //, and the journeys sign in with the demo accounts. A test may still pass one.
        NODE_ENV: undefined,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        API_KEY: E2E_API_KEY,
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "1000",
        DATABASE_URL: "",
        // One process, as the tests and the bench mean by "a server" (on PostgreSQL the default is a
        // worker per core); reliability/cluster.rel.ts asks for workers.
        WEB_CONCURRENCY: "1",
        // In the tests, pages render in the server's own thread: with render threads the browser
        // files ran about twice as long on the run's two shared cores (each page's API reads cross
        // to the owner thread, busy with the other servers' work). The threads are tested by
        // server/plugins/render-pool.test.ts; the bench runs the default.
        ...(process.env.VITEST ? { RENDER_THREADS: "0" } : {}),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${options.port}`,
    dataDir: options.dataDir,
    child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Spawns the server and waits until /api/health answers. Without `dataDir`, on a copy of the run's
 * seeded folder (`seededDataDir`); `seeded: false` asks for an empty one, where the first start
 * migrates and seeds (or, with DEMO_DATA=false, only migrates). `healthyWithinMs`: how long to wait
 * for the health answer (2 minutes unless given).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; seeded?: boolean; healthyWithinMs?: number } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (options.seeded === false ? newDataDir() : await seededDataDir());
  const server = spawnServer({ dataDir, port: await freePort(), env: options.env });
  const deadline = Date.now() + (options.healthyWithinMs ?? 120_000);
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop("SIGKILL");
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
