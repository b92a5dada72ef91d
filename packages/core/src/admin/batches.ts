// Back office: batches (training cards) of a course, and what hangs off one batch —
// schedule rows, recordings, enrolled learners, feedback. One schema per payload, for the staff API
// and the staff forms. Batch dates and times are IST wall-clock values; schedule rows and
// recordings are instants, entered in IST.

import { PROVIDER_TIME_ZONE } from "../constants.ts";
import { rupeesToPaise } from "../money/credit-note.ts";
import { idSchema, recordingSchema, scheduleSchema, statusSchema, trainingCardSchema } from "../schemas.ts";
import { batchLanguagesSchema } from "../teaching-languages.ts";
import { z } from "../zod.ts";
import { isHttpsUrl } from "./content.ts";

/** A query parameter left empty in a form (`sort=`) means "the default". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const day = (label: string) => z.iso.date(`${label}: enter a date like 2026-01-31`);
const clock = (label: string) =>
  z
    .string(`${label} is required`)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: enter a time like 09:30 (24-hour, IST)`);
const instant = (label: string) => z.iso.datetime({ offset: true, message: `${label}: enter a date and time` });

export const STUDY_MODES = ["Online", "Classroom", "On-Site", "Blended", "Self-Paced"] as const;
export const BATCH_PAGE_SIZE = 20;
export const FEEDBACK_PAGE_SIZE = 25;

// ---- batches ----
export const batchFieldMessages = {
  fee: "Batch fee: enter an amount in rupees, e.g. 12500 or 12500.50 (or leave it empty for the course's price)",
  joinLink: "Join link: enter a link starting with https://",
} as const;

/** A batch's join link: an https URL (a video-meeting room), at most 2000 characters. */
export const joinLinkSchema = z
  .string(batchFieldMessages.joinLink)
  .trim()
  .max(2000, "The join link must be at most 2000 characters")
  .refine(isHttpsUrl, batchFieldMessages.joinLink);

export const batchInputSchema = z
  .strictObject({
    batchStartDate: day("Start date"),
    batchEndDate: day("End date"),
    batchStartTime: clock("Start time"),
    batchEndTime: clock("End time"),
    ictStudyMode: z.enum(STUDY_MODES, `Choose a study mode: ${STUDY_MODES.join(", ")}`),
    ictLocation: text("Location", 200),
    ictHours: z
      .number("Hours must be a whole number")
      .int("Hours must be a whole number")
      .min(0, "Hours must not be negative")
      .max(10_000, "Hours must be at most 10000"),
    status: statusSchema.optional().default("A"),
    /**
     * Seats are sold until the batch starts; staff may allow late joining until this IST day (on or
     * after the start, not after the end). Empty: none. Left out of an update: unchanged.
     */
    lateJoinUntil: z.preprocess(
      (value) => (value === "" ? null : value),
      day("Late joining until").nullable().optional(),
    ),
    /**
     * The batch's own price in rupees, all taxes inclusive, as staff type it ("12,500" or "12500.50");
     * read into paise. Empty: the batch is charged the course's price. Left out of an update: unchanged.
     */
    batchFee: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z
        .string(batchFieldMessages.fee)
        .transform((value, context) => {
          const paise = rupeesToPaise(value);
          if (paise == null || paise < 1) {
            context.addIssue({ code: "custom", message: batchFieldMessages.fee });
            return z.NEVER;
          }
          return paise;
        })
        .nullable()
        .optional(),
    ),
    /**
     * Where enrolled learners join the sessions (an https link, e.g. Zoom or Meet). Shown only to the
     * batch's learners — in their calendar feed and training page — never on public pages.
     * Empty: none. Left out of an update: unchanged.
     */
    joinLink: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      joinLinkSchema.nullable().optional(),
    ),
    /**
     * The codes of the languages the batch is taught in ("Taught in"): at least one, each a known
     * teaching language (checked by the API). Left out: English on a new batch, unchanged on an update.
     */
    languages: batchLanguagesSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.lateJoinUntil != null) {
      if (value.lateJoinUntil < value.batchStartDate) {
        context.addIssue({
          code: "custom",
          path: ["lateJoinUntil"],
          message: "Late joining must end on or after the start date",
        });
      } else if (value.lateJoinUntil > value.batchEndDate) {
        context.addIssue({
          code: "custom",
          path: ["lateJoinUntil"],
          message: "Late joining must end on or before the end date",
        });
      }
    }
    if (value.batchEndDate < value.batchStartDate) {
      context.addIssue({
        code: "custom",
        path: ["batchEndDate"],
        message: "The end date must be on or after the start date",
      });
    }
    if (value.batchEndTime <= value.batchStartTime) {
      context.addIssue({
        code: "custom",
        path: ["batchEndTime"],
        message: "The end time must be after the start time",
      });
    }
  });
export type BatchInput = z.input<typeof batchInputSchema>;

export const BATCH_WHEN = ["upcoming", "past"] as const;
export const batchListQuerySchema = z.strictObject({
  when: optionalParam(z.enum(BATCH_WHEN)),
  limit: optionalParam(z.coerce.number().int().min(1).max(200)),
  offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
});
export type BatchListQuery = z.infer<typeof batchListQuerySchema>;

export const adminBatchSchema = trainingCardSchema.extend({
  /** Learners enrolled in the batch. */
  enrolled: z.number().int(),
  /** The last IST day a learner may still join (pay) after the start; null: none. */
  lateJoinUntil: z.string().nullable(),
  /** The batch's own price in paise (tax inclusive); null: it is charged the course's price. */
  pricePaise: z.number().int().nullable(),
  /** Where enrolled learners join the sessions; null: none. */
  joinLink: z.string().nullable(),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;

const courseRef = z.object({ id: z.number().int(), ictName: z.string() });

export const batchListSchema = z.object({
  course: courseRef,
  items: z.array(adminBatchSchema),
  total: z.number().int(),
  /** How many batches the other list (upcoming ↔ past) holds, for its tab. */
  otherTotal: z.number().int(),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const enrolledLearnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  enrolledAt: z.string(),
});
export type EnrolledLearner = z.infer<typeof enrolledLearnerSchema>;

export const batchDetailSchema = z.object({
  batch: adminBatchSchema,
  course: courseRef,
  schedules: z.array(scheduleSchema),
  recordings: z.array(recordingSchema),
  learners: z.array(enrolledLearnerSchema),
});
export type BatchDetail = z.infer<typeof batchDetailSchema>;

// ---- schedule rows and recordings ----
export const scheduleInputSchema = z
  .strictObject({
    scheduleStart: instant("Start"),
    scheduleEnd: instant("End"),
    totalHours: z
      .number("Enter the hours")
      .positive("Hours must be more than 0")
      .max(24, "A session can be at most 24 hours"),
  })
  .refine((value) => Date.parse(value.scheduleEnd) > Date.parse(value.scheduleStart), {
    path: ["scheduleEnd"],
    message: "The end must be after the start",
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

export const recordingInputSchema = z.strictObject({
  recordingTitle: text("Title", 200),
  recordingLink: z
    .string("The link is required")
    .trim()
    .min(1, "The link is required")
    .max(2000, "The link must be at most 2000 characters")
    .refine(isHttpsUrl, "Enter a link starting with https://"),
  recordingDateTime: instant("Recorded at"),
});
export type RecordingInput = z.input<typeof recordingInputSchema>;

// ---- feedback ----
export const FEEDBACK_SORTS = ["latest", "average", "count", "start"] as const;
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];
export const feedbackSummaryQuerySchema = z.strictObject({
  sort: optionalParam(z.enum(FEEDBACK_SORTS)),
  order: optionalParam(z.enum(["asc", "desc"])),
  limit: optionalParam(z.coerce.number().int().min(1).max(200)),
  offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
});
export type FeedbackSummaryQuery = z.infer<typeof feedbackSummaryQuerySchema>;

export const batchFeedbackSummarySchema = z.object({
  trainingId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  batchStartDate: z.string(),
  batchEndDate: z.string().nullable(),
  /** Mean rating (1–5), two decimals. */
  average: z.number(),
  count: z.number().int(),
  latestAt: z.string(),
});
export type BatchFeedbackSummary = z.infer<typeof batchFeedbackSummarySchema>;
export const feedbackSummaryListSchema = z.object({
  items: z.array(batchFeedbackSummarySchema),
  total: z.number().int(),
});
export type FeedbackSummaryList = z.infer<typeof feedbackSummaryListSchema>;

export const receivedFeedbackSchema = z.object({
  id: z.number().int(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  rating: z.number().int(),
  message: z.string(),
  trainer: z.string(),
  submittedAt: z.string(),
});
export type ReceivedFeedback = z.infer<typeof receivedFeedbackSchema>;
export const batchFeedbackSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  items: z.array(receivedFeedbackSchema),
});
export type BatchFeedback = z.infer<typeof batchFeedbackSchema>;

export const batchMessages = {
  batchNotFound: "This batch does not exist",
  scheduleNotFound: "This schedule row does not exist",
  recordingNotFound: "This recording does not exist",
} as const;

export const batchIdParams = z.object({ id: idSchema });

// ---- IST wall-clock ↔ instant (IST has no daylight saving) ----
/** An IST date and HH:MM as an instant with its offset, e.g. 2026-03-01T09:30:00+05:30. */
export function istInstant(date: string, time: string): string {
  return `${date}T${time}:00+05:30`;
}

/** An instant's IST calendar date and HH:MM, for editing it in a form. */
export function istParts(iso: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: PROVIDER_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}
