import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { isShutdownMessage, renderThreadCount, restartDelayMs, SHUTDOWN_MESSAGE, workerCount } from "./cluster.ts";

describe("cluster", () => {
  it("runs one process on the embedded database whatever WEB_CONCURRENCY says, else one worker per core", () => {
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: 4 })).toBe(1);
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: undefined })).toBe(1);
    expect(workerCount({ DATABASE_URL: "postgres://db/x", WEB_CONCURRENCY: 3 })).toBe(3);
    expect(workerCount({ DATABASE_URL: "postgres://db/x", WEB_CONCURRENCY: undefined })).toBe(availableParallelism());
  });

  it("renders pages on a thread per core beside the embedded database, none beside PostgreSQL's workers", () => {
    const cores = availableParallelism();
    expect(renderThreadCount({ DATABASE_URL: undefined, RENDER_THREADS: undefined })).toBe(cores > 1 ? cores : 0);
    expect(renderThreadCount({ DATABASE_URL: "postgres://db/x", RENDER_THREADS: undefined })).toBe(0);
    expect(renderThreadCount({ DATABASE_URL: undefined, RENDER_THREADS: 0 })).toBe(0);
    expect(renderThreadCount({ DATABASE_URL: "postgres://db/x", RENDER_THREADS: 3 })).toBe(3);
  });

  it("restarts a dead worker at once, then backs off while it keeps dying, up to 30 seconds", () => {
    expect([1, 2, 3, 4, 5].map(restartDelayMs)).toEqual([0, 1000, 2000, 4000, 8000]);
    expect(restartDelayMs(20)).toBe(30_000);
  });

  it("knows the primary's shutdown message from anything else", () => {
    expect(isShutdownMessage(SHUTDOWN_MESSAGE)).toBe(true);
    expect(isShutdownMessage({ skillbridge: "other" })).toBe(false);
    expect(isShutdownMessage("shutdown")).toBe(false);
    expect(isShutdownMessage(null)).toBe(false);
  });
});
