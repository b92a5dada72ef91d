// What opens a popup. Until the page's scripts run, a link to a page that holds the
// same form (so a visitor on a slow phone, or without scripts, still gets it); once they run, a
// button that opens the popup, fetching the popup's code ahead when pointed at or focused.
import { type ReactNode, useEffect, useState } from "react";

type Props = {
  /** The page with the popup's form, for a visitor without scripts. */
  href: string;
  onOpen: () => void;
  /** Fetches the popup's code (called on hover and focus; cached by the module loader). */
  preload?: () => Promise<unknown>;
  className?: string;
  /** An element that describes the trigger (aria-describedby), e.g. its table's caption. */
  describedBy?: string;
  children: ReactNode;
};

export function PopupTrigger({ href, onOpen, preload, className, describedBy, children }: Props) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      // A plain link: before hydration the router does not handle clicks anyway.
      <a href={href} className={className} aria-describedby={describedBy}>
        {children}
      </a>
    );
  }
  const warm = preload ? () => void preload().catch(() => undefined) : undefined;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
