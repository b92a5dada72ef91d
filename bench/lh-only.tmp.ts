import { runLighthouse } from "./lighthouse.ts";
const s = await runLighthouse({ baseUrl: "http://127.0.0.1:3000", pages: [
  { name: "Home", path: "/" }, { name: "Catalogue", path: "/training_course" },
  { name: "Course", path: "/course/1/AWS_Certified_Solutions_Architect_%E2%80%93_Associate_(SAA-C03)" },
  { name: "Search", path: "/search/cloud" }], runs: Number(process.argv[2] ?? 3), log: console.log });
console.log(JSON.stringify(s, null, 1).slice(0, 200));
for (const t of (s as any).tables ?? []) { console.log(t.title ?? ""); console.log((t.header ?? []).join(" | ")); for (const r of t.rows ?? []) console.log(r.join(" | ")); }
