// The browser journeys' servers run as `npm start` runs the server: with the same V8 heap sizing.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_HEAP_FLAGS } from "./test/server-process.ts";

describe("the server's heap sizing", () => {
  it("is the same for npm start and the test servers", () => {
    const start = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")).scripts.start as string;
    expect(start).toMatch(/^node /);
    for (const flag of SERVER_HEAP_FLAGS) expect(start.split(" ")).toContain(flag);
  });
});
