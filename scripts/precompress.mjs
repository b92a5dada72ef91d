// After the web build: writes Brotli (quality 11) and gzip (level 9) twins of the client files,
// so the server sends the smallest bytes without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".html", ".webmanifest"]);
const MIN_BYTES = 1024;

function walk(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += walk(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(entry.name)) || statSync(path).size < MIN_BYTES) continue;
    const data = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    written++;
  }
  return written;
}

const root = process.argv[2];
if (!root) {
  console.error("usage: node scripts/precompress.mjs <client build folder>");
  process.exit(1);
}
console.log(`Precompressed ${walk(root)} files in ${root}`);
