// node server/db/cli/pglite-template.ts — writes the embedded database's template for the installed
// PGlite when there is none (server/db/pglite-template.ts says why); scripts/ensure-build.mjs runs it
// at `npm start`. Run with --liftoff-only, as ensure-build does: the initdb this takes then fits in a
// 1 GB server, where V8's optimizing compiler would take the rest of it.
import { existsSync } from "node:fs";
import { DEFAULT_PGLITE_TEMPLATE, writePgliteTemplate } from "../pglite-template.ts";

if (!existsSync(DEFAULT_PGLITE_TEMPLATE)) {
  console.log("Writing the embedded database template…");
  await writePgliteTemplate();
}
