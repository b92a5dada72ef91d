// npm start gives Node the server's TypeScript already stripped of its types (precompiled-ts.mjs),
// so Node's own stripper (amaro: swc in WebAssembly, ~18 MB held for the process's life) is never
// loaded; a file that was not precompiled (edited since) still loads, stripped by Node.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { precompiledFile, writePrecompiled } from "./precompiled-ts.mjs";

const repoRoot = join(import.meta.dirname, "..");
const hook = join(import.meta.dirname, "precompiled-ts.mjs");

/** Imports `module` in a fresh Node; answers its export `name` and whether amaro was loaded. */
function importInNode(module: string, name: string, withHook: boolean): { value: unknown; amaro: boolean } {
  const script = `const m = await import(${JSON.stringify(module)});
console.log(JSON.stringify({ value: m[${JSON.stringify(name)}], amaro: process.moduleLoadList.some((l) => l.includes("amaro")) }));`;
  const args = [...(withHook ? ["--import", hook] : []), "--input-type=module", "-e", script];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: repoRoot, encoding: "utf8" }));
}

describe("precompiled TypeScript (less idle memory: Node's type stripper never loads)", () => {
  it("loads a precompiled server module without Node's type stripper; without the hook, Node loads it", () => {
    const module = join(repoRoot, "packages", "core", "src", "constants.ts");
    const source = readFileSync(module, "utf8");
    // As scripts/precompile-ts.mjs writes it (npm test's build has already).
    if (!existsSync(precompiledFile(source))) writePrecompiled(source);

    const hooked = importInNode(module, "CATALOGUE_PAGE_SIZE", true);
    expect(hooked).toEqual({ value: 9, amaro: false });
    const plain = importInNode(module, "CATALOGUE_PAGE_SIZE", false);
    expect(plain).toEqual({ value: 9, amaro: true });
  });

  it("a file edited since (not precompiled) still loads, stripped by Node as usual", () => {
    const dir = mkdtempSync(join(tmpdir(), "sb-precompiled-"));
    const file = join(dir, "edited.ts");
    writeFileSync(file, `export const answer: number = ${Date.now() % 1000} + 1;\n`);
    const loaded = importInNode(file, "answer", true);
    expect(loaded.amaro).toBe(true);
    expect(typeof loaded.value).toBe("number");
  });
});
