// Auto-advance for carousels: a timer that runs only while nothing pauses it,
// and the visitor's reduced-motion preference (no auto-advance when they ask for less motion).
import { useEffect, useRef, useState } from "react";

export function useInterval(callback: () => void, delayMs: number, running: boolean) {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => latest.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs, running]);
}

/** True when the visitor prefers reduced motion; false on the server and until mounted. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
