// A course card's facts as SQL, read beside each listed course (only the page's
// courses: each fact is an index lookup per course, never a scan of every batch or enrolment).
// - next batch: the course's earliest active batch starting today (IST) or later
//   (training_cards_course_idx on course_id, start_date);
// - popularity: learners enrolled in the course's batches (enrolments_card_idx);
// - rating: the average and count of its published reviews, i.e. feedback with the learner's
//   consent to publish that staff approved (feedbacks_published_idx);
// - cover: the token of its uploaded cover, if any (course_covers holds one set per course).
import type { CourseFacts } from "@skillbridge/core";
import { eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { courses, enrolments, trainingCards } from "../../db/schema.ts";

export const nextBatch = alias(trainingCards, "next_batch");

/**
 * Joins `next_batch` to the course's next active batch on or after `today` (YYYY-MM-DD, IST). The
 * course_id equality lets the planner reach the course's own batches by index before it checks the
 * subquery: without it every course was compared with every batch (3× slower lists on PGlite).
 */
export const nextBatchJoin = (today: string): SQL =>
  sql`${nextBatch.courseId} = ${courses.id} and ${nextBatch.id} = (select tc.id from training_cards tc
    where tc.course_id = ${courses.id} and tc.status = 'A' and tc.start_date >= ${today}::date
    order by tc.start_date, tc.start_time, tc.id limit 1)`;

/**
 * Learners enrolled per course, as one grouped subquery joined to the list (a hash join): a
 * correlated count per course took minutes over 10,000 courses on the embedded database.
 */
export const popularityTable = (db: Executor) =>
  db
    .select({ courseId: trainingCards.courseId, enrolled: sql<number>`count(*)::int`.as("enrolled") })
    .from(enrolments)
    .innerJoin(trainingCards, eq(trainingCards.id, enrolments.trainingCardId))
    .groupBy(trainingCards.courseId)
    .as("popularity");
export type PopularityTable = ReturnType<typeof popularityTable>;
export const popularityOf = (table: PopularityTable) => sql<number>`coalesce(${table.enrolled}, 0)`;

/** Feedback that is a public review: active, consented to and approved. */
export const PUBLISHED_REVIEW = sql.raw(`f.status = 'A' and f.publish_consent and f.approved_at is not null`);

export const cardFactColumns = {
  nextStart: nextBatch.startDate,
  nextMode: nextBatch.studyMode,
  nextLocation: nextBatch.location,
  ratingAverage: sql<string | null>`(select round(avg(f.rating), 1)::text from feedbacks f
    where f.course_id = ${courses.id} and ${PUBLISHED_REVIEW})`,
  ratingCount: sql<number>`(select count(*)::int from feedbacks f
    where f.course_id = ${courses.id} and ${PUBLISHED_REVIEW})`,
  coverToken: sql<string | null>`(select cc.token from course_covers cc where cc.course_id = ${courses.id} limit 1)`,
};

/**
 * A batch that is upcoming or ongoing on `today` (IST): active and not yet ended (a batch without
 * an end day ends on its start day). The card's languages and the language filter read these.
 */
const currentBatch = (today: string): SQL =>
  sql`tc.course_id = ${courses.id} and tc.status = 'A' and coalesce(tc.end_date, tc.start_date) >= ${today}::date`;

/** The codes of the languages the course's upcoming or ongoing batches are taught in. */
export const languagesFact = (today: string) =>
  sql<string[]>`array(select distinct unnest(tc.languages) from training_cards tc where ${currentBatch(today)})`;

/** The course has an upcoming or ongoing batch taught in one of `codes`. */
export const taughtInSql = (codes: readonly string[], today: string): SQL =>
  sql`exists (select 1 from training_cards tc where ${currentBatch(today)}
    and tc.languages && array[${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )}]::text[])`;

type FactRow = {
  nextStart: string | null;
  nextMode: string | null;
  nextLocation: string | null;
  popularity: number | string;
  ratingAverage: string | null;
  ratingCount: number | string;
  coverToken: string | null;
  languages?: string[] | null;
};

export function toFacts(row: FactRow): CourseFacts {
  const ratingCount = Number(row.ratingCount);
  return {
    nextBatch:
      row.nextStart === null
        ? null
        : { batchStartDate: row.nextStart, ictStudyMode: row.nextMode ?? "", ictLocation: row.nextLocation ?? "" },
    popularity: Number(row.popularity),
    rating:
      ratingCount > 0 && row.ratingAverage !== null ? { average: Number(row.ratingAverage), count: ratingCount } : null,
    coverToken: row.coverToken,
    ...(row.languages ? { languages: row.languages } : {}),
  };
}
