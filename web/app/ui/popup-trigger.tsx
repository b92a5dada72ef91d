// What opens a popup (issue 12). Until the page's scripts run, a link to a page that holds the
// same form (so a visitor on a slow phone, or without scripts, still gets it); once they run, a
// button that opens the popup, fetching the popup's code ahead when pointed at or focused.
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";

type Props = {
  /** The page with the popup's form, for a visitor without scripts. */
  href: string;
  onOpen: () => void;
  /** Fetches the popup's code (called on hover and focus; cached by the module loader). */
  preload?: () => Promise<unknown>;
  className?: string;
  children: ReactNode;
};

export function PopupTrigger({ href, onOpen, preload, className, children }: Props) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <Link to={href} className={className} reloadDocument>
        {children}
      </Link>
    );
  }
  const warm = preload ? () => void preload().catch(() => undefined) : undefined;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
