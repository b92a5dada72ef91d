import { readFileSync } from "node:fs";
import { createHeadTransform, dropModulePreloads } from "../server/plugins/inline-css.ts";
import { pageEtag } from "../server/plugins/page-cache.ts";
import { loadModuleScriptsDynamically, pagePolicy } from "../server/plugins/script-policy.ts";

// raw render (before finishPage) approximated: the served page has the module script rewritten; fine for timing
const html = readFileSync("/tmp/home.html", "utf8");
const t = createHeadTransform("/work/main/web/build/client");
const time = (name: string, f: () => unknown) => {
  for (let i = 0; i < 200; i++) f();
  const s = performance.now();
  for (let i = 0; i < 1000; i++) f();
  console.log(name, ((performance.now() - s) / 1000).toFixed(3), "ms");
};
time("transformHead", () => t(html));
time("dropModulePreloads", () => dropModulePreloads(html));
time("loadModuleScripts", () => loadModuleScriptsDynamically(html));
time("pagePolicy", () => pagePolicy(html));
time("pageEtag", () => pageEtag(html));
time("Buffer.from", () => Buffer.from(html));
time("TextEncoder", () => new TextEncoder().encode(html));
