// What the figures were measured on: RESULTS.md is only comparable between like machines.
import { execFileSync } from "node:child_process";
import { cpus, loadavg, release, totalmem, type } from "node:os";

export type Machine = {
  cpuModel: string;
  cores: number;
  ramGb: number;
  node: string;
  chromium: string;
  postgres: string | null;
  os: string;
  commit: string;
  /** 1-minute load average when the bench started: well above 0 means the machine was not quiet. */
  loadAtStart: number;
};

function run(command: string, args: string[], cwd?: string): string | null {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export function describeMachine(repoRoot: string): Machine {
  const cpu = cpus();
  const head = run("git", ["rev-parse", "--short=12", "HEAD"], repoRoot) ?? "unknown";
  const dirty = run("git", ["status", "--porcelain"], repoRoot);
  return {
    cpuModel: cpu[0]?.model.trim() ?? "unknown",
    cores: cpu.length,
    ramGb: totalmem() / 1024 ** 3,
    node: process.version,
    chromium:
      run(chromePath, ["--version"])
        ?.replace(/^Chromium\s+/, "")
        .split(" ")[0] ?? "not found",
    postgres: null,
    os: `${type()} ${release()}`,
    commit: dirty ? `${head} (with uncommitted changes)` : head,
    loadAtStart: loadavg()[0] ?? 0,
  };
}
