// What a course page renders, all of it from the loader (server-rendered, in the first HTML).
import type { CourseReviews, PublicTrainer } from "@skillbridge/core/admin/trust";
import type { Benefit, Course, Faq, LearningModule, Prerequisite, TrainingCard } from "@skillbridge/core/schemas";

/** A list the page shows, or the error text when it could not be fetched. */
export type ListState<T> = { items: T[]; error: string | null };

export type CourseDetailData = {
  course: Course;
  /** Upcoming batches only, soonest first. */
  batches: ListState<TrainingCard>;
  modules: ListState<LearningModule>;
  benefits: ListState<Benefit>;
  prerequisites: ListState<Prerequisite>;
  faqs: ListState<Faq>;
  /** Approved, consented reviews and the trainers of the course's batches. */
  reviews: CourseReviews;
  trainers: PublicTrainer[];
  /** The uploaded cover's token, or null (the generated cover). */
  coverToken: string | null;
  /** The site's origin, for canonical and absolute URLs. */
  origin: string;
  /** When the data was loaded (ISO): calendar files' DTSTAMP, the same on the server and in the browser. */
  loadedAt: string;
  /**
   * Per batch id, "Taught in: English · Hindi" in the page's language (the course page's loader
   * writes it, so the words stay out of the page's scripts); absent on other pages.
   */
  taughtIn?: Record<number, string>;
};
