// Lighthouse (mobile) on a running server's public pages, in both languages, without the rest of
// `npm run bench`: node bench/lighthouse-pages.ts [base URL] [runs]. Prints each page's scores,
// timings and bytes as RESULTS.md's tables.
import { runLighthouse } from "./lighthouse.ts";

const [baseUrl = "http://127.0.0.1:3000", runs = "1"] = process.argv.slice(2);
const course =
  (await (await fetch(`${baseUrl}/course/1`, { redirect: "manual" })).headers.get("location")) ?? "/course/1";
const section = await runLighthouse({
  baseUrl,
  pages: [
    { name: "Home", path: "/" },
    { name: "Catalogue", path: "/training_course" },
    { name: "Course", path: course },
    { name: "Search", path: "/search/cloud" },
    { name: "Home, Hindi", path: "/hi" },
    { name: "Catalogue, Hindi", path: "/hi/training_course" },
    { name: "Course, Hindi", path: `/hi${course}` },
    { name: "Search, Hindi", path: "/hi/search/cloud" },
  ],
  runs: Number(runs),
  log: (line) => console.log(line),
});
for (const table of section.tables) {
  console.log(`\n${table.title}`);
  console.log(`| ${table.columns.join(" | ")} |\n| ${table.columns.map(() => "---").join(" | ")} |`);
  for (const row of table.rows) console.log(`| ${row.join(" | ")} |`);
}
for (const figure of section.figures.filter((f) => f.target)) {
  const { op, value } = figure.target!;
  const met = figure.value !== null && (op === "<=" ? figure.value <= value : figure.value >= value);
  if (!met) console.log(`MISS ${figure.subject} ${figure.metric}: ${figure.value} (target ${op} ${value})`);
}
for (const note of section.notes) console.log(note);
