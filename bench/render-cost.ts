// CPU per page render, in process: the demo catalogue on the embedded database, each
// page rendered N times with a unique query string (never from the page cache) and no
// Accept-Encoding (no compression), so the figure is the render alone: loaders through the
// in-process API, React, the head transform and the script policy.
// Then each page again from the page cache: the CPU of a hit (stored Brotli bytes).
// With RENDER_THREADS=N the renders run on N render threads: "main thread" is then what is left for
// the thread that owns the database (the API reads, the request), the bound on pages per second
// when the threads have cores to run on.
// Usage: node bench/render-cost.ts [renders per page]; PAGES=/,/training_course for some pages.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openConfiguredDatabase } from "../server/db/open.ts";

const renders = Number(process.argv[2] ?? 200);
const { NODE_ENV: _unset, ...env } = process.env;
const config = loadConfig({
  ...env,
  DATA_DIR: mkdtempSync(join(tmpdir(), "sb-render-cost-")),
  API_KEY: "render-cost-api-key",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "1000000",
  DATABASE_URL: "",
});
// As server/main.ts: React's production build, with the demo data (NODE_ENV left unset).
process.env.NODE_ENV = config.NODE_ENV;
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database });
await app.ready();
await app.renderPool?.warm();
// The course page at its canonical URL (/course/1 redirects there).
const course = (await app.inject({ method: "GET", url: "/course/1" })).headers.location;
const pages = (process.env.PAGES?.split(",") ?? ["/", "/training_course", String(course)]).filter(Boolean);

for (const page of pages) {
  const get = (n: number) => app.inject({ method: "GET", url: `${page}?render=${n}` });
  const first = await get(0);
  if (first.statusCode !== 200) throw new Error(`${page}: ${first.statusCode}`);
  for (let n = 1; n <= 50; n++) await get(n); // warm-up: JIT, caches of the build
  const cpu = process.cpuUsage();
  const mainThread = process.threadCpuUsage();
  const start = performance.now();
  for (let n = 0; n < renders; n++) await get(1000 + n);
  const used = process.cpuUsage(cpu);
  const usedHere = process.threadCpuUsage(mainThread);
  const wall = (performance.now() - start) / renders;
  const perRender = (used.user + used.system) / 1000 / renders;
  const here = (usedHere.user + usedHere.system) / 1000 / renders;
  console.log(
    `${page.padEnd(56)} ${perRender.toFixed(2).padStart(6)} ms CPU (${here.toFixed(2)} ms main thread), ${wall.toFixed(2).padStart(6)} ms wall per render, ${(first.rawPayload.length / 1024).toFixed(1)} KB HTML`,
  );
}
// A page kept in the page cache (the same URL again, as a browser asks for it): stored bytes.
for (const page of pages) {
  const get = () => app.inject({ method: "GET", url: page, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  for (let n = 0; n < 50; n++) await get();
  const cpu = process.cpuUsage();
  for (let n = 0; n < renders; n++) await get();
  const used = process.cpuUsage(cpu);
  const hit = await get();
  console.log(
    `${page.padEnd(56)} ${((used.user + used.system) / 1000 / renders).toFixed(2).padStart(6)} ms CPU per hit (${hit.headers["content-encoding"]}, ${(hit.rawPayload.length / 1024).toFixed(1)} KB)`,
  );
}
await app.close();
await database.close();
