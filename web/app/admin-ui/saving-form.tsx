// The frame of a back-office form on a record's page (a batch's details, a schedule row, a
// recording, a course's module or FAQ…): checked with the API's schema first, then posted to the
// page's route action (a fetcher with scripts, a plain post without), whose refusal comes back one
// message per field; the form-wide message is an alert above the Save button.
import type { ReactNode } from "react";
import { useActionForm } from "./action-form";
import { type FieldErrors, issueErrors } from "./form-errors";
import { UPLOAD_FORM_ENCODING } from "./upload-field";

/** A schema's safeParse result. */
export type Checked<B> =
  | { success: true; data: B }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * `onDone` runs once the action saved the form (it redirects with its one-time message).
 * `rename` maps the schema's field names onto the form's own (when the form asks for a day and a
 * time, say, where the API takes one instant); the action answers in the form's own names.
 * `initialErrors`: what the route's action answered to the form posted without scripts.
 */
export function useSavingForm<B>(
  onDone: () => void,
  rename: Record<string, string> = {},
  initialErrors: FieldErrors = {},
) {
  const named = (found: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(found).map(([key, msg]) => [rename[key] ?? key, msg]));
  const action = useActionForm(onDone, initialErrors);

  /** The check before the post: false (and the messages shown) when the schema refuses. */
  function submit(checked: Checked<B>): boolean {
    if (checked.success) return true;
    action.setErrors(named(issueErrors(checked.error.issues)));
    return false;
  }

  return { ...action, submit };
}

export function SavingForm({
  state,
  onSubmit,
  submitLabel,
  children,
  hidden = {},
}: {
  state: { errors: FieldErrors; pending: boolean; send: (form: HTMLFormElement) => void };
  /** The check before sending: false keeps the form (its messages are shown). */
  onSubmit: () => boolean;
  submitLabel: string;
  children: ReactNode;
  /** Hidden fields posted with the form (its `intent`, a row's `id`). */
  hidden?: Record<string, string>;
}) {
  return (
    // POST, never GET: a form sent before the scripts run must not put its fields in an address.
    // Multipart: a file chosen in an upload field travels with a post sent without scripts.
    <form
      method="post"
      encType={UPLOAD_FORM_ENCODING}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (onSubmit()) state.send(event.currentTarget);
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      {state.errors.form ? (
        <p className="message message-error" role="alert">
          {state.errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={state.pending}>
        {state.pending ? "Saving…" : submitLabel}
      </button>
    </form>
  );
}
