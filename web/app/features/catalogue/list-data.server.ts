// What the catalogue, search and domain loaders read: the course list (as card data) and the active
// domains for the sidebar, each with its fallback error text when the call fails.
import { courseEndpoints, domainEndpoints, teachingLanguageEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";
import { localeOfPath } from "@skillbridge/core/i18n/locales";
import { type ShownLanguage, shownLanguages } from "@skillbridge/core/i18n/teaching-languages";
import { fallbackErrors } from "@skillbridge/core/messages";
import type { Domain } from "@skillbridge/core/schemas";
import { errorText } from "../../forms/errors";
import { type CardCourse, toCardCourse } from "./card-course";
import { activeFilterCount, parseFilter } from "./filter-params";
import {
  CLIENT_FILTER_MAX_COURSES,
  type CourseListData,
  courseListQuery,
  fetchCoursePage,
  type ListBase,
} from "./list-query";
import { clampPage, PAGE_PARAM, parsePage } from "./paging";

/**
 * The URL's pages (1…N for ?page=N) for its filters first: on a large list that is all the page
 * needs. Only when the list turns out small (or the URL is filtered and the unfiltered size is
 * unknown) is more asked. A page past the end shows the first page.
 */
export async function loadBrowserList(
  api: ApiClient,
  base: ListBase,
  params: URLSearchParams,
  domains: Domain[] | null,
  fallback: string,
  languages?: readonly ShownLanguage[],
): Promise<CourseListData> {
  const failed = (error: string): CourseListData => ({ mode: "all", courses: [], total: 0, error });
  const filter = parseFilter(
    params,
    domains?.map((domain) => domain.id),
    languages?.map((language) => language.code),
  );
  const wanted = parsePage(params.get(PAGE_PARAM));
  const first = await fetchCoursePage(api, base, filter, 0, fallback, wanted * CATALOGUE_PAGE_SIZE);
  if (!first.ok) return failed(first.error);
  // A domain page ships every course of the list without its domain, so that ticking another
  // domain adds that domain's courses in the browser.
  const shipped: ListBase = { search: base.search };
  let size = first.total;
  if (activeFilterCount(filter) > 0 || base.domainId !== undefined) {
    const unfiltered = await fetchCoursePage(api, shipped, null, 0, fallback, 1);
    if (!unfiltered.ok) return failed(unfiltered.error);
    size = unfiltered.total;
  }
  if (size <= CLIENT_FILTER_MAX_COURSES) {
    const all = await api.call(courseEndpoints.list, { query: courseListQuery(shipped, null) });
    if (!all.ok) return failed(errorText(all.error, fallback));
    return { mode: "all", courses: all.data.map(toCardCourse), total: all.data.length, error: null };
  }
  const page = clampPage(wanted, first.total);
  const courses = first.courses.slice(0, page * CATALOGUE_PAGE_SIZE);
  return { mode: "paged", courses, total: first.total, page, filter, error: null };
}

export type { CourseListData };

export type CourseListResult = { courses: CardCourse[]; error: string | null };

/**
 * One domain's courses as cards (the all-domains page's first domain), filtered by the database
 * and capped: a large domain shows its first CLIENT_FILTER_MAX_COURSES and the page links to
 * /domain/{id}, which pages through all of them.
 */
export async function loadDomainCourses(
  api: ApiClient,
  domainId: number,
  fallback: string,
): Promise<CourseListResult & { total: number }> {
  const result = await api.call(courseEndpoints.list, {
    query: { domain: [domainId], limit: CLIENT_FILTER_MAX_COURSES },
  });
  if (!result.ok) return { courses: [], total: 0, error: errorText(result.error, fallback) };
  return { courses: result.data.map(toCardCourse), total: result.total ?? result.data.length, error: null };
}

export type DomainsResult = { domains: Domain[] | null; error: string | null };

/** The public list holds active domains only. */
export async function loadDomains(api: ApiClient): Promise<DomainsResult> {
  const result = await api.call(domainEndpoints.list);
  return result.ok
    ? { domains: result.data, error: null }
    : { domains: null, error: errorText(result.error, fallbackErrors.domains) };
}

/**
 * The teaching languages for the "Taught in" filter and the cards, named in the page's language
 * (an English page never receives the Hindi names). None when they could not be loaded: the
 * filter is then left out and the cards name no language.
 */
export async function loadLanguages(api: ApiClient, url: string): Promise<ShownLanguage[]> {
  const result = await api.call(teachingLanguageEndpoints.list);
  return result.ok ? shownLanguages(result.data, localeOfPath(new URL(url).pathname)) : [];
}
