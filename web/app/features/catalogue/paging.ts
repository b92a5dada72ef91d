// The catalogue shows 9 courses, then 9 more each time the visitor nears the bottom.
// Lists keep their place. ?page=N server-renders pages 1…N (the first 9N
// courses), so the URL holds how far the visitor got: the infinite scroll and the "Load more"
// link (a plain link to ?page=N+1 without JavaScript) raise it in place, and Back/Forward or a
// reload render the same cards again, where React Router's ScrollRestoration finds its place.
// A page number that is unreadable, past the last page or beyond MAX_PAGE shows the first page.
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";

export const PAGE_PARAM = "page";

/** 450 cards at most in one render (and one API call, whose limit is 500): no list goes further. */
export const MAX_PAGE = 50;

/** A page number from the URL: a whole number from 1 to MAX_PAGE, otherwise the first page. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function lastPage(total: number, pageSize: number = CATALOGUE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number that exists for `total` courses; a page past the end shows the first one. */
export function clampPage(page: number, total: number, pageSize: number = CATALOGUE_PAGE_SIZE): number {
  return page >= 1 && page <= lastPage(total, pageSize) ? page : 1;
}

export type PageWindow = {
  /** How many pages the cards shown fill (what ?page= says). */
  page: number;
  /** Index after the last course shown (the first is always the list's first). */
  end: number;
  /** The page "Load more" asks for, or null when the last course is on screen. */
  nextPage: number | null;
  lastPage: number;
};

/**
 * Which courses show: the first `page` pages, or `count` courses when the infinite scroll has
 * revealed more (never less than a page).
 */
export function pageWindow(
  total: number,
  page: number,
  count: number,
  pageSize: number = CATALOGUE_PAGE_SIZE,
): PageWindow {
  const current = clampPage(page, total, pageSize);
  const end = Math.min(total, Math.max(pageSize, current * pageSize, count));
  const shownPages = Math.max(1, Math.ceil(end / pageSize));
  return {
    page: shownPages,
    end,
    nextPage: end < total ? shownPages + 1 : null,
    lastPage: lastPage(total, pageSize),
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

/** Canonical: the unfiltered path; from page 2 on, the page number too. */
export function canonicalUrl(origin: string, path: string, page: number): string {
  return `${origin}${path}${page > 1 ? `?${PAGE_PARAM}=${page}` : ""}`;
}

/** The page a URL query shows for a list of `total` courses (for titles and canonical links). */
export function pageFromSearch(search: string, total: number): number {
  return clampPage(parsePage(new URLSearchParams(search).get(PAGE_PARAM)), total);
}

/** The id of a card's element, so that "Load more" without JavaScript lands on the first new card. */
export function cardAnchor(index: number): string {
  return `course-${index + 1}`;
}
