// A discount code's form, to create one or edit it: posts to its page's action (no JavaScript needed).
import { type AdminCoupon, paiseToDecimal } from "@skillbridge/core/money";
import { TextField } from "../../forms/field";
import type { CouponAnswer } from "./coupon-action.server";

/** The form's values of a stored code (rupees as typed, empty for no limit). */
export function formValuesOf(coupon: AdminCoupon): Record<string, string> {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === "percent" ? String(coupon.value) : paiseToDecimal(coupon.value),
    scope: coupon.scope,
    scopeIds: coupon.scopeIds.join(", "),
    validFrom: coupon.validFrom ?? "",
    validTo: coupon.validTo ?? "",
    maxUses: coupon.maxUses == null ? "" : String(coupon.maxUses),
    maxUsesPerEmail: coupon.maxUsesPerEmail == null ? "" : String(coupon.maxUsesPerEmail),
    minFee: coupon.minFeePaise ? paiseToDecimal(coupon.minFeePaise) : "",
    active: coupon.active ? "on" : "off",
  };
}

export function CouponForm({
  intent,
  values,
  answer,
}: {
  intent: "create" | "update";
  values: Record<string, string>;
  answer?: CouponAnswer;
}) {
  const errors = answer?.errors ?? {};
  const shown = answer?.values ?? values;
  const select = (name: string, label: string, options: [string, string][], error?: string) => (
    <div className="field">
      <label htmlFor={`coupon-${name}`}>{label}</label>
      <select
        id={`coupon-${name}`}
        name={name}
        defaultValue={shown[name] ?? options[0]![0]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `coupon-${name}-error` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`coupon-${name}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
  return (
    <form method="post" aria-label={intent === "create" ? "New discount code" : "Edit this code"}>
      <input type="hidden" name="intent" value={intent} />
      <TextField
        label="Code"
        name="code"
        required
        maxLength={32}
        defaultValue={shown.code ?? ""}
        hint="Letters, digits, - and _; payers may type it in any case"
        error={errors.code}
      />
      {select(
        "kind",
        "Discount",
        [
          ["percent", "A percentage of the fee"],
          ["fixed", "A fixed amount in rupees"],
        ],
        errors.kind,
      )}
      <TextField
        label="Percentage or amount"
        name="value"
        required
        maxLength={12}
        defaultValue={shown.value ?? ""}
        hint="10 for 10% off, or 500 for ₹500 off the fee with GST; a fee never goes below ₹1"
        error={errors.value}
      />
      {select(
        "scope",
        "For",
        [
          ["all", "Every course"],
          ["domains", "Courses of some domains"],
          ["courses", "Some courses"],
          ["batches", "Some batches"],
        ],
        errors.scope,
      )}
      <TextField
        label="Their ids"
        name="scopeIds"
        maxLength={500}
        defaultValue={shown.scopeIds ?? ""}
        hint="Domain, course or batch ids separated by commas, e.g. 3, 7; empty for every course"
        error={errors.scopeIds}
      />
      <TextField
        label="Valid from (IST)"
        type="date"
        name="validFrom"
        defaultValue={shown.validFrom ?? ""}
        error={errors.validFrom}
      />
      <TextField
        label="Valid until (IST, included)"
        type="date"
        name="validTo"
        defaultValue={shown.validTo ?? ""}
        error={errors.validTo}
      />
      <TextField
        label="Uses in all"
        name="maxUses"
        inputMode="numeric"
        defaultValue={shown.maxUses ?? ""}
        hint="Empty for no limit"
        error={errors.maxUses}
      />
      <TextField
        label="Uses per e-mail"
        name="maxUsesPerEmail"
        inputMode="numeric"
        defaultValue={shown.maxUsesPerEmail ?? ""}
        hint="Empty for no limit"
        error={errors.maxUsesPerEmail}
      />
      <TextField
        label="Minimum fee (₹, with GST)"
        name="minFee"
        inputMode="decimal"
        defaultValue={shown.minFee ?? ""}
        hint="Empty for any fee"
        error={errors.minFee}
      />
      <div className="field">
        <label>
          <input type="checkbox" name="active" defaultChecked={(shown.active ?? "on") === "on"} /> Offered (payers may
          use it)
        </label>
      </div>
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        {intent === "create" ? "Create the code" : "Save the code"}
      </button>
    </form>
  );
}
