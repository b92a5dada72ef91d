// A large list in the browser (list-query.ts): the loader's page of cards, then the next 9 from
// the API each time the infinite scroll asks for them (spec §4: within 200 px of the bottom, after
// 300 ms), and a fresh first page from the API when the filters or ?page=N change (debounced).
import { CATALOGUE_PAGE_SIZE } from "@skillbridge/core/constants";
import { useEffect, useRef, useState } from "react";
import { useApi } from "../../api";
import type { CardCourse } from "./card-course";
import { type CatalogueFilter, filterKey } from "./filter-params";
import { fetchCoursePage, type ListBase, REMOTE_FILTER_DELAY_MS } from "./list-query";
import { lastPage } from "./paging";
import { useInfiniteCount } from "./use-infinite-count";

type Options = {
  base: ListBase;
  /** The loader's cards (from the start of `page`) and total, for the URL's filters. */
  initial: { courses: CardCourse[]; total: number; page: number; filter: CatalogueFilter };
  filter: CatalogueFilter;
  page: number;
  fallback: string;
};

type State = { key: string; courses: CardCourse[]; total: number; page: number; error: string | null };

export function remoteKey(filter: CatalogueFilter, page: number): string {
  return `${filterKey(filter)}|${page}`;
}

export function useRemoteList({ base, initial, filter, page, fallback }: Options) {
  const api = useApi();
  const fromLoader = (): State => ({
    key: remoteKey(initial.filter, initial.page),
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
  const key = remoteKey(filter, page);
  const stale = current.key !== key;
  const baseRef = useRef(base);
  baseRef.current = base;

  // A new filter or page: its first cards, once the visitor has stopped changing things.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for filter and page
  useEffect(() => {
    if (!stale) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const load = (from: number) =>
        fetchCoursePage(api, baseRef.current, filter, (from - 1) * CATALOGUE_PAGE_SIZE, fallback).catch(() => null);
      let shown = page;
      let result = await load(shown);
      if (result?.ok && result.courses.length === 0 && result.total > 0) {
        shown = lastPage(result.total); // a page past the end shows the last one
        result = await load(shown);
      }
      if (cancelled) return;
      setState((previous) =>
        result?.ok
          ? { key, courses: result.courses, total: result.total, page: shown, error: null }
          : { ...previous, key, error: result?.ok === false ? result.error : fallback },
      );
    }, REMOTE_FILTER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, stale, api, fallback]);

  // spec §4 infinite scroll: at most one page ahead of the cards already here, so a slow answer
  // holds the count back instead of letting it run on.
  const start = (current.page - 1) * CATALOGUE_PAGE_SIZE;
  const infinite = useInfiniteCount({
    total: Math.min(current.total - start, current.courses.length + CATALOGUE_PAGE_SIZE),
    resetKey: key,
  });
  const wanted = stale ? CATALOGUE_PAGE_SIZE : infinite.count;
  // The infinite scroll wants more cards than are here: the next ones from the API.
  const missing = !stale && !current.error && wanted > current.courses.length;
  const more = missing && (current.page - 1) * CATALOGUE_PAGE_SIZE + current.courses.length < current.total;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per batch of cards shown
  useEffect(() => {
    if (!more) return;
    let cancelled = false;
    const have = current.courses.length;
    const offset = (current.page - 1) * CATALOGUE_PAGE_SIZE + have;
    fetchCoursePage(api, baseRef.current, filter, offset, fallback, Math.max(CATALOGUE_PAGE_SIZE, wanted - have))
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
