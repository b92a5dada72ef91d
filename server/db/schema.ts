// One Drizzle schema for both drivers (PGlite and PostgreSQL). SQL names are snake_case;
// the API's spec names (ictName, sellPrice…) are mapped in each module's repository.
import { LEAD_STATUSES } from "@skillbridge/core/constants";
import { FORM_SOURCES } from "@skillbridge/core/schemas";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const status = () => text("status").notNull().default("A");
const statusCheck = (table: string, column: { name: string }) =>
  check(`${table}_status_check`, sql.raw(`"${column.name}" in ('A', 'I')`));
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const domains = pgTable(
  "domains",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    status: status(),
    icon: text("icon"),
    position: integer("position").notNull().default(0),
  },
  (t) => [statusCheck("domains", t.status), index("domains_status_idx").on(t.status, t.position)],
);

export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    shortDesc: text("short_desc").notNull().default(""),
    description: text("description").notNull().default(""),
    img: text("img").notNull().default(""),
    status: status(),
    domainId: integer("domain_id")
      .notNull()
      .references(() => domains.id),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck("courses", t.status),
    check(
      "courses_type_check",
      sql`${t.type} in ('Corporate Training', 'Industrial Training', 'Certificate Course', 'Internship')`,
    ),
    index("courses_domain_idx").on(t.domainId),
    index("courses_status_idx").on(t.status),
    // Typo-tolerant search (pg_trgm): similarity and ILIKE on names and short descriptions.
    index("courses_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("courses_short_desc_trgm_idx").using("gin", sql`lower(${t.shortDesc}) gin_trgm_ops`),
  ],
);

export const courseHours = pgTable(
  "course_hours",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    trainingHours: integer("training_hours").notNull().default(0),
    labHours: integer("lab_hours").notNull().default(0),
  },
  (t) => [
    uniqueIndex("course_hours_course_uq").on(t.courseId),
    check("course_hours_nonnegative", sql`${t.trainingHours} >= 0 and ${t.labHours} >= 0`),
  ],
);

export const courseCosts = pgTable(
  "course_costs",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    listPrice: integer("list_price").notNull().default(0),
    sellPrice: integer("sell_price").notNull().default(0),
  },
  (t) => [
    uniqueIndex("course_costs_course_uq").on(t.courseId),
    check("course_costs_nonnegative", sql`${t.listPrice} >= 0 and ${t.sellPrice} >= 0`),
  ],
);

/** Ordered course content: modules, benefits, prerequisites, FAQs share one shape each. */
export const learningModules = pgTable(
  "learning_modules",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("learning_modules_course_idx").on(t.courseId, t.position)],
);

export const benefits = pgTable(
  "benefits",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("benefits_course_idx").on(t.courseId, t.position)],
);

export const prerequisites = pgTable(
  "prerequisites",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("prerequisites_course_idx").on(t.courseId, t.position)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("faqs_course_idx").on(t.courseId, t.position)],
);

export const studyMaterials = pgTable(
  "study_materials",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    src: text("src").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("study_materials_course_idx").on(t.courseId, t.position)],
);

/** A batch ("training card"): dates and IST wall-clock times of one run of a course. */
export const trainingCards = pgTable(
  "training_cards",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    hours: integer("hours").notNull().default(0),
    location: text("location").notNull(),
    studyMode: text("study_mode").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    status: status(),
    /** The batch's fee in paise (tax inclusive) when it differs from the course's sell price. */
    pricePaise: integer("price_paise"),
    /** Seats; null is unlimited. */
    capacity: integer("capacity"),
    /** Seats are sold until the start day; staff may allow late joining until this IST day. */
    lateJoinUntil: date("late_join_until", { mode: "string" }),
    /** Where enrolled learners join the sessions (an https video-meeting link); shown only to them. */
    joinLink: text("join_link"),
    /** The codes of the languages it is taught in (teaching_languages), in their order; at least one. */
    languages: text("languages").array().notNull().default(sql`'{en}'`),
  },
  (t) => [
    statusCheck("training_cards", t.status),
    check("training_cards_languages_check", sql`cardinality(${t.languages}) between 1 and 10`),
    check("training_cards_price_check", sql`${t.pricePaise} is null or ${t.pricePaise} > 0`),
    check("training_cards_capacity_check", sql`${t.capacity} is null or ${t.capacity} > 0`),
    check("training_cards_dates", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check("training_cards_hours", sql`${t.hours} >= 0`),
    index("training_cards_course_idx").on(t.courseId, t.startDate),
    index("training_cards_start_idx").on(t.startDate),
  ],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    pic: text("pic").notNull().default(""),
    courseId: integer("course_id").references(() => courses.id),
    status: status(),
  },
  (t) => [
    statusCheck("events", t.status),
    check("events_duration_positive", sql`${t.durationMinutes} > 0`),
    index("events_starts_at_idx").on(t.startsAt),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    learnerName: text("learner_name").notNull(),
    learnerImg: text("learner_img").notNull().default(""),
    message: text("message").notNull(),
    status: status(),
  },
  (t) => [statusCheck("testimonials", t.status), index("testimonials_status_idx").on(t.status)],
);

export const learningBundles = pgTable(
  "learning_bundles",
  {
    id: serial("id").primaryKey(),
    icon: text("icon").notNull().default(""),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: status(),
    position: integer("position").notNull().default(0),
  },
  (t) => [statusCheck("learning_bundles", t.status)],
);

export const learners = pgTable(
  "learners",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    username: text("username"),
    email: text("email").notNull(),
    contact: text("contact"),
    orgName: text("org_name"),
    countryName: text("country_name"),
    /** The GST state code (packages/core/src/money/states.ts) invoices use. */
    stateCode: text("state_code"),
    /** No reminder mails before sessions. */
    remindersOff: boolean("reminders_off").notNull().default(false),
    /** The language their mails are written in (the lead's that made the account, at first). */
    language: text("language").notNull().default("en"),
    status: status(),
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck("learners", t.status),
    // E-mails are compared case-insensitively: one account per address.
    uniqueIndex("learners_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("learners_username_uq").on(sql`lower(${t.username})`),
  ],
);

export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull().default("staff"),
    status: status(),
    passwordHash: text("password_hash").notNull(),
    /** RFC 6238 second factor: the base32 secret, set at enrolment; confirmed once a code matched. */
    totpSecret: text("totp_secret"),
    totpConfirmedAt: timestamp("totp_confirmed_at", { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** The documented demo account: its second factor is optional while STAFF_MFA_OPTIONAL_IN_DEMO is on. */
    demoAccount: boolean("demo_account").notNull().default(false),
    /** The staff member's last visit of the inbox: what came in after it counts as new. */
    inboxSeenAt: timestamp("inbox_seen_at", { withTimezone: true }),
    /** The daily follow-up digest at 09:00 IST, opted into by the staff member. */
    digestOptIn: boolean("digest_opt_in").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck("staff", t.status),
    // finance: moves money (confirms, records, reconciles, refunds) without managing staff (migration 0018).
    check("staff_role_check", sql`${t.role} in ('staff', 'finance', 'admin')`),
    uniqueIndex("staff_email_uq").on(sql`lower(${t.email})`),
  ],
);

/** An enrolment: a learner in one batch. */
export const enrolments = pgTable(
  "enrolments",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id")
      .notNull()
      .references(() => learners.id),
    trainingCardId: integer("training_card_id")
      .notNull()
      .references(() => trainingCards.id),
    /** Staff's mark: true completed, false not completed (no certificate), null not marked. */
    completed: boolean("completed"),
    /** Why staff marked the learner not completed; kept only while that is the mark (migration 0036). */
    notCompletedReason: text("not_completed_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "enrolments_not_completed_reason_check",
      sql`${t.notCompletedReason} is null or (${t.completed} = false and char_length(${t.notCompletedReason}) between 1 and 300)`,
    ),
    uniqueIndex("enrolments_learner_card_uq").on(t.learnerId, t.trainingCardId),
    index("enrolments_card_idx").on(t.trainingCardId),
  ],
);

export const recordings = pgTable(
  "recordings",
  {
    id: serial("id").primaryKey(),
    trainingCardId: integer("training_card_id")
      .notNull()
      .references(() => trainingCards.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    link: text("link").notNull(),
  },
  (t) => [index("recordings_card_idx").on(t.trainingCardId, t.recordedAt)],
);

export const trainingSchedules = pgTable(
  "training_schedules",
  {
    id: serial("id").primaryKey(),
    trainingCardId: integer("training_card_id")
      .notNull()
      .references(() => trainingCards.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    totalHours: numeric("total_hours", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** The calendar feed's SEQUENCE, raised by every staff change of the session. */
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    check("training_schedules_order", sql`${t.endsAt} > ${t.startsAt}`),
    index("training_schedules_card_idx").on(t.trainingCardId, t.startsAt),
  ],
);

export const feedbacks = pgTable(
  "feedbacks",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id")
      .notNull()
      .references(() => learners.id),
    trainingCardId: integer("training_card_id")
      .notNull()
      .references(() => trainingCards.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    message: text("message").notNull(),
    trainer: text("trainer").notNull().default(""),
    rating: integer("rating").notNull().default(5),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    status: status(),
    /** The learner allows this feedback to be shown on the course page. */
    publishConsent: boolean("publish_consent").notNull().default(false),
    /** Staff approved it as a public review (only with consent: a CHECK says so). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: integer("approved_by").references(() => staff.id),
  },
  (t) => [
    statusCheck("feedbacks", t.status),
    check("feedbacks_rating_check", sql`${t.rating} between 1 and 5`),
    check("feedbacks_approval_needs_consent", sql`${t.approvedAt} is null or ${t.publishConsent}`),
    index("feedbacks_card_idx").on(t.trainingCardId),
    index("feedbacks_submitted_idx").on(t.submittedAt),
    index("feedbacks_published_idx").on(t.courseId, t.approvedAt).where(sql`${t.approvedAt} is not null`),
  ],
);

/**
 * Where a public submission came from and which privacy notice its sender saw (India's DPDP
 * Act 2023: a record of the notice given), plus the soft bot signal (a fill under 3 s is only
 * flagged for staff, never refused). `created_at` is when it was received.
 */
const submissionColumns = () => ({
  formSource: text("form_source").notNull().default("api"),
  pageUrl: text("page_url"),
  noticeId: text("notice_id"),
  noticeShownAt: timestamp("notice_shown_at", { withTimezone: true }),
  suspectedBot: boolean("suspected_bot").notNull().default(false),
  flagReason: text("flag_reason"),
  /** First-touch attribution of the visit (utm_* and the external referrer's host). */
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  referrer: text("referrer"),
  /** The language of the page the form was sent from: its acknowledgement is written in it. */
  language: text("language").notNull().default("en"),
});
const attributionLength = (table: string) =>
  check(
    `${table}_attribution_length`,
    sql.raw(
      `char_length("utm_source") <= 100 AND char_length("utm_medium") <= 100 AND char_length("utm_campaign") <= 100 AND char_length("referrer") <= 255`,
    ),
  );
/** The follow-up pipeline of leads and enquiries alike. */
const PIPELINE_SQL = LEAD_STATUSES.map((step) => `'${step}'`).join(", ");
const FORM_SOURCE_SQL = FORM_SOURCES.map((source) => `'${source}'`).join(", ");
const formSourceCheck = (table: string) =>
  check(`${table}_form_source_check`, sql.raw(`"form_source" in (${FORM_SOURCE_SQL})`));

/**
 * How far a lead or an enquiry got in the pipeline (contacted 1, qualified 2, enrolled 3) and its
 * first status change: kept by a trigger on inbox_history (migration 0015) for the dashboard.
 */
const reachedColumns = () => ({
  firstContactAt: timestamp("first_contact_at", { withTimezone: true }),
  furthestStep: smallint("furthest_step").notNull().default(0),
});

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contact: text("contact").notNull(),
    briefRequirement: text("brief_requirement").notNull().default(""),
    status: text("status").notNull().default("new"),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    trainingCardId: integer("training_card_id").references(() => trainingCards.id),
    assigneeId: integer("assignee_id").references(() => staff.id),
    /** The learner whose referral link brought this enrolment (never the enrolling person). */
    referrerLearnerId: integer("referrer_learner_id").references(() => learners.id),
    /** A discount code the visitor's link carried: every payment link of this enrolment is priced with it while it holds. */
    couponCode: text("coupon_code"),
    ...submissionColumns(),
    ...reachedColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    check("leads_status_check", sql`${t.status} in (${sql.raw(PIPELINE_SQL)})`),
    formSourceCheck("leads"),
    attributionLength("leads"),
    index("leads_waiting_idx").on(t.createdAt).where(sql`${t.status} = 'new'`),
    index("leads_created_idx").on(t.createdAt),
    index("leads_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * An enquiry is about a course (the default), an event, a proposal for a course, or a plain
 * contact message. Course and proposal enquiries name a course; event and contact ones may not.
 */
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("course"),
    courseId: integer("course_id").references(() => courses.id),
    eventId: integer("event_id").references(() => events.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    contact: text("contact").notNull(),
    query: text("query").notNull().default(""),
    source: text("source").notNull().default("website"),
    /** The spec's record status ('A'/'I'). */
    status: status(),
    /** Staff follow-up, separate from the record status: the same pipeline as leads. */
    followUpStatus: text("follow_up_status").notNull().default("new"),
    assigneeId: integer("assignee_id").references(() => staff.id),
    ...submissionColumns(),
    ...reachedColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck("enquiries", t.status),
    check("enquiries_follow_up_status_check", sql`${t.followUpStatus} in (${sql.raw(PIPELINE_SQL)})`),
    check("enquiries_source_check", sql`${t.source} in ('website', 'email', 'socialmedia', 'google', 'csr', 'refer')`),
    check("enquiries_kind_check", sql`${t.kind} in ('course', 'event', 'proposal', 'contact')`),
    check("enquiries_course_required", sql`${t.kind} in ('event', 'contact') or ${t.courseId} is not null`),
    formSourceCheck("enquiries"),
    attributionLength("enquiries"),
    index("enquiries_waiting_idx").on(t.createdAt).where(sql`${t.followUpStatus} = 'new'`),
    index("enquiries_created_idx").on(t.createdAt),
    index("enquiries_event_idx").on(t.eventId),
  ],
);

/** A retried submission with the same Idempotency-Key returns the first record. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    scope: text("scope").notNull(),
    requestHash: text("request_hash").notNull(),
    recordId: integer("record_id"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_uq").on(t.scope, t.key)],
);

/** Sign-in sessions: a token is only valid while its row exists (logout deletes it). */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** What signed in, summed up ("Chrome on Windows"), never the whole user agent. */
    device: text("device"),
    /** A coarse address (203.0.113.x, 2001:db8:1::/48), never the whole one. */
    network: text("network"),
  },
  (t) => [
    check("sessions_subject_type_check", sql`${t.subjectType} in ('learner', 'staff')`),
    index("sessions_expires_idx").on(t.expiresAt),
    index("sessions_subject_idx").on(t.subjectType, t.subjectId),
  ],
);

/** Sign-in attempts, for throttling per account and per address. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Every mail the product sends is first written here, in the same transaction as the record
 * it is about; a background worker delivers it (SMTP) or logs it (no SMTP_URL), with retries.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'logged')`),
    check("outbox_attempts_nonnegative", sql`${t.attempts} >= 0`),
    // The worker's claim: due pending mail, oldest first.
    index("outbox_due_idx").on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    // The per-recipient limit (mail/outbox-repository.ts): recent mail to one address, any case.
    index("outbox_recipient_idx").on(sql`lower(${t.to})`, t.createdAt),
  ],
);

/**
 * A staff sign-in half done: the password was right, the second factor is still to come.
 * Only the SHA-256 of the ticket's token is stored; an enrolment ticket holds the secret being
 * enrolled. Short-lived, and spent after a few wrong codes.
 */
export const staffMfaTickets = pgTable(
  "staff_mfa_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    secret: text("secret"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("staff_mfa_tickets_purpose_check", sql`${t.purpose} in ('enrol', 'challenge')`),
    index("staff_mfa_tickets_expires_idx").on(t.expiresAt),
  ],
);

/** Every staff action: who, what, when, the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => staff.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    requestId: text("request_id"),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at, t.id), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

const inboxItemType = (table: string, column: { name: string }) =>
  check(`${table}_item_type_check`, sql.raw(`"${column.name}" in ('lead', 'enquiry')`));

/** Staff notes on a lead or an enquiry. */
export const inboxNotes = pgTable(
  "inbox_notes",
  {
    id: serial("id").primaryKey(),
    itemType: text("item_type").notNull(),
    itemId: integer("item_id").notNull(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [inboxItemType("inbox_notes", t.itemType), index("inbox_notes_item_idx").on(t.itemType, t.itemId)],
);

/** The history of a lead's or an enquiry's follow-up: status and assignment changes. */
export const inboxHistory = pgTable(
  "inbox_history",
  {
    id: serial("id").primaryKey(),
    itemType: text("item_type").notNull(),
    itemId: integer("item_id").notNull(),
    staffId: integer("staff_id").references(() => staff.id),
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    inboxItemType("inbox_history", t.itemType),
    check("inbox_history_field_check", sql`${t.field} in ('status', 'assignee', 'converted')`),
    index("inbox_history_item_idx").on(t.itemType, t.itemId),
    index("inbox_history_status_at_idx").on(t.at).where(sql`${t.field} = 'status'`),
  ],
);

/**
 * One-time links to set (a new learner) or reset a learner's password: only the SHA-256 of the
 * token is stored, 72 h expiry, single use.
 */
export const learnerPasswordTokens = pgTable(
  "learner_password_tokens",
  {
    id: serial("id").primaryKey(),
    learnerId: integer("learner_id")
      .notNull()
      .references(() => learners.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("learner_password_tokens_hash_uq").on(t.tokenHash),
    check("learner_password_tokens_purpose_check", sql`${t.purpose} in ('set', 'reset')`),
    index("learner_password_tokens_learner_idx").on(t.learnerId),
  ],
);

/** Raw bytes (PostgreSQL bytea); PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Files staff upload (course images, study materials): kept in the database so that every
 * server process on one PostgreSQL serves the same files and a backup holds them all.
 * `token` (128 random bits, hex) is the file's public name, `/media/{token}.{ext}`: nothing about
 * it follows from the id or the content, so nobody finds a file without being given its address.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull(),
    sha256: text("sha256").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    name: text("name").notNull().default(""),
    bytes: bytea("bytes").notNull(),
    staffId: integer("staff_id").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "media_content_type_check",
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')`,
    ),
    check("media_size_check", sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.bytes})`),
    check("media_token_check", sql`${t.token} ~ '^[0-9a-f]{32}$'`),
    uniqueIndex("media_sha256_uq").on(t.sha256),
    uniqueIndex("media_token_uq").on(t.token),
  ],
);

/**
 * A certificate: what it certified, copied on the day it was issued, and its public
 * verification code. Revoked ones stay, so the verification page can say so; one valid certificate
 * per learner and batch.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    learnerId: integer("learner_id")
      .notNull()
      .references(() => learners.id),
    trainingCardId: integer("training_card_id")
      .notNull()
      .references(() => trainingCards.id),
    learnerName: text("learner_name").notNull(),
    courseName: text("course_name").notNull(),
    trainingHours: integer("training_hours").notNull(),
    labHours: integer("lab_hours").notNull(),
    batchStartDate: date("batch_start_date", { mode: "string" }).notNull(),
    batchEndDate: date("batch_end_date", { mode: "string" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer("issued_by").references(() => staff.id),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: integer("revoked_by").references(() => staff.id),
    /** Issued because the learner met the batch's completion rule, not by a staff member. */
    issuedByRule: boolean("issued_by_rule").notNull().default(false),
    /** The learner's best exam score, printed when the rule that issued it shows it. */
    examPercent: integer("exam_percent"),
  },
  (t) => [
    check(
      "certificates_code_check",
      sql`${t.code} ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}[0-9A-HJKMNP-TV-Z*~$=U]$'`,
    ),
    check("certificates_hours_check", sql`${t.trainingHours} >= 0 AND ${t.labHours} >= 0`),
    check("certificates_revoked_check", sql`(${t.revokedAt} IS NULL) = (${t.revokedReason} IS NULL)`),
    uniqueIndex("certificates_code_uq").on(t.code),
    uniqueIndex("certificates_valid_uq").on(t.learnerId, t.trainingCardId).where(sql`${t.revokedAt} is null`),
    index("certificates_card_idx").on(t.trainingCardId),
  ],
);

/** The provider's details printed on every document: a single row, id 1. */
export const businessSettings = pgTable(
  "business_settings",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    stateCode: text("state_code").notNull(),
    gstin: text("gstin"),
    upiVpa: text("upi_vpa"),
    payeeName: text("payee_name").notNull(),
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    bankIfsc: text("bank_ifsc"),
    bankName: text("bank_name"),
    lutNumber: text("lut_number"),
    invoicePrefix: text("invoice_prefix").notNull().default("SB"),
    /** The share of a batch's capacity (percent) all unpaid seat holds together may take. */
    holdSharePercent: integer("hold_share_percent").notNull().default(50),
    /** How long a seat offered from the waitlist stays held for the offered lead (hours). */
    offerHoldHours: integer("offer_hold_hours").notNull().default(48),
    /**
     * A cash/cheque payment recorded, or a refund, above this amount waits for a second staff
     * member's approval; null: none needs one.
     */
    approvalThresholdPaise: integer("approval_threshold_paise"),
    /** Who signs tax documents for the provider: printed under "Authorised Signatory". */
    signatoryName: text("signatory_name"),
    /** The signatory's signature, a PNG or JPEG in base64, drawn above "Authorised Signatory"; null: none. */
    signatureImage: text("signature_image"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("business_settings_single_row", sql`${t.id} = 1`),
    check("business_settings_prefix_check", sql`${t.invoicePrefix} ~ '^[A-Z0-9]{1,3}$'`),
    check("business_settings_hold_share_check", sql`${t.holdSharePercent} between 1 and 100`),
    check("business_settings_offer_hold_check", sql`${t.offerHoldHours} between 1 and 720`),
    check(
      "business_settings_threshold_check",
      sql`${t.approvalThresholdPaise} is null or ${t.approvalThresholdPaise} > 0`,
    ),
  ],
);

const documentKindCheck = (table: string, column: { name: string }) =>
  check(`${table}_kind_check`, sql.raw(`"${column.name}" in ('proforma', 'tax_invoice', 'credit_note')`));

/**
 * The last number given per document kind and financial year. Taken with a row lock (an upsert)
 * inside the transaction that issues the document: a rolled-back issue gives its number back, so
 * the series has no gap and no duplicate however many payments complete at once.
 */
export const documentSequences = pgTable(
  "document_sequences",
  {
    kind: text("kind").notNull(),
    financialYear: text("financial_year").notNull(),
    lastValue: integer("last_value").notNull(),
  },
  (t) => [
    primaryKey({ name: "document_sequences_pk", columns: [t.kind, t.financialYear] }),
    documentKindCheck("document_sequences", t.kind),
    check("document_sequences_positive", sql`${t.lastValue} > 0`),
  ],
);

/**
 * A fee asked of an enrolment's lead: reached by a private link whose token only has
 * its SHA-256 stored. The amount is fixed by the server when the request is made.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    trainingCardId: integer("training_card_id")
      .notNull()
      .references(() => trainingCards.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    payerState: text("payer_state"),
    payerGstin: text("payer_gstin"),
    payerLegalName: text("payer_legal_name"),
    /** A company payer's billing address, printed with its GSTIN on the tax invoice. */
    payerAddress: text("payer_address"),
    status: text("status").notNull().default("open"),
    /** A started gateway payment holds a seat until then (15 minutes). */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** How many seat holds this request started: a request may start only a few. */
    holdsStarted: integer("holds_started").notNull().default(0),
    /** The client address that started the latest hold: one address holds only a few seats at once. */
    holdAddress: text("hold_address"),
    /**
     * A seat offered from the waitlist is held for this request until then (the business
     * settings' offer hold): nobody else's payment can take it meanwhile.
     */
    offeredUntil: timestamp("offered_until", { withTimezone: true }),
    /** Seats this request pays for (1–50): a group booking holds and takes them all or none. */
    seats: integer("seats").notNull().default(1),
    /** A fee paid by a plan: part 1's request (part 1 names itself); null for a fee paid at once. */
    planFirstId: integer("plan_first_id"),
    partNo: integer("part_no"),
    partCount: integer("part_count"),
    /** The IST day a plan's part is due. */
    dueOn: date("due_on", { mode: "string" }),
    /** When the reminder before the due day, and the one on it, were queued (each once). */
    remindedBeforeAt: timestamp("reminded_before_at", { withTimezone: true }),
    remindedDueAt: timestamp("reminded_due_at", { withTimezone: true }),
    /** A part staff waived (cancelled, never to be paid), and why. */
    waivedAt: timestamp("waived_at", { withTimezone: true }),
    waiveReason: text("waive_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_requests_card_idx").on(t.trainingCardId, t.status),
    index("payment_requests_offer_idx").on(t.offeredUntil).where(sql`${t.offeredUntil} is not null`),
    index("payment_requests_hold_idx").on(t.holdUntil).where(sql`${t.holdUntil} is not null`),
    // refunded: paid, then refunded in full (migration 0017).
    check("payment_requests_status_check", sql`${t.status} in ('open', 'paid', 'cancelled', 'refunded')`),
    check("payment_requests_amount_check", sql`${t.amountPaise} > 0`),
    check("payment_requests_seats_check", sql`${t.seats} between 1 and 50`),
    uniqueIndex("payment_requests_token_uq").on(t.tokenHash),
    // One live request per lead: a lead never pays twice for one seat.
    // A fee refunded in full is not live either: staff may send the lead a new link.
    // One part of a plan per lead, too.
    uniqueIndex("payment_requests_lead_uq")
      .on(t.leadId, sql`coalesce(${t.partNo}, 1)`)
      .where(sql`${t.status} not in ('cancelled', 'refunded')`),
    index("payment_requests_plan_idx").on(t.planFirstId).where(sql`${t.planFirstId} is not null`),
    index("payment_requests_due_idx").on(t.dueOn).where(sql`${t.dueOn} is not null and ${t.status} = 'open'`),
    check(
      "payment_requests_part_check",
      sql`(${t.partNo} is null and ${t.partCount} is null and ${t.planFirstId} is null and ${t.dueOn} is null) or (${t.partCount} between 2 and 6 and ${t.partNo} between 1 and ${t.partCount} and ${t.planFirstId} is not null and ${t.dueOn} is not null)`,
    ),
  ],
);

/** A proforma, tax invoice or credit note as issued: figures and the provider's details frozen. */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    paymentRequestId: integer("payment_request_id")
      .notNull()
      .references(() => paymentRequests.id),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    recipientGstin: text("recipient_gstin"),
    recipientLegalName: text("recipient_legal_name"),
    /** A registered buyer's billing address, as the payer gave it. */
    recipientAddress: text("recipient_address"),
    placeOfSupply: text("place_of_supply").notNull(),
    supply: text("supply").notNull(),
    zeroRated: boolean("zero_rated").notNull().default(false),
    pricePaise: integer("price_paise").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    description: text("description").notNull(),
    provider: jsonb("provider").notNull(),
    /** Taken off the fee by a discount code (the price above is after it); 0 without one. */
    discountPaise: integer("discount_paise").notNull().default(0),
    couponCode: text("coupon_code"),
    /** How the discount line reads when it is not a code's alone (a referral's discount or credit). */
    discountLabel: text("discount_label"),
  },
  (t) => [
    documentKindCheck("documents", t.kind),
    check("documents_supply_check", sql`${t.supply} in ('intra', 'inter', 'export')`),
    check("documents_number_length", sql`char_length(${t.number}) <= 16`),
    check(
      "documents_sum_check",
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.pricePaise}`,
    ),
    uniqueIndex("documents_number_uq").on(t.number),
    uniqueIndex("documents_series_uq").on(t.kind, t.financialYear, t.sequence),
    uniqueIndex("documents_one_invoice_uq")
      .on(t.paymentRequestId, t.kind)
      .where(sql`${t.kind} in ('proforma', 'tax_invoice')`),
  ],
);

/** Money received or claimed against a request: a UPI or bank UTR to confirm, or a gateway payment. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    paymentRequestId: integer("payment_request_id")
      .notNull()
      .references(() => paymentRequests.id),
    method: text("method").notNull(),
    utr: text("utr"),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmedBy: integer("confirmed_by").references(() => staff.id),
    invoiceId: integer("invoice_id").references(() => documents.id),
    /** Why money received is flagged for refund (FLAG_REASONS of packages/core). */
    flagReason: text("flag_reason"),
    /** Razorpay's payment id (pay_…): a gateway payment is applied once. */
    gatewayPaymentId: text("gateway_payment_id"),
  },
  (t) => [
    check("payments_method_check", sql`${t.method} in ('upi', 'bank', 'razorpay', 'cash', 'cheque')`),
    check("payments_status_check", sql`${t.status} in ('pending', 'confirmed', 'rejected', 'flagged')`),
    check(
      "payments_flag_reason_check",
      sql`${t.flagReason} is null or ${t.flagReason} in ('no_seat', 'already_paid', 'request_cancelled', 'request_expired', 'amount_mismatch', 'batch_started')`,
    ),
    check("payments_amount_check", sql`${t.amountPaise} > 0`),
    // A bank reference is used once: a second claim of the same UTR is refused.
    uniqueIndex("payments_utr_uq").on(t.utr).where(sql`${t.utr} is not null and ${t.status} <> 'rejected'`),
    index("payments_request_idx").on(t.paymentRequestId),
    index("payments_status_idx").on(t.status, t.createdAt),
    uniqueIndex("payments_gateway_uq").on(t.gatewayPaymentId).where(sql`${t.gatewayPaymentId} is not null`),
  ],
);

export * from "./schema-account.ts";
export * from "./schema-attendance.ts";
export * from "./schema-batch-interest.ts";
export * from "./schema-completion.ts";
export * from "./schema-coupon.ts";
export * from "./schema-dash.ts";
export * from "./schema-exam.ts";
export * from "./schema-group.ts";
export * from "./schema-languages.ts";
export * from "./schema-payment-approval.ts";
export * from "./schema-payment-gateway.ts";
export * from "./schema-payment-plan.ts";
export * from "./schema-reconciliation.ts";
export * from "./schema-referral.ts";
export * from "./schema-refund.ts";
export * from "./schema-site.ts";
export * from "./schema-trust.ts";
