// npm start builds what is missing: the web app is (re)built when there is no build yet or a
// source file is newer than it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

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
