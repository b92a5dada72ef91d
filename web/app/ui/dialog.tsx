// An accessible popup on the native <dialog>: modal (the page behind is inert, so focus stays
// inside), closes on Esc and on its own buttons, and gives focus back to what opened it — also
// when the popup is unmounted rather than closed, which the browser does not do.
import { visitorCopy } from "@skillbridge/core/messages";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useCopy } from "../i18n/copy";
import styles from "./dialog.module.css";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons or links shown under the body. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** The close button's accessible name. */
  closeLabel?: string;
};

export function Dialog({ open, onClose, title, children, footer, size = "md", closeLabel }: DialogProps) {
  const close = useCopy("ui", visitorCopy.ui).close;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || dialog.contains(focus) || !focus.isConnected;
      // Another popup opened from this one (Enroll in the schedule) keeps its own focus.
      const intoAnotherDialog =
        focus instanceof HTMLElement && focus.closest("dialog[open]") !== null && !dialog.contains(focus);
      if (lost && !intoAnotherDialog && opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboards close with Esc
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Esc: let React state close it, so open/closed stays in one place
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? close}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
