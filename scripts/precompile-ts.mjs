// Strips the types of the server's and the shared packages' TypeScript once, for npm start
// (server/precompiled-ts.mjs says why). Tests are left out: they run under Vitest. Rewritten whole
// each time: ~300 files take about a second.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { precompiledDir, writePrecompiled } from "../server/precompiled-ts.mjs";

const root = new URL("..", import.meta.url).pathname;
const TESTS = /\.(test|e2e|rel|test-d)\.ts$|\.d\.ts$/;

function* typescriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) yield* typescriptFiles(path);
    } else if (entry.name.endsWith(".ts") && !TESTS.test(entry.name)) yield path;
  }
}

export function precompileTypeScript() {
  rmSync(precompiledDir, { recursive: true, force: true });
  const packages = readdirSync(join(root, "packages")).map((name) => join(root, "packages", name, "src"));
  let count = 0;
  for (const dir of [join(root, "server"), ...packages]) {
    for (const file of typescriptFiles(dir)) {
      writePrecompiled(readFileSync(file, "utf8"));
      count++;
    }
  }
  return count;
}

if (import.meta.main) console.log(`${precompileTypeScript()} TypeScript files precompiled`);
