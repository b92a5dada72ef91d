// What a list page asks the API for, on the server (first render) and in the browser (a large
// list's next 9, or a new filter). A small list is shipped whole and filtered in the browser with
// core's filterCourses; a large one is filtered and paged by the API (GET /ictData/?search&q&
// maxHours&type&domain&limit&offset, x-total-count) with the same rule (catalogue-filter.ts).
import type { ApiClient } from "@skillbridge/core/api-client";
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";
import { type EndpointInput, routeOf } from "@skillbridge/core/endpoint";
import type { courseEndpoints } from "@skillbridge/core/endpoints";
import { errorText } from "../../forms/errors";
import { type CardCourse, toCardCourse } from "./card-course";
import type { CatalogueFilter } from "./filter-params";

/**
 * Up to this many courses a list page ships every card and filters in the browser (instant, no
 * request per change); above it, the page holds one page of cards and asks the API for more.
 * 200 cards are ~60 KB of HTML before compression: still a light page.
 */
export const CLIENT_FILTER_MAX_COURSES = 200;

/** Filter changes of a large list wait this long, so quick successive clicks make one request. */
export const REMOTE_FILTER_DELAY_MS = 150;

/** What the page lists before the visitor's filters: everything, one search, or one domain. */
export type ListBase = { search?: string; domainId?: number };

/** GET /ictData/ as the browser calls it (without the declaration's schemas). */
const courseListRoute = routeOf<typeof courseEndpoints.list>({ method: "GET", path: "/ictData/" });

/** The query of GET /ictData/, typed by its endpoint in core. */
export type CourseListQuery = NonNullable<EndpointInput<typeof courseEndpoints.list>["query"]>;

/**
 * The domains a list shows: the ticked ones, and on a domain page its own domain as well (
 * ticking a domain there adds its courses; it never empties the list). Empty means all.
 */
export function listDomains(base: ListBase, ticked: readonly number[]): number[] {
  if (base.domainId === undefined) return [...ticked];
  return [...new Set([base.domainId, ...ticked])].sort((a, b) => a - b);
}

/**
 * The API query of a list: `filter` null means the base list unfiltered; with `limit`, one page.
 * The slider is always sent (default 360), as the browser's filter applies it too.
 */
export function courseListQuery(
  base: ListBase,
  filter: CatalogueFilter | null,
  page?: { offset: number; limit: number },
): CourseListQuery {
  const query: CourseListQuery = {};
  if (base.search) query.search = base.search;
  const domains = listDomains(base, filter?.domainIds ?? []);
  if (filter) {
    if (filter.text.trim()) query.q = filter.text.trim();
    query.maxHours = filter.maxHours;
    if (filter.types.length) query.type = filter.types;
    if (filter.languages.length) query.lang = filter.languages;
    if (filter.sort) query.sort = filter.sort;
  }
  if (domains.length) query.domain = domains;
  if (page) {
    query.limit = page.limit;
    query.offset = page.offset;
  }
  return query;
}

/**
 * A list page's courses. "all": every course of the list (the browser filters and scrolls through
 * them without a request). "paged": a large list; `courses` are the cards of the URL's filters
 * from the start of page `page`, `total` how many match, and the browser asks the API for more.
 */
export type CourseListData =
  | { mode: "all"; courses: CardCourse[]; total: number; error: null }
  | { mode: "paged"; courses: CardCourse[]; total: number; page: number; filter: CatalogueFilter; error: null }
  | { mode: "all"; courses: CardCourse[]; total: 0; error: string };

export type CoursePage = { ok: true; courses: CardCourse[]; total: number } | { ok: false; error: string };

/** One page of a filtered list, as cards, with the list's total. */
export async function fetchCoursePage(
  api: ApiClient,
  base: ListBase,
  filter: CatalogueFilter | null,
  offset: number,
  fallback: string,
  limit: number = CATALOGUE_PAGE_SIZE,
): Promise<CoursePage> {
  const query = courseListQuery(base, filter, { offset, limit });
  const result = await api.call(courseListRoute, { query });
  if (!result.ok) return { ok: false, error: errorText(result.error, fallback) };
  return { ok: true, courses: result.data.map(toCardCourse), total: result.total ?? offset + result.data.length };
}
