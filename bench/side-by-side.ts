// Our pages and the WordPress peer's (../shared/peers/wordpress/setup.sh) side by side with wrk
// (bench/wrk.ts), as in bench/RESULTS.md: the static file, each page from the page cache and
// rendered on every request. Ours on 127.0.0.1:3000, the peer on 127.0.0.1:8081.
//   node bench/side-by-side.ts [ours|peer|both] [seconds] [connections] [rounds]
// With both, the peer is warmed first (php-fpm's render rate roughly doubles once its children
// run), then each page is measured ours, peer, ours, peer… (`rounds` pairs, 2 by default), so that
// a figure taken on a noisy machine has its neighbour from the same moment; each pair's ratio is
// printed, and our server's resident memory after the runs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { wrkLoad } from "./wrk.ts";

const [who = "both", secs = "10", conns = "20", roundsArg = "2"] = process.argv.slice(2);
const OURS = "http://127.0.0.1:3000";
const WP = "http://127.0.0.1:8081";
const rounds = Number(roundsArg);
const course = "/course/1/AWS_Certified_Solutions_Architect_%E2%80%93_Associate_(SAA-C03)";
const wpCourse = "/courses/aws-certified-solutions-architect-associate-saa-c03/";

type Row = { label: string; ours: string; peer: string; unique: boolean };
const ourAsset = who === "peer" ? "" : (await (await fetch(`${OURS}/`)).text()).match(/\/assets\/[^"#]*\.css/)?.[0];
const rows: Row[] = [
  {
    label: "static file",
    ours: `${OURS}${ourAsset}`,
    peer: `${WP}/wp-includes/css/dist/block-library/style.min.css`,
    unique: false,
  },
  { label: "home cached", ours: `${OURS}/`, peer: `${WP}/`, unique: false },
  { label: "catalogue cached", ours: `${OURS}/training_course`, peer: `${WP}/category/courses/`, unique: false },
  { label: "course cached", ours: `${OURS}${course}`, peer: `${WP}${wpCourse}`, unique: false },
  { label: "home rendered", ours: `${OURS}/`, peer: `${WP}/`, unique: true },
  { label: "catalogue rendered", ours: `${OURS}/training_course`, peer: `${WP}/category/courses/`, unique: true },
  { label: "course rendered", ours: `${OURS}${course}`, peer: `${WP}${wpCourse}`, unique: true },
];
const sides: ("ours" | "peer")[] = who === "both" ? ["ours", "peer"] : [who as "ours" | "peer"];
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const options = (seconds: number, unique: boolean) => ({
  connections: Number(conns),
  seconds,
  acceptEncoding: "br, gzip",
  unique,
});

/** The resident memory of the process listening on our port (from /proc), or "?" when not found. */
function ourRss(): string {
  try {
    const listing = execFileSync("ss", ["-ltnpH", "sport = :3000"], { encoding: "utf8" });
    const pid = listing.match(/pid=(\d+)/)?.[1];
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return `${Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1]) / 1024)} MB (peak ${Math.round(Number(status.match(/VmHWM:\s+(\d+)/)?.[1]) / 1024)} MB)`;
  } catch {
    return "?";
  }
}

if (sides.includes("peer")) {
  // php-fpm starts its children on demand: rendered pages for 10 s first, so the peer is measured warm.
  await wrkLoad(`${WP}/`, "peer warm-up", options(10, true));
}
if (sides.includes("ours")) console.log(`our server's RSS before: ${ourRss()}`);
for (const row of rows) {
  const rates: Record<string, number[]> = { ours: [], peer: [] };
  for (let round = 0; round < rounds; round++) {
    for (const side of sides) {
      const url = row[side];
      for (let i = 0; i < 2; i++) await fetch(url).then((r) => r.arrayBuffer());
      await wrkLoad(url, `${side} ${row.label}`, options(2, row.unique));
      const m = await wrkLoad(url, `${side} ${row.label}`, options(Number(secs), row.unique));
      rates[side]?.push(m.rps);
      console.log(
        `${`${side} ${row.label}`.padEnd(24)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(7)} ms  p99 ${String(m.p99).padStart(7)} ms  ${m.codes}  load ${load()}`,
      );
    }
  }
  if (sides.length === 2) {
    const ratios = rates.ours?.map((ours, i) => `${(ours / (rates.peer?.[i] ?? Number.NaN)).toFixed(2)}×`);
    console.log(`${row.label.padEnd(24)} ours ÷ peer, pair by pair: ${ratios?.join(", ")}`);
  }
}
if (sides.includes("ours")) console.log(`our server's RSS after: ${ourRss()}`);
