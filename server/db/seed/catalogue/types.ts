// Shapes of the hand-written demo catalogue. The seeder (server/db/seed/seed.ts) turns these
// into rows; dates are offsets from the day the seed runs so "upcoming" stays true over time.
import type { CourseType } from "@skillbridge/core";

export type SeedDomain = {
  id: number;
  domain: string;
  status: "A" | "I";
  /** Icon name understood by the web app's icon set, or null for the default book icon. */
  icon: string | null;
};

export type SeedBatch = {
  /** Start date as days from the seed day (negative = in the past). */
  startInDays: number;
  /** Number of calendar days the batch runs (end = start + lengthDays - 1). */
  lengthDays: number;
  /** IST wall-clock times, "HH:MM" 24-hour. */
  startTime: string;
  endTime: string;
  location: string;
  mode: "Online" | "Classroom" | "On-Site" | "Self-Paced";
  /** Teaching-language codes; left out: English. */
  languages?: string[];
};

export type SeedCourse = {
  /** Stable key, kebab-case; also used by other seed files to refer to the course. */
  key: string;
  ictName: string;
  ictType: CourseType;
  ictSDesc: string;
  ictDesc: string;
  /** Path of an image the product serves itself, e.g. "/images/courses/cloud.svg". */
  ictImg: string;
  status: "A" | "I";
  domainId: number;
  hours: { TrainingHour: number; LabHour: number } | null;
  cost: { ictMrp: number; sellPrice: number };
  modules: { moduleTitle: string; moduleDesc: string }[];
  benefits: string[];
  prerequisites: string[];
  faqs: { faq: string; faqAnswer: string }[];
  materials: { SMName: string; SMType: "PDF" | "Link" | "Video" | "Slides"; SMSrc: string }[];
  batches: SeedBatch[];
};

export type SeedEvent = {
  eventTitle: string;
  eventDesc: string;
  /** Days from the seed day (negative = past event). */
  inDays: number;
  /** IST wall-clock start, "HH:MM". */
  time: string;
  /** Minutes. */
  eventDuration: number;
  eventPic: string;
  courseKey: string | null;
};

export type SeedTestimonial = {
  learnerName: string;
  learnerImg: string;
  feedbackMsg: string;
  status: "A" | "I";
};

export type SeedBundle = {
  LBIcon: string;
  LBTitle: string;
  LBDesc: string;
};
