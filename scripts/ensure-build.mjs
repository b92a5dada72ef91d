// npm start builds what is missing: the web app is (re)built when there is no build yet or a
// source file is newer than it, and the embedded database's template (server/db/pglite-template.ts)
// is written when there is none for the installed PGlite, and the server's TypeScript is stripped of
// its types (scripts/precompile-ts.mjs).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { precompileTypeScript } from "./precompile-ts.mjs";

const root = new URL("..", import.meta.url).pathname;
const marker = join(root, "web", "build", "server", "index.js");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = ["web/app", "web/public", "packages/core/src"].map((dir) => join(root, dir)).filter(existsSync);
const stale = !existsSync(marker) || Math.max(...sources.map(newest)) > statSync(marker).mtimeMs;
if (stale) {
  console.log("Building the web app…");
  execSync("npm run build --workspace web", { cwd: root, stdio: "inherit" });
}

// The server's TypeScript as JavaScript, for server/precompiled-ts.mjs: cheap, so done every start.
precompileTypeScript();

// The file is named as server/db/pglite-template.ts names it, looked for here to spare each start a
// second Node. It is written in a process of its own with V8's baseline compiler only: the initdb
// that takes then fits in a 1 GB server. Without a template the server still starts (by initdb),
// so a failure here is reported and the start goes on.
const pgliteMain = createRequire(join(root, "server", "package.json")).resolve("@electric-sql/pglite");
const pglite = JSON.parse(readFileSync(join(pgliteMain, "..", "..", "package.json"), "utf8"));
const template = join(root, "server", "db", "pglite-template", `pgdata-pglite-${pglite.version}.tar.gz`);
if (!existsSync(template)) {
  try {
    execSync("node --liftoff-only server/db/cli/pglite-template.ts", { cwd: root, stdio: "inherit" });
  } catch {
    console.error("Writing the embedded database template failed; a first start will run initdb instead.");
  }
}
