// Resident memory of the embedded database alone: opens a copy of a DATA_DIR's
// PGlite with the given settings, runs the reads a page render makes and a search, and prints the
// process's RSS (after a full GC) and the size of PGlite's WebAssembly memory, which never shrinks.
// Usage: node --expose-gc bench/pglite-memory.ts <DATA_DIR> ['setting=value' …]
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const [source, ...settings] = process.argv.slice(2);
if (!source) throw new Error("usage: node --expose-gc bench/pglite-memory.ts <DATA_DIR> ['setting=value' …]");
const copy = mkdtempSync(join(tmpdir(), "sb-pglite-memory-"));
cpSync(join(source, "pgdata"), join(copy, "pgdata"), { recursive: true });
const rssMb = () => {
  globalThis.gc?.();
  const line = readFileSync("/proc/self/status", "utf8").match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};
const before = rssMb();
const client = await PGlite.create({
  dataDir: join(copy, "pgdata"),
  extensions: { pg_trgm },
  ...(settings.length > 0 ? { postgresqlconf: settings } : {}),
});
const opened = rssMb();
const shown = await client.query<{ name: string; setting: string; unit: string | null }>(
  "select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','maintenance_work_mem','temp_buffers','wal_buffers')",
);
const reads = {
  courses: "select * from courses c join domains d on d.id = c.domain_id order by c.id",
  cards: "select * from training_cards order by id",
  search: "select id from courses where lower(name) % 'pyton' or lower(short_desc) like '%data%'",
};
const steps: Record<string, number> = {};
for (const [name, text] of Object.entries(reads)) {
  for (let i = 0; i < 20; i++) await client.query(text);
  steps[name] = rssMb();
}
const used = rssMb();
const wasm = (client as unknown as { mod?: { HEAP8?: Uint8Array } }).mod?.HEAP8?.length ?? 0;
await client.close();
rmSync(copy, { recursive: true, force: true });
console.log(
  JSON.stringify({
    settings,
    shown: Object.fromEntries(shown.rows.map((row) => [row.name, `${row.setting}${row.unit ?? ""}`])),
    rssMb: { before, opened, ...steps, afterReads: used },
    wasmMemoryMb: Math.round(wasm / 1048576),
  }),
);
