// The staff dashboard: one range of IST days in, every aggregate out. One schema for
// the API, the page and its CSV downloads; the figures are computed by the database.

import { INBOX_TYPES } from "../constants.ts";
import { z } from "../zod.ts";

/** Days in a range at most: two years, so a typo in a year is a clear message, not a slow page. */
export const DASHBOARD_MAX_DAYS = 731;
/** Weeks shown when no range is chosen: the last 12 weeks up to today (IST). */
export const DASHBOARD_DEFAULT_WEEKS = 12;
/**
 * Ratings over time are shown for this many courses and batches: those with the most ratings in
 * the range (a two-year range of 10,000 courses would otherwise be a table of 240,000 rows).
 */
export const FEEDBACK_OVER_TIME_LIMIT = 10;
export const dashboardMessages = {
  badDate: "Use a date like 2026-01-31",
  order: "The start date must not be after the end date",
  tooLong: `Choose a range of at most ${DASHBOARD_MAX_DAYS} days`,
  unknownSection: "Unknown dashboard section",
} as const;

const day = z.iso.date(dashboardMessages.badDate);
const optionalDay = z.preprocess((value) => (value === "" ? undefined : value), day.optional());
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const dashboardQuerySchema = z
  .strictObject({ from: optionalDay, to: optionalDay })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: dashboardMessages.order,
    path: ["from"],
  })
  .refine((value) => !value.from || !value.to || daysBetween(value.from, value.to) < DASHBOARD_MAX_DAYS, {
    message: dashboardMessages.tooLong,
    path: ["to"],
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** The steps of the funnel: the follow-up pipeline, then paid (a confirmed payment). */
export const FUNNEL_STEPS = ["new", "contacted", "qualified", "enrolled", "paid"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
const funnelCounts = z.object({
  new: z.number().int(),
  contacted: z.number().int(),
  qualified: z.number().int(),
  enrolled: z.number().int(),
  paid: z.number().int(),
});
export type FunnelCounts = z.infer<typeof funnelCounts>;

export const dashboardSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /** Leads and enquiries per week (weeks start on Monday, IST), by form and by source. */
  weekly: z.object({
    byForm: z.array(z.object({ week: z.string(), form: z.enum(INBOX_TYPES), count: z.number().int() })),
    bySource: z.array(z.object({ week: z.string(), source: z.string(), count: z.number().int() })),
  }),
  funnel: z.object({
    overall: funnelCounts,
    byCourse: z.array(funnelCounts.extend({ courseId: z.number().int().nullable(), courseName: z.string() })),
    bySource: z.array(funnelCounts.extend({ source: z.string() })),
  }),
  response: z.object({
    received: z.number().int(),
    answered: z.number().int(),
    answeredInTime: z.number().int(),
    /** Median hours from receipt to the first status change out of "new"; null when none. */
    medianHours: z.number().nullable(),
    /** Still new and past the promise (any date): the oldest first. */
    waiting: z.array(
      z.object({
        type: z.enum(INBOX_TYPES),
        id: z.number().int(),
        courseName: z.string().nullable(),
        receivedAt: z.string(),
        dueAt: z.string(),
      }),
    ),
  }),
  revenue: z.object({
    /**
     * By IST month, domain and course: confirmed payments received that month (by confirmation),
     * refunds of confirmed payments processed that month (the money went back), and `paise`, the
     * revenue net of those refunds (negative for a month with more refunded than received).
     */
    byMonth: z.array(
      z.object({
        month: z.string(),
        domainName: z.string(),
        courseName: z.string(),
        receivedPaise: z.number().int(),
        refundedPaise: z.number().int(),
        paise: z.number().int(),
      }),
    ),
    /** Open payment requests less what was confirmed against them, by domain and course. */
    outstanding: z.array(z.object({ domainName: z.string(), courseName: z.string(), paise: z.number().int() })),
  }),
  /** Active batches starting in the next 30 days (from today, IST). */
  batches: z.array(
    z.object({
      batchId: z.number().int(),
      courseName: z.string(),
      startDate: z.string(),
      taken: z.number().int(),
      capacity: z.number().int().nullable(),
      underHalf: z.boolean(),
    }),
  ),
  feedback: z.object({
    byCourse: z.array(
      z.object({ courseId: z.number().int(), courseName: z.string(), average: z.number(), count: z.number().int() }),
    ),
    byBatch: z.array(
      z.object({
        batchId: z.number().int(),
        courseName: z.string(),
        startDate: z.string(),
        average: z.number(),
        count: z.number().int(),
      }),
    ),
    byMonth: z.array(z.object({ month: z.string(), average: z.number(), count: z.number().int() })),
    /** By IST month, for the FEEDBACK_OVER_TIME_LIMIT courses with the most ratings in the range. */
    byCourseMonth: z.array(
      z.object({
        courseId: z.number().int(),
        courseName: z.string(),
        month: z.string(),
        average: z.number(),
        count: z.number().int(),
      }),
    ),
    /** By IST month, for the FEEDBACK_OVER_TIME_LIMIT batches with the most ratings in the range. */
    byBatchMonth: z.array(
      z.object({
        batchId: z.number().int(),
        courseName: z.string(),
        startDate: z.string(),
        month: z.string(),
        average: z.number(),
        count: z.number().int(),
      }),
    ),
    latest: z.array(
      z.object({
        courseName: z.string(),
        batchId: z.number().int(),
        rating: z.number().int(),
        message: z.string(),
        submittedAt: z.string(),
      }),
    ),
  }),
  search: z.object({
    top: z.array(z.object({ term: z.string(), searches: z.number().int() })),
    empty: z.array(z.object({ term: z.string(), searches: z.number().int() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- holidays of the "1 business day" promise ----
export const holidaySchema = z.object({ day: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayMessages = {
  name: "Name the holiday (at most 100 characters)",
  duplicate: "That day is already a holiday",
  notFound: "No holiday on that day",
  added: "Holiday added",
  removed: "Holiday removed",
} as const;
export const holidayCreateSchema = z.strictObject({
  day,
  name: z.string().trim().min(1, holidayMessages.name).max(100, holidayMessages.name),
});
export type HolidayCreate = z.input<typeof holidayCreateSchema>;
export const holidayParamsSchema = z.object({ day });
