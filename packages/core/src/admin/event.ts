// Back office: events staff add, edit and (de)activate.
// One schema per payload, used by the API and the staff forms.

import { idSchema, statusSchema } from "../schemas.ts";
import { z } from "../zod.ts";
import { instant, istDateTimeField, optionalParam, pictureField, required, text } from "./site.ts";

export const EVENT_DURATION_MAX_MINUTES = 7 * 24 * 60;
export const eventInputSchema = z.strictObject({
  title: required("Title", 200),
  description: text(4000).optional(),
  /** India Standard Time wall clock ("2026-05-01T10:00"); stored as an instant. */
  startsAt: istDateTimeField,
  durationMinutes: z.coerce
    .number("Enter the duration in minutes")
    .int("Enter whole minutes")
    .min(1, "The duration must be at least 1 minute")
    .max(EVENT_DURATION_MAX_MINUTES, "The duration must be at most 7 days (10080 minutes)"),
  pic: pictureField.optional(),
  /** The course the event is about, if any. */
  courseId: idSchema.nullable().optional(),
  status: statusSchema.optional(),
});
export type EventInput = z.input<typeof eventInputSchema>;
export const eventUpdateSchema = eventInputSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send at least one field to change",
    path: ["title"],
  });
export type EventUpdate = z.input<typeof eventUpdateSchema>;

export const EVENT_WHEN = ["upcoming", "past"] as const;
export const ADMIN_EVENTS_PAGE_SIZE = 25;
export const adminEventQuerySchema = z.strictObject({
  when: optionalParam(z.enum(EVENT_WHEN)),
  limit: optionalParam(z.coerce.number().int().min(1).max(200)),
  offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
});
export type AdminEventQuery = z.infer<typeof adminEventQuerySchema>;

export const adminEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  startsAt: instant,
  durationMinutes: z.number().int(),
  pic: z.string(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  status: statusSchema,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ items: z.array(adminEventSchema), total: z.number().int() });
export type AdminEventList = z.infer<typeof adminEventListSchema>;
