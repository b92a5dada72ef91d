// How long and how often each phase measures: the full bench's figures are held to the targets in
// bench/README.md; BENCH_QUICK=1 shortens every phase so the whole run proves itself in a few
// minutes (its numbers are not results).

export type Phase = "footprint" | "lighthouse" | "server" | "scale";
export const ALL_PHASES: readonly Phase[] = ["footprint", "lighthouse", "server", "scale"];

export type Settings = {
  quick: boolean;
  phases: readonly Phase[];
  /** Lighthouse runs per page; the median of each figure is reported. */
  lighthouseRuns: number;
  /** autocannon seconds per target, after warmupSeconds of unrecorded load. */
  loadSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Fixed rate (req/s) of the enquiry pass on PostgreSQL. */
  enquiryRate: number;
  /** Cold starts (fresh data) and restarts measured per database. */
  startRuns: number;
  /** Wait after the first answer before reading idle RSS. */
  idleWaitMs: number;
  /** Courses in the generated catalogue of the scale phase (demo courses included). */
  scaleCourses: number;
  searchTerms: number;
  apiSamples: number;
  pageSamples: number;
  searchPageSamples: number;
  /** Keystrokes measured in the catalogue page's text filter (half typed, half deleted). */
  filterKeystrokes: number;
  /** Where PostgreSQL answers as a superuser that may create and drop databases. */
  pgAdminUrl: string;
  /** Pages of another site (a WordPress peer) measured beside ours in the same run. */
  peers: Partial<Record<PeerKind, string>>;
};

export type PeerKind = "static" | "home" | "catalogue" | "course";
export const PEER_KINDS: readonly PeerKind[] = ["static", "home", "catalogue", "course"];

/** BENCH_PEER_STATIC, BENCH_PEER_HOME, BENCH_PEER_CATALOGUE, BENCH_PEER_COURSE: absolute URLs. */
function peersFrom(env: NodeJS.ProcessEnv): Settings["peers"] {
  const peers: Settings["peers"] = {};
  for (const kind of PEER_KINDS) {
    const raw = env[`BENCH_PEER_${kind.toUpperCase()}`];
    if (!raw) continue;
    const url = new URL(raw); // throws on a value that is not a URL
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new Error(`BENCH_PEER_${kind.toUpperCase()}: http(s) URL`);
    peers[kind] = url.href;
  }
  return peers;
}

function phasesFrom(value: string | undefined): readonly Phase[] {
  if (!value) return ALL_PHASES;
  const wanted = value.split(",").map((name) => name.trim());
  const unknown = wanted.filter((name) => !ALL_PHASES.includes(name as Phase));
  if (unknown.length)
    throw new Error(`BENCH_PHASES: unknown phase(s) ${unknown.join(", ")}; use ${ALL_PHASES.join(",")}`);
  return ALL_PHASES.filter((phase) => wanted.includes(phase));
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const quick = env.BENCH_QUICK === "1" || env.BENCH_QUICK === "true";
  return {
    quick,
    phases: phasesFrom(env.BENCH_PHASES),
    lighthouseRuns: quick ? 1 : 3,
    loadSeconds: intFrom(env, "BENCH_LOAD_SECONDS", quick ? 3 : 20),
    warmupSeconds: quick ? 1 : 3,
    connections: 50,
    enquiryRate: 200,
    startRuns: quick ? 1 : 3,
    idleWaitMs: quick ? 1000 : 1500,
    scaleCourses: intFrom(env, "BENCH_SCALE_COURSES", 10_000),
    searchTerms: quick ? 200 : 240,
    apiSamples: quick ? 20 : 100,
    pageSamples: quick ? 3 : 15,
    searchPageSamples: quick ? 3 : 20,
    filterKeystrokes: quick ? 4 : 10,
    pgAdminUrl: env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    peers: peersFrom(env),
  };
}
