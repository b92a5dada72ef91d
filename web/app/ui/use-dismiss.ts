// An open overlay (a menu, the Support panel) closes on Escape and on a tap or click
// outside it; Escape gives the focus back to the button that opened it (a tap outside leaves the
// focus where the visitor put it).
import { type RefObject, useEffect } from "react";

export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      // A popup opened from the overlay (the sign-in dialog in the menu) handles its own Escape.
      if (event.key !== "Escape" || (event.target as Element | null)?.closest?.("dialog[open]")) return;
      close();
      opener.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, close, container, opener]);
}
