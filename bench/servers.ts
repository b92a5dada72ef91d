// Starting and watching the real product (node server/main.ts) for the bench: the web build,
// timed starts, resident memory from /proc, and throw-away PostgreSQL databases.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import pg from "pg";
import { repoRoot, webBuildDir } from "../server/config.ts";
import { E2E_API_KEY, freePort, type ServerProcess, spawnServer } from "../server/test/server-process.ts";

export { repoRoot };
export const API_KEY = E2E_API_KEY;
/** What Chrome sends: pages, assets and API answers are measured compressed, as browsers get them. */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";

/** The env every bench server gets: no rate limit in the way of the load, quiet logs. */
export const BENCH_SERVER_ENV = { RATE_LIMIT_PER_MINUTE: "1000000000", LOG_LEVEL: "warn" };

export { webBuildDir };

/**
 * Builds the web app (into WEB_BUILD_DIR when set) exactly as `npm run build` does — including the
 * Brotli/gzip twins the server sends — every run, so the figures are never those of a stale or
 * half-made build.
 */
export function ensureWebBuild(log: (line: string) => void): void {
  const dir = webBuildDir();
  linkPackages(dir);
  log(`building the web app into ${dir} (react-router build + precompress)`);
  const devDir = join(repoRoot, "node_modules", "@react-router", "dev");
  const { bin } = JSON.parse(readFileSync(join(devDir, "package.json"), "utf8")) as { bin: Record<string, string> };
  const cli = join(devDir, bin["react-router"] ?? "bin.cjs");
  const steps: [string, string[], string][] = [
    ["react-router build", [cli, "build"], join(repoRoot, "web")],
    ["precompress", [join(repoRoot, "scripts", "precompress.mjs"), join(dir, "client")], repoRoot],
  ];
  for (const [name, args, cwd] of steps) {
    const result = spawnSync(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (result.status !== 0) throw new Error(`web build failed at ${name} (exit ${result.status})`);
  }
  if (!existsSync(join(dir, "server", "index.js"))) throw new Error("web build failed: no server build");
}

/** A build outside the repository (WEB_BUILD_DIR=/tmp/…) finds its packages through a link. */
function linkPackages(dir: string): void {
  const inside = !relative(repoRoot, resolve(dir)).startsWith("..");
  if (inside || existsSync(join(dir, "node_modules"))) return;
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
}

export type Started = { server: ServerProcess; startMs: number };

/** Spawns the server and times spawn → first 200 from /api/health (polled every 10 ms). */
export async function startTimed(options: { dataDir: string; env?: Record<string, string> }): Promise<Started> {
  const port = await freePort();
  const t0 = performance.now();
  const server = spawnServer({ dataDir: options.dataDir, port, env: { ...BENCH_SERVER_ENV, ...options.env } });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return { server, startMs: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await server.stop("SIGKILL");
  throw new Error(`server did not answer /api/health within 180 s:\n${server.output()}`);
}

export async function stopServer(server: ServerProcess): Promise<void> {
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.stop("SIGTERM");
  clearTimeout(timer);
}

/** Resident memory of a process in MB (VmRSS), or null once it is gone. */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples RSS every few hundred ms while load runs; stop() gives the peak seen. */
export class RssSampler {
  #max = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly pid: number | undefined;
  constructor(pid: number | undefined) {
    this.pid = pid;
  }
  start(intervalMs = 250): this {
    this.#timer = setInterval(() => {
      this.#max = Math.max(this.#max, rssMb(this.pid) ?? 0);
    }, intervalMs);
    this.#timer.unref();
    return this;
  }
  stop(): number | null {
    clearInterval(this.#timer);
    this.#max = Math.max(this.#max, rssMb(this.pid) ?? 0);
    return this.#max || null;
  }
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export type PgAvailability = { ok: true; version: string } | { ok: false; reason: string };

export async function probePostgres(adminUrl: string): Promise<PgAvailability> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return { ok: true, version: `PostgreSQL ${rows[0]?.v ?? "?"}` };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database for one bench server; returns its URL and how to drop it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sb_bench_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  await admin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(),
  };
}
