// Our pages and the WordPress peer's (../shared/peers/wordpress/setup.sh) side by side with wrk
// (bench/wrk.ts), as in bench/RESULTS.md: the static file, each page from the page cache
// and rendered on every request. Ours on 127.0.0.1:3000, the peer on 127.0.0.1:8081.
//   node bench/side-by-side.ts [ours|peer|both] [seconds] [connections]
import { readFileSync } from "node:fs";
import { wrkLoad } from "./wrk.ts";

const [who = "both", secs = "10", conns = "20"] = process.argv.slice(2);
const OURS = "http://127.0.0.1:3000";
const WP = "http://127.0.0.1:8081";
const ourAsset = (await (await fetch(`${OURS}/`)).text()).match(/\/assets\/[^"#]*\.css/)?.[0];
const course = "/course/1/AWS_Certified_Solutions_Architect_%E2%80%93_Associate_(SAA-C03)";
const rows: [string, string, boolean][] = [];
if (who !== "peer")
  rows.push(
    ["ours static", `${OURS}${ourAsset}`, false],
    ["ours home cached", `${OURS}/`, false],
    ["ours catalogue cached", `${OURS}/training_course`, false],
    ["ours course cached", `${OURS}${course}`, false],
    ["ours home rendered", `${OURS}/`, true],
    ["ours catalogue rendered", `${OURS}/training_course`, true],
    ["ours course rendered", `${OURS}${course}`, true],
  );
if (who !== "ours")
  rows.push(
    ["wp static", `${WP}/wp-includes/css/dist/block-library/style.min.css`, false],
    ["wp home cached", `${WP}/`, false],
    ["wp catalogue cached", `${WP}/category/courses/`, false],
    ["wp course cached", `${WP}/courses/aws-certified-solutions-architect-associate-saa-c03/`, false],
    ["wp home rendered", `${WP}/`, true],
    ["wp catalogue rendered", `${WP}/category/courses/`, true],
    ["wp course rendered", `${WP}/courses/aws-certified-solutions-architect-associate-saa-c03/`, true],
  );
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
for (const [label, url, unique] of rows) {
  for (let i = 0; i < 2; i++) await fetch(url).then((r) => r.arrayBuffer());
  await wrkLoad(url, label, { connections: Number(conns), seconds: 2, acceptEncoding: "br, gzip", unique });
  const m = await wrkLoad(url, label, {
    connections: Number(conns),
    seconds: Number(secs),
    acceptEncoding: "br, gzip",
    unique,
  });
  console.log(
    `${label.padEnd(26)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(7)} ms  p99 ${String(m.p99).padStart(7)} ms  ${m.codes}  load ${load()}`,
  );
}
