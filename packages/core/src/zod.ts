// zod, configured for where it runs. Every schema module of core imports z from here, never from
// "zod" (zod.test.ts checks), so the setting below is in place before any schema is built.
// In the browser, zod's faster parsers would be compiled with `new Function`, which the page's
// script policy refuses (no 'unsafe-eval'): zod's probe for it was refused on every page that
// loads a schema, and Chrome logged it as a policy issue (Lighthouse best practices 96).
// packages/core/package.json lists this file under "sideEffects": the bundler would otherwise
// take `z` straight from zod and never run this module.
import { z } from "zod";

if ("document" in globalThis) z.config({ jitless: true });

export { z };
