// spec §4: 9 courses show; within 200 px of the bottom, 9 more load after 300 ms; the count goes
// back to 9 whenever a filter changes. An IntersectionObserver watches a sentinel after the last
// card (rootMargin 200 px below the viewport), so nothing runs on every scroll event.
import { CATALOGUE_PAGE_SIZE, LOAD_MORE_DELAY_MS, LOAD_MORE_DISTANCE_PX } from "@skillbridge/core/constants";
import { useEffect, useState } from "react";

type Options = {
  /** How many courses there are to show from where the list starts. */
  total: number;
  /** When this changes (a filter, the page), the count starts again at one page. */
  resetKey: string;
  pageSize?: number;
  delayMs?: number;
  distancePx?: number;
};

export function useInfiniteCount({
  total,
  resetKey,
  pageSize = CATALOGUE_PAGE_SIZE,
  delayMs = LOAD_MORE_DELAY_MS,
  distancePx = LOAD_MORE_DISTANCE_PX,
}: Options) {
  const [count, setCount] = useState(pageSize);
  const [near, setNear] = useState(false);
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Reset while rendering (not in an effect), so the shorter list never flashes the old count.
    setKey(resetKey);
    setCount(pageSize);
  }

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `0px 0px ${distancePx}px 0px`,
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
