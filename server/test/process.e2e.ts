// The product as `npm start` runs it: data survives a restart, a second process on the same
// DATA_DIR is refused with a clear message, and SIGTERM stops it cleanly.
import { afterAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, freePort, type ServerProcess, spawnServer, startServer } from "./server-process.ts";

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop("SIGKILL")));
});

const headers = { "x-api-key": E2E_API_KEY, "content-type": "application/json" };

describe("server process on the embedded database", () => {
  it("keeps an acknowledged lead across a restart and refuses a second process", async () => {
    const first = await startServer();
    servers.push(first);
    const courses = (await (await fetch(`${first.url}/api/ictData/`, { headers })).json()) as { id: number }[];
    expect(courses.length).toBeGreaterThanOrEqual(60);

    const leadBody = JSON.stringify({
      leadName: "Restart Test",
      leadEmail: "restart@example.com",
      leadContact: "+91 98765 43210",
      ictId_id: courses[0]!.id,
    });
    const submit = (url: string) =>
      fetch(`${url}/api/leads/`, {
        method: "POST",
        headers: { ...headers, "idempotency-key": "restart-test-lead-1" },
        body: leadBody,
      });
    const lead = await submit(first.url);
    expect(lead.status).toBe(201);
    const stored = (await lead.json()) as { id: number };

    // A second server on the same DATA_DIR must refuse to start, naming the problem.
    const second = spawnServer({ dataDir: first.dataDir, port: await freePort() });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("in use by another server process");

    expect(await first.stop("SIGTERM")).toBe(0);

    const again = await startServer({ dataDir: first.dataDir });
    servers.push(again);
    // Not seeded twice, and the acknowledged lead is still there: its key replays the same record.
    const coursesAgain = (await (await fetch(`${again.url}/api/ictData/`, { headers })).json()) as unknown[];
    expect(coursesAgain.length).toBe(courses.length);
    const replay = await submit(again.url);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(((await replay.json()) as { id: number }).id).toBe(stored.id);
  });
});
