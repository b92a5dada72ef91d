// A labelled form control with its hint and error wired up for assistive technology.
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";

/** `describedBy`: the id of a message outside the field that also describes it (a form's error). */
type Common = { label: ReactNode; error?: string; hint?: ReactNode; describedBy?: string };
type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

/** The label, hint and error around one control; the control gets the ids that tie them together. */
function FieldShell({
  label,
  error,
  hint,
  describedBy,
  id,
  required,
  control,
}: Common & { id?: string; required?: boolean; control: (props: ControlProps) => ReactNode }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={fieldId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {control({
        id: fieldId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId, describedBy].filter(Boolean).join(" ") || undefined,
      })}
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  describedBy,
  id,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      describedBy={describedBy}
      id={id}
      required={input.required}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      id={id}
      required={input.required}
      control={(props) => <textarea rows={3} {...props} {...input} />}
    />
  );
}
