// The only place that queries the dashboard's aggregates. Every figure is computed by
// the database over one range of IST days; the indexes they use are in migration 0012 (and the
// created_at indexes of leads and enquiries), and migration 0015 keeps on each item how far it got
// and its first contact (measured at 100,000 items: bench/RESULTS.md, "Dashboard at scale"). IST
// is UTC+05:30 without daylight saving, so times are shifted by arithmetic rather than a zone name.
import { businessDayDeadline, istDay, istMidnight, nextDay } from "@skillbridge/core/dashboard/business-day";
import { type Dashboard, FEEDBACK_OVER_TIME_LIMIT, type FunnelCounts } from "@skillbridge/core/dashboard/schemas";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

/** An instant as IST wall-clock time (timestamp without time zone). */
const ist = (instant: SQL) => sql`((${instant}) at time zone 'UTC' + interval '5 hours 30 minutes')`;
/** An IST wall-clock time back to an instant. */
const fromIst = (local: SQL) => sql`((${local}) - interval '5 hours 30 minutes') at time zone 'UTC'`;

/** Where an item came from: its first touch's utm_source, else the referring site, else direct. */
const SOURCE = (alias: string) =>
  sql.raw(`coalesce(nullif(${alias}.utm_source, ''), nullif(${alias}.referrer, ''), '(direct)')`);

/**
 * Leads and enquiries received in [start, end): one row shape for both, with how far each got and
 * its first contact as the history's trigger keeps them on the item (migration 0015).
 */
const items = (start: Date, end: Date) => sql`
  select 'lead'::text as item_type, 'lead'::text as form, l.id, l.course_id, l.status, l.created_at,
         ${SOURCE("l")} as source, l.first_contact_at, l.furthest_step
    from leads l where l.created_at >= ${start.toISOString()}::timestamptz and l.created_at < ${end.toISOString()}::timestamptz
  union all
  select 'enquiry'::text, e.kind, e.id, e.course_id, e.follow_up_status, e.created_at, ${SOURCE("e")},
         e.first_contact_at, e.furthest_step
    from enquiries e where e.created_at >= ${start.toISOString()}::timestamptz and e.created_at < ${end.toISOString()}::timestamptz`;

/**
 * The business calendar from the range's first day to 400 days past its last (room for a long
 * run of holidays), each day with the next business day after it: core's businessDayDeadline in
 * SQL. The next open day is a running minimum from the far end (a frame from the first row, so
 * each row adds one day to the aggregate rather than rescanning the rest of the calendar).
 */
const calendar = (range: DashboardRange) => sql`
  cal as (
    select d::date as day,
           extract(isodow from d) <> 7 and not exists (select 1 from business_holidays b where b.day = d::date) as open
      from generate_series(${range.from}::timestamp, (${range.to}::date + 400)::timestamp, interval '1 day') d
  ), calendar as (
    select day, open,
           min(day) filter (where open) over (order by day desc rows between unbounded preceding and 1 preceding) as next_open
      from cal
  )`;

/**
 * Every item of the range once, with all the dashboard groups by: its IST week, form and source;
 * how far it got (its current step, or further if its history went further: a lost lead that was
 * qualified counts as qualified; paid (4) once a payment request of the lead is paid); its first
 * contact (the first status change) and when that was due (1 business day).
 */
const pipelineItems = (range: DashboardRange, start: Date, end: Date) => sql`
  ${calendar(range)}, paid as (
    select distinct lead_id from payment_requests where status = 'paid'
  ), local as (
    select i.*, ${ist(sql`i.created_at`)} as local from (${items(start, end)}) i
  ), item as materialized (
    select i.form, i.course_id, i.source, date_trunc('week', i.local) as week, i.created_at,
           i.first_contact_at as first_at,
           greatest(pipeline_step(i.status), i.furthest_step, case when p.lead_id is not null then 4 else 0 end) as reached,
           ${fromIst(sql`case when c.open then c.next_open + (i.local - i.local::date::timestamp)
                             else (c.next_open + 1)::timestamp end`)} as due_at
      from local i
      join calendar c on c.day = i.local::date
      left join paid p on i.item_type = 'lead' and p.lead_id = i.id
  )`;

const FUNNEL_COLUMNS = sql.raw(`count(*)::int as "new",
  (count(*) filter (where reached >= 1))::int as contacted,
  (count(*) filter (where reached >= 2))::int as qualified,
  (count(*) filter (where reached >= 3))::int as enrolled,
  (count(*) filter (where reached >= 4))::int as paid`);

type Rows<T> = { rows: T[] };
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}
const funnel = (row: Record<string, unknown>): FunnelCounts => ({
  new: Number(row.new),
  contacted: Number(row.contacted),
  qualified: Number(row.qualified),
  enrolled: Number(row.enrolled),
  paid: Number(row.paid),
});

export type DashboardRange = { from: string; to: string };
type Pipeline = Pick<Dashboard, "weekly" | "funnel"> & {
  response: Omit<Dashboard["response"], "waiting">;
};

/** Which grouping set a row of the pipeline's statement belongs to (its GROUPING() bits). */
const SET = { weekForm: 0, weekSource: 1, course: 2, source: 3, overall: 4 } as const;

export const dashboardRepository = {
  async holidays(db: Executor): Promise<{ day: string; name: string }[]> {
    return rows(db, sql`select to_char(day, 'YYYY-MM-DD') as day, name from business_holidays order by day`);
  },

  /**
   * Leads and enquiries per week by form and by source, the funnel (overall, per course, per
   * source) and the response times, in one statement: the range's items are read, joined to their
   * history and calendar day once (materialized), then grouped five ways in one pass (GROUPING
   * SETS). Course names are joined to the groups, not to every item.
   */
  async pipeline(db: Executor, range: DashboardRange, start: Date, end: Date): Promise<Pipeline> {
    const grouped = await db.transaction(async (tx) => {
      // For this statement only: room to hash the five groupings and sort the median in memory
      // (the default 4 MB spilled a year's items to disk and fell back to sorted grouping), and
      // no JIT (PostgreSQL compiled the statement on every request: ~65 ms, more than it saved).
      await tx.execute(sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
      return rows<Record<string, unknown>>(
        tx,
        sql`with ${pipelineItems(range, start, end)}, grouped as (
            select case
                     when grouping(week, form, course_id, source) = 3 + 0 then ${SET.weekForm}
                     when grouping(week, form, course_id, source) = 4 + 2 then ${SET.weekSource}
                     when grouping(week, form, course_id, source) = 8 + 4 + 1 then ${SET.course}
                     when grouping(week, form, course_id, source) = 8 + 4 + 2 then ${SET.source}
                     else ${SET.overall} end as grouping_set,
                   week as week_start, form, course_id, source, ${FUNNEL_COLUMNS},
                   (count(*) filter (where first_at is not null))::int as answered,
                   (count(*) filter (where first_at <= due_at))::int as in_time
              from item
             group by grouping sets ((week, form), (week, source), (course_id), (source), ())
          )
          select g.*, to_char(g.week_start, 'YYYY-MM-DD') as week, coalesce(c.name, '(no course)') as course_name,
                 case when g.grouping_set = ${SET.overall} then
                   (select percentile_cont(0.5) within group (order by extract(epoch from (first_at - created_at)))
                      from item where first_at is not null) / 3600.0
                 end as median_hours
            from grouped g left join courses c on g.grouping_set = ${SET.course} and c.id = g.course_id`,
      );
    });
    const of = (set: number) => grouped.filter((row) => Number(row.grouping_set) === set);
    const text = (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
    const byWeek = (a: Record<string, unknown>, b: Record<string, unknown>, key: string) =>
      text(a.week, b.week) || text(a[key], b[key]);
    const order = (a: { new: number; key: string }, b: { new: number; key: string }) =>
      b.new - a.new || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const overall = of(SET.overall)[0] ?? {};
    return {
      weekly: {
        byForm: of(SET.weekForm)
          .sort((a, b) => byWeek(a, b, "form"))
          .map((row) => ({
            week: String(row.week),
            form: row.form as Dashboard["weekly"]["byForm"][number]["form"],
            count: Number(row.new),
          })),
        bySource: of(SET.weekSource)
          .sort((a, b) => byWeek(a, b, "source"))
          .map((row) => ({ week: String(row.week), source: String(row.source), count: Number(row.new) })),
      },
      funnel: {
        overall: funnel({ new: 0, contacted: 0, qualified: 0, enrolled: 0, paid: 0, ...overall }),
        byCourse: of(SET.course)
          .map((row) => ({
            courseId: row.course_id == null ? null : Number(row.course_id),
            courseName: String(row.course_name),
            ...funnel(row),
          }))
          .sort((a, b) => order({ new: a.new, key: a.courseName }, { new: b.new, key: b.courseName })),
        bySource: of(SET.source)
          .map((row) => ({ source: String(row.source), ...funnel(row) }))
          .sort((a, b) => order({ new: a.new, key: a.source }, { new: b.new, key: b.source })),
      },
      response: {
        received: Number(overall.new ?? 0),
        answered: Number(overall.answered ?? 0),
        answeredInTime: Number(overall.in_time ?? 0),
        medianHours: overall.median_hours == null ? null : Math.round(Number(overall.median_hours) * 10) / 10,
      },
    };
  },

  /**
   * Still new and past the promise, whenever received: the oldest new items (the partial indexes
   * on status 'new'), each checked with core's rule against the holiday list; at most `limit`.
   */
  async waiting(db: Executor, now: Date, holidays: ReadonlySet<string>, limit = 50) {
    // The promise is never shorter than 24 hours, so nothing younger can be late.
    const before = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
    const candidates = await rows<{ type: string; id: number; course_name: string | null; created_at: string }>(
      db,
      sql`(select 'lead'::text as type, l.id, c.name as course_name, l.created_at from leads l
             join courses c on c.id = l.course_id
            where l.status = 'new' and l.created_at < ${before}::timestamptz order by l.created_at limit 500)
          union all
          (select e.kind, e.id, c.name, e.created_at from enquiries e left join courses c on c.id = e.course_id
            where e.follow_up_status = 'new' and e.created_at < ${before}::timestamptz order by e.created_at limit 500)
          order by created_at limit 500`,
    );
    const late = [];
    for (const row of candidates) {
      const receivedAt = new Date(row.created_at);
      const dueAt = businessDayDeadline(receivedAt, holidays);
      if (dueAt.getTime() >= now.getTime()) continue;
      late.push({
        type: row.type as Dashboard["response"]["waiting"][number]["type"],
        id: Number(row.id),
        courseName: row.course_name,
        receivedAt: receivedAt.toISOString(),
        dueAt: dueAt.toISOString(),
      });
      if (late.length >= limit) break;
    }
    return late;
  },

  async revenue(db: Executor, start: Date, end: Date): Promise<Dashboard["revenue"]> {
    const [byMonth, outstanding] = await Promise.all([
      // Money in (a confirmed payment, in the month it was confirmed) and money back (a processed
      // refund of a confirmed payment, in the month it was processed; a payment flagged for refund
      // never counted as revenue, nor does its refund; a pending or failed refund gave nothing back).
      rows<{ month: string; domain_name: string; course_name: string; received: string; refunded: string }>(
        db,
        sql`with moves as (
              select p.payment_request_id as request_id, p.confirmed_at as at,
                     p.amount_paise::bigint as received, 0::bigint as refunded
                from payments p
               where p.status = 'confirmed' and p.confirmed_at >= ${start.toISOString()}::timestamptz
                 and p.confirmed_at < ${end.toISOString()}::timestamptz
              union all
              select p.payment_request_id, r.processed_at, 0::bigint, r.amount_paise::bigint
                from refunds r
                join payments p on p.id = r.payment_id
               where r.status = 'processed' and p.status = 'confirmed'
                 and r.processed_at >= ${start.toISOString()}::timestamptz
                 and r.processed_at < ${end.toISOString()}::timestamptz
            )
            select to_char(date_trunc('month', ${ist(sql`m.at`)}), 'YYYY-MM') as month,
                   d.name as domain_name, c.name as course_name,
                   sum(m.received)::bigint as received, sum(m.refunded)::bigint as refunded
              from moves m
              join payment_requests pr on pr.id = m.request_id
              join training_cards tc on tc.id = pr.training_card_id
              join courses c on c.id = tc.course_id
              join domains d on d.id = c.domain_id
             group by 1, 2, 3 order by 1, 2, 3`,
      ),
      rows<{ domain_name: string; course_name: string; paise: string }>(
        db,
        sql`select d.name as domain_name, c.name as course_name,
                   sum(pr.amount_paise - coalesce((select sum(p.amount_paise) from payments p
                        where p.payment_request_id = pr.id and p.status = 'confirmed'), 0))::bigint as paise
              from payment_requests pr
              join training_cards tc on tc.id = pr.training_card_id
              join courses c on c.id = tc.course_id
              join domains d on d.id = c.domain_id
             where pr.status = 'open'
             group by 1, 2 having sum(pr.amount_paise) > 0 order by 3 desc, 1, 2`,
      ),
    ]);
    return {
      byMonth: byMonth.map((row) => ({
        month: row.month,
        domainName: row.domain_name,
        courseName: row.course_name,
        receivedPaise: Number(row.received),
        refundedPaise: Number(row.refunded),
        paise: Number(row.received) - Number(row.refunded),
      })),
      outstanding: outstanding
        .map((row) => ({ domainName: row.domain_name, courseName: row.course_name, paise: Number(row.paise) }))
        .filter((row) => row.paise > 0),
    };
  },

  /** Active batches starting today to 30 days on (IST), with seats taken (enrolments) and capacity. */
  async batches(db: Executor, today: string): Promise<Dashboard["batches"]> {
    const found = await rows<{
      id: number;
      course_name: string;
      start_date: string;
      taken: number;
      capacity: number | null;
    }>(
      db,
      sql`select tc.id, c.name as course_name, to_char(tc.start_date, 'YYYY-MM-DD') as start_date, tc.capacity,
                 (select count(*) from enrolments en where en.training_card_id = tc.id)::int as taken
            from training_cards tc join courses c on c.id = tc.course_id
           where tc.status = 'A' and tc.start_date >= ${today}::date and tc.start_date <= ${today}::date + 30
           order by tc.start_date, tc.id limit 200`,
    );
    return found.map((row) => {
      const capacity = row.capacity == null ? null : Number(row.capacity);
      const taken = Number(row.taken);
      return {
        batchId: Number(row.id),
        courseName: row.course_name,
        startDate: row.start_date,
        taken,
        capacity,
        underHalf: capacity !== null && taken * 2 < capacity,
      };
    });
  },

  async feedback(db: Executor, start: Date, end: Date): Promise<Dashboard["feedback"]> {
    const inRange = sql`f.status = 'A' and f.submitted_at >= ${start.toISOString()}::timestamptz
      and f.submitted_at < ${end.toISOString()}::timestamptz`;
    const month = sql`to_char(date_trunc('month', ${ist(sql`f.submitted_at`)}), 'YYYY-MM')`;
    const [byCourse, byBatch, byMonth, latest, byCourseMonth, byBatchMonth] = await Promise.all([
      rows<{ course_id: number; course_name: string; average: string; count: number }>(
        db,
        sql`select f.course_id, c.name as course_name, round(avg(f.rating), 2)::float8 as average, count(*)::int as count
              from feedbacks f join courses c on c.id = f.course_id where ${inRange}
             group by 1, 2 order by 3 desc, 2 limit 100`,
      ),
      rows<{ batch_id: number; course_name: string; start_date: string; average: string; count: number }>(
        db,
        sql`select f.training_card_id as batch_id, c.name as course_name, to_char(tc.start_date, 'YYYY-MM-DD') as start_date,
                   round(avg(f.rating), 2)::float8 as average, count(*)::int as count
              from feedbacks f join training_cards tc on tc.id = f.training_card_id join courses c on c.id = tc.course_id
             where ${inRange} group by 1, 2, 3 order by 4 desc, 1 limit 100`,
      ),
      rows<{ month: string; average: string; count: number }>(
        db,
        sql`select ${month} as month, round(avg(f.rating), 2)::float8 as average, count(*)::int as count
              from feedbacks f where ${inRange} group by 1 order by 1`,
      ),
      rows<{ course_name: string; batch_id: number; rating: number; message: string; submitted_at: string }>(
        db,
        sql`select c.name as course_name, f.training_card_id as batch_id, f.rating, f.message, f.submitted_at
              from feedbacks f join courses c on c.id = f.course_id
             where ${inRange} and f.message <> '' order by f.submitted_at desc, f.id desc limit 10`,
      ),
      // Over time: the courses (batches) with the most ratings in the range, each month's average.
      rows<{ course_id: number; course_name: string; month: string; average: string; count: number }>(
        db,
        sql`with top as (
              select f.course_id from feedbacks f where ${inRange}
               group by 1 order by count(*) desc, 1 limit ${FEEDBACK_OVER_TIME_LIMIT}
            )
            select f.course_id, c.name as course_name, ${month} as month,
                   round(avg(f.rating), 2)::float8 as average, count(*)::int as count
              from feedbacks f join top on top.course_id = f.course_id join courses c on c.id = f.course_id
             where ${inRange} group by 1, 2, 3 order by 2, 1, 3`,
      ),
      rows<{
        batch_id: number;
        course_name: string;
        start_date: string;
        month: string;
        average: string;
        count: number;
      }>(
        db,
        sql`with top as (
              select f.training_card_id from feedbacks f where ${inRange}
               group by 1 order by count(*) desc, 1 limit ${FEEDBACK_OVER_TIME_LIMIT}
            )
            select f.training_card_id as batch_id, c.name as course_name, to_char(tc.start_date, 'YYYY-MM-DD') as start_date,
                   ${month} as month, round(avg(f.rating), 2)::float8 as average, count(*)::int as count
              from feedbacks f join top on top.training_card_id = f.training_card_id
              join training_cards tc on tc.id = f.training_card_id join courses c on c.id = tc.course_id
             where ${inRange} group by 1, 2, 3, 4 order by 1, 4`,
      ),
    ]);
    return {
      byCourse: byCourse.map((row) => ({
        courseId: Number(row.course_id),
        courseName: row.course_name,
        average: Number(row.average),
        count: Number(row.count),
      })),
      byBatch: byBatch.map((row) => ({
        batchId: Number(row.batch_id),
        courseName: row.course_name,
        startDate: row.start_date,
        average: Number(row.average),
        count: Number(row.count),
      })),
      byMonth: byMonth.map((row) => ({ month: row.month, average: Number(row.average), count: Number(row.count) })),
      byCourseMonth: byCourseMonth.map((row) => ({
        courseId: Number(row.course_id),
        courseName: row.course_name,
        month: row.month,
        average: Number(row.average),
        count: Number(row.count),
      })),
      byBatchMonth: byBatchMonth.map((row) => ({
        batchId: Number(row.batch_id),
        courseName: row.course_name,
        startDate: row.start_date,
        month: row.month,
        average: Number(row.average),
        count: Number(row.count),
      })),
      latest: latest.map((row) => ({
        courseName: row.course_name,
        batchId: Number(row.batch_id),
        rating: Number(row.rating),
        message: row.message,
        submittedAt: new Date(row.submitted_at).toISOString(),
      })),
    };
  },

  async search(db: Executor, range: DashboardRange): Promise<Dashboard["search"]> {
    const [top, empty] = await Promise.all([
      rows<{ term: string; searches: number }>(
        db,
        sql`select term, sum(searches)::int as searches from search_term_counts
             where day >= ${range.from}::date and day <= ${range.to}::date
             group by term order by 2 desc, term limit 20`,
      ),
      rows<{ term: string; searches: number }>(
        db,
        sql`select term, sum(empty_searches)::int as searches from search_term_counts
             where day >= ${range.from}::date and day <= ${range.to}::date
             group by term having sum(empty_searches) > 0 order by 2 desc, term limit 20`,
      ),
    ]);
    const toTerm = (row: { term: string; searches: number }) => ({ term: row.term, searches: Number(row.searches) });
    return { top: top.map(toTerm), empty: empty.map(toTerm) };
  },

  /** Counts one search of a term on its IST day (no visitor identifier: a counter only). */
  async countSearch(db: Executor, term: string, found: boolean, now = new Date()): Promise<void> {
    const empty = found ? 0 : 1;
    await db.execute(
      sql`insert into search_term_counts (day, term, searches, empty_searches)
          values (${istDay(now)}::date, ${term}, 1, ${empty})
          on conflict (day, term) do update set searches = search_term_counts.searches + 1,
            empty_searches = search_term_counts.empty_searches + ${empty}`,
    );
  },
};

/** The instants bounding a range of IST days (both days included). */
export function rangeBounds(range: DashboardRange): { start: Date; end: Date } {
  return { start: istMidnight(range.from), end: istMidnight(nextDay(range.to)) };
}

/** The holiday list's writes, inside the caller's audited transaction. */
export const holidayRepository = {
  async add(db: Executor, day: string, name: string): Promise<{ day: string; name: string } | null> {
    const [row] = await rows<{ day: string; name: string }>(
      db,
      sql`insert into business_holidays (day, name) values (${day}::date, ${name}) on conflict do nothing
          returning to_char(day, 'YYYY-MM-DD') as day, name`,
    );
    return row ?? null;
  },
  async remove(db: Executor, day: string): Promise<{ day: string; name: string } | null> {
    const [row] = await rows<{ day: string; name: string }>(
      db,
      sql`delete from business_holidays where day = ${day}::date returning to_char(day, 'YYYY-MM-DD') as day, name`,
    );
    return row ?? null;
  },
};
