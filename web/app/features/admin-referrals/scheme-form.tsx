// The referral scheme's form: on or off, the referred payer's discount, the referrer's reward, how
// it is given and the wait after payment. Posts to its page's action (no JavaScript needed).
import { type AdminReferrals, paiseToDecimal } from "@skillbridge/core/money";
import { TextField } from "../../forms/field";
import type { ReferralAnswer } from "./referral-action.server";

/** The form's values of the stored scheme (rupees as typed). */
export function schemeValuesOf(scheme: AdminReferrals["scheme"]): Record<string, string> {
  return {
    enabled: scheme.enabled ? "on" : "off",
    discountKind: scheme.discountKind,
    discountValue:
      scheme.discountKind === "percent" ? String(scheme.discountValue) : paiseToDecimal(scheme.discountValue),
    reward: paiseToDecimal(scheme.rewardPaise),
    rewardMode: scheme.rewardMode,
    waitDays: String(scheme.waitDays),
  };
}

function Choice({
  name,
  label,
  options,
  value,
  error,
}: {
  name: string;
  label: string;
  options: [string, string][];
  value: string | undefined;
  error: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={`referral-${name}`}>{label}</label>
      <select
        id={`referral-${name}`}
        name={name}
        defaultValue={value ?? options[0]![0]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `referral-${name}-error` : undefined}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`referral-${name}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function SchemeForm({ values, answer }: { values: Record<string, string>; answer?: ReferralAnswer }) {
  const errors = answer?.errors ?? {};
  const shown = answer?.values ?? values;
  return (
    <form method="post" aria-label="Referral scheme">
      <input type="hidden" name="intent" value="scheme" />
      <div className="field">
        <label>
          <input type="checkbox" name="enabled" defaultChecked={shown.enabled === "on"} /> Referrals on (links give
          their discount)
        </label>
      </div>
      <Choice
        name="discountKind"
        label="Referred payer's discount"
        options={[
          ["percent", "A percentage of the fee"],
          ["fixed", "A fixed amount in rupees"],
        ]}
        value={shown.discountKind}
        error={errors.discountKind}
      />
      <TextField
        label="Percentage or amount"
        name="discountValue"
        required
        maxLength={12}
        defaultValue={shown.discountValue ?? ""}
        hint="10 for 10% off, or 500 for ₹500 off the fee with GST; a fee never goes below ₹1"
        error={errors.discountValue}
      />
      <TextField
        label="Referrer's reward (₹)"
        name="reward"
        required
        inputMode="decimal"
        maxLength={12}
        defaultValue={shown.reward ?? ""}
        hint="Earned for each referred fee paid and not refunded within the wait"
        error={errors.reward}
      />
      <Choice
        name="rewardMode"
        label="How the reward is given"
        options={[
          ["credit", "Credit off the referrer's next fee"],
          ["payout", "A payout staff make and mark paid"],
        ]}
        value={shown.rewardMode}
        error={errors.rewardMode}
      />
      <TextField
        label="Wait after payment (days)"
        name="waitDays"
        required
        inputMode="numeric"
        maxLength={3}
        defaultValue={shown.waitDays ?? ""}
        hint="The refund window: a refund within it cancels the reward"
        error={errors.waitDays}
      />
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Save the scheme
      </button>
    </form>
  );
}
