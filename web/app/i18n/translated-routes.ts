// The public pages that exist in every language (English at today's paths, others under their
// prefix). Staff pages stay English and are not listed. Read by routes.ts and the sitemap.
import { localeList, locales, unlocalizedPath } from "@skillbridge/core/i18n/locales";

export const translatedLocales = localeList.map((locale) => locales[locale].prefix).filter((prefix) => prefix !== "");

export const translatedRoutes = [
  { path: "", file: "routes/home.tsx" },
  { path: "training_course", file: "routes/catalogue.tsx" },
  { path: "course/:id/:name?", file: "routes/course.tsx" },
  { path: "search/:query", file: "routes/search.tsx" },
  // The learner area: its pages, and the posts whose redirects keep the page's language
  // (sign-out lands on the home page of the language it was sent from).
  { path: "learner/login", file: "routes/learner-login.tsx" },
  { path: "learner/logout", file: "routes/learner-logout.ts" },
  { path: "learner/Profile", file: "routes/learner-profile.tsx" },
  { path: "learner/trainings/:trainingId/attendance", file: "routes/learner-attendance.tsx" },
  { path: "learner/trainings/:trainingId/:kind", file: "routes/learner-training.tsx" },
  { path: "learner/set-password", file: "routes/learner-set-password.tsx" },
  { path: "learner/forgot-password", file: "routes/learner-forgot-password.tsx" },
  { path: "learner/fees", file: "routes/learner-fees.tsx" },
  { path: "learner/tests", file: "routes/learner-tests.tsx" },
  { path: "learner/attempts/:id", file: "routes/learner-attempt.tsx" },
  { path: "learner/account", file: "routes/learner-account.tsx" },
  { path: "learner/confirm-email", file: "routes/learner-confirm-email.tsx" },
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
  /^\/search\/[^/]+$/,
  /^\/verify(\/[^/]+)?$/,
];

// Pages for one visitor (the learner area, a payment link's page): in every language, but never
// indexed (no alternates or sitemap entries for them).
const learnerPatterns = [
  /^\/learner\/(login|logout|Profile|set-password|forgot-password|fees|tests|account|confirm-email)$/,
  /^\/learner\/trainings\/[^/]+\/[^/]+$/,
  /^\/learner\/attempts\/[^/]+$/,
  /^\/pay(\/razorpay)?$/,
];

/** Whether the page at this (language-free or prefixed) path exists in every language. */
export function isTranslatedPath(pathname: string): boolean {
  const base = unlocalizedPath(pathname);
  return isIndexedTranslatedPath(base) || learnerPatterns.some((pattern) => pattern.test(base));
}

/** A translated public page: its languages name each other (hreflang) and the sitemap lists them. */
export function isIndexedTranslatedPath(pathname: string): boolean {
  const base = unlocalizedPath(pathname);
  return translatedPatterns.some((pattern) => pattern.test(base));
}
