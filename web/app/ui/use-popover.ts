// An overlay that works from the server-rendered HTML: its button opens the panel through the
// browser's own popover (popovertarget), so a tap made before the page's scripts have run still
// opens it, and Escape or a tap outside closes it (the browser's light dismiss) with or without
// scripts. Once scripts run they only mirror the panel's state (aria-expanded, an icon, a class)
// and close it when asked (a new page). Where the browser has no popover (older ones, jsdom) the
// button toggles the panel through React, and useDismiss closes it on Escape and a tap outside.
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

const nativePopover = () => typeof HTMLElement !== "undefined" && "togglePopover" in HTMLElement.prototype;

function isShown(panel: HTMLElement): boolean {
  return nativePopover() ? panel.matches(":popover-open") : false;
}

export type Popover<P extends HTMLElement> = {
  open: boolean;
  close: () => void;
  /** Spread on the panel: its id and the popover attribute. */
  panelProps: { id: string; ref: RefObject<P | null>; popover: "auto" };
  /** Spread on the button that opens it. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    type: "button";
    popoverTarget: string;
    "aria-controls": string;
    "aria-expanded"?: boolean;
    onClick: () => void;
  };
};

/**
 * `container` holds the button and the panel: without the browser's popover, a tap inside it
 * does not count as outside.
 */
export function usePopover<P extends HTMLElement>(container: RefObject<HTMLElement | null>): Popover<P> {
  const id = useId();
  const panel = useRef<P>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Before scripts run the browser tells the state itself (popovertarget); a server-rendered
  // aria-expanded="false" would contradict it once the visitor has opened the panel.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const element = panel.current;
    if (!element || !nativePopover()) return;
    const sync = () => setOpen(isShown(element));
    sync(); // opened by a tap before the scripts ran
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, []);

  const close = useCallback(() => {
    const element = panel.current;
    if (element && isShown(element)) element.hidePopover();
    setOpen(false);
  }, []);

  useDismiss(open && !nativePopover(), close, container, button);

  return {
    open,
    close,
    panelProps: { id, ref: panel, popover: "auto" },
    buttonProps: {
      ref: button,
      type: "button",
      popoverTarget: id,
      "aria-controls": id,
      ...(hydrated ? { "aria-expanded": open } : {}),
      // The browser's popover toggles itself; without it, React does.
      onClick: () => {
        if (!nativePopover()) setOpen((value) => !value);
      },
    },
  };
}
