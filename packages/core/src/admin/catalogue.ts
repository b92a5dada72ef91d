// Back office, catalogue: domains and courses. One schema per payload, used by the
// staff API (/api/admin/domains, /api/admin/courses) and by the staff pages' forms. Field names
// follow the public API (domain, icon, ictName, ictType, ictMrp, sellPrice, TrainingHour…).

import { COURSE_TYPES } from "../constants.ts";
import { courseTypeSchema, idSchema, statusSchema } from "../schemas.ts";
import { z } from "../zod.ts";

/** A query parameter left empty in a form (`status=`) means "no filter". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const catalogueMessages = {
  image: "Upload an image, or give a site path starting with / or an https:// address",
  icon: "Choose an icon from the list or upload an image",
  sellAboveList: "The sell price must not be above the list price",
  pricePair: "Give both prices, or leave both empty to show “To Know Cost Us”",
  domainMissing: "Choose an existing domain",
  domainNotFound: "Domain not found",
  rupees: "Enter a whole number of rupees",
  hours: "Enter a whole number of hours",
} as const;

/**
 * An image reference (a path relative to the image host, or a full URL): an uploaded
 * file (`/media/{32 hex}.png`), a bundled one (`/images/courses/cloud.svg`) or an https address.
 * Protocol-relative (`//host`) and script addresses are refused.
 */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~%/-]*$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/;
export function isImageRef(value: string): boolean {
  return (SITE_PATH.test(value) && !value.includes("..")) || HTTPS_URL.test(value);
}
export const imageRefSchema = z.string().trim().max(500, "Must be at most 500 characters").refine(isImageRef, {
  message: catalogueMessages.image,
});

/**
 * A domain's icon: the name of one of the site's icons ("cloud", or a Font-Awesome-style class
 * such as "fa-solid fa-cloud", as the demo data has) or an uploaded image. Empty: the book icon.
 */
const ICON_NAME = /^[a-z][a-z0-9 -]{0,59}$/;
export const domainIconSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .max(500, "Must be at most 500 characters")
    .refine((value) => ICON_NAME.test(value) || isImageRef(value), { message: catalogueMessages.icon })
    .nullable(),
);
export { isIconImage } from "../rules.ts";

// ---- domains ----
export const adminDomainSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  status: statusSchema,
  icon: z.string().nullable(),
  /** Its place in public lists (lowest first). */
  position: z.number().int(),
  courseCount: z.number().int(),
  activeCourseCount: z.number().int(),
});
export type AdminDomain = z.infer<typeof adminDomainSchema>;

const domainName = required("Domain name", 120);
export const domainCreateSchema = z.strictObject({
  domain: domainName,
  icon: domainIconSchema.optional(),
  status: statusSchema.optional(),
});
export type DomainCreate = z.input<typeof domainCreateSchema>;
export type DomainCreateData = z.output<typeof domainCreateSchema>;

export const domainUpdateSchema = z
  .strictObject({ domain: domainName.optional(), icon: domainIconSchema.optional(), status: statusSchema.optional() })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: "Nothing to change",
  });
export type DomainUpdate = z.input<typeof domainUpdateSchema>;
export type DomainUpdateData = z.output<typeof domainUpdateSchema>;

export const domainMoveSchema = z.strictObject({ direction: z.enum(["up", "down"]) });
export type DomainMove = z.infer<typeof domainMoveSchema>;

// ---- courses ----
export const ADMIN_COURSE_SORTS = ["name", "id", "type", "domain", "status", "price", "hours"] as const;
export const ADMIN_COURSE_PAGE_SIZE = 25;
export const adminCourseSortSchema = z.enum(ADMIN_COURSE_SORTS);
export type AdminCourseSort = z.infer<typeof adminCourseSortSchema>;

export const adminCourseQuerySchema = z.strictObject({
  q: optionalParam(z.string().trim().max(200, "Search text must be at most 200 characters")),
  domainId: optionalParam(idSchema),
  type: optionalParam(courseTypeSchema),
  status: optionalParam(statusSchema),
  sort: optionalParam(adminCourseSortSchema),
  order: optionalParam(z.enum(["asc", "desc"])),
  limit: optionalParam(z.coerce.number().int().min(1).max(200)),
  offset: optionalParam(z.coerce.number().int().min(0).max(1_000_000)),
});
export type AdminCourseQuery = z.infer<typeof adminCourseQuerySchema>;

export const adminCourseRowSchema = z.object({
  id: z.number().int(),
  ictName: z.string(),
  ictType: courseTypeSchema,
  ictImg: z.string(),
  status: statusSchema,
  domainId: z.number().int(),
  domainName: z.string(),
  domainStatus: statusSchema,
  /** Training + lab hours; null without an hours record. */
  totalHours: z.number().int().nullable(),
  ictMrp: z.number().int().nullable(),
  sellPrice: z.number().int().nullable(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;
export const adminCourseListSchema = z.object({ items: z.array(adminCourseRowSchema), total: z.number().int() });
export type AdminCourseList = z.infer<typeof adminCourseListSchema>;

const rupees = z
  .number({ error: catalogueMessages.rupees })
  .int(catalogueMessages.rupees)
  .min(0, "A price cannot be negative")
  .max(100_000_000, "A price must be at most ₹10,00,00,000");
const hours = z
  .number({ error: catalogueMessages.hours })
  .int(catalogueMessages.hours)
  .min(0, "Hours cannot be negative")
  .max(10_000, "Hours must be at most 10,000");

const courseFields = {
  ictName: required("Course name", 200),
  ictType: z.enum(COURSE_TYPES, { error: "Choose a course type" }),
  domainId: z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({ error: catalogueMessages.domainMissing })
      .int(catalogueMessages.domainMissing)
      .positive(catalogueMessages.domainMissing)
      .max(2_147_483_647, catalogueMessages.domainMissing),
  ),
  ictSDesc: text(500),
  ictDesc: text(20_000),
  ictImg: imageRefSchema,
  TrainingHour: hours,
  LabHour: hours,
  /** List price in ₹; null (with sellPrice null) = no price, the course page shows "To Know Cost Us". */
  ictMrp: rupees.nullable(),
  sellPrice: rupees.nullable(),
};

type PriceFields = { ictMrp?: number | null | undefined; sellPrice?: number | null | undefined };
/** Both prices or neither; the sell price never above the list price. */
function checkPrices(value: PriceFields, ctx: z.RefinementCtx) {
  if (value.ictMrp === undefined && value.sellPrice === undefined) return;
  const list = value.ictMrp ?? null;
  const sell = value.sellPrice ?? null;
  if ((list === null) !== (sell === null)) {
    ctx.addIssue({
      code: "custom",
      path: [list === null ? "ictMrp" : "sellPrice"],
      message: catalogueMessages.pricePair,
    });
  } else if (list !== null && sell !== null && sell > list) {
    ctx.addIssue({ code: "custom", path: ["sellPrice"], message: catalogueMessages.sellAboveList });
  }
}

/** POST /admin/courses: a new course starts inactive unless `status` says otherwise. */
export const courseCreateSchema = z
  .strictObject({ ...courseFields, status: statusSchema.optional() })
  .superRefine(checkPrices);
export type CourseCreate = z.input<typeof courseCreateSchema>;
export type CourseCreateData = z.output<typeof courseCreateSchema>;

/** PATCH /admin/courses/{id}: any of the fields; prices go together. */
export const courseUpdateSchema = z
  .strictObject({
    ictName: courseFields.ictName.optional(),
    ictType: courseFields.ictType.optional(),
    domainId: courseFields.domainId.optional(),
    ictSDesc: courseFields.ictSDesc.optional(),
    ictDesc: courseFields.ictDesc.optional(),
    ictImg: courseFields.ictImg.optional(),
    TrainingHour: courseFields.TrainingHour.optional(),
    LabHour: courseFields.LabHour.optional(),
    ictMrp: courseFields.ictMrp.optional(),
    sellPrice: courseFields.sellPrice.optional(),
    status: statusSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (Object.values(value).every((field) => field === undefined)) {
      ctx.addIssue({ code: "custom", path: [], message: "Nothing to change" });
    }
    if ((value.ictMrp === undefined) !== (value.sellPrice === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [value.ictMrp === undefined ? "ictMrp" : "sellPrice"],
        message: "Send the list and sell prices together",
      });
      return;
    }
    checkPrices(value, ctx);
  });
export type CourseUpdate = z.input<typeof courseUpdateSchema>;
export type CourseUpdateData = z.output<typeof courseUpdateSchema>;
