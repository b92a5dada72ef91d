// Trainers and the batches they teach, and courses' uploaded covers.
// The foreign keys (to training_cards, trainers, courses, all ON DELETE CASCADE) are in migration
// 0011's SQL; they are not repeated here because importing schema.ts, which re-exports this file,
// would be a cycle.
import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const trainers = pgTable(
  "trainers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** A picture's path on this site or an uploaded media address. */
    photo: text("photo").notNull().default(""),
    bio: text("bio").notNull().default(""),
    years: integer("years").notNull().default(0),
    /** One certification a line. */
    certifications: text("certifications").notNull().default(""),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    status: text("status").notNull().default("A"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("trainers_status_check", sql.raw(`"status" in ('A', 'I')`)),
    check("trainers_years_check", sql`${t.years} between 0 and 70`),
  ],
);

export const batchTrainers = pgTable(
  "batch_trainers",
  {
    trainingCardId: integer("training_card_id").notNull(),
    trainerId: integer("trainer_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.trainingCardId, t.trainerId] }),
    index("batch_trainers_trainer_idx").on(t.trainerId),
  ],
);

/** One resized variant of a course's uploaded cover: `/media/covers/{token}-{width}.{format}`. */
export const courseCovers = pgTable(
  "course_covers",
  {
    token: text("token").notNull(),
    courseId: integer("course_id").notNull(),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.token, t.width, t.format] }),
    check("course_covers_format_check", sql`${t.format} in ('avif', 'webp')`),
    check("course_covers_token_check", sql`${t.token} ~ '^[0-9a-f]{32}$'`),
    index("course_covers_course_idx").on(t.courseId),
  ],
);
