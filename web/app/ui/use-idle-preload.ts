// Popups open with their form already on screen (issue 12): their code is fetched once the
// browser is idle after the page has loaded (and earlier on hover or focus by the trigger).
import { useEffect } from "react";

export function useIdlePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 1500);
    return () => clearTimeout(timer);
  }, [load]);
}
