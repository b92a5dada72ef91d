// Back office (issue 6): what staff change on the public site besides the catalogue — events,
// testimonials and learning bundles. One schema per payload, used by the API and the staff forms.
// Optional fields carry no defaults here (a partial update must not reset them): the server
// fills them on create (empty text, no course, active).
import { z } from "zod";
import { idSchema, statusSchema } from "../schemas.ts";

const instant = z.iso.datetime({ offset: true });
/** A query parameter left empty in a form (`when=`) means "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const required = (label: string, max: number) => text(max).min(1, `${label} is required`);

/**
 * A picture: the address the upload answered (`/media/{32 hex}.png`), a site image
 * (`/images/…`) or an https address; empty means none.
 */
export const pictureField = text(500).refine(
  (value) => value === "" || (/^\/[^/\\]/.test(value) && !/\s/.test(value)) || /^https:\/\/\S+$/.test(value),
  "Upload a picture or give an address starting with / or https://",
);

/** How the back office names the spec's record statuses. */
export const STATUS_LABELS = { A: "Active", I: "Inactive" } as const;

// ---- IST wall clock ↔ instant (events are instants, entered and shown in IST) ----
const IST_OFFSET_MS = 330 * 60 * 1000;
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-05-01T10:00" (India Standard Time, as a datetime-local input gives it) → ISO instant; null if not a real time. */
export function istLocalToInstant(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(utc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(utc - IST_OFFSET_MS).toISOString();
}

/** An instant → "2026-05-01T10:00" in India Standard Time (no daylight saving in India). */
export function instantToIstLocal(iso: string | Date): string {
  const time = (iso instanceof Date ? iso : new Date(iso)).getTime();
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

export const istDateTimeField = z
  .string()
  .trim()
  .refine((value) => istLocalToInstant(value) !== null, "Enter a date and time (IST), e.g. 2026-05-01 10:00");

// ---- events ----
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

// ---- testimonials ----
export const testimonialInputSchema = z.strictObject({
  learnerName: required("Learner name", 120),
  learnerImg: pictureField.optional(),
  message: required("Message", 2000),
  status: statusSchema.optional(),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;
export const testimonialUpdateSchema = testimonialInputSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send at least one field to change",
    path: ["learnerName"],
  });
export type TestimonialUpdate = z.input<typeof testimonialUpdateSchema>;
export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  learnerName: z.string(),
  learnerImg: z.string(),
  message: z.string(),
  status: statusSchema,
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

// ---- learning bundles ----
/** An uploaded picture is an address (`/media/…`, https://…); anything else is a site icon's name. */
export const isPictureAddress = (value: string | null | undefined): value is string =>
  Boolean(value && (value.startsWith("/") || value.startsWith("https://")));
/**
 * A bundle's icon: one of the site's icons by name ("cloud", or a Font Awesome class the demo data
 * uses, "fa-solid fa-cloud"), or an uploaded picture; empty means the default icon.
 */
export const bundleIconField = text(500).refine(
  (value) => (isPictureAddress(value) ? pictureField.safeParse(value).success : /^[a-z0-9 -]{0,60}$/.test(value)),
  "Choose one of the icons or upload a picture",
);
export const bundleInputSchema = z.strictObject({
  icon: bundleIconField.optional(),
  title: required("Title", 200),
  description: text(2000).optional(),
  status: statusSchema.optional(),
});
export type BundleInput = z.input<typeof bundleInputSchema>;
export const bundleUpdateSchema = bundleInputSchema
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Send at least one field to change",
    path: ["title"],
  });
export type BundleUpdate = z.input<typeof bundleUpdateSchema>;
export const moveSchema = z.strictObject({ direction: z.enum(["up", "down"], "Move up or down") });
export type Move = z.input<typeof moveSchema>;
export const adminBundleSchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  status: statusSchema,
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;
