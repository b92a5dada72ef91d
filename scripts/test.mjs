// npm test: the browser files and everything else as two Vitest runs side by side.
//
// A browser file spends most of its time waiting (on its server, on Chromium, on what a page shows):
// two of them at once keep less than one core busy. The API, component and unit files are the
// opposite, all CPU. In one Vitest pool, every worker first takes a browser file (the longest) and
// the cores idle for the first half of the run; two runs, each with its own workers, keep both
// cores busy from the start. With arguments (`npm test -- server/modules/lead`), one Vitest run
// with those arguments, as `vitest run` would.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const extra = process.argv.slice(2);

/** Runs Vitest with `args` and `part` (see vitest.config.ts: which projects it holds); answers its exit code. */
function run(args, part) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, "run", ...args], {
      stdio: "inherit",
      env: { ...process.env, ...(part ? { VITEST_PART: part } : {}) },
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (extra.length) process.exit(await run(extra));

const started = Date.now();
const [browser, rest] = await Promise.all([run([], "browser"), run([], "rest")]);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nnpm test: browser files ${browser === 0 ? "passed" : "FAILED"}; ` +
    `unit, component, API and reliability files ${rest === 0 ? "passed" : "FAILED"} (${seconds} s in all)`,
);
process.exit(browser || rest);
