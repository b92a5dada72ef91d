// The frame of a form whose caller does the saving (a batch's details, a schedule row, a recording,
// a course's module or FAQ…): checked with the API's schema first, then `onSubmit`, whose refusal
// comes back one message per field; the form-wide message is an alert above the Save button.
import { type ReactNode, useState } from "react";
import { type FieldErrors, issueErrors } from "./form-errors";
import { UPLOAD_FORM_ENCODING } from "./upload-field";

/** A schema's safeParse result. */
export type Checked<B> =
  | { success: true; data: B }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * `rename` maps the schema's field names onto the form's own (when the form asks for a day and a
 * time, say, where the API takes one instant). `initialErrors`: what the route's action answered
 * to the form posted without scripts, already in the form's own names.
 */
export function useSavingForm<B>(
  onSubmit: (body: B) => Promise<FieldErrors | null>,
  rename: Record<string, string> = {},
  initialErrors: FieldErrors = {},
) {
  const named = (found: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(found).map(([key, msg]) => [rename[key] ?? key, msg]));
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [pending, setPending] = useState(false);

  async function submit(checked: Checked<B>) {
    if (!checked.success) return setErrors(named(issueErrors(checked.error.issues)));
    setErrors({});
    setPending(true);
    const refused = await onSubmit(checked.data);
    setPending(false);
    if (refused) setErrors(named(refused));
  }

  return { errors, setErrors, pending, submit };
}

export function SavingForm({
  state,
  onSubmit,
  submitLabel,
  children,
  hidden = {},
}: {
  state: { errors: FieldErrors; pending: boolean };
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
  /** Hidden fields posted with the form when it is sent without scripts (its `intent`, a row's `id`). */
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
        onSubmit();
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
