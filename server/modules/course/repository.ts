// The only place that queries courses with their hours and price, and course search.
import type { Cost, Course, CourseListItem, CourseListQuery, Hours, Suggestion } from "@skillbridge/core";
import {
  dayInIndia,
  MAX_SUGGESTIONS,
  nameContains,
  searchCourses,
  sortCourses,
  spellingSuggestion,
} from "@skillbridge/core";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courseCosts, courseHours, courses } from "../../db/schema.ts";
import {
  cardFactColumns,
  languagesFact,
  nextBatch,
  nextBatchJoin,
  type PopularityTable,
  popularityOf,
  popularityTable,
  taughtInSql,
  toFacts,
} from "./facts-sql.ts";

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
/** The list's courses with their card facts, computed per listed course. */
const selectListed = (db: Executor, where: SQL | undefined, today: string, popular: PopularityTable) =>
  db
    .select({
      ...courseColumns,
      ...cardFactColumns,
      languages: languagesFact(today),
      popularity: popularityOf(popular),
    })
    .from(courses)
    .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
    .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
    .leftJoin(nextBatch, nextBatchJoin(today))
    .leftJoin(popular, eq(popular.courseId, courses.id))
    .where(where);
type ListedRow = Awaited<ReturnType<typeof selectListed>>[number];
const toListItem = (row: ListedRow): CourseListItem => ({ ...toCourse(row), facts: toFacts(row) });

/** The SQL order of `?sort=` (core's compareBySort, ties by id: the list's own order). */
function sortOrder(sort: CourseListQuery["sort"], popular: PopularityTable): SQL[] {
  if (sort === "next") return [sql`${nextBatch.startDate} asc nulls last`, asc(courses.id)];
  if (sort === "fee") return [sql`nullif(${courseCosts.sellPrice}, 0) asc nulls last`, asc(courses.id)];
  if (sort === "popular") return [desc(popularityOf(popular)), asc(courses.id)];
  return [asc(courses.id)];
}

const activeOnly = (includeInactive: boolean) => (includeInactive ? undefined : eq(courses.status, "A"));

/** Catalogue filters, as conditions on courses joined with course_hours. */
const filterConditions = (query: CourseListQuery, includeInactive: boolean, today: string): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [activeOnly(includeInactive)];
  if (query.maxHours !== undefined) {
    conditions.push(
      sql`coalesce(${courseHours.trainingHours}, 0) + coalesce(${courseHours.labHours}, 0) <= ${query.maxHours}`,
    );
  }
  if (query.type?.length) conditions.push(inArray(courses.type, query.type));
  if (query.domain?.length) conditions.push(inArray(courses.domainId, query.domain));
  if (query.lang?.length) conditions.push(taughtInSql(query.lang, today));
  return and(...conditions);
};

/**
 * Without a search term: in id order. The page comes straight off the primary key and the
 * total is counted on its own (without the price join, and only when the page does not
 * already tell it), so the first page of 10,000 courses does not join and count every row twice.
 */
async function list(db: Executor, query: CourseListQuery, includeInactive: boolean) {
  const today = dayInIndia(new Date());
  const where = filterConditions(query, includeInactive, today);
  const offset = query.offset ?? 0;
  const popular = popularityTable(db);
  const rows = await selectListed(db, where, today, popular)
    .orderBy(...sortOrder(query.sort, popular))
    .limit(query.limit ?? ALL_ROWS)
    .offset(offset);
  const items = rows.map(toListItem);
  if (query.limit === undefined) return { items, total: offset + rows.length };
  if (rows.length > 0 && rows.length < query.limit) return { items, total: offset + rows.length };
  const counted = db.select({ n: count() }).from(courses);
  const [row] = await (query.maxHours === undefined
    ? counted.where(where)
    : counted.leftJoin(courseHours, eq(courseHours.courseId, courses.id)).where(where));
  return { items, total: row?.n ?? 0 };
}

/** What the search reads of each course (core's course-search.ts ranks them). */
const searchColumns = { id: courses.id, ictName: courses.name, ictSDesc: courses.shortDesc };

/**
 * With a search term and/or the sidebar's text: core's rules pick the courses the other filters
 * keep — the text narrows by name (nameContains), the term ranks (searchCourses) — so the API,
 * the browser's live filter and every page keep and order alike. Only three short columns are
 * read to choose; the page's courses are then read in full by id.
 */
async function search(db: Executor, query: CourseListQuery, includeInactive: boolean) {
  const today = dayInIndia(new Date());
  const where = filterConditions(query, includeInactive, today);
  const candidates = await db
    .select(searchColumns)
    .from(courses)
    .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
    .where(where)
    .orderBy(asc(courses.id));
  const named = candidates.filter((course) => nameContains(course.ictName, query.q));
  let ranked: { id: number }[] = searchCourses(named, query.search ?? "");
  if (query.sort && ranked.length > 1) ranked = await sortRanked(db, ranked, query.sort, today);
  const offset = query.offset ?? 0;
  const ids = ranked.slice(offset, offset + (query.limit ?? ALL_ROWS)).map((course) => course.id);
  if (ids.length === 0) return { items: [], total: ranked.length };
  const rows = await selectListed(db, inArray(courses.id, ids), today, popularityTable(db));
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total: ranked.length };
}

/**
 * A search's ranked courses in `sort`'s order, best match first among equals: the sort keys of
 * the matches are read in chunks (a search may match thousands) and compared by core's rule.
 */
async function sortRanked(
  db: Executor,
  ranked: { id: number }[],
  sort: NonNullable<CourseListQuery["sort"]>,
  today: string,
) {
  const keys = new Map<number, { nextStart: string | null; fee: number | null; popularity: number }>();
  const CHUNK = 1000;
  const popular = popularityTable(db);
  for (let from = 0; from < ranked.length; from += CHUNK) {
    const ids = ranked.slice(from, from + CHUNK).map((course) => course.id);
    const rows = await db
      .select({
        id: courses.id,
        nextStart: nextBatch.startDate,
        sellPrice: courseCosts.sellPrice,
        popularity: popularityOf(popular),
      })
      .from(courses)
      .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
      .leftJoin(nextBatch, nextBatchJoin(sort === "next" ? today : "9999-12-31"))
      .leftJoin(popular, eq(popular.courseId, courses.id))
      .where(inArray(courses.id, ids));
    for (const row of rows) {
      keys.set(row.id, {
        nextStart: row.nextStart,
        fee: row.sellPrice ? row.sellPrice : null,
        popularity: Number(row.popularity),
      });
    }
  }
  const none = { nextStart: null, fee: null, popularity: 0 };
  return sortCourses(ranked, sort, (course) => keys.get(course.id) ?? none);
}

export const courseRepository = {
  async byId(db: Executor, id: number, includeInactive: boolean): Promise<Course | null> {
    const [row] = await selectCourses(db, and(eq(courses.id, id), activeOnly(includeInactive)));
    return row ? toCourse(row) : null;
  },

  /**
   * The catalogue query: the filters (max total hours, types, domains, and `q`, the sidebar's text,
   * which the name must contain) and, with `search`, the ranked search of course-search.ts.
   * Returns one page and the total.
   */
  async query(
    db: Executor,
    query: CourseListQuery,
    includeInactive: boolean,
  ): Promise<{ items: CourseListItem[]; total: number }> {
    const choose = Boolean(query.search?.trim() || query.q?.trim());
    return choose ? search(db, query, includeInactive) : list(db, query, includeInactive);
  },

  /** "Did you mean …" for a search of the active courses (null when it matches as typed). */
  async spelling(db: Executor, text: string): Promise<string | null> {
    return spellingSuggestion(await db.select(searchColumns).from(courses).where(activeOnly(false)), text);
  },

  /** At most 8 courses whose name contains the text, case-insensitive. */
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
