// An accessible popup on the native <dialog>: modal (the page behind is inert, so focus stays
// inside), closes on Esc and on its own buttons, and the browser returns focus to the opener.
import { type ReactNode, useEffect, useId, useRef } from "react";
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

export function Dialog({ open, onClose, title, children, footer, size = "md", closeLabel = "Close" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
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
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
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
