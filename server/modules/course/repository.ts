// The only place that queries courses with their hours and price, and course search.
import type { Cost, Course, Hours, Suggestion } from "@skillbridge/core";
import { MAX_SUGGESTIONS } from "@skillbridge/core";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
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

/** How close a misspelt term must be to a word of a course name (0–1, trigram word similarity). */
const NAME_SIMILARITY = 0.45;

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
    async list(includeInactive: boolean): Promise<Course[]> {
      const rows = await selectCourses(activeOnly(includeInactive)).orderBy(asc(courses.id));
      return rows.map(toCourse);
    },

    async byId(id: number, includeInactive: boolean): Promise<Course | null> {
      const [row] = await selectCourses(and(eq(courses.id, id), activeOnly(includeInactive)));
      return row ? toCourse(row) : null;
    },

    /**
     * Typo-tolerant search: names containing the term first, then names that are close
     * (trigram word similarity, so "kubernets" finds "Kubernetes"), then descriptions.
     */
    async search(term: string, includeInactive: boolean): Promise<Course[]> {
      const needle = term.trim().toLowerCase();
      if (!needle) return this.list(includeInactive);
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const name = sql`lower(${courses.name})`;
      const shortDesc = sql`lower(${courses.shortDesc})`;
      const nameHit = sql`${name} like ${pattern}`;
      const nameClose = sql`word_similarity(${needle}, ${name}) >= ${NAME_SIMILARITY}`;
      const descHit = sql`${shortDesc} like ${pattern}`;
      const rank = sql<number>`case when ${nameHit} then 0 when ${nameClose} then 1 else 2 end`;
      const rows = await selectCourses(
        and(activeOnly(includeInactive), sql`(${nameHit} or ${nameClose} or ${descHit})`),
      )
        .orderBy(rank, sql`word_similarity(${needle}, ${name}) desc`, asc(courses.name))
        .limit(200);
      return rows.map(toCourse);
    },

    /** spec §5: at most 8 courses whose name contains the text, case-insensitive. */
    async suggestions(text: string): Promise<Suggestion[]> {
      const needle = text.trim().toLowerCase();
      if (!needle) return [];
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select({ id: courses.id, ictName: courses.name, ictType: courses.type })
        .from(courses)
        .where(and(eq(courses.status, "A"), sql`lower(${courses.name}) like ${pattern}`))
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
