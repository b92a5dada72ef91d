// The inbox's filters, sorting and page live in the URL (shareable, server-rendered): these
// helpers read them, turn them into the API's query, and build the table's links.
import { INBOX_PAGE_SIZE } from "@skillbridge/core/constants";

export const FILTER_KEYS = ["q", "status", "type", "courseId", "source", "assigneeId", "from", "to"] as const;
export type InboxView = {
  filters: Partial<Record<(typeof FILTER_KEYS)[number], string>>;
  sort: "created_at" | "name" | "status";
  order: "asc" | "desc";
  page: number;
};

export function readInboxView(search: URLSearchParams): InboxView {
  const filters: InboxView["filters"] = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const sortParam = search.get("sort");
  const sort = sortParam === "name" || sortParam === "status" ? sortParam : "created_at";
  const order = search.get("order") === "asc" ? "asc" : "desc";
  const page = Math.max(1, Math.min(100_000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  return { filters, sort, order, page };
}

/** The API's filters and order for the view: the CSV export's query. */
export function apiFilters(view: InboxView) {
  return { ...view.filters, sort: view.sort, order: view.order };
}

/** The API's query for the view's page of the list. */
export function apiQuery(view: InboxView) {
  return { ...apiFilters(view), limit: INBOX_PAGE_SIZE, offset: (view.page - 1) * INBOX_PAGE_SIZE };
}

/** The page's own URL for a changed view (defaults left out, so URLs stay short). */
export function viewHref(view: InboxView, change: Partial<Omit<InboxView, "filters">> = {}): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams(next.filters);
  if (next.sort !== "created_at") params.set("sort", next.sort);
  if (next.order !== "desc") params.set("order", next.order);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `/admin/inbox?${query}` : "/admin/inbox";
}

/** A column header's link: the first click sorts that column, the next flips the order. */
export function sortHref(view: InboxView, column: InboxView["sort"]): string {
  const order =
    view.sort === column ? (view.order === "asc" ? "desc" : "asc") : column === "created_at" ? "desc" : "asc";
  return viewHref(view, { sort: column, order, page: 1 });
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
}
