// spec §4/§9: the catalogue shows 9 courses, then 9 more each time the visitor nears the bottom.
// Beside the infinite scroll, plain ?page=N links reach every course without JavaScript.
//
// ?page=N server-renders the Nth slice of 9 (courses 9N-8 … 9N), not the first N×9: every page
// URL then has its own content and its own canonical (no pages that repeat each other for
// crawlers), the HTML stays the same small size on any page, a no-JS visitor steps through with
// Next/Previous, and a visitor who lands on page N from a search engine sees what the engine
// indexed there, scrolls on from it, and has "Previous page" for what came before.
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";

export const PAGE_PARAM = "page";

/** A page number from the URL: a positive whole number, otherwise the first page. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return Math.max(page, 1);
}

export function lastPage(total: number, pageSize: number = CATALOGUE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number that exists for `total` courses (a page past the end shows the last one). */
export function clampPage(page: number, total: number, pageSize: number = CATALOGUE_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), lastPage(total, pageSize));
}

export type PageWindow = {
  /** The page the window starts on (clamped to the pages that exist). */
  page: number;
  /** Index of the first course shown. */
  start: number;
  /** Index after the last course shown. */
  end: number;
  previousPage: number | null;
  /** The first page not yet shown, or null when the last course is on screen. */
  nextPage: number | null;
  lastPage: number;
};

/**
 * Which courses show: from the start of `page`, `count` of them (the infinite scroll's count,
 * at least one page). The next page is the one after everything already shown, so "Next page"
 * never repeats cards the scroll has already revealed.
 */
export function pageWindow(
  total: number,
  page: number,
  count: number,
  pageSize: number = CATALOGUE_PAGE_SIZE,
): PageWindow {
  const last = lastPage(total, pageSize);
  const current = clampPage(page, total, pageSize);
  const start = (current - 1) * pageSize;
  const end = Math.min(total, start + Math.max(pageSize, count));
  return {
    page: current,
    start,
    end,
    previousPage: current > 1 ? current - 1 : null,
    nextPage: end < total ? Math.ceil(end / pageSize) + 1 : null,
    lastPage: last,
  };
}

/** The query string of another page of the same view (filters kept; page 1 has no parameter). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : "";
}

/** spec §2 canonical: the unfiltered path; from page 2 on, the page number too. */
export function canonicalUrl(origin: string, path: string, page: number): string {
  return `${origin}${path}${page > 1 ? `?${PAGE_PARAM}=${page}` : ""}`;
}

/** The page a URL query shows for a list of `total` courses (for titles and canonical links). */
export function pageFromSearch(search: string, total: number): number {
  return clampPage(parsePage(new URLSearchParams(search).get(PAGE_PARAM)), total);
}
