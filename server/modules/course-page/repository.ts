// Everything a course page shows, in one statement: the course with its hours and price, its
// batches, syllabus modules, benefits, prerequisites and FAQs. Each list is a json_agg subquery
// in the one row, so a page render costs one database round trip instead of eleven (a course
// lookup, then an existence check and a list per section through six API calls), which on the
// embedded database is CPU time taken from the one thread that also renders the page.
import type { Benefit, CoursePage, Faq, LearningModule, Prerequisite, TrainingCard } from "@skillbridge/core";
import { certificationList, type PublicReview, type PublicTrainer, REVIEWS_SHOWN } from "@skillbridge/core/admin/trust";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  benefits,
  courseCosts,
  courseHours,
  courses,
  faqs,
  learningModules,
  prerequisites,
  trainingCards,
} from "../../db/schema.ts";
import { PUBLISHED_REVIEW } from "../course/facts-sql.ts";
import { courseColumns, toCourse } from "../course/repository.ts";
import { batchFullSql, batchSeatsLeftSql } from "../payment/seat-repository.ts";

/** A json array of the rows of a correlated subquery ('[]' when there are none). */
const jsonList = <T>(build: SQL, from: SQL, order: SQL) =>
  sql<T[]>`(select coalesce(json_agg(${build} order by ${order}), '[]'::json) ${from})`;

/**
 * The statement for the public (active only) or the staff view. Built once and kept: Drizzle's
 * query building cost more CPU than the query itself (~2 ms against ~1.4 ms on PGlite).
 */
function prepareCoursePage(db: Executor, includeInactive: boolean) {
  const activeBatches = includeInactive ? sql`` : sql` and ${trainingCards.status} = 'A'`;
  return db
    .select({
      ...courseColumns,
      // Same fields and order as GET /ictData/{id}/training-cards (times as HH:MM, as there), plus
      // each batch's active trainers (the schedule names who teaches which batch).
      batches: jsonList<TrainingCard>(
        sql`json_build_object('id', ${trainingCards.id}, 'ictId_id', ${trainingCards.courseId},
          'ictHours', ${trainingCards.hours}, 'ictLocation', ${trainingCards.location},
          'ictStudyMode', ${trainingCards.studyMode}, 'batchStartDate', ${trainingCards.startDate},
          'batchEndDate', ${trainingCards.endDate},
          'batchStartTime', to_char(${trainingCards.startTime}, 'HH24:MI'),
          'batchEndTime', to_char(${trainingCards.endTime}, 'HH24:MI'), 'status', ${trainingCards.status},
          'isFull', ${batchFullSql},
          'languages', ${trainingCards.languages},
          'seatsLeft', ${batchSeatsLeftSql},
          'feePaise', coalesce(${trainingCards.pricePaise},
            (select nullif(cc.sell_price, 0) * 100 from course_costs cc where cc.course_id = ${trainingCards.courseId})),
          'sessionDays', (select coalesce(json_agg(distinct extract(isodow from s.starts_at at time zone 'Asia/Kolkata')::int), '[]'::json)
            from training_schedules s where s.training_card_id = ${trainingCards.id}),
          'trainers', (select coalesce(json_agg(json_build_object('id', tr.id, 'name', tr.name) order by tr.name, tr.id), '[]'::json)
            from batch_trainers bt join trainers tr on tr.id = bt.trainer_id
            where bt.training_card_id = ${trainingCards.id} and tr.status = 'A'))`,
        sql`from ${trainingCards} where ${trainingCards.courseId} = ${courses.id}${activeBatches}`,
        sql`${trainingCards.startDate}, ${trainingCards.id}`,
      ),
      modules: jsonList<LearningModule>(
        sql`json_build_object('id', ${learningModules.id}, 'moduleTitle', ${learningModules.title},
          'moduleDesc', ${learningModules.description})`,
        sql`from ${learningModules} where ${learningModules.courseId} = ${courses.id}`,
        sql`${learningModules.position}, ${learningModules.id}`,
      ),
      benefits: jsonList<Benefit>(
        sql`json_build_object('id', ${benefits.id}, 'benefitDesc', ${benefits.description})`,
        sql`from ${benefits} where ${benefits.courseId} = ${courses.id}`,
        sql`${benefits.position}, ${benefits.id}`,
      ),
      prerequisites: jsonList<Prerequisite>(
        sql`json_build_object('id', ${prerequisites.id}, 'prDesc', ${prerequisites.description})`,
        sql`from ${prerequisites} where ${prerequisites.courseId} = ${courses.id}`,
        sql`${prerequisites.position}, ${prerequisites.id}`,
      ),
      faqs: jsonList<Faq>(
        sql`json_build_object('id', ${faqs.id}, 'faq', ${faqs.question}, 'faqAnswer', ${faqs.answer})`,
        sql`from ${faqs} where ${faqs.courseId} = ${courses.id}`,
        sql`${faqs.position}, ${faqs.id}`,
      ),
      // Published reviews (consented, approved, active): the latest few with the first
      // name only, and the average and count over all of them.
      reviews: sql<PublicReview[]>`(select coalesce(json_agg(r order by r.sort_at desc, r.id desc), '[]'::json) from (
        select f.id, coalesce(nullif(split_part(trim(l.first_name), ' ', 1), ''), 'A learner') as author,
          f.rating, f.message, to_char(f.submitted_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as date,
          f.approved_at as sort_at
        from feedbacks f join learners l on l.id = f.learner_id
        where f.course_id = ${courses.id} and ${PUBLISHED_REVIEW}
        order by f.approved_at desc, f.id desc limit ${sql.raw(String(REVIEWS_SHOWN))}) r)`,
      reviewAverage: sql<string | null>`(select round(avg(f.rating), 1)::text from feedbacks f
        where f.course_id = ${courses.id} and ${PUBLISHED_REVIEW})`,
      reviewCount: sql<number>`(select count(*)::int from feedbacks f where f.course_id = ${courses.id} and ${PUBLISHED_REVIEW})`,
      coverToken: sql<
        string | null
      >`(select cc.token from course_covers cc where cc.course_id = ${courses.id} limit 1)`,
      // The active trainers of the course's active batches, by name.
      trainers: sql<(Omit<PublicTrainer, "certifications"> & { certifications: string })[]>`(
        select coalesce(json_agg(json_build_object('id', tr.id, 'name', tr.name, 'photo', tr.photo, 'bio', tr.bio,
          'years', tr.years, 'certifications', tr.certifications, 'linkedinUrl', tr.linkedin_url) order by tr.name, tr.id), '[]'::json)
        from trainers tr where tr.status = 'A' and exists (select 1 from batch_trainers bt
          join training_cards btc on btc.id = bt.training_card_id
          where bt.trainer_id = tr.id and btc.course_id = ${courses.id} and btc.status = 'A'))`,
    })
    .from(courses)
    .leftJoin(courseHours, eq(courseHours.courseId, courses.id))
    .leftJoin(courseCosts, eq(courseCosts.courseId, courses.id))
    .where(and(eq(courses.id, sql.placeholder("id")), includeInactive ? undefined : sql`${courses.status} = 'A'`))
    .prepare(includeInactive ? "course_page_staff" : "course_page");
}

/** The two statements, prepared on the first course page read through a database and kept for it. */
const prepared = new WeakMap<Executor, ReturnType<typeof prepareViews>>();
const prepareViews = (db: Executor) => ({
  publicView: prepareCoursePage(db, false),
  staffView: prepareCoursePage(db, true),
});

export const coursePageRepository = {
  /** null when there is no such course, or it is inactive and the caller is not staff. */
  async byId(db: Executor, id: number, includeInactive: boolean): Promise<CoursePage | null> {
    let views = prepared.get(db);
    if (!views) {
      views = prepareViews(db);
      prepared.set(db, views);
    }
    const [row] = await (includeInactive ? views.staffView : views.publicView).execute({ id });
    if (!row) return null;
    const { batches: batchRows, modules, benefits: benefitRows, prerequisites: prerequisiteRows, faqs: faqRows } = row;
    const reviewCount = Number(row.reviewCount);
    return {
      course: toCourse(row),
      batches: batchRows,
      modules,
      benefits: benefitRows,
      prerequisites: prerequisiteRows,
      faqs: faqRows,
      reviews: {
        average: reviewCount > 0 && row.reviewAverage !== null ? Number(row.reviewAverage) : null,
        count: reviewCount,
        items: row.reviews.map(({ id, author, rating, message, date }) => ({ id, author, rating, message, date })),
      },
      coverToken: row.coverToken,
      trainers: row.trainers.map((trainer) => ({
        ...trainer,
        certifications: certificationList(trainer.certifications),
      })),
    };
  },
};
