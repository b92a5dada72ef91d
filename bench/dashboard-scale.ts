// The staff dashboard at scale, with 100,000 leads and enquiries beside the generated
// 10,000-course catalogue (scale.ts). The rows are written by SQL (generate_series) after the
// catalogue: a year of submissions, their follow-up history, a few thousand search counters.
// Target: GET /api/admin/dashboard answers in ≤ 300 ms p95 (one client, one request at a time).
// Part of the scale phase of `npm run bench`; alone (both databases, or BENCH_DASHBOARD_DB=pglite
// or postgres): `node bench/dashboard-scale.ts`, which also times each section of the answer
// in-process and prints the load average beside every figure (it writes no file).
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { istDay } from "@skillbridge/core/dashboard/business-day";
import { sql } from "drizzle-orm";
import { type Database, openPglite, openPostgres } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { rangeBounds, dashboardRepository as repo } from "../server/modules/dashboard/repository.ts";
import { dashboardRange } from "../server/modules/dashboard/routes.ts";
import { newDataDir } from "../server/test/server-process.ts";
import { type CatalogueTarget, generateCatalogue } from "./catalogue-generator.ts";
import { type Figure, newSection, renderConsole, type Target } from "./report.ts";
import { API_KEY, createDatabase, ensureWebBuild, removeDir, startTimed, stopServer, webBuildDir } from "./servers.ts";
import { loadSettings } from "./settings.ts";
import { median, percentile } from "./stats.ts";

export const DASHBOARD_TARGET: Target = { op: "<=", value: 300 };
export const DASHBOARD_SUBMISSIONS = 100_000;

/** Adds `total` leads and enquiries (60/40) over the last 365 days, with history and search counters. */
export async function generateSubmissions(target: CatalogueTarget, total = DASHBOARD_SUBMISSIONS) {
  const started = performance.now();
  const database =
    "databaseUrl" in target ? await openPostgres(target.databaseUrl) : await openPglite({ dataDir: target.dataDir });
  try {
    const db = database.db;
    const leads = Math.round(total * 0.6);
    const sources = sql.raw(`(array['newsletter', 'google', 'facebook', null, null, 'partner'])[1 + (g % 6)]`);
    const statuses = sql.raw(`(array['new', 'contacted', 'qualified', 'enrolled', 'lost', 'contacted'])[1 + (g % 6)]`);
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from courses)
      insert into leads (name, email, contact, course_id, status, form_source, utm_source, created_at)
      select 'Bench lead ' || g, 'lead' || g || '@example.com', '+91 90000 00000',
             c.ids[1 + g % cardinality(c.ids)],
             ${statuses}, 'enrolment-form', ${sources}, now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
        from generate_series(1, ${leads}) g, c`);
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from courses)
      insert into enquiries (kind, course_id, name, email, contact, follow_up_status, form_source, referrer, created_at)
      select case when g % 5 = 0 then 'contact' else 'course' end,
             case when g % 5 = 0 then null else c.ids[1 + g % cardinality(c.ids)] end,
             'Bench enquiry ' || g, 'enquiry' || g || '@example.com', '+91 90000 00000', ${statuses},
             case when g % 5 = 0 then 'contact' else 'course-enquiry' end,
             case when g % 4 = 0 then 'www.google.com' end,
             now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
        from generate_series(1, ${total - leads}) g, c`);
    // Each item past "new" got its first contact a few hours after it came in.
    await db.execute(sql`
      insert into inbox_history (item_type, item_id, field, from_value, to_value, at)
      select 'lead', id, 'status', 'new', status, created_at + (id % 72) * interval '1 hour' from leads where status <> 'new'
      union all
      select 'enquiry', id, 'status', 'new', follow_up_status, created_at + (id % 72) * interval '1 hour'
        from enquiries where follow_up_status <> 'new'`);
    await db.execute(sql`
      insert into search_term_counts (day, term, searches, empty_searches)
      select (now() - (g % 365) * interval '1 day')::date, 'term ' || (g % 2000), 1 + g % 7, case when g % 9 = 0 then 1 else 0 end
        from generate_series(1, 20000) g
      on conflict do nothing`);
    // Vacuumed as well: the history trigger (migration 0015) updated every item once more.
    await db.execute(sql`vacuum analyze`);
    return { ms: performance.now() - started };
  } finally {
    await database.close();
  }
}

/** The demo admin's token (demo data is on in the bench: its password alone signs in). */
async function staffToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/login/staff/`, {
    method: "POST",
    headers: { "x-api-key": API_KEY, "content-type": "application/json" },
    body: JSON.stringify({ email: "demo.staff@example.com", password: "Staff@12345" }),
  });
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The two ranges measured: the page's default (12 weeks) and a whole year (every generated item). */
function ranges(now = new Date()) {
  const yearAgo = istDay(new Date(now.getTime() - 364 * 86_400_000));
  return [
    { label: "last 12 weeks (default)", query: "", range: dashboardRange({}, now) },
    { label: "one year", query: `?from=${yearAgo}&to=${istDay(now)}`, range: dashboardRange({ from: yearAgo }, now) },
  ] as const;
}

const load1 = () => loadavg()[0]!.toFixed(1);

/** Times the dashboard's API call for the default 12 weeks and for a whole year. */
export async function measureDashboard(url: string, samples: number, database: string): Promise<Figure[]> {
  const token = await staffToken(url);
  const figures: Figure[] = [];
  for (const { label, query } of ranges()) {
    const loadBefore = load1();
    const times: number[] = [];
    for (let i = 0; i < samples + 2; i += 1) {
      const start = performance.now();
      const res = await fetch(`${url}/api/admin/dashboard${query}`, {
        headers: { "x-api-key": API_KEY, authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`dashboard answered ${res.status}`);
      if (i >= 2) times.push(performance.now() - start); // the first two warm the caches
    }
    figures.push({
      subject: `${database} · GET /api/admin/dashboard, ${label}, ${DASHBOARD_SUBMISSIONS.toLocaleString("en-GB")} leads and enquiries`,
      metric: "p95",
      value: percentile(times, 95),
      unit: "ms",
      target: DASHBOARD_TARGET,
      note: `${times.length} requests, one at a time; p50 ${Math.round(median(times)!)} ms; load average ${loadBefore} → ${load1()}`,
    });
  }
  return figures;
}

/**
 * Each section of the answer (a repository call of server/modules/dashboard/routes.ts) timed
 * alone, in-process, on the database the server is not holding: where the time of the whole goes.
 */
export async function measureSections(database: Database, samples: number, label: string) {
  const db = database.db;
  const now = new Date();
  const holidays = new Set((await repo.holidays(db)).map((holiday) => holiday.day));
  const rows: string[][] = [];
  for (const { label: rangeLabel, range } of ranges(now)) {
    const { start, end } = rangeBounds(range);
    const sections: [string, () => Promise<unknown>][] = [
      ["holidays", () => repo.holidays(db)],
      ["weekly, funnel and response (one statement)", () => repo.pipeline(db, range, start, end)],
      ["waiting past the promise", () => repo.waiting(db, now, holidays)],
      ["revenue and outstanding", () => repo.revenue(db, start, end)],
      ["batches in the next 30 days", () => repo.batches(db, istDay(now))],
      ["feedback", () => repo.feedback(db, start, end)],
      ["site search", () => repo.search(db, range)],
    ];
    for (const [name, work] of sections) {
      const loadBefore = load1();
      const times: number[] = [];
      for (let i = 0; i < samples + 2; i += 1) {
        const started = performance.now();
        await work();
        if (i >= 2) times.push(performance.now() - started);
      }
      rows.push([
        label,
        rangeLabel,
        name,
        String(Math.round(median(times)!)),
        String(Math.round(percentile(times, 95)!)),
        `${loadBefore} → ${load1()}`,
      ]);
    }
  }
  return {
    title: `${label}: each dashboard section alone, in-process (${samples} calls each)`,
    columns: ["Database", "Range", "Section", "p50 ms", "p95 ms", "Load average (1 min)"],
    rows,
  };
}

/**
 * `node bench/dashboard-scale.ts`: the scale phase's dashboard figures alone. The data is kept
 * for the next run when BENCH_DASHBOARD_DATA_DIR (PGlite) or BENCH_DASHBOARD_DATABASE_URL
 * (PostgreSQL) names it (generated there when empty), else made and removed.
 */
async function runAlone() {
  const settings = loadSettings();
  const samples = Number(process.env.BENCH_DASHBOARD_SAMPLES ?? settings.apiSamples);
  const which = process.env.BENCH_DASHBOARD_DB ?? "pglite,postgres";
  const log = (line: string) => console.log(`[dashboard ${new Date().toISOString().slice(11, 19)}] ${line}`);
  if (!existsSync(join(webBuildDir(), "server", "index.js"))) ensureWebBuild(log);
  const section = newSection("dashboard", "Dashboard at scale");
  for (const db of which.split(",").map((name) => name.trim())) {
    if (db !== "pglite" && db !== "postgres") throw new Error(`BENCH_DASHBOARD_DB: pglite or postgres, not ${db}`);
    const cleanups: (() => Promise<void>)[] = [];
    try {
      let target: CatalogueTarget;
      if (db === "pglite") {
        const kept = process.env.BENCH_DASHBOARD_DATA_DIR;
        const dataDir = kept ?? newDataDir();
        if (!kept) cleanups.push(async () => removeDir(dataDir));
        target = { dataDir };
      } else {
        let url = process.env.BENCH_DASHBOARD_DATABASE_URL;
        if (!url) {
          const created = await createDatabase(settings.pgAdminUrl);
          cleanups.push(created.drop);
          url = created.url;
        }
        target = { databaseUrl: url };
      }
      const name = db === "pglite" ? "PGlite" : "PostgreSQL";
      const open = () =>
        "databaseUrl" in target ? openPostgres(target.databaseUrl) : openPglite({ dataDir: target.dataDir });
      const probe = await open();
      await migrate(probe);
      const [row] = (
        (await probe.db.execute(
          sql`select (select count(*) from leads)::int + (select count(*) from enquiries)::int as n`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      await probe.close();
      if (Number(row?.n ?? 0) < DASHBOARD_SUBMISSIONS) {
        const generated = await generateCatalogue(target, settings.scaleCourses);
        log(`${name}: ${generated.total} courses written in ${Math.round(generated.ms)} ms`);
        const submissions = await generateSubmissions(target);
        log(`${name}: ${DASHBOARD_SUBMISSIONS} leads and enquiries written in ${Math.round(submissions.ms)} ms`);
      }
      const database = await open();
      try {
        section.tables.push(await measureSections(database, samples, name));
      } finally {
        await database.close();
      }
      const dataDir = "dataDir" in target ? target.dataDir : newDataDir(); // the server's JWT secret
      if (!("dataDir" in target)) cleanups.push(async () => removeDir(dataDir));
      const env: Record<string, string> = { PAGE_CACHE_SECONDS: "0" };
      if ("databaseUrl" in target) env.DATABASE_URL = target.databaseUrl;
      const { server } = await startTimed({ dataDir, env });
      try {
        section.figures.push(...(await measureDashboard(server.url, samples, name)));
      } finally {
        await stopServer(server);
      }
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }
  }
  console.log(renderConsole(section));
  for (const figure of section.figures) console.log(`${figure.subject}: ${figure.note ?? ""}`);
  for (const table of section.tables) {
    console.log(`\n${table.title}\n| ${table.columns.join(" | ")} |`);
    for (const row of table.rows) console.log(`| ${row.join(" | ")} |`);
  }
}

if (import.meta.main) {
  runAlone().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
