// Back office: the mail outbox — every mail the product sends, what became of it, and
// a manual retry of a failed one. Staff only.
import { z } from "../zod.ts";

const instant = z.iso.datetime({ offset: true });
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** pending → sent (SMTP) or logged (no SMTP_URL); failed after the last attempt. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "logged"] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;
export const OUTBOX_PAGE_SIZE = 25;

export const outboxQuerySchema = z.strictObject({
  status: optionalParam(outboxStatusSchema),
  limit: optionalParam(z.coerce.number().int().min(1).max(200)),
  offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: instant,
  sentAt: instant.nullable(),
  /** When the worker tries next (meaningful while pending). */
  nextAttemptAt: instant,
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxListSchema = z.object({ items: z.array(outboxItemSchema), total: z.number().int() });
export type OutboxList = z.infer<typeof outboxListSchema>;
/** One message with its text body (the HTML twin is not shown: the text says the same). */
export const outboxMessageSchema = outboxItemSchema.extend({ text: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessages = {
  notFound: "This mail does not exist",
  notFailed: "Only a failed mail can be retried; this one is not failed",
} as const;
