// Small pieces the site pages share: a labelled select, the Active/Inactive choice, field errors
// from a schema or from the API's 422, a confirmation dialog, and the pager.
import { STATUS_LABELS } from "@skillbridge/core/admin/site";
import type { ApiError } from "@skillbridge/core/schemas";
import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { Link } from "react-router";
import { Dialog } from "../../ui/dialog";
import adminStyles from "../admin/admin.module.css";

export type FieldErrors = Record<string, string>;

/** The API's answer as one message per field (its 422 detail), or one line under "form". */
export function apiFieldErrors(error: ApiError, fallback: string): FieldErrors {
  if (typeof error.detail === "string") return { form: error.detail || fallback };
  const errors: FieldErrors = {};
  for (const item of error.detail) errors[String(item.loc.at(-1) ?? "form")] ??= item.msg;
  return Object.keys(errors).length > 0 ? errors : { form: fallback };
}

export function SelectField({
  label,
  error,
  options,
  id,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${fieldId}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export const statusOptions = [
  { value: "A", label: STATUS_LABELS.A },
  { value: "I", label: STATUS_LABELS.I },
];

export function StatusBadge({ status }: { status: "A" | "I" }) {
  return (
    <span className={status === "A" ? adminStyles.badge : `${adminStyles.badge} ${adminStyles.badgeFlag}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Asks before a change visitors will notice (taking something off the website). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** Previous / next page links; the page is in the URL, the database does the paging. */
export function Pager({
  page,
  hasNext,
  total,
  href,
}: {
  page: number;
  hasNext: boolean;
  total?: number;
  href: (page: number) => string;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav className={adminStyles.pager} aria-label="Pages">
      <span>
        Page {page}
        {total !== undefined ? ` (${total} in all)` : ""}
      </span>
      <span className={adminStyles.actions}>
        {page > 1 ? (
          <Link className="btn" to={href(page - 1)} rel="prev">
            Previous page
          </Link>
        ) : null}
        {hasNext ? (
          <Link className="btn" to={href(page + 1)} rel="next">
            Next page
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** ?page=N (1 when missing or not a page number). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
