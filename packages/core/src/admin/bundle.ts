// Back office: learning bundles staff add, edit, order and (de)activate.
// One schema per payload, used by the API and the staff forms.

import { statusSchema } from "../schemas.ts";
import { z } from "../zod.ts";
import { pictureField, required, text } from "./site.ts";

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
export const adminBundleSchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  status: statusSchema,
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;
