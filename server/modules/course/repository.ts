// The only place that queries courses with their hours and price, and course search.
import type { Cost, Course, CourseListQuery, Hours, Suggestion } from "@skillbridge/core";
import { MAX_SUGGESTIONS } from "@skillbridge/core";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { courseCosts, courseHours, courses } from "../../db/schema.ts";

const courseColumns = {
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

export function createCourseRepository(db: Db) {
  const selectCourses = (where: SQL | undefined) =>
    db
      .select(courseColumns)
      .from(courses)
      .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
      .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
      .where(where);
  const activeOnly = (includeInactive: boolean) => (includeInactive ? undefined : eq(courses.status, "A"));

  return {
    async byId(id: number, includeInactive: boolean): Promise<Course | null> {
      const [row] = await selectCourses(and(eq(courses.id, id), activeOnly(includeInactive)));
      return row ? toCourse(row) : null;
    },

    /**
     * The catalogue query: spec §5's filters (name contains, max total hours, types, domains)
     * and, with `search`, typo-tolerant search ranked names first — names containing the term,
     * then names that are close (trigram word similarity: "kubernets" finds "Kubernetes"),
     * then short descriptions. Returns one page and the total.
     */
    async query(query: CourseListQuery, includeInactive: boolean): Promise<{ items: Course[]; total: number }> {
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

      const needle = query.search?.trim().toLowerCase();
      let order: SQL[] = [sql`${courses.id}`];
      if (needle) {
        const name = sql`lower(${courses.name})`;
        const nameHit = sql`${name} like ${likePattern(needle)}`;
        // `<%`: a word of the name is close to the term (threshold set per session in db/client.ts);
        // unlike a word_similarity() comparison, the trigram index can answer it.
        const nameClose = sql`${needle} <% ${name}`;
        const descHit = sql`lower(${courses.shortDesc}) like ${likePattern(needle)}`;
        conditions.push(sql`(${nameHit} or ${nameClose} or ${descHit})`);
        order = [
          sql`case when ${nameHit} then 0 when ${nameClose} then 1 else 2 end`,
          sql`word_similarity(${needle}, ${name}) desc`,
          sql`${courses.name}`,
        ];
      }
      const rows = await db
        .select({ ...courseColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(courses)
        .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
        .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
        .where(and(...conditions))
        .orderBy(...order)
        .limit(query.limit ?? ALL_ROWS)
        .offset(query.offset ?? 0);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && (query.offset ?? 0) > 0) {
        // Past the last page: count without the offset.
        total = (await this.query({ ...query, offset: 0, limit: 1 }, includeInactive)).total;
      }
      return { items: rows.map(toCourse), total };
    },

    /** spec §5: at most 8 courses whose name contains the text, case-insensitive. */
    async suggestions(text: string): Promise<Suggestion[]> {
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

    async hours(includeInactive: boolean): Promise<Hours[]> {
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

    async costs(includeInactive: boolean): Promise<Cost[]> {
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

    async exists(id: number, includeInactive: boolean): Promise<boolean> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, id), activeOnly(includeInactive)));
      return Boolean(row);
    },
  };
}
export type CourseRepository = ReturnType<typeof createCourseRepository>;
