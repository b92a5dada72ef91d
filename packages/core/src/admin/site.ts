// Back office: the fields the website's back-office records share — events
// (admin/event.ts), testimonials (admin/testimonial.ts) and learning bundles (admin/bundle.ts):
// pictures, statuses, row moves, bounded texts and India Standard Time. Optional fields carry no
// defaults (a partial update must not reset them): the server fills them on create.
import { z } from "../zod.ts";

export const instant = z.iso.datetime({ offset: true });
/** A query parameter left empty in a form (`when=`) means "no filter". */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
export const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
export const required = (label: string, max: number) => text(max).min(1, `${label} is required`);

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

/** Move one row up or down the website's order. */
export const moveSchema = z.strictObject({ direction: z.enum(["up", "down"], "Move up or down") });
export type Move = z.input<typeof moveSchema>;
