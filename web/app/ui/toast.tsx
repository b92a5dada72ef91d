// The spec's "alerts" as accessible toasts: a polite status for success, an assertive alert for
// failures, never window.alert. Messages stay 6 s (longer than the WCAG minimum for reading).
import { visitorCopy } from "@skillbridge/core/messages";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useCopy } from "../i18n/copy";
import styles from "./toast.module.css";

type Tone = "success" | "error" | "info";
/** A message the server rendered with the page (a flash after a form post): on screen without JavaScript. */
export type InitialToast = { text: string; tone: Tone };
type Toast = { id: number; text: string; tone: Tone };
type ToastApi = {
  show: (text: string, tone?: Tone) => void;
  /** An error belongs to the attempt that failed; the next attempt clears it. */
  clearErrors: () => void;
};

const ToastContext = createContext<ToastApi>({ show: () => undefined, clearErrors: () => undefined });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

export function ToastProvider({ children, flash }: { children: ReactNode; flash?: InitialToast | null }) {
  const [toasts, setToasts] = useState<Toast[]>(() => (flash ? [{ id: 0, ...flash }] : []));
  const nextId = useRef(1);
  const shownFlash = useRef(flash);
  // Pending auto-dismissals, dropped if the provider unmounts first.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const clearErrors = useCallback(
    () => setToasts((list) => (list.some((t) => t.tone === "error") ? list.filter((t) => t.tone !== "error") : list)),
    [],
  );
  // An error toast does not outlive its page ("Login failed" after a later success).
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    clearErrors();
  }, [pathname, clearErrors]);
  const show = useCallback(
    (text: string, tone: Tone = "info") => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, text, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, 6000);
      timers.current.add(timer);
    },
    [dismiss],
  );
  // A flash arriving with new page data (a client-side navigation after a form post) is shown
  // like any toast; the one rendered with the page is timed out once scripts run.
  useEffect(() => {
    if (flash && flash !== shownFlash.current) {
      shownFlash.current = flash;
      show(flash.text, flash.tone);
    }
  }, [flash, show]);
  useEffect(() => {
    if (!shownFlash.current) return;
    const timer = setTimeout(() => dismiss(0), 6000);
    return () => clearTimeout(timer);
  }, [dismiss]);
  const api = useMemo(() => ({ show, clearErrors }), [show, clearErrors]);
  const dismissLabel = useCopy("ui", visitorCopy.ui).dismiss;
  const errors = toasts.filter((toast) => toast.tone === "error");
  const notes = toasts.filter((toast) => toast.tone !== "error");
  const list = (items: Toast[]) =>
    items.map((toast) => (
      <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
        <span>{toast.text}</span>
        <button type="button" className={styles.dismiss} onClick={() => dismiss(toast.id)} aria-label={dismissLabel}>
          ×
        </button>
      </div>
    ));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region}>
        <div role="status" aria-live="polite">
          {list(notes)}
        </div>
        <div role="alert" aria-live="assertive">
          {list(errors)}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
