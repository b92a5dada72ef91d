// The only place that queries a course's syllabus modules, benefits, prerequisites and FAQs.
import type { Benefit, Faq, LearningModule, Prerequisite } from "@skillbridge/core";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { benefits, faqs, learningModules, prerequisites } from "../../db/schema.ts";

export const courseContentRepository = {
  modules: (db: Executor, courseId: number): Promise<LearningModule[]> =>
    db
      .select({ id: learningModules.id, moduleTitle: learningModules.title, moduleDesc: learningModules.description })
      .from(learningModules)
      .where(eq(learningModules.courseId, courseId))
      .orderBy(asc(learningModules.position), asc(learningModules.id)),
  benefits: (db: Executor, courseId: number): Promise<Benefit[]> =>
    db
      .select({ id: benefits.id, benefitDesc: benefits.description })
      .from(benefits)
      .where(eq(benefits.courseId, courseId))
      .orderBy(asc(benefits.position), asc(benefits.id)),
  prerequisites: (db: Executor, courseId: number): Promise<Prerequisite[]> =>
    db
      .select({ id: prerequisites.id, prDesc: prerequisites.description })
      .from(prerequisites)
      .where(eq(prerequisites.courseId, courseId))
      .orderBy(asc(prerequisites.position), asc(prerequisites.id)),
  faqs: (db: Executor, courseId: number): Promise<Faq[]> =>
    db
      .select({ id: faqs.id, faq: faqs.question, faqAnswer: faqs.answer })
      .from(faqs)
      .where(eq(faqs.courseId, courseId))
      .orderBy(asc(faqs.position), asc(faqs.id)),
};
