// Pages: Lighthouse (mobile defaults: simulated Slow 4G, 4× CPU slowdown) on Debian's Chromium,
// a fresh browser per run, the median of each figure over the runs; bytes shipped by type come
// from the run's network records (transfer size = compressed, as sent).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromePath } from "./machine.ts";
import { type Figure, newSection, type Section, type Target } from "./report.ts";
import { median } from "./stats.ts";

export type PageSpec = { name: string; path: string };

const CATEGORIES = [
  ["performance", "Performance"],
  ["accessibility", "Accessibility"],
  ["best-practices", "Best practices"],
  ["seo", "SEO"],
] as const;
const METRICS = [
  ["first-contentful-paint", "FCP", { op: "<=", value: 1000 }],
  ["largest-contentful-paint", "LCP", { op: "<=", value: 1500 }],
  ["total-blocking-time", "TBT", { op: "<=", value: 50 }],
  ["cumulative-layout-shift", "CLS", { op: "<=", value: 0.02 }],
  ["speed-index", "Speed Index", undefined],
] as const satisfies readonly (readonly [string, string, Target | undefined])[];
const KINDS = ["HTML", "CSS", "JS", "Images", "Fonts", "Other", "Total"] as const;
type Kind = (typeof KINDS)[number];
const KIND_OF: Record<string, Kind> = {
  Document: "HTML",
  Stylesheet: "CSS",
  Script: "JS",
  Image: "Images",
  Font: "Fonts",
};
const BYTE_TARGETS: Partial<Record<Kind, Target>> = { JS: { op: "<=", value: 130 }, Total: { op: "<=", value: 300 } };

/** The Chromium flags of the browser tests: no background traffic to disturb the timings. */
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

type Run = {
  scores: Record<string, number | null>;
  metrics: Record<string, number | null>;
  kb: Record<Kind, number>;
  failing: string[];
};

type Audit = {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: unknown[] };
};
type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

async function auditOnce(url: string): Promise<Run> {
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES.map(([id]) => id),
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error("Lighthouse returned no result");
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores: Run["scores"] = {};
    const failing: string[] = [];
    for (const [id] of CATEGORIES) {
      const category = lhr.categories[id];
      scores[id] = category?.score == null ? null : category.score * 100;
      if (id === "performance") continue;
      for (const ref of category?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${audit.title}`);
      }
    }
    const metrics: Run["metrics"] = {};
    for (const [id] of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? null;
    const kb = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
    const items = (lhr.audits["network-requests"]?.details?.items ?? []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    for (const item of items) {
      const size = (item.transferSize ?? 0) / 1000;
      kb[KIND_OF[item.resourceType ?? ""] ?? "Other"] += size;
      kb.Total += size;
    }
    return { scores, metrics, kb, failing };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(options: {
  baseUrl: string;
  pages: PageSpec[];
  runs: number;
  log: (line: string) => void;
}): Promise<Section> {
  const section = newSection("pages", "Pages (Lighthouse, mobile: simulated Slow 4G, 4× CPU)");
  section.notes.push(
    `Median of ${options.runs} run(s) per page, each in a fresh headless Chromium (first visit, empty cache).`,
    "Bytes are transfer sizes (compressed, as sent) from Lighthouse's network records; 1 KB = 1000 bytes.",
  );
  const scoreRows: string[][] = [];
  const byteRows: string[][] = [];
  const raw: Record<string, Run[]> = {};
  for (const page of options.pages) {
    const runs: Run[] = [];
    for (let i = 1; i <= options.runs; i++) {
      try {
        runs.push(await auditOnce(`${options.baseUrl}${page.path}`));
        options.log(`lighthouse ${page.path} run ${i}/${options.runs}: perf ${runs.at(-1)?.scores.performance}`);
      } catch (error) {
        section.notes.push(`${page.path} run ${i} failed: ${(error as Error).message}`);
      }
    }
    raw[page.path] = runs;
    const med = (pick: (run: Run) => number | null) =>
      median(runs.map(pick).filter((value): value is number => value !== null));
    const shown = decodeURI(page.path);
    const subject = `${page.name} (${shown.length > 28 ? `${shown.slice(0, 27)}…` : shown})`;
    const pageFigures: Figure[] = [
      ...CATEGORIES.map(
        ([id, label]): Figure => ({
          subject,
          metric: label,
          value: med((run) => run.scores[id] ?? null),
          unit: "score",
          target: { op: ">=", value: 100 },
        }),
      ),
      ...METRICS.map(
        ([id, label, target]): Figure => ({
          subject,
          metric: label,
          value: med((run) => run.metrics[id] ?? null),
          unit: id === "cumulative-layout-shift" ? "CLS" : "ms",
          ...(target ? { target } : {}),
        }),
      ),
      ...KINDS.map((kind): Figure => {
        const target = BYTE_TARGETS[kind];
        return {
          subject,
          metric: `${kind} transferred`,
          value: med((run) => run.kb[kind]),
          unit: "KB",
          ...(target ? { target } : {}),
        };
      }),
    ];
    section.figures.push(...pageFigures);
    const cells = (from: number, to: number) =>
      pageFigures
        .slice(from, to)
        .map((f) => (f.value === null ? "n/a" : f.unit === "CLS" ? f.value.toFixed(3) : String(Math.round(f.value))));
    scoreRows.push([subject, ...cells(0, 9)]);
    byteRows.push([subject, ...pageFigures.slice(9).map((f) => (f.value === null ? "n/a" : f.value.toFixed(1)))]);
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    if (failing.length) section.notes.push(`${page.path} audits below 100%: ${failing.join("; ")}`);
  }
  section.tables.push(
    {
      title: "Scores and timings (median)",
      columns: ["Page", "Perf", "A11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms"],
      rows: scoreRows,
    },
    { title: "Bytes shipped on a first visit (KB transferred, median)", columns: ["Page", ...KINDS], rows: byteRows },
  );
  section.raw = raw;
  section.tablesCoverFigures = true;
  return section;
}
