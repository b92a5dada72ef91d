// The staff course list's search, filters, sorting and page live in the URL (shareable,
// server-rendered): these helpers read them, turn them into the API's query and build links.
import { ADMIN_COURSE_PAGE_SIZE, ADMIN_COURSE_SORTS, type AdminCourseSort } from "@skillbridge/core/admin/catalogue";

export const COURSE_FILTER_KEYS = ["q", "domainId", "type", "status"] as const;
export const COURSES_PATH = "/admin/courses";

export type CourseListView = {
  filters: Partial<Record<(typeof COURSE_FILTER_KEYS)[number], string>>;
  sort: AdminCourseSort;
  order: "asc" | "desc";
  page: number;
};

export function readCourseListView(search: URLSearchParams): CourseListView {
  const filters: CourseListView["filters"] = {};
  for (const key of COURSE_FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value.slice(0, 200);
  }
  const sortParam = search.get("sort") ?? "";
  const sort = (ADMIN_COURSE_SORTS as readonly string[]).includes(sortParam) ? (sortParam as AdminCourseSort) : "name";
  const order = search.get("order") === "desc" ? "desc" : "asc";
  const page = Math.max(1, Math.min(40_000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  return { filters, sort, order, page };
}

/** The API's query for one page of the list. */
export function courseApiQuery(view: CourseListView) {
  return {
    ...view.filters,
    sort: view.sort,
    order: view.order,
    limit: ADMIN_COURSE_PAGE_SIZE,
    offset: (view.page - 1) * ADMIN_COURSE_PAGE_SIZE,
  };
}

/** The page's own URL for a changed view (defaults left out, so URLs stay short). */
export function courseListHref(view: CourseListView, change: Partial<Omit<CourseListView, "filters">> = {}): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams(next.filters);
  if (next.sort !== "name") params.set("sort", next.sort);
  if (next.order !== "asc") params.set("order", next.order);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${COURSES_PATH}?${query}` : COURSES_PATH;
}

/** A column header's link: the first click sorts that column ascending, the next flips the order. */
export function courseSortHref(view: CourseListView, column: AdminCourseSort): string {
  const order = view.sort === column && view.order === "asc" ? "desc" : "asc";
  return courseListHref(view, { sort: column, order, page: 1 });
}

export function coursePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_COURSE_PAGE_SIZE));
}
