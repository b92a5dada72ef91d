// The provider's contact details, one record. Every page reads it (public); an
// admin saves it from the back office (audited; the public pages are refreshed at once).
import { endpoint } from "../endpoint.ts";
import { errorSchema } from "../schemas.ts";
import { siteSettingsSchema } from "../site-settings-schema.ts";

export const siteSettingsEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/site-settings",
    access: "public",
    tags: ["site"],
    summary: "The provider's phones, WhatsApp, e-mail addresses, opening hours and training centres",
    responses: { 200: siteSettingsSchema },
  }),
  save: endpoint({
    method: "PUT",
    path: "/admin/site-settings",
    access: "staff",
    tags: ["admin"],
    summary: "Save the provider's contact details (admins only)",
    body: siteSettingsSchema,
    responses: { 200: siteSettingsSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
  }),
};
