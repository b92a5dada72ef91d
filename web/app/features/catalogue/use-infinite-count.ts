// 9 courses show; near the bottom, 9 more load after 300 ms; the count goes back to one
// page whenever a filter changes. An IntersectionObserver watches a sentinel after the last card,
// so nothing runs on every scroll event.
// The spec's "200 px from the bottom" was measured on a page whose footer was short; on a
// phone the footer is over 1,000 px tall, so the sentinel (above it) is watched from LOAD_AHEAD_PX
// below the screen: the next cards are there before the visitor reaches the footer. A sentinel
// already above the screen counts too (ten screens up): a visitor who jumped to the footer is past
// the cards and gets the next ones (before, the footer hid the sentinel and nothing loaded). The count
// starts at the URL's pages (?page=N) and follows the URL when it asks for more ("Load more").
import { CATALOGUE_PAGE_SIZE, LOAD_MORE_DELAY_MS } from "@skillbridge/core/constants";
import { useEffect, useState } from "react";

/** How far below the screen the sentinel starts the next load (about one phone screen). */
export const LOAD_AHEAD_PX = 600;

type Options = {
  /** How many courses there are to show. */
  total: number;
  /** When this changes (a filter), the count starts again at `initialCount`. */
  resetKey: string;
  /** The count to start from (the URL's pages); a larger one later raises the count. */
  initialCount?: number;
  pageSize?: number;
  delayMs?: number;
  distancePx?: number;
};

export function useInfiniteCount({
  total,
  resetKey,
  initialCount,
  pageSize = CATALOGUE_PAGE_SIZE,
  delayMs = LOAD_MORE_DELAY_MS,
  distancePx = LOAD_AHEAD_PX,
}: Options) {
  const start = initialCount ?? pageSize;
  const [count, setCount] = useState(start);
  const [near, setNear] = useState(false);
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Reset while rendering (not in an effect), so the shorter list never flashes the old count.
    setKey(resetKey);
    setCount(start);
  } else if (start > count) {
    setCount(start); // the URL asks for more pages ("Load more")
  }

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `1000% 0px ${distancePx}px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, distancePx]);

  const hasMore = count < total;
  const loading = near && hasMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count restarts the timer on purpose
  useEffect(() => {
    if (!loading) return;
    // Still near the bottom after the new cards render (a tall screen)? This runs again for the next 9.
    const timer = setTimeout(() => setCount((shown) => shown + pageSize), delayMs);
    return () => clearTimeout(timer);
  }, [loading, count, delayMs, pageSize]);

  return { count, loading, hasMore, sentinelRef: setSentinel };
}
