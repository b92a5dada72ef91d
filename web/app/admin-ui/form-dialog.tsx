// The frame every add/edit dialog of the back office shares: the accessible dialog (ui/dialog.tsx),
// a form checked with the API's own schema first, the form-wide error as an alert, Save and Cancel,
// and the pending state. On success: a toast, the dialog closes and the page's data reloads.
import type { ApiResult } from "@skillbridge/core/api-client";
import { type ReactNode, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { Dialog } from "../ui/dialog";
import { useToast } from "../ui/toast";
import styles from "./admin.module.css";
import { apiFieldErrors, type FieldErrors, issueErrors } from "./form-errors";
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

type Texts<T> = { failure: string; success: (saved: T) => string };

/**
 * The errors and pending state of one dialog form, and its submit: check, send, report, close.
 * `initialErrors`: what the route's action answered to the form posted without scripts.
 */
export function useDialogSubmit(onDone: () => void, initialErrors: FieldErrors = {}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [pending, setPending] = useState(false);

  async function submit<S extends z.ZodType, T>(
    schema: S,
    body: unknown,
    send: (data: z.output<S>) => Promise<ApiResult<T>>,
    texts: Texts<T>,
  ) {
    const checked = schema.safeParse(body);
    if (!checked.success) return setErrors(issueErrors(checked.error.issues));
    setErrors({});
    setPending(true);
    const result = await send(checked.data);
    setPending(false);
    if (!result.ok) return setErrors(apiFieldErrors(result.error, texts.failure));
    toast.show(texts.success(result.data), "success");
    onDone();
    await revalidator.revalidate();
  }

  return { errors, pending, submit };
}

export function DialogForm({
  state,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel = "Saving…",
  children,
}: {
  state: { errors: FieldErrors; pending: boolean };
  onSubmit: () => void;
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
        onSubmit();
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
