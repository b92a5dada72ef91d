// Every schema module of core and web builds its schemas with the z of ./zod.ts: configured there
// before any schema exists, so that in the browser zod never tries `new Function` (refused by the
// page's script policy, and reported by Chrome on every page that loads a schema).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("zod in the browser", () => {
  it("is imported (for values) only through packages/core/src/zod.ts", () => {
    const direct = [...sources(join(root, "packages", "core", "src")), ...sources(join(root, "web", "app"))]
      .filter((file) => !file.endsWith(join("core", "src", "zod.ts")))
      .filter((file) => /^import\s+(?!type\b)[^;]*from\s+"zod(\/[^"]*)?";/m.test(readFileSync(file, "utf8")));
    expect(direct).toEqual([]);
  });
});
