// The provider's contact details as one business record (one row, id 1), which an
// admin edits in the back office and every page and mail reads (packages/core/src/site-settings.ts).
// Phones and centres are short ordered lists, kept as jsonb in the row and checked by core's
// siteSettingsSchema on every write.
import type { Centre, SitePhone } from "@skillbridge/core/site-settings";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    phones: jsonb("phones").$type<SitePhone[]>().notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email").notNull(),
    queryEmail: text("query_email").notNull(),
    hours: text("hours").notNull(),
    centres: jsonb("centres").$type<Centre[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);
