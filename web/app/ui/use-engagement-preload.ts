// Popups open with their form already on screen: their code is fetched on the
// visitor's first interaction with the page — a scroll, a touch, a key, a pointer moving — and
// earlier still by the trigger itself (hover, focus). Not at idle after load: a first
// visit that only reads the page then carries no form code (with its zod schemas, up to ~50 KB)
// and stays within 130 KB of JavaScript. On a phone the first tap is rarely Enroll Now itself:
// the course page's schedule popup, the menu or a scroll come first and start the fetch.
import { useEffect } from "react";

const ENGAGEMENT = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart", "wheel"] as const;

export function useEngagementPreload(load: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => {
      stop();
      void load().catch(() => undefined);
    };
    const stop = () => {
      for (const type of ENGAGEMENT) window.removeEventListener(type, run, { capture: true });
    };
    for (const type of ENGAGEMENT) window.addEventListener(type, run, { capture: true, passive: true });
    return stop;
  }, [load]);
}
