// What the catalogue, search and domain loaders read: a course list (as card data) and the active
// domains for the sidebar, each with the spec §8 fallback text when the call fails.
import type { ApiClient } from "@skillbridge/core/api-client";
import { fallbackErrors } from "@skillbridge/core/messages";
import type { Course, Domain } from "@skillbridge/core/schemas";
import { errorText } from "../../forms/errors";
import { type CardCourse, toCardCourse } from "./card-course";

export type CourseListResult = { courses: CardCourse[]; error: string | null };

export async function loadCourseList(
  api: ApiClient,
  path: string,
  fallback: string,
  keep: (course: Course) => boolean = () => true,
): Promise<CourseListResult> {
  const result = await api.get<Course[]>(path);
  if (!result.ok) return { courses: [], error: errorText(result.error, fallback) };
  return { courses: result.data.filter(keep).map(toCardCourse), error: null };
}

export type DomainsResult = { domains: Domain[] | null; error: string | null };

/** The public list holds active domains only (spec §4). */
export async function loadDomains(api: ApiClient): Promise<DomainsResult> {
  const result = await api.get<Domain[]>("/domains/");
  return result.ok
    ? { domains: result.data, error: null }
    : { domains: null, error: errorText(result.error, fallbackErrors.domains) };
}
