// A large list in the browser (list-query.ts): the loader's pages of cards (1…N for ?page=N),
// then the next 9 from the API each time the infinite scroll or "Load more" asks for them (the
// scroll: near the bottom, after 300 ms), and a fresh first page from the API when the filters
// change (debounced).
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";
import { useEffect, useRef, useState } from "react";
import { useApi } from "../../api";
import type { CardCourse } from "./card-course";
import { type CatalogueFilter, filterKey } from "./filter-params";
import { fetchCoursePage, type ListBase, REMOTE_FILTER_DELAY_MS } from "./list-query";
import { useInfiniteCount } from "./use-infinite-count";

type Options = {
  base: ListBase;
  /** The loader's cards (pages 1…`page`) and total, for the URL's filters. */
  initial: { courses: CardCourse[]; total: number; page: number; filter: CatalogueFilter };
  filter: CatalogueFilter;
  page: number;
  fallback: string;
};

type State = { key: string; courses: CardCourse[]; total: number; page: number; error: string | null };

/** A new filter starts a new list; a new page only shows more of the same one. */
export function remoteKey(filter: CatalogueFilter): string {
  return filterKey(filter);
}

export function useRemoteList({ base, initial, filter, page, fallback }: Options) {
  const api = useApi();
  const fromLoader = (): State => ({
    key: remoteKey(initial.filter),
    courses: initial.courses,
    total: initial.total,
    page: initial.page,
    error: null,
  });
  const [source, setSource] = useState(initial);
  const [state, setState] = useState(fromLoader);
  let current = state;
  if (source.courses !== initial.courses) {
    // New loader data (another search, a revalidation): it replaces whatever was fetched.
    current = fromLoader();
    setSource(initial);
    setState(current);
  }
  const key = remoteKey(filter);
  const stale = current.key !== key;
  const baseRef = useRef(base);
  baseRef.current = base;

  // A new filter: its first cards, once the visitor has stopped changing things.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  useEffect(() => {
    if (!stale) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const result = await fetchCoursePage(api, baseRef.current, filter, 0, fallback).catch(() => null);
      if (cancelled) return;
      setState((previous) =>
        result?.ok
          ? { key, courses: result.courses, total: result.total, page: 1, error: null }
          : { ...previous, key, error: result?.ok === false ? result.error : fallback },
      );
    }, REMOTE_FILTER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, stale, api, fallback]);

  // Infinite scroll: at most one page ahead of the cards already here, so a slow answer
  // holds the count back instead of letting it run on.
  const infinite = useInfiniteCount({
    total: Math.min(current.total, current.courses.length + CATALOGUE_PAGE_SIZE),
    resetKey: key,
    initialCount: (stale ? 1 : Math.max(page, current.page)) * CATALOGUE_PAGE_SIZE,
  });
  const wanted = stale ? CATALOGUE_PAGE_SIZE : infinite.count;
  // The infinite scroll wants more cards than are here: the next ones from the API.
  const missing = !stale && !current.error && wanted > current.courses.length;
  const more = missing && current.courses.length < current.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per batch of cards shown
  useEffect(() => {
    if (!more) return;
    let cancelled = false;
    const have = current.courses.length;
    fetchCoursePage(api, baseRef.current, filter, have, fallback, Math.max(CATALOGUE_PAGE_SIZE, wanted - have))
      .catch(() => null)
      .then((result) => {
        if (cancelled) return;
        setState((previous) => {
          if (previous.key !== key || previous.courses.length !== have) return previous;
          return result?.ok
            ? { ...previous, courses: [...previous.courses, ...result.courses], total: result.total }
            : { ...previous, error: result?.ok === false ? result.error : fallback };
        });
      });
    return () => {
      cancelled = true;
    };
  }, [more, key, current.courses.length]);

  return {
    ...current,
    count: Math.min(wanted, current.courses.length),
    sentinelRef: infinite.sentinelRef,
    loading: stale || more || infinite.loading,
  };
}
