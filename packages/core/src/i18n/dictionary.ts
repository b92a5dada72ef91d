// The visitor copy a translated page reads through one dictionary: English is the source
// (the verbatim texts of the other modules, unchanged); every other language's file must have
// every key of it, which the compiler checks (Translation<…>) and the completeness test walks.

import { COURSE_TYPE_LABELS } from "../constants.ts";
import { visitorCopy } from "../messages.ts";
import { catalogueCopy } from "../page-copy/catalogue.ts";
import { courseCopy } from "../page-copy/course.ts";
import { courseListsCopy } from "../page-copy/course-lists.ts";
import { coursePopupsCopy } from "../page-copy/course-popups.ts";
import { enrolmentCopy } from "../page-copy/enrolment.ts";
import { homeCopy } from "../page-copy/home.ts";
import { learnerAreaCopy } from "../page-copy/learner-area.ts";
import { learnerDashboardCopy } from "../page-copy/learner-dashboard.ts";
import { paymentCopy } from "../page-copy/payment.ts";
import { searchCopy } from "../page-copy/search.ts";
import { taughtInCopy } from "../page-copy/taught-in.ts";
import { verifyCopy } from "../page-copy/verify.ts";
import { EN_GB_MONTHS, sessionDayWords } from "../rules.ts";
import { languageSwitchCopy } from "./locales.ts";

/** The words dates and session days are written with (formatDate, describeSessionDays). */
export const englishDates = { months: EN_GB_MONTHS, sessionDays: sessionDayWords } as const;

export const englishDictionary = {
  header: visitorCopy.header,
  footer: visitorCopy.footer,
  care: visitorCopy.care,
  ui: visitorCopy.ui,
  languageSwitch: languageSwitchCopy,
  home: homeCopy,
  catalogue: catalogueCopy,
  courseLists: courseListsCopy,
  course: courseCopy,
  coursePopups: coursePopupsCopy,
  courseTypes: COURSE_TYPE_LABELS,
  enrolment: enrolmentCopy,
  batch: visitorCopy.schedule,
  dates: englishDates,
  // The learner area (sign-in, dashboard and its pages): read only by learner pages' components.
  learnerDashboard: learnerDashboardCopy,
  learnerArea: learnerAreaCopy,
  taughtIn: taughtInCopy,
  search: searchCopy,
  verify: verifyCopy,
  payment: paymentCopy,
} as const;

/** The same shape with any text: literal strings widen, lists keep their items' shape. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : { readonly [K in keyof T]: Translation<T[K]> };

export type Dictionary = Translation<typeof englishDictionary>;

/** Paths ("home.search.label") of keys the English dictionary has and the other lacks or leaves empty. */
export function missingKeys(english: unknown, other: unknown, path = ""): string[] {
  if (typeof english === "string") {
    return typeof other === "string" && other.trim() !== "" ? [] : [path];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length) return [path];
    return english.flatMap((item, index) => missingKeys(item, other[index], `${path}[${index}]`));
  }
  if (english && typeof english === "object") {
    const target = (other && typeof other === "object" ? other : {}) as Record<string, unknown>;
    return Object.entries(english).flatMap(([key, value]) =>
      missingKeys(value, target[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}
