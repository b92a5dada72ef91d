// The frame every add/edit dialog of the back office shares: the accessible dialog (ui/dialog.tsx),
// a form checked with the API's own schema first, the form-wide error as an alert, Save and Cancel,
// and the pending state. The form posts to its page's route action (a fetcher with scripts, a plain
// post without): one write path, one place for its texts. Saved: the action redirects with its
// one-time message (shown as a toast) and the dialog closes; refused: its messages per field.
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { Dialog } from "../ui/dialog";
import { useActionForm } from "./action-form";
import styles from "./admin.module.css";
import { type FieldErrors, issueErrors } from "./form-errors";
import { UPLOAD_FORM_ENCODING } from "./upload-field";

/** The dialog; its form is mounted only while open, so each opening starts from the item's values. */
export function FormDialog({
  open,
  onClose,
  title,
  size,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size={size}>
      {open ? children : null}
    </Dialog>
  );
}

/** A form's text values and a setter per field: `set("title")(value)`. */
export function useFormValues<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof V) => (value: string) => setValues((old) => ({ ...old, [name]: value }));
  return [values, set] as const;
}

/**
 * The errors and pending state of one dialog form: `check` runs the API's schema over what was
 * typed (instant messages, nothing sent when it fails); the form itself then posts to the route's
 * action. `initialErrors`: what the action answered to the form posted without scripts.
 */
export function useDialogSubmit(onDone: () => void, initialErrors: FieldErrors = {}) {
  const action = useActionForm(onDone, initialErrors);
  function check<S extends z.ZodType>(schema: S, body: unknown): boolean {
    const checked = schema.safeParse(body);
    if (checked.success) return true;
    action.setErrors(issueErrors(checked.error.issues));
    return false;
  }
  return { ...action, check };
}

export function DialogForm({
  state,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel = "Saving…",
  children,
}: {
  state: { errors: FieldErrors; pending: boolean; send: (form: HTMLFormElement) => void };
  /** The check before sending: false keeps the form (its messages are shown). */
  onSubmit: () => boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    // POST, never GET: a form sent before the scripts run must not put its fields in an address.
    // Multipart: a file chosen in an upload field travels with a post sent without scripts.
    <form
      method="post"
      encType={UPLOAD_FORM_ENCODING}
      onSubmit={(event) => {
        event.preventDefault();
        if (onSubmit()) state.send(event.currentTarget);
      }}
      noValidate
      className={styles.form}
    >
      {state.errors.form ? (
        <p role="alert" className="message message-error">
          {state.errors.form}
        </p>
      ) : null}
      {children}
      <div className={styles.row}>
        <button type="submit" className="btn btn-primary" disabled={state.pending}>
          {state.pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
