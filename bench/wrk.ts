// wrk (C, one thread per core) as the load client beside the peer, when it is installed (Debian's
// `wrk`; ../shared/peers/wordpress/setup.sh installs it). autocannon runs in Node on one core, and
// for pages sent as stored bytes it is the first to run out of CPU: at 50 connections it measured
// 4,252 req/s for our cached catalogue where wrk measures ~17,000 (bench/RESULTS.md), so
// the ratio to the peer said more about the client than about either server.
import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Measured } from "./server-load.ts";

const run = promisify(execFile);

export function wrkInstalled(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1: found all the same.
    return (error as { status?: number }).status === 1;
  }
}

/** A request path new to each request (a page rendered every time), else the same URL throughout. */
const UNIQUE = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
counter = 0
request = function()
  counter = counter + 1
  local sep = string.find(wrk.path, "?") and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "bench=" .. PASS .. "-" .. tid .. "-" .. counter)
end
`;

const REPORT = `
done = function(summary, latency, requests)
  io.write(string.format("RESULT %.2f %.3f %.3f %d %d\\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.errors.status,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;

export async function wrkLoad(
  url: string,
  label: string,
  options: { connections: number; seconds: number; acceptEncoding: string; unique: boolean },
): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), "bench-wrk-"));
  const script = join(dir, "script.lua");
  // Each thread runs its own copy of the script (and the same random numbers): the pass, the
  // thread's number and its count make every path new.
  const pass = Math.random().toString(36).slice(2, 10);
  writeFileSync(script, `${options.unique ? `PASS = "${pass}"\n${UNIQUE}` : ""}${REPORT}`);
  try {
    const threads = String(Math.min(2, options.connections));
    const { stdout } = await run(
      "wrk",
      [
        `-t${threads}`,
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        "--latency",
        "-H",
        `Accept-Encoding: ${options.acceptEncoding}`,
        "-s",
        script,
        url,
      ],
      { timeout: (options.seconds + 30) * 1000 },
    );
    const line = stdout.split("\n").find((text) => text.startsWith("RESULT "));
    if (!line) throw new Error(`wrk printed no result for ${url}:\n${stdout}`);
    const [rps = 0, p50 = 0, p99 = 0, non2xx = 0, errors = 0] = line.split(" ").slice(1).map(Number);
    return {
      label,
      rps,
      p50: Math.round(p50 * 10) / 10,
      p99: Math.round(p99 * 10) / 10,
      non2xx,
      errors,
      codes: [non2xx ? `non-2xx×${non2xx}` : "", errors ? `errors×${errors}` : ""].filter(Boolean).join(" "),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
