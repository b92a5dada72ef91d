// Loads everything a course page shows in one call (GET /api/ictData/{id}/page), reshaped once here.
import { coursePageEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { Locale } from "@skillbridge/core/i18n/locales";
import { languageNamesText, shownLanguages } from "@skillbridge/core/i18n/teaching-languages";
import { fallbackErrors } from "@skillbridge/core/messages";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { taughtInCopy } from "@skillbridge/core/page-copy/taught-in";
import { dayInIndia } from "@skillbridge/core/rules";
import type { TrainingCard } from "@skillbridge/core/schemas";
import type { TeachingLanguage } from "@skillbridge/core/teaching-languages";
import { data } from "react-router";
import { errorText } from "../../forms/errors";
import { dictionaryFor } from "../../i18n/dictionary.server";
import type { CourseDetailData, ListState } from "./course-data";

export type CourseLoad =
  | { kind: "found"; data: CourseDetailData }
  | { kind: "not-found" }
  | { kind: "error"; message: string };

/** A path's id segment as a course id, or null (non-numeric, zero, too large). */
export function parseCourseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export async function loadCourseDetail(
  api: ApiClient,
  id: number,
  origin: string,
  now: Date = new Date(),
): Promise<CourseLoad> {
  // One call, not six: each in-process call is a whole API request (routing, auth hook, schema
  // work) and each list cost a course check and a query; the aggregate is one query.
  const page = await api.call(coursePageEndpoints.byId, { params: { ictId: id } });
  // Unknown and retired courses answer 404 (public lists hold active records only).
  if (!page.ok && (page.status === 404 || page.status === 422 || page.status === 400)) {
    return { kind: "not-found" };
  }
  if (!page.ok) return { kind: "error", message: errorText(page.error, fallbackErrors.course) };
  const { course, batches, modules, benefits, prerequisites, faqs, reviews, trainers, coverToken } = page.data;
  const listed = <T>(items: T[]): ListState<T> => ({ items, error: null });
  // A batch is upcoming when its start day is today or later in IST (isUpcoming). isUpcoming finds
  // today's IST day on every call, a time-zone format of ~80 µs: found once here instead, and
  // compared with the batches' start days, which are bare days (YYYY-MM-DD, per the schema).
  const today = dayInIndia(now);
  return {
    kind: "found",
    data: {
      course,
      batches: {
        error: null,
        items: batches
          .filter((batch) => batch.batchStartDate >= today)
          .sort(
            (a, b) =>
              a.batchStartDate.localeCompare(b.batchStartDate) || a.batchStartTime.localeCompare(b.batchStartTime),
          ),
      },
      modules: listed(modules),
      benefits: listed(benefits),
      prerequisites: listed(prerequisites),
      faqs: listed(faqs),
      reviews,
      trainers,
      coverToken,
      origin,
      loadedAt: now.toISOString(),
    },
  };
}

/** The page's data, or the 404 / error answer the route's error boundary shows. */
export async function courseDetailOrThrow(api: ApiClient, origin: string, rawId: string | undefined) {
  const id = parseCourseId(rawId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const result = await loadCourseDetail(api, id, origin);
  if (result.kind === "not-found") throw new Response("Not Found", { status: 404 });
  // 503: a passing failure of our own, which crawlers retry rather than drop.
  if (result.kind === "error") throw data({ message: result.message }, { status: 503 });
  return result.data;
}

/**
 * Per batch, "Taught in: English · Hindi" in the page's language: the schedule's line under each
 * batch. Written here so that neither the words nor the languages' names travel in the page's scripts.
 */
export function taughtInLines(
  batches: readonly TrainingCard[],
  languages: readonly TeachingLanguage[],
  locale: Locale,
): Record<number, string> {
  const shown = shownLanguages(languages, locale);
  const line = (dictionaryFor(locale)?.taughtIn ?? taughtInCopy).line;
  const lines: Record<number, string> = {};
  for (const batch of batches) {
    const names = languageNamesText(batch.languages ?? [], shown);
    if (names) lines[batch.id] = fillCopy(line, { languages: names });
  }
  return lines;
}
