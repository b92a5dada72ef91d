// Footprint: cold start (spawn → first 200 from /api/health) on fresh data, which includes the
// migrations and the demo seed, and a restart on the data that start left; RSS once idle.
// The last restarted server is handed back so the later phases measure that very process.
import type { ServerProcess } from "../server/test/server-process.ts";
import type { Figure } from "./report.ts";
import { rssMb, startTimed, stopServer } from "./servers.ts";
import { median, sleep } from "./stats.ts";

export type Prepared = { dataDir: string; env: Record<string, string>; cleanup: () => Promise<void> };

export type StartRuns = {
  freshMs: number[];
  restartMs: number[];
  idleRssFreshMb: number[];
  idleRssRestartMb: number[];
};

export type FootprintResult = {
  figures: Figure[];
  raw: StartRuns;
  /** The server of the last run, restarted on its data and left running. */
  server: ServerProcess;
  prepared: Prepared;
};

export async function measureStarts(options: {
  label: string;
  runs: number;
  idleWaitMs: number;
  prepare: () => Promise<Prepared>;
  log: (line: string) => void;
}): Promise<FootprintResult> {
  const raw: StartRuns = { freshMs: [], restartMs: [], idleRssFreshMb: [], idleRssRestartMb: [] };
  for (let run = 1; run <= options.runs; run++) {
    const prepared = await options.prepare();
    let server: ServerProcess | undefined;
    try {
      const fresh = await startTimed(prepared);
      server = fresh.server;
      raw.freshMs.push(fresh.startMs);
      await sleep(options.idleWaitMs);
      raw.idleRssFreshMb.push(rssMb(server.child.pid) ?? Number.NaN);
      await stopServer(server);

      const again = await startTimed(prepared);
      server = again.server;
      raw.restartMs.push(again.startMs);
      await sleep(options.idleWaitMs);
      raw.idleRssRestartMb.push(rssMb(server.child.pid) ?? Number.NaN);
      options.log(
        `${options.label} start ${run}/${options.runs}: fresh ${Math.round(fresh.startMs)} ms, restart ${Math.round(again.startMs)} ms`,
      );
      if (run === options.runs) return { figures: figures(options.label, raw), raw, server, prepared };
      await stopServer(server);
      await prepared.cleanup();
    } catch (error) {
      if (server) await stopServer(server);
      await prepared.cleanup();
      throw error;
    }
  }
  throw new Error("measureStarts needs at least one run");
}

function figures(label: string, raw: StartRuns): Figure[] {
  const runsNote = (values: number[], unit: string) =>
    values.length > 1 ? `median of ${values.map((v) => Math.round(v)).join(", ")} ${unit}` : undefined;
  const figure = (metric: string, values: number[], unit: "ms" | "MB"): Figure => {
    const note = runsNote(values, unit);
    return { subject: label, metric, value: median(values), unit, ...(note ? { note } : {}) };
  };
  return [
    figure("Cold start, fresh data (migrate + demo seed) → first 200", raw.freshMs, "ms"),
    figure("Restart on existing data → first 200", raw.restartMs, "ms"),
    figure("RSS idle after a fresh start", raw.idleRssFreshMb, "MB"),
    figure("RSS idle after a restart", raw.idleRssRestartMb, "MB"),
  ];
}
