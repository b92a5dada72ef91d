// The only place that queries the site settings: the provider's contact details,
// one row (id 1) that migration 0016 seeded. Read by every page (through the API) and every mail.
import { defaultSiteSettings, type SiteSettings } from "@skillbridge/core/site-settings";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";

const columns = {
  phones: siteSettings.phones,
  whatsapp: siteSettings.whatsapp,
  email: siteSettings.email,
  queryEmail: siteSettings.queryEmail,
  hours: siteSettings.hours,
  centres: siteSettings.centres,
};

export const siteSettingsRepository = {
  /** The record; the seeded values if the row is missing (a database restored from before 0016's seed). */
  async get(db: Executor): Promise<SiteSettings> {
    const [row] = await db.select(columns).from(siteSettings).where(eq(siteSettings.id, 1));
    return row ?? defaultSiteSettings;
  },

  async save(db: Executor, input: SiteSettings): Promise<SiteSettings> {
    const values = { ...input, updatedAt: new Date() };
    const [row] = await db
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
      .returning(columns);
    if (!row) throw new Error("site settings save returned nothing");
    return row;
  },
};
