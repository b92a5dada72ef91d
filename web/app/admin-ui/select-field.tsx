// A labelled select with its error wired up for assistive technology (like forms/field.tsx), and
// the Active/Inactive status every back-office record has: its choices, its words and its badge.
import { type SelectHTMLAttributes, useId } from "react";
import styles from "./admin.module.css";

type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  options,
  placeholder,
  id,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: Option[];
  placeholder?: string;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  return (
    <div className="field">
      <label htmlFor={fieldId}>
        {label}
        {select.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type Status = "A" | "I";

export const statusText = (status: Status) => (status === "A" ? "Active" : "Inactive");

export const statusOptions = [
  { value: "A", label: statusText("A") },
  { value: "I", label: statusText("I") },
];

/** Active as a plain badge; Inactive flagged. */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={status === "A" ? styles.badge : `${styles.badge} ${styles.badgeFlag}`}>{statusText(status)}</span>
  );
}

/** The Active/Inactive choice of a record's form. */
export function StatusSelect({
  value,
  error,
  onChange,
  name,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The field's name in a form posted without scripts. */
  name?: string;
}) {
  return (
    <SelectField
      label="Status"
      name={name}
      value={value}
      error={error}
      options={statusOptions}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** One filter of a GET form: "All" or one of the options; the current value comes from the URL. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  idPrefix = "filter",
}: {
  name: string;
  label: string;
  value?: string;
  options: Option[];
  idPrefix?: string;
}) {
  return (
    <SelectField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      defaultValue={value ?? ""}
      placeholder="All"
      options={options}
    />
  );
}

/** Staff members as the options of a select (assignee, audit author). */
export const staffOptions = (staff: readonly { id: number; name: string }[]): Option[] =>
  staff.map((member) => ({ value: String(member.id), label: member.name }));
