// The only place that queries and writes courses for staff: courses with their hours
// and price records. Writes run inside the caller's audited transaction (audit/audit.ts).
import type {
  AdminCourseQuery,
  AdminCourseRow,
  CourseCreateData,
  CourseUpdateData,
} from "@skillbridge/core/admin/catalogue";
import { ADMIN_COURSE_PAGE_SIZE } from "@skillbridge/core/admin/catalogue";
import type { Course } from "@skillbridge/core/schemas";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courseCosts, courseHours, courses, domains } from "../../db/schema.ts";
import { courseColumns, toCourse } from "./repository.ts";

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const totalHours = sql<number | null>`case when ${courseHours.id} is null then null
  else ${courseHours.trainingHours} + ${courseHours.labHours} end`;

function courseWhere(query: AdminCourseQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const text = query.q?.trim().toLowerCase();
  if (text) {
    // Name contains the text (the trigram index answers `lower(name) like`); a number also finds the id.
    const byName = sql`lower(${courses.name}) like ${likePattern(text)}`;
    conditions.push(/^\d{1,9}$/.test(text) ? sql`(${byName} or ${courses.id} = ${Number(text)})` : byName);
  }
  if (query.domainId) conditions.push(eq(courses.domainId, query.domainId));
  if (query.type) conditions.push(eq(courses.type, query.type));
  if (query.status) conditions.push(eq(courses.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

function courseOrder(query: AdminCourseQuery): SQL[] {
  const direction = sql.raw(query.order === "desc" ? "desc" : "asc");
  const nulls = sql.raw(query.order === "desc" ? "nulls last" : "nulls first");
  switch (query.sort ?? "name") {
    case "id":
      return [sql`${courses.id} ${direction}`];
    case "type":
      return [sql`${courses.type} ${direction}`, sql`lower(${courses.name})`, sql`${courses.id}`];
    case "domain":
      return [sql`lower(${domains.name}) ${direction}`, sql`lower(${courses.name})`, sql`${courses.id}`];
    case "status":
      return [sql`${courses.status} ${direction}`, sql`lower(${courses.name})`, sql`${courses.id}`];
    case "price":
      return [sql`${courseCosts.sellPrice} ${direction} ${nulls}`, sql`lower(${courses.name})`, sql`${courses.id}`];
    case "hours":
      return [sql`${totalHours} ${direction} ${nulls}`, sql`lower(${courses.name})`, sql`${courses.id}`];
    default:
      return [sql`lower(${courses.name}) ${direction}`, sql`${courses.id} ${direction}`];
  }
}

/** One page of the staff course list, filtered, sorted and paged in the database, with the total. */
async function listCourses(db: Executor, query: AdminCourseQuery): Promise<{ items: AdminCourseRow[]; total: number }> {
  const where = courseWhere(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: courses.id,
        ictName: courses.name,
        ictType: courses.type,
        ictImg: courses.img,
        status: courses.status,
        domainId: courses.domainId,
        domainName: domains.name,
        domainStatus: domains.status,
        totalHours,
        ictMrp: courseCosts.listPrice,
        sellPrice: courseCosts.sellPrice,
      })
      .from(courses)
      .innerJoin(domains, eq(domains.id, courses.domainId))
      .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
      .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
      .where(where)
      .orderBy(...courseOrder(query))
      .limit(query.limit ?? ADMIN_COURSE_PAGE_SIZE)
      .offset(query.offset ?? 0),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(courses)
      .where(where),
  ]);
  const items = rows.map((row) => ({
    ...row,
    ictType: row.ictType as AdminCourseRow["ictType"],
    status: row.status as AdminCourseRow["status"],
    domainStatus: row.domainStatus as AdminCourseRow["domainStatus"],
    totalHours: row.totalHours === null ? null : Number(row.totalHours),
  }));
  return { items, total: counted?.total ?? 0 };
}

/** One course, active or not, in the public API's shape (hoursData, costData). */
async function courseById(db: Executor, id: number, lock = false): Promise<Course | null> {
  const query = db
    .select(courseColumns)
    .from(courses)
    .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
    .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
    .where(eq(courses.id, id));
  const [row] = await (lock ? query.for("update", { of: courses }) : query);
  return row ? toCourse(row) : null;
}

async function domainExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: domains.id }).from(domains).where(eq(domains.id, id));
  return Boolean(row);
}

/** Hours are one record per course: written whole. */
async function saveHours(db: Executor, courseId: number, training: number, lab: number) {
  await db
    .insert(courseHours)
    .values({ courseId, trainingHours: training, labHours: lab })
    .onConflictDoUpdate({ target: courseHours.courseId, set: { trainingHours: training, labHours: lab } });
}

/** Both prices null: no cost record, so the course page shows "To Know Cost Us". */
async function savePrice(db: Executor, courseId: number, list: number | null, sell: number | null) {
  if (list === null || sell === null) {
    await db.delete(courseCosts).where(eq(courseCosts.courseId, courseId));
    return;
  }
  await db
    .insert(courseCosts)
    .values({ courseId, listPrice: list, sellPrice: sell })
    .onConflictDoUpdate({ target: courseCosts.courseId, set: { listPrice: list, sellPrice: sell } });
}

async function insertCourse(db: Executor, values: CourseCreateData): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({
      name: values.ictName,
      type: values.ictType,
      domainId: values.domainId,
      shortDesc: values.ictSDesc,
      description: values.ictDesc,
      img: values.ictImg,
      // A new course stays off the public site until staff activate it.
      status: values.status ?? "I",
    })
    .returning({ id: courses.id });
  const id = row!.id;
  await saveHours(db, id, values.TrainingHour, values.LabHour);
  await savePrice(db, id, values.ictMrp, values.sellPrice);
  return id;
}

async function updateCourse(db: Executor, before: Course, patch: CourseUpdateData): Promise<void> {
  const columns = {
    ...(patch.ictName !== undefined ? { name: patch.ictName } : {}),
    ...(patch.ictType !== undefined ? { type: patch.ictType } : {}),
    ...(patch.domainId !== undefined ? { domainId: patch.domainId } : {}),
    ...(patch.ictSDesc !== undefined ? { shortDesc: patch.ictSDesc } : {}),
    ...(patch.ictDesc !== undefined ? { description: patch.ictDesc } : {}),
    ...(patch.ictImg !== undefined ? { img: patch.ictImg } : {}),
    ...(patch.status !== undefined ? { status: patch.status } : {}),
  };
  if (Object.keys(columns).length > 0) await db.update(courses).set(columns).where(eq(courses.id, before.id));
  if (patch.TrainingHour !== undefined || patch.LabHour !== undefined) {
    await saveHours(
      db,
      before.id,
      patch.TrainingHour ?? before.hoursData?.TrainingHour ?? 0,
      patch.LabHour ?? before.hoursData?.LabHour ?? 0,
    );
  }
  if (patch.ictMrp !== undefined && patch.sellPrice !== undefined) {
    await savePrice(db, before.id, patch.ictMrp, patch.sellPrice);
  }
}

export const courseAdminRepository = { listCourses, courseById, domainExists, insertCourse, updateCourse };
