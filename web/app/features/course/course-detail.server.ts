// Loads everything a course page shows in one parallel round (spec §7 calls), reshaped once here.
import type { ApiClient, ApiResult } from "@skillbridge/core/api-client";
import { fallbackErrors } from "@skillbridge/core/messages";
import { isUpcoming } from "@skillbridge/core/rules";
import type { Benefit, Course, Faq, LearningModule, Prerequisite, TrainingCard } from "@skillbridge/core/schemas";
import { data } from "react-router";
import { errorText } from "../../forms/errors";
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

function listState<T>(result: ApiResult<T[]>, fallback: string): ListState<T> {
  return result.ok ? { items: result.data, error: null } : { items: [], error: errorText(result.error, fallback) };
}

export async function loadCourseDetail(
  api: ApiClient,
  id: number,
  origin: string,
  now: Date = new Date(),
): Promise<CourseLoad> {
  const [course, batches, modules, benefits, prerequisites, faqs] = await Promise.all([
    api.get<Course>(`/ictData/${id}`),
    api.get<TrainingCard[]>(`/ictData/${id}/training-cards`),
    api.get<LearningModule[]>(`/ictData/${id}/learning-modules`),
    api.get<Benefit[]>(`/benefits/ict/${id}/`),
    api.get<Prerequisite[]>(`/ictData/${id}/pre-reqs/`),
    api.get<Faq[]>(`/ict-faq/ict/${id}`),
  ]);
  // Unknown and retired courses answer 404 (public lists hold active records only).
  if (!course.ok && (course.status === 404 || course.status === 422 || course.status === 400)) {
    return { kind: "not-found" };
  }
  if (!course.ok) return { kind: "error", message: errorText(course.error, fallbackErrors.course) };
  const allBatches = listState(batches, fallbackErrors.trainingCards);
  return {
    kind: "found",
    data: {
      course: course.data,
      batches: {
        error: allBatches.error,
        // spec §4: upcoming when the start day is today or later (IST calendar days)
        items: allBatches.items
          .filter((batch) => isUpcoming(batch.batchStartDate, now))
          .sort(
            (a, b) =>
              a.batchStartDate.localeCompare(b.batchStartDate) || a.batchStartTime.localeCompare(b.batchStartTime),
          ),
      },
      modules: listState(modules, fallbackErrors.modules),
      benefits: listState(benefits, fallbackErrors.benefits),
      prerequisites: listState(prerequisites, fallbackErrors.prerequisites),
      faqs: listState(faqs, fallbackErrors.faqs),
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
