-- Issue 17, item 9: the provider's contact details (phones, WhatsApp, e-mail addresses, opening
-- hours, training centres) as one business record that an admin edits in the back office and every
-- page and mail reads. One row (id 1), seeded with the values the code held until now
-- (packages/core/src/site-settings.ts, defaultSiteSettings).
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"phones" jsonb NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"query_email" text NOT NULL,
	"hours" text NOT NULL,
	"centres" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("id" = 1),
	CONSTRAINT "site_settings_lists_check" CHECK (jsonb_typeof("phones") = 'array' AND jsonb_array_length("phones") >= 1 AND jsonb_typeof("centres") = 'array' AND jsonb_array_length("centres") >= 1)
);--> statement-breakpoint
INSERT INTO "site_settings" ("id", "phones", "whatsapp", "email", "query_email", "hours", "centres") VALUES (1, '[{"label": "+91 98450 22334", "tel": "+919845022334"}, {"label": "+91 80 4567 8900", "tel": "+918045678900"}]'::jsonb, '919845022334', 'info@skillbridge-academy.in', 'enquiry@skillbridge-academy.in', 'Monday to Saturday, 9:30 am to 7:00 pm IST', '[{"city": "Bengaluru", "name": "Bengaluru (Head Office)", "lines": ["3rd Floor, Prestige Tech Park", "80 Feet Road, Koramangala", "Bengaluru, Karnataka 560034"], "region": "Karnataka", "postalCode": "560034", "mapQuery": "Koramangala, Bengaluru", "batchLocation": "Bengaluru – Koramangala Centre"}, {"city": "Pune", "name": "Pune", "lines": ["Office 402, Pride Icon", "Shivajinagar", "Pune, Maharashtra 411005"], "region": "Maharashtra", "postalCode": "411005", "mapQuery": "Shivajinagar, Pune", "batchLocation": "Pune – Shivajinagar Centre"}]'::jsonb);
