// zod schemas of every entity and payload of the spec Field names are the spec's, exactly:
// they are the API's JSON. Types come from z.infer; nothing is written twice.

import {
  COURSE_SORTS,
  COURSE_TYPES,
  ENQUIRY_SOURCES,
  LEAD_STATUSES,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
} from "./constants.ts";
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, normaliseCode } from "./money/coupon-code.ts";
import { languageCodeSchema } from "./teaching-languages.ts";
import { z } from "./zod.ts";

export const statusSchema = z.enum(["A", "I"]);
export const courseTypeSchema = z.enum(COURSE_TYPES);
export type CourseType = z.infer<typeof courseTypeSchema>;

/** A database id: a positive integer; numeric strings (from forms and paths) are accepted. */
export const idSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
  z.number().int().positive().max(2_147_483_647),
);
export const idParams = z.object({ id: idSchema });
export const ictIdParams = z.object({ ictId: idSchema });

const day = z.iso.date(); // "2026-12-01"
const clock = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/); // IST wall-clock time
const instant = z.iso.datetime({ offset: true });

// ---- catalogue ----
export const hoursSchema = z.object({
  id: z.number().int(),
  ictId_id: z.number().int(),
  TrainingHour: z.number().int().nonnegative(),
  LabHour: z.number().int().nonnegative(),
});
export type Hours = z.infer<typeof hoursSchema>;

export const costSchema = z.object({
  id: z.number().int(),
  ictid: z.number().int(),
  ictMrp: z.number().int().nonnegative(),
  sellPrice: z.number().int().nonnegative(),
});
export type Cost = z.infer<typeof costSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  ictName: z.string(),
  ictType: courseTypeSchema,
  ictSDesc: z.string(),
  ictDesc: z.string(),
  ictImg: z.string(),
  status: statusSchema,
  domainId: z.number().int(),
  hoursData: hoursSchema.nullable(),
  /** Not in the spec's field list: the course's price, so a course page needs one call, not the cost list. */
  costData: costSchema.nullable(),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * The facts a course card shows beside the course, computed by the database
 * for each listed course: its next upcoming active batch (start date, mode and place), how many
 * learners are enrolled in its batches (the "popular" order), its approved reviews' average and
 * count, and its uploaded cover's token (null: the generated cover).
 */
export const courseFactsSchema = z.object({
  nextBatch: z.object({ batchStartDate: day, ictStudyMode: z.string(), ictLocation: z.string() }).nullable(),
  popularity: z.number().int().nonnegative(),
  rating: z.object({ average: z.number().min(1).max(5), count: z.number().int().positive() }).nullable(),
  coverToken: z.string().nullable(),
  /**
   * The codes of the languages its upcoming or ongoing active batches are taught in (the card's
   * "Taught in" and the catalogue's language filter); absent from answers made before languages.
   */
  languages: z.array(z.string()).optional(),
});
export type CourseFacts = z.infer<typeof courseFactsSchema>;

/** GET /ictData/: each course with its card facts (`facts` is not in the spec's field list). */
export const courseListItemSchema = courseSchema.extend({ facts: courseFactsSchema });
export type CourseListItem = z.infer<typeof courseListItemSchema>;

export const courseSortSchema = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof courseSortSchema>;

export const domainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  status: statusSchema,
  icon: z.string().nullable(),
});
export type Domain = z.infer<typeof domainSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  eventTitle: z.string(),
  eventDesc: z.string(),
  eventDate: instant,
  eventDuration: z.number().int().positive(),
  eventPic: z.string(),
  ict_id: z.number().int().nullable(),
  /** Not in the spec's field list: staff lists include inactive events (contract), so each says which it is. */
  status: statusSchema,
});
export type Event = z.infer<typeof eventSchema>;

export const trainingCardSchema = z.object({
  id: z.number().int(),
  ictId_id: z.number().int(),
  ictHours: z.number().int().nonnegative(),
  ictLocation: z.string(),
  ictStudyMode: z.string(),
  batchStartDate: day,
  batchEndDate: day.nullable(),
  batchStartTime: clock,
  batchEndTime: clock,
  status: statusSchema,
  /** Every seat is taken or held; the schedule then offers "Join waitlist" instead of Enroll. */
  isFull: z.boolean().optional(),
  /**
   * The batch's active trainers, by name (the course page's answer fills it; the schedule
   * names them under each batch and links to their profiles on the page).
   */
  trainers: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
  /**
   * What this batch is charged (paise, all taxes inclusive): its own price when staff set one,
   * else the course's sell price; null when there is none (the course page's answer fills it).
   */
  feePaise: z.number().int().nullable().optional(),
  /** The codes of the languages it is taught in (teaching languages), at least one. */
  languages: z.array(z.string()).optional(),
  /** Seats left when staff set a capacity; null without one. */
  seatsLeft: z.number().int().nullable().optional(),
  /** The ISO weekdays (1 = Monday … 7 = Sunday, IST) its sessions fall on, from its schedule. */
  sessionDays: z.array(z.number().int().min(1).max(7)).optional(),
});
export type TrainingCard = z.infer<typeof trainingCardSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  learnerName: z.string(),
  learnerImg: z.string(),
  feedbackMsg: z.string(),
  status: statusSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const benefitSchema = z.object({ id: z.number().int(), benefitDesc: z.string() });
export const prerequisiteSchema = z.object({ id: z.number().int(), prDesc: z.string() });
export const learningModuleSchema = z.object({ id: z.number().int(), moduleTitle: z.string(), moduleDesc: z.string() });
export const faqSchema = z.object({ id: z.number().int(), faq: z.string(), faqAnswer: z.string() });
export const bundleSchema = z.object({
  id: z.number().int(),
  LBIcon: z.string(),
  LBTitle: z.string(),
  LBDesc: z.string(),
  /** Not in the spec's field list: staff lists include inactive bundles (contract), so each says which it is. */
  status: statusSchema,
});
export type Benefit = z.infer<typeof benefitSchema>;
export type Prerequisite = z.infer<typeof prerequisiteSchema>;
export type LearningModule = z.infer<typeof learningModuleSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Bundle = z.infer<typeof bundleSchema>;

/** "a,b,c" (or repeated parameters) → a list; empty items dropped. */
const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : String(value ?? "").split(",")).map(String).filter((v) => v.trim() !== ""),
    z.array(item).max(50),
  );

/**
 * GET /ictData/ query. Without parameters: every course. The optional filters are the
 * catalogue's (text, maximum hours, course types, domains), applied in the database so a large
 * catalogue is never shipped whole; with `limit` the answer carries the total in an
 * `x-total-count` header.
 */
export const courseListQuerySchema = z.strictObject({
  search: z.string().max(200, "Search text must be at most 200 characters").optional(),
  q: z.string().max(200, "Filter text must be at most 200 characters").optional(),
  maxHours: z.coerce.number().int().min(0).max(100_000).optional(),
  type: csv(courseTypeSchema).optional(),
  domain: csv(idSchema).optional(),
  /** Teaching-language codes: a course matches when an upcoming or ongoing batch is taught in one of them. */
  lang: csv(languageCodeSchema).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  sort: courseSortSchema.optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** GET /ictData/search/{text}: the few fields a suggestion list needs. */
export const suggestionSchema = z.object({ id: z.number().int(), ictName: z.string(), ictType: courseTypeSchema });
export type Suggestion = z.infer<typeof suggestionSchema>;

// ---- learners ----
export const learnerSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  contact: z.string().nullable(),
  orgName: z.string().nullable(),
  countryName: z.string().nullable(),
  status: statusSchema,
  createdAt: instant,
});
export type Learner = z.infer<typeof learnerSchema>;

export const enrolmentSchema = z.object({
  id: z.number().int(),
  createdAt: instant,
  trainingCard: trainingCardSchema.extend({
    /** Not in the spec's list: the course name, so a card can say what the training is. */
    ictName: z.string(),
    /** Where the enrolled learner joins the sessions online; only ever in the learner's own answers. */
    joinLink: z.string().nullable().optional(),
  }),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const recordingSchema = z.object({
  id: z.number().int(),
  recordingTitle: z.string(),
  recordingDateTime: instant,
  recordingLink: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const studyMaterialSchema = z.object({
  id: z.number().int(),
  SMName: z.string(),
  SMType: z.string(),
  SMSrc: z.string(),
});
export type StudyMaterial = z.infer<typeof studyMaterialSchema>;

export const scheduleSchema = z.object({
  id: z.number().int(),
  scheduleStart: instant,
  scheduleEnd: instant,
  totalHours: z.number().nonnegative(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

// ---- payloads ----
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const required = (label: string, max: number) => text(max).min(1, `${label} is required`);
export const emailField = z
  .string()
  .trim()
  .max(254, "E-mail must be at most 254 characters")
  .pipe(z.email("Enter a valid e-mail address"));
/** A phone number with its country code: digits with optional +, spaces, dashes and brackets. */
export const contactField = z
  .string()
  .trim()
  .min(1, "Contact is required")
  .max(20, "Contact must be at most 20 characters")
  .regex(/^\+?[0-9][0-9 ()-]{5,}[0-9]$/, "Enter a phone number with its country code, e.g. +91 98765 43210");

/**
 * What every public form sends besides its fields: where it came from, which privacy
 * notice was shown and when (India's DPDP Act), when the form was opened (a very fast fill is
 * flagged for staff, never rejected) and the honeypot `website`, which people never fill.
 */
export const FORM_SOURCES = [
  "enrolment-form",
  "course-enquiry",
  "standalone-enquiry",
  "event-enquiry",
  "proposal",
  "contact",
  "group-booking",
  "api",
] as const;
export type FormSource = (typeof FORM_SOURCES)[number];
export const submissionMetaShape = {
  formSource: z.enum(FORM_SOURCES).optional().default("api"),
  pageUrl: z.string().trim().max(500).optional(),
  noticeId: z.string().trim().max(60).optional(),
  noticeShownAt: instant.optional(),
  formStartedAt: instant.optional(),
  website: z.string().max(200).optional(),
};

/** A submission's optional Idempotency-Key header: a retry with the same key stores nothing twice. */
export const idempotencyKeyHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, "Idempotency-Key must be 1–200 visible ASCII characters")
    .optional(),
});

export const leadCreateSchema = z.strictObject({
  leadName: required("Name", 120),
  leadEmail: emailField,
  leadContact: contactField,
  briefRequirement: text(2000).optional().default(""),
  leadStatus: z.literal("new").optional().default("new"),
  ictId_id: idSchema,
  trainingId: idSchema.optional(),
  /** A discount code the visitor's link carried: applied to the enrolment's payment request when it is valid. */
  couponCode: z.string().trim().regex(COUPON_CODE_PATTERN, COUPON_CODE_MESSAGE).transform(normaliseCode).optional(),
  ...submissionMetaShape,
});
export type LeadCreate = z.input<typeof leadCreateSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  leadName: z.string(),
  leadEmail: z.string(),
  leadContact: z.string(),
  briefRequirement: z.string(),
  leadStatus: z.enum(LEAD_STATUSES),
  ictId_id: z.number().int(),
  trainingId: z.number().int().nullable(),
  createdAt: instant,
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * A lead as its enrolment's answer gives it: on a full batch's waitlist, its place there
 * (1 = the next to be offered a seat), so the visitor is told plainly that they are waiting.
 */
export const leadCreatedSchema = leadSchema.extend({
  waitlistPosition: z.number().int().min(1).optional(),
  paymentPath: z.string().optional(),
});
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

/**
 * What an enquiry is about, read from the form it came from: an event (the events page popup),
 * a proposal (the authorised-partner page), a contact message, or else a course (the spec's
 * standalone and course-page enquiries, and API clients).
 */
export const ENQUIRY_KINDS = ["course", "event", "proposal", "contact"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export function enquiryKindOf(formSource: FormSource | undefined): EnquiryKind {
  if (formSource === "event-enquiry") return "event";
  if (formSource === "proposal") return "proposal";
  if (formSource === "contact") return "contact";
  return "course";
}
export const enquiryMessages = {
  courseRequired: "Choose a course from the suggestions",
  eventRequired: "Choose the event you are enquiring about",
  eventNotAllowed: "Only an event enquiry names an event",
} as const;

export const enquiryCreateSchema = z
  .strictObject({
    /** Required for course and proposal enquiries; optional for event and contact ones. */
    ict_id: idSchema.nullish(),
    eventId: idSchema.nullish(),
    eName: required("Name", 120),
    eEmail: emailField,
    eContact: contactField,
    eQuery: text(2000).optional().default(""),
    eSrc: z.enum(ENQUIRY_SOURCES).optional().default("website"),
    status: z.literal("A").optional().default("A"),
    ...submissionMetaShape,
  })
  .superRefine((value, ctx) => {
    const kind = enquiryKindOf(value.formSource);
    if ((kind === "course" || kind === "proposal") && value.ict_id == null) {
      ctx.addIssue({ code: "custom", path: ["ict_id"], message: enquiryMessages.courseRequired });
    }
    if (kind === "event" && value.eventId == null) {
      ctx.addIssue({ code: "custom", path: ["eventId"], message: enquiryMessages.eventRequired });
    }
    if (kind !== "event" && value.eventId != null) {
      ctx.addIssue({ code: "custom", path: ["eventId"], message: enquiryMessages.eventNotAllowed });
    }
  });
export type EnquiryCreate = z.input<typeof enquiryCreateSchema>;

export const enquirySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ENQUIRY_KINDS),
  ict_id: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  eName: z.string(),
  eEmail: z.string(),
  eContact: z.string(),
  eQuery: z.string(),
  eSrc: z.enum(ENQUIRY_SOURCES),
  status: statusSchema,
  createdAt: instant,
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const loginSchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, "Password is required").max(1024, "Password is too long"),
});
export type LoginBody = z.input<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(["learner", "staff"]),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number().int(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const feedbackCreateSchema = z.strictObject({
  feedbackMsg: required("Feedback", 2000),
  feedbackTrainer: text(120).optional().default(""),
  feedbackRating: z.number().int().min(RATING_MIN).max(RATING_MAX).optional().default(RATING_DEFAULT),
  feedbackDateTime: instant.optional(),
  ictId_id: idSchema,
  learnerId_id: idSchema,
  trainingId: idSchema.optional(),
  status: z.literal("A").optional().default("A"),
  /** The learner allows it to be shown on the course page (after staff approval). */
  publishConsent: z.boolean().optional().default(false),
});
export type FeedbackCreate = z.input<typeof feedbackCreateSchema>;

export const feedbackSchema = z.object({
  id: z.number().int(),
  feedbackMsg: z.string(),
  feedbackTrainer: z.string(),
  feedbackRating: z.number().int(),
  feedbackDateTime: instant,
  ictId_id: z.number().int(),
  learnerId_id: z.number().int(),
  trainingId: z.number().int(),
  status: statusSchema,
  publishConsent: z.boolean(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

// ---- errors (contract: {"detail": "..."} or {"detail": [{loc, msg}]}) ----
export const validationIssueSchema = z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string() });
export const errorSchema = z.object({ detail: z.union([z.string(), z.array(validationIssueSchema)]) });
export type ApiError = z.infer<typeof errorSchema>;
