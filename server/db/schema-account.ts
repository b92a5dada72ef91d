// The learner's account: e-mail change links, the private calendar feed's token, the
// reminder mails already queued (one row per learner, session and kind) and erasure requests.
// The foreign keys (to learners, training_schedules, staff) are in migration 0010's SQL; they are
// not repeated here because importing schema.ts, which re-exports this file, would be a cycle.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A link mailed to a new address: 32 random bytes, only their SHA-256 kept, 24 hours, used once. */
export const emailChangeTokens = pgTable(
  "email_change_tokens",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id").notNull(),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_change_tokens_hash_uq").on(t.tokenHash),
    index("email_change_tokens_learner_idx").on(t.learnerId),
  ],
);

/** The private calendar feed's token: one per learner; a new one replaces (and kills) the old. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    learnerId: integer("learner_id").primaryKey(),
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_uq").on(t.token)],
);

/** A reminder queued once: the unique key makes a second process's insert do nothing. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    learnerId: integer("learner_id").notNull(),
    scheduleId: integer("schedule_id").notNull(),
    kind: text("kind").notNull(),
    /** The session's start it was sent for: a moved session is reminded again. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reminder_sends_uq").on(t.learnerId, t.scheduleId, t.kind, t.startsAt),
    check("reminder_sends_kind_check", sql`${t.kind} in ('24h', '1h')`),
  ],
);

/** A learner's request to be erased (DPDP Act); staff carry it out from the back office. */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id").notNull(),
    createdAt: createdAt(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    erasedBy: integer("erased_by"),
  },
  (t) => [
    // One open request per learner.
    uniqueIndex("erasure_requests_open_uq").on(t.learnerId).where(sql`${t.erasedAt} is null`),
  ],
);
