// Scale: the product on a generated catalogue (10,000 courses by default). One client asks one
// request after another, so each time is the server's own answer time on an idle machine.
import { Agent, request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { newDataDir } from "../server/test/server-process.ts";
import { generateCatalogue } from "./catalogue-generator.ts";
import { DASHBOARD_TARGET, generateSubmissions, measureDashboard } from "./dashboard-scale.ts";
import { measureFilter } from "./filter-timing.ts";
import { type Figure, newSection, type Section, type Target } from "./report.ts";
import { searchTerms, type TermKind } from "./search-terms.ts";
import { API_KEY, BROWSER_ENCODING, createDatabase, removeDir, rssMb, startTimed, stopServer } from "./servers.ts";
import type { Settings } from "./settings.ts";
import { median, percentile } from "./stats.ts";

const SEARCH_TARGET: Target = { op: "<=", value: 30 };

type Answer = { ms: number; status: number; bytes: number; total?: number; body: () => string };

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** GET with keep-alive; the time runs to the last byte; the body is decoded only when asked. */
function get(url: string, api: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = httpRequest(
      url,
      { agent, headers: { "accept-encoding": BROWSER_ENCODING, ...(api ? { "x-api-key": API_KEY } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const ms = performance.now() - start;
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body = () =>
            (encoding === "br"
              ? brotliDecompressSync(raw)
              : encoding === "gzip"
                ? gunzipSync(raw)
                : encoding === "zstd"
                  ? zstdDecompressSync(raw)
                  : raw
            ).toString("utf8");
          const total = res.headers["x-total-count"];
          resolve({
            ms,
            status: res.statusCode ?? 0,
            bytes: raw.length,
            total: typeof total === "string" ? Number(total) : undefined,
            body,
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

type SeriesOptions = {
  api: boolean;
  accepted?: number[];
  /** Once `min` answers are in, stop asking when this many ms have passed (keeps the bench under 15 min). */
  budgetMs?: number;
  min?: number;
};

async function series(urls: string[], options: SeriesOptions): Promise<Answer[]> {
  const answers: Answer[] = [];
  const started = performance.now();
  for (const url of urls) {
    if (options.budgetMs && answers.length >= (options.min ?? 1) && performance.now() - started > options.budgetMs)
      break;
    const answer = await get(url, options.api);
    if (!(options.accepted ?? [200]).includes(answer.status)) throw new Error(`GET ${url} answered ${answer.status}`);
    answers.push(answer);
  }
  return answers;
}

const times = (answers: Answer[]) => answers.map((a) => a.ms);

export async function runScale(
  settings: Settings,
  log: (line: string) => void,
  postgres: { adminUrl: string } | null,
): Promise<Section> {
  const section = newSection(
    "scale",
    `Scale (generated catalogue of ${settings.scaleCourses.toLocaleString("en-GB")} courses)`,
  );
  const dataDir = newDataDir();
  try {
    const generated = await generateCatalogue({ dataDir }, settings.scaleCourses);
    log(`scale: ${generated.total} courses (${generated.active} active) written in ${Math.round(generated.ms)} ms`);
    // 100,000 leads and enquiries for the dashboard's figure.
    const submissions = await generateSubmissions({ dataDir });
    log(`scale: 100,000 leads and enquiries written in ${Math.round(submissions.ms)} ms`);
    section.notes.push(
      `${generated.total} courses (${generated.active} active): the demo seed plus ${generated.generated} generated ones, written in ${(generated.ms / 1000).toFixed(1)} s.`,
      "Server started with PAGE_CACHE_SECONDS=0, so every page time below is a render. One client, one request at a time, keep-alive, browser Accept-Encoding; times run to the last byte.",
      "Above 200 courses the catalogue, search and domain pages send one page of 9 cards with the total and ask the API for the next 9 and for each new filter (web/app/features/catalogue/list-query.ts); the figures measure those requests. The text-filter figure therefore includes an API request (after the filter's 250 ms typing pause and a 150 ms debounce).",
    );
    const { server, startMs } = await startTimed({ dataDir, env: { PAGE_CACHE_SECONDS: "0" } });
    try {
      section.figures.push(
        { subject: "Server on the scale catalogue", metric: "Restart → first 200", value: startMs, unit: "ms" },
        {
          subject: "Server on the scale catalogue",
          metric: "RSS after start",
          value: rssMb(server.child.pid),
          unit: "MB",
        },
      );
      await attempt(
        section,
        "PGlite · GET /api/ictData/?search=…&limit=9 with its total (the first page /search/{text} asks)",
        () => measureSearch(server.url, settings, section, "PGlite"),
        { metric: "p95", target: SEARCH_TARGET },
      );
      await attempt(
        section,
        "PGlite · GET /api/admin/dashboard",
        async () => {
          section.figures.push(...(await measureDashboard(server.url, settings.apiSamples, "PGlite")));
        },
        { metric: "p95", target: DASHBOARD_TARGET },
      );
      await measureCatalogue(server.url, settings, section);
      const filter = await measureFilter({
        url: `${server.url}/training_course`,
        keystrokes: settings.filterKeystrokes,
      });
      const subject = "/training_course in Chromium, text filter";
      if (filter.ok) {
        section.figures.push(
          {
            subject,
            metric: "Key press → list updated (median)",
            value: filter.medianMs,
            unit: "ms",
            note: `${filter.samplesMs.length} key presses, p95 ${Math.round(filter.p95Ms)} ms${filter.missed ? `, ${filter.missed} changed nothing` : ""}`,
          },
          { subject, metric: "Page load (navigation → load event)", value: filter.loadMs, unit: "ms" },
        );
      } else {
        section.figures.push({
          subject,
          metric: "Key press → list updated (median)",
          value: null,
          unit: "ms",
          note: filter.reason,
        });
      }
      log(`scale: filter ${filter.ok ? `${Math.round(filter.medianMs)} ms median` : `n/a (${filter.reason})`}`);
    } finally {
      await stopServer(server);
    }
  } finally {
    removeDir(dataDir);
  }
  if (postgres) await measurePostgresSearch(settings, section, postgres, log);
  return section;
}

/**
 * The same search measurement on PostgreSQL (the production database): the same generated
 * catalogue in a database of its own, the server started on it (pages are not measured again).
 */
async function measurePostgresSearch(
  settings: Settings,
  section: Section,
  postgres: { adminUrl: string },
  log: (line: string) => void,
) {
  const subject = "PostgreSQL · GET /api/ictData/?search=…&limit=9 with its total (the first page /search/{text} asks)";
  await attempt(
    section,
    subject,
    async () => {
      const database = await createDatabase(postgres.adminUrl);
      const dataDir = newDataDir();
      try {
        const generated = await generateCatalogue({ databaseUrl: database.url }, settings.scaleCourses);
        log(`scale: ${generated.total} courses written to PostgreSQL in ${Math.round(generated.ms)} ms`);
        await generateSubmissions({ databaseUrl: database.url });
        const { server } = await startTimed({ dataDir, env: { PAGE_CACHE_SECONDS: "0", DATABASE_URL: database.url } });
        try {
          await measureSearch(server.url, settings, section, "PostgreSQL");
          await attempt(
            section,
            "PostgreSQL · GET /api/admin/dashboard",
            async () => {
              section.figures.push(...(await measureDashboard(server.url, settings.apiSamples, "PostgreSQL")));
            },
            { metric: "p95", target: DASHBOARD_TARGET },
          );
        } finally {
          await stopServer(server);
        }
      } finally {
        removeDir(dataDir);
        await database.drop();
      }
    },
    { metric: "p95", target: SEARCH_TARGET },
  );
}

/** What the search page asks first (web/app/features/catalogue/list-query.ts): one page of 9 with the total. */
const FIRST_PAGE = "&maxHours=360&limit=9&offset=0";

async function measureSearch(baseUrl: string, settings: Settings, section: Section, db: string) {
  const terms = searchTerms(settings.searchTerms);
  const url = (text: string, page: string) => `${baseUrl}/api/ictData/?search=${encodeURIComponent(text)}${page}`;
  await series(
    terms.slice(0, 20).map((term) => url(term.text, FIRST_PAGE)),
    { api: true },
  ); // warm-up
  // The target asks for at least 200 terms: all of them unless the server is so slow that the bench would overrun.
  const firstPage = await series(
    terms.map((term) => url(term.text, FIRST_PAGE)),
    { api: true, min: 200, budgetMs: 90_000 },
  );
  const all = await series(
    terms.map((term) => url(term.text, "")),
    { api: true, min: 50, budgetMs: 30_000 },
  );
  const matches = firstPage.map((answer) => answer.total ?? 0);
  section.figures.push({
    subject: `${db} · GET /api/ictData/?search=…&limit=9 with its total, over ${firstPage.length} terms (the first page /search/{text} asks)`,
    metric: "p95",
    value: percentile(times(firstPage), 95),
    unit: "ms",
    target: SEARCH_TARGET,
    note: `p50 ${Math.round(median(times(firstPage))!)} ms, max ${Math.round(Math.max(...times(firstPage)))} ms; median ${median(matches)} matches, ${matches.filter((n) => n === 0).length} terms found nothing`,
  });
  section.figures.push({
    subject: `${db} · GET /api/ictData/?search= over ${all.length} terms (all matches in one answer; no page asks this any more)`,
    metric: "p95",
    value: percentile(times(all), 95),
    unit: "ms",
    note: `p50 ${Math.round(median(times(all))!)} ms`,
  });
  const kinds = [...new Set(terms.map((term) => term.kind))] as TermKind[];
  section.tables.push({
    title: `${db}: search time by kind of term (first page of 9 with its total)`,
    columns: ["Kind", "Terms", "p50 ms", "p95 ms", "All matches p95 ms", "Median matches", "Examples"],
    rows: kinds.map((kind) => {
      const idx = firstPage.flatMap((_, i) => (terms[i]!.kind === kind ? [i] : []));
      const ms = idx.map((i) => firstPage[i]!.ms);
      const allMs = idx.flatMap((i) => (all[i] ? [all[i]!.ms] : []));
      return [
        kind,
        String(idx.length),
        String(Math.round(median(ms) ?? Number.NaN)),
        String(Math.round(percentile(ms, 95) ?? Number.NaN)),
        allMs.length ? String(Math.round(percentile(allMs, 95) ?? Number.NaN)) : "–",
        String(median(idx.map((i) => matches[i]!))),
        idx
          .slice(0, 3)
          .map((i) => `“${terms[i]!.text}”`)
          .join(", "),
      ];
    }),
  });
}

/** One measurement of the scale phase; a failure is an n/a figure with its reason, not a lost phase. */
async function attempt(
  section: Section,
  subject: string,
  work: () => Promise<void>,
  failed: Pick<Figure, "metric" | "target"> = { metric: "p50" },
): Promise<void> {
  try {
    await work();
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0] ?? "failed";
    section.figures.push({ subject, ...failed, value: null, unit: "ms", note: reason });
  }
}

async function measureCatalogue(baseUrl: string, settings: Settings, section: Section) {
  const timesOf = async (path: string, samples: number, options: SeriesOptions) => {
    await series([`${baseUrl}${path}`], options); // warm-up
    return series(
      Array.from({ length: samples }, () => `${baseUrl}${path}`),
      options,
    );
  };
  const add = (subject: string, answers: Answer[], extra?: string) => {
    const ms = times(answers);
    const note = `${answers.length} requests, ${(answers[0]!.bytes / 1000).toFixed(1)} KB sent${extra ? `; ${extra}` : ""}`;
    section.figures.push(
      { subject, metric: "p50", value: median(ms), unit: "ms", note },
      { subject, metric: "p95", value: percentile(ms, 95), unit: "ms" },
    );
  };
  const firstPage = "GET /api/ictData/?limit=9 (first catalogue page)";
  await attempt(section, firstPage, async () =>
    add(
      firstPage,
      await timesOf("/api/ictData/?limit=9", settings.apiSamples, { api: true, min: 20, budgetMs: 10_000 }),
    ),
  );
  const everything = "GET /api/ictData/ (every course in one answer; no page asks this any more)";
  await attempt(section, everything, async () =>
    add(everything, await timesOf("/api/ictData/", settings.pageSamples, { api: true, min: 5, budgetMs: 10_000 })),
  );
  // Above 200 courses the pages send one page of cards (list-query.ts): the first, a deep ?page=N
  // for crawlers, and a filtered view from its URL.
  for (const path of [
    "/training_course",
    "/training_course?page=500",
    "/training_course?type=Internship&maxHours=90",
  ]) {
    const catalogue = `Page ${path} (server render)`;
    await attempt(section, catalogue, async () => {
      const page = await timesOf(path, settings.pageSamples, { api: false, min: 5, budgetMs: 15_000 });
      add(catalogue, page, `${(page[0]!.body().length / 1000).toFixed(0)} KB of HTML decoded`);
    });
  }
  const terms = searchTerms(settings.searchTerms).filter((term) => term.kind !== "no match");
  const search = "Page /search/{text} (server render)";
  await attempt(section, search, async () => {
    const answers = await series(
      terms.slice(0, settings.searchPageSamples).map((term) => `${baseUrl}/search/${encodeURIComponent(term.text)}`),
      { api: false, accepted: [200, 404], min: 5, budgetMs: 15_000 }, // a search that finds nothing may answer 404
    );
    add(`${search} over ${answers.length} terms`, answers);
  });
}
