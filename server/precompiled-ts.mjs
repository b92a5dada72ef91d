// Loaded with `node --import ./precompiled-ts.mjs main.ts` (npm start): the server's TypeScript,
// stripped of its types ahead of time by scripts/precompile-ts.mjs, is given to Node as JavaScript.
// Node strips types itself with amaro (swc compiled to WebAssembly), which then stays in the
// process for good: ~18 MB of resident memory on a server meant to fit a 1 GB machine.
// A file is found by the hash of its source, so an edited file is never served stale: it misses
// and Node strips it as usual. Module URLs do not change, so paths built from import.meta.url do
// not either; the stripped code keeps every line and column, so stack traces point right.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Where the stripped files are kept (git-ignored, with node_modules). */
export const precompiledDir = join(root, "node_modules", ".cache", "skillbridge-ts");

/** The stripped file of a TypeScript source: named by the source's hash. */
export const precompiledFile = (source) =>
  join(precompiledDir, `${createHash("sha256").update(source).digest("hex").slice(0, 32)}.js`);

/**
 * Writes a source's stripped file (scripts/precompile-ts.mjs, tests). By a rename: a server may be
 * reading it at that moment, and must never see half a file.
 */
export function writePrecompiled(source) {
  const target = precompiledFile(source);
  const partial = `${target}.${process.pid}.partial`;
  mkdirSync(precompiledDir, { recursive: true });
  writeFileSync(partial, stripTypeScriptTypes(source));
  renameSync(partial, target);
}

registerHooks({
  load(url, context, nextLoad) {
    // Only the project's own modules ("type": "module" in each of its package.json files).
    if (url.startsWith("file:") && url.endsWith(".ts") && !url.includes("/node_modules/")) {
      try {
        const source = readFileSync(fileURLToPath(url), "utf8");
        return { format: "module", source: readFileSync(precompiledFile(source), "utf8"), shortCircuit: true };
      } catch {
        // Not precompiled (or unreadable): Node loads it as it would without this hook.
      }
    }
    return nextLoad(url, context);
  },
});
