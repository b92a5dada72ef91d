// The public pages that exist in every language (English at today's paths, others under their
// prefix). Staff pages stay English and are not listed. Read by routes.ts and the sitemap.
import { localeList, locales, unlocalizedPath } from "@skillbridge/core/i18n/locales";

export const translatedLocales = localeList.map((locale) => locales[locale].prefix).filter((prefix) => prefix !== "");

export const translatedRoutes = [
  { path: "", file: "routes/home.tsx" },
  { path: "training_course", file: "routes/catalogue.tsx" },
  { path: "course/:id/:name?", file: "routes/course.tsx" },
  // Forms without scripts, the payment page and the certificate check: a Hindi visitor who enrols,
  // pays or checks a certificate stays in Hindi (the course page's forms and the payment mail link here).
  { path: "course/:id/enrol", file: "routes/course-enrol.tsx" },
  { path: "course/:id/enquiry", file: "routes/course-enquiry.tsx" },
  { path: "course/:id/team", file: "routes/course-team-booking.tsx" },
  { path: "pay", file: "routes/payment.tsx" },
  { path: "pay/razorpay", file: "routes/payment-gateway-return.tsx" },
  { path: "verify", file: "routes/verify.tsx" },
  { path: "verify/:code", file: "routes/verify-code.tsx" },
] as const;

/** The static paths of the translated pages (the sitemap lists them in every language). */
export const translatedStaticPaths = ["/", "/training_course"];

const translatedPatterns = [
  /^\/$/,
  /^\/training_course$/,
  /^\/course\/\d+(\/[^/]+)?$/,
  /^\/pay(\/razorpay)?$/,
  /^\/verify(\/[^/]+)?$/,
];

/** Whether the page at this (language-free or prefixed) path exists in every language. */
export function isTranslatedPath(pathname: string): boolean {
  const base = unlocalizedPath(pathname);
  return translatedPatterns.some((pattern) => pattern.test(base));
}
