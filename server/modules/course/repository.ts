// The only place that queries courses with their hours and price, and course search.
import type { Cost, Course, CourseListQuery, Hours, Suggestion } from "@skillbridge/core";
import { MAX_SUGGESTIONS } from "@skillbridge/core";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Executor, WORD_SIMILARITY_THRESHOLD } from "../../db/client.ts";
import { courseCosts, courseHours, courses } from "../../db/schema.ts";

/** The joined columns `toCourse` reshapes: select them wherever a course is read. */
export const courseColumns = {
  id: courses.id,
  ictName: courses.name,
  ictType: courses.type,
  ictSDesc: courses.shortDesc,
  ictDesc: courses.description,
  ictImg: courses.img,
  status: courses.status,
  domainId: courses.domainId,
  hoursId: courseHours.id,
  TrainingHour: courseHours.trainingHours,
  LabHour: courseHours.labHours,
  costId: courseCosts.id,
  ictMrp: courseCosts.listPrice,
  sellPrice: courseCosts.sellPrice,
};

type CourseRow = {
  id: number;
  ictName: string;
  ictType: string;
  ictSDesc: string;
  ictDesc: string;
  ictImg: string;
  status: string;
  domainId: number;
  hoursId: number | null;
  TrainingHour: number | null;
  LabHour: number | null;
  costId: number | null;
  ictMrp: number | null;
  sellPrice: number | null;
};

/** Reshapes a joined row into the spec's Course (hoursData) plus its price (costData). */
export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    ictName: row.ictName,
    ictType: row.ictType as Course["ictType"],
    ictSDesc: row.ictSDesc,
    ictDesc: row.ictDesc,
    ictImg: row.ictImg,
    status: row.status as Course["status"],
    domainId: row.domainId,
    hoursData:
      row.hoursId === null
        ? null
        : { id: row.hoursId, ictId_id: row.id, TrainingHour: row.TrainingHour ?? 0, LabHour: row.LabHour ?? 0 },
    costData:
      row.costId === null
        ? null
        : { id: row.costId, ictid: row.id, ictMrp: row.ictMrp ?? 0, sellPrice: row.sellPrice ?? 0 },
  };
}

/** LIKE pattern for "contains", with the LIKE wildcards in the text escaped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** No LIMIT: PostgreSQL treats LIMIT ALL and a NULL limit alike; Drizzle needs a number. */
const ALL_ROWS = 2_147_483_647;

const selectCourses = (db: Executor, where: SQL | undefined) =>
  db
    .select(courseColumns)
    .from(courses)
    .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
    .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
    .where(where);
const activeOnly = (includeInactive: boolean) => (includeInactive ? undefined : eq(courses.status, "A"));

/** spec §5 catalogue filters, as conditions on courses joined with course_hours. */
const filterConditions = (query: CourseListQuery, includeInactive: boolean): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [activeOnly(includeInactive)];
  const text = query.q?.trim().toLowerCase();
  if (text) conditions.push(sql`lower(${courses.name}) like ${likePattern(text)}`);
  if (query.maxHours !== undefined) {
    conditions.push(
      sql`coalesce(${courseHours.trainingHours}, 0) + coalesce(${courseHours.labHours}, 0) <= ${query.maxHours}`,
    );
  }
  if (query.type?.length) conditions.push(inArray(courses.type, query.type));
  if (query.domain?.length) conditions.push(inArray(courses.domainId, query.domain));
  return and(...conditions);
};

/**
 * Without a search term: in id order. The page comes straight off the primary key and the
 * total is counted on its own (without the price join, and only when the page does not
 * already tell it), so the first page of 10,000 courses does not join and count every row twice.
 */
async function list(db: Executor, query: CourseListQuery, includeInactive: boolean) {
  const where = filterConditions(query, includeInactive);
  const offset = query.offset ?? 0;
  const rows = await selectCourses(db, where)
    .orderBy(asc(courses.id))
    .limit(query.limit ?? ALL_ROWS)
    .offset(offset);
  const items = rows.map(toCourse);
  if (query.limit === undefined) return { items, total: offset + rows.length };
  if (rows.length > 0 && rows.length < query.limit) return { items, total: offset + rows.length };
  const counted = db.select({ n: count() }).from(courses);
  const [row] = await (query.maxHours === undefined
    ? counted.where(where)
    : counted.leftJoin(courseHours, eq(courseHours.courseId, courses.id)).where(where));
  return { items, total: row?.n ?? 0 };
}

/**
 * With a search term. Why the query has this shape (EXPLAIN ANALYZE on 10,000 courses, bench/scale.ts):
 * - word similarity costs ~25 µs a row in PGlite, which the planner does not know: left alone it
 *   scans every course and computes it 10,000 times (~250 ms). The candidates therefore come from
 *   the trigram indexes alone (one BitmapOr over the name and short-description GIN indexes; the
 *   sequential scan is switched off for this one statement) and only they are compared, joined to
 *   their course and hours by primary key;
 * - each candidate's similarity is computed once (a materialized CTE) and reused for the tier
 *   (`<%` is word_similarity >= pg_trgm.word_similarity_threshold) and the order;
 * - the total comes from the same pass (count over the window), prices are joined for the page only.
 * The ranking is the documented one: names containing the term, then close names, then short
 * descriptions; within each, the closest name first, then by name.
 */
async function search(db: Executor, needle: string, query: CourseListQuery, includeInactive: boolean) {
  const pattern = likePattern(needle);
  const offset = query.offset ?? 0;
  const statement = sql`
    with matches as materialized (
      select id, lower(name) like ${pattern} as name_hit, word_similarity(${needle}, lower(name)) as similarity
      from ${courses}
      where lower(name) like ${pattern} or ${needle} <% lower(name) or lower(short_desc) like ${pattern}
    ), ranked as (
      select ${courses.id} as "id", ${courses.name} as "ictName", ${courses.type} as "ictType",
        ${courses.shortDesc} as "ictSDesc", ${courses.description} as "ictDesc", ${courses.img} as "ictImg",
        ${courses.status} as "status", ${courses.domainId} as "domainId", ${courseHours.id} as "hoursId",
        ${courseHours.trainingHours} as "TrainingHour", ${courseHours.labHours} as "LabHour",
        case when matches.name_hit then 0
          when matches.similarity >= ${WORD_SIMILARITY_THRESHOLD}::float8 then 1 else 2 end as tier,
        matches.similarity, count(*) over () as total
      from matches
      join ${courses} on ${courses.id} = matches.id
      left join ${courseHours} on ${courseHours.courseId} = ${courses.id}
      where ${filterConditions(query, includeInactive) ?? sql`true`}
      order by tier, matches.similarity desc, ${courses.name}
      limit ${query.limit ?? ALL_ROWS} offset ${offset}
    )
    select ranked.*, ${courseCosts.id} as "costId", ${courseCosts.listPrice} as "ictMrp",
      ${courseCosts.sellPrice} as "sellPrice"
    from ranked left join ${courseCosts} on ${courseCosts.courseId} = ranked.id
    order by ranked.tier, ranked.similarity desc, ranked."ictName"`;
  const rows = await db.transaction(async (tx) => {
    // For this statement only, in one round trip: no sequential scan, and the matches looked up
    // by primary key (nested loops) — left to itself the planner hashed every active course and
    // its hours to join a few hundred matches (~13 of ~41 ms at 10,000 courses).
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_hashjoin', 'off', true),
      set_config('enable_mergejoin', 'off', true)`);
    return ((await tx.execute(statement)) as unknown as { rows: (CourseRow & { total: number | string })[] }).rows;
  });
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    // Past the last page: count without the offset.
    total = (await search(db, needle, { ...query, offset: 0, limit: 1 }, includeInactive)).total;
  }
  return { items: rows.map(toCourse), total };
}

export const courseRepository = {
  async byId(db: Executor, id: number, includeInactive: boolean): Promise<Course | null> {
    const [row] = await selectCourses(db, and(eq(courses.id, id), activeOnly(includeInactive)));
    return row ? toCourse(row) : null;
  },

  /**
   * The catalogue query: spec §5's filters (name contains, max total hours, types, domains)
   * and, with `search`, typo-tolerant search ranked names first — names containing the term,
   * then names that are close (trigram word similarity: "kubernets" finds "Kubernetes"),
   * then short descriptions. Returns one page and the total.
   */
  async query(
    db: Executor,
    query: CourseListQuery,
    includeInactive: boolean,
  ): Promise<{ items: Course[]; total: number }> {
    const needle = query.search?.trim().toLowerCase();
    return needle ? search(db, needle, query, includeInactive) : list(db, query, includeInactive);
  },

  /** spec §5: at most 8 courses whose name contains the text, case-insensitive. */
  async suggestions(db: Executor, text: string): Promise<Suggestion[]> {
    const needle = text.trim().toLowerCase();
    if (!needle) return [];
    const rows = await db
      .select({ id: courses.id, ictName: courses.name, ictType: courses.type })
      .from(courses)
      .where(and(eq(courses.status, "A"), sql`lower(${courses.name}) like ${likePattern(needle)}`))
      .orderBy(sql`position(${needle} in lower(${courses.name}))`, asc(courses.name))
      .limit(MAX_SUGGESTIONS);
    return rows.map((row) => ({ ...row, ictType: row.ictType as Suggestion["ictType"] }));
  },

  async hours(db: Executor, includeInactive: boolean): Promise<Hours[]> {
    return db
      .select({
        id: courseHours.id,
        ictId_id: courseHours.courseId,
        TrainingHour: courseHours.trainingHours,
        LabHour: courseHours.labHours,
      })
      .from(courseHours)
      .innerJoin(courses, eq(courses.id, courseHours.courseId))
      .where(activeOnly(includeInactive))
      .orderBy(asc(courseHours.courseId));
  },

  async costs(db: Executor, includeInactive: boolean): Promise<Cost[]> {
    return db
      .select({
        id: courseCosts.id,
        ictid: courseCosts.courseId,
        ictMrp: courseCosts.listPrice,
        sellPrice: courseCosts.sellPrice,
      })
      .from(courseCosts)
      .innerJoin(courses, eq(courses.id, courseCosts.courseId))
      .where(activeOnly(includeInactive))
      .orderBy(asc(courseCosts.courseId));
  },

  async exists(db: Executor, id: number, includeInactive: boolean): Promise<boolean> {
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, id), activeOnly(includeInactive)));
    return Boolean(row);
  },
};
