// The peer: the same kinds of page on another site (WordPress with our catalogue, see
// ../shared/peers/wordpress/setup.sh), measured in the same run with the same client and
// settings as ours, one after the other, and each of our figures given as a ratio to the peer's.
// Ours are measured as shipped: pages from the page cache, the static file as built; each page
// twice, interleaved with the peer's, after the peer was warmed. Then each
// page rendered on every request, on both sides: a query string new to each request misses our
// page cache and the peer's (a caching plugin or nginx's fastcgi cache keys on the whole URL).
import { discover } from "./load-targets.ts";
import type { Section } from "./report.ts";
import { blast, type Measured, summarise } from "./server-load.ts";
import { BROWSER_ENCODING } from "./servers.ts";
import type { PeerKind, Settings } from "./settings.ts";
import { ratio, sleep } from "./stats.ts";
import { wrkInstalled, wrkLoad } from "./wrk.ts";

export type PeerOptions = {
  baseUrl: string;
  db: string;
  peers: Settings["peers"];
  seconds: number;
  warmupSeconds: number;
  connections: number;
  log: (line: string) => void;
};

const LABELS: Record<PeerKind, string> = {
  static: "static file",
  home: "home (page cache)",
  catalogue: "catalogue (page cache)",
  course: "course page (page cache)",
};

const RENDERED_LABELS: Partial<Record<PeerKind, string>> = {
  home: "home (rendered each request)",
  catalogue: "catalogue (rendered each request)",
  course: "course page (rendered each request)",
};

/** wrk when installed (wrk.ts: a Node client is the bottleneck for pages sent as stored bytes), else autocannon. */
const useWrk = wrkInstalled();
export const PEER_CLIENT = useWrk ? "wrk" : "autocannon";

async function measure(url: string, label: string, options: PeerOptions, unique = false): Promise<Measured> {
  const load = async (seconds: number): Promise<Measured> => {
    if (useWrk) {
      const settings = { connections: options.connections, acceptEncoding: BROWSER_ENCODING, unique };
      return wrkLoad(url, label, { ...settings, seconds });
    }
    const { origin, pathname, search } = new URL(url);
    const path = `${pathname}${search}`;
    // A prefix new to each pass: a URL of an earlier pass could still be in a page cache.
    const pass = Math.random().toString(36).slice(2, 8);
    let n = 0;
    const request = {
      method: "GET" as const,
      path,
      ...(unique
        ? {
            setupRequest: (spec: { path?: string }) => ({
              ...spec,
              path: `${path}${path.includes("?") ? "&" : "?"}bench=${pass}-${++n}`,
            }),
          }
        : {}),
    };
    return summarise(label, await blast(origin, request, { connections: options.connections, duration: seconds }));
  };
  await load(options.warmupSeconds);
  await sleep(1000); // let the backlog of the warm-up drain
  const measured = await load(options.seconds);
  await sleep(1000);
  options.log(`${label}: ${Math.round(measured.rps)} req/s, p99 ${measured.p99 ?? "n/a"} ms [${measured.codes}]`);
  return measured;
}

/** One row of the table, and its figures for results.json: ours, the peer's, and the ratios. */
function row(label: string, mine: Measured, peer: Measured, section: Section, db: string, peerUrl: string): string[] {
  const rpsRatio = ratio(mine.rps, peer.rps);
  const p99Ratio = mine.p99 !== null && peer.p99 !== null ? ratio(mine.p99, peer.p99) : null;
  section.figures.push(
    { subject: `${db} · ${label}`, metric: "req/s", value: mine.rps, unit: "req/s" },
    { subject: `peer · ${label}`, metric: "req/s", value: peer.rps, unit: "req/s", note: peerUrl },
    { subject: `${db} · ${label} ÷ peer`, metric: "req/s ratio", value: rpsRatio, unit: "×" },
    { subject: `${db} · ${label} ÷ peer`, metric: "p99 ratio", value: p99Ratio, unit: "×" },
  );
  if (mine.non2xx || peer.non2xx)
    section.notes.push(`${label}: non-2xx answers (ours ${mine.codes}; peer ${peer.codes})`);
  return [
    label,
    String(Math.round(mine.rps)),
    String(mine.p99 ?? "n/a"),
    String(Math.round(peer.rps)),
    String(peer.p99 ?? "n/a"),
    rpsRatio === null ? "n/a" : rpsRatio.toFixed(2),
    p99Ratio === null ? "n/a" : p99Ratio.toFixed(2),
  ];
}

/**
 * Each kind of page the peer was given, as served (from the page caches), then each page rendered
 * on every request: ours and the peer's measured twice, interleaved (ours, peer; then peer, ours),
 * so a drift of the machine's speed during the run shows as two ratios that disagree instead of
 * favouring one side. The peer is warmed first: php-fpm spawns its children under load and its
 * rate about doubles once they run.
 */
export async function runPeer(options: PeerOptions, section: Section): Promise<void> {
  const found = await discover(options.baseUrl);
  const ours: Record<PeerKind, string> = {
    static: found.assetPath,
    home: "/",
    catalogue: "/training_course",
    course: found.coursePath,
  };
  const peers = Object.entries(options.peers) as [PeerKind, string][];
  for (const [kind, peerUrl] of peers) {
    if (!RENDERED_LABELS[kind]) continue;
    await measure(peerUrl, `peer · warming (${LABELS[kind]}, rendered)`, options, true);
  }
  const rows: string[][] = [];
  const pairs = async (label: string, mineUrl: string, peerUrl: string, unique: boolean) => {
    for (const pass of [1, 2]) {
      const measureMine = () => measure(mineUrl, `${options.db} · ${label} (pair ${pass})`, options, unique);
      const measurePeer = () => measure(peerUrl, `peer · ${label} (pair ${pass})`, options, unique);
      let mine: Measured;
      let peer: Measured;
      if (pass === 1) {
        mine = await measureMine();
        peer = await measurePeer();
      } else {
        peer = await measurePeer();
        mine = await measureMine();
      }
      rows.push(row(`${label}, pair ${pass}`, mine, peer, section, options.db, peerUrl));
    }
  };
  for (const [kind, peerUrl] of peers) await pairs(LABELS[kind], `${options.baseUrl}${ours[kind]}`, peerUrl, false);
  for (const [kind, peerUrl] of peers) {
    const label = RENDERED_LABELS[kind];
    if (label) await pairs(label, `${options.baseUrl}${ours[kind]}`, peerUrl, true);
  }
  section.tables.push({
    title: `${options.db} beside the warm peer (${PEER_CLIENT}): ${options.connections} connections, ${options.seconds} s each after ${options.warmupSeconds} s of warm-up, two interleaved pairs a page`,
    columns: ["Page", "req/s", "p99 ms", "peer req/s", "peer p99 ms", "req/s ÷ peer", "p99 ÷ peer"],
    rows,
  });
}
