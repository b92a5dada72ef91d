// Preloaded into the soak's server process (NODE_OPTIONS=--import …, with --expose-gc): once a
// second, after a full garbage collection, appends the process's memory figures to
// MEMORY_PROBE_FILE as one JSON line. Test-only: the product never loads it.
import { appendFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
const everyMs = Number(process.env.MEMORY_PROBE_MS ?? 1000);
if (file) {
  const started = performance.now();
  setInterval(() => {
    globalThis.gc?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
    appendFileSync(
      file,
      `${JSON.stringify({
        t: Math.round(performance.now() - started) / 1000,
        rss: mb(rss),
        heapUsed: mb(heapUsed),
        heapTotal: mb(heapTotal),
        external: mb(external),
        arrayBuffers: mb(arrayBuffers),
      })}\n`,
    );
  }, everyMs).unref();
}
