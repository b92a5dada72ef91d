// The provider's details printed on every document and shown on the payment page.
import { GST_STATES } from "@skillbridge/core/money";
import { TextAreaField, TextField } from "../../forms/field";

export const SETTINGS_FIELDS = [
  "legalName",
  "address",
  "stateCode",
  "gstin",
  "upiVpa",
  "payeeName",
  "bankAccountName",
  "bankAccountNumber",
  "bankIfsc",
  "bankName",
  "lutNumber",
  "signatoryName",
  "invoicePrefix",
  "holdSharePercent",
  "offerHoldHours",
] as const;

/** What the page's action answers: a success, field messages (the signature's under "signature"), the values posted. */
export type SettingsAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

type Values = Partial<Record<(typeof SETTINGS_FIELDS)[number] | "approvalThreshold", string | number | null>>;

const TEXTS: Record<Exclude<(typeof SETTINGS_FIELDS)[number], "address" | "stateCode">, [string, string?]> = {
  legalName: ["Legal name"],
  gstin: ["GSTIN", "15 characters; leave empty when not registered"],
  upiVpa: ["UPI address (VPA)", "e.g. fees@yourbank — shown as a QR code and link on the payment page"],
  payeeName: ["Payee name", "The name UPI apps show to the payer"],
  bankAccountName: ["Bank account name"],
  bankAccountNumber: ["Bank account number"],
  bankIfsc: ["IFSC"],
  bankName: ["Bank and branch"],
  lutNumber: ["LUT number", "With a letter of undertaking, fees from outside India are zero-rated"],
  signatoryName: [
    "Authorised signatory",
    'The name printed under "Authorised Signatory" on tax invoices and credit notes',
  ],
  invoicePrefix: ["Invoice prefix", "1–3 capital letters or digits: SB gives SB/26-27/000001"],
  holdSharePercent: [
    "Share of a batch's seats held for online payment (%)",
    "Unpaid online payments in progress together hold at most this share of a batch's capacity (rounded up, at least 1 seat). 50 when empty",
  ],
  offerHoldHours: [
    "Seat offered from the waitlist held for (hours)",
    "A seat freed on a full batch is held this long for the waitlisted learner it is offered to; then it goes to the next. 48 when empty",
  ],
};

export function SettingsForm({ values, errors = {} }: { values: Values; errors?: Record<string, string> }) {
  const text = (name: keyof typeof TEXTS, required = false) => (
    <TextField
      label={TEXTS[name][0]}
      hint={TEXTS[name][1]}
      name={name}
      defaultValue={values[name] ?? ""}
      required={required}
      error={errors[name]}
    />
  );
  return (
    <form method="post" aria-label="Business settings">
      {text("legalName", true)}
      <TextAreaField
        label="Address"
        name="address"
        required
        defaultValue={values.address ?? ""}
        error={errors.address}
      />
      <div className="field">
        <label htmlFor="settings-state">State of registration</label>
        <select id="settings-state" name="stateCode" required defaultValue={values.stateCode ?? ""}>
          <option value="">Choose…</option>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </select>
        {errors.stateCode ? <span className="field-error">{errors.stateCode}</span> : null}
      </div>
      {text("gstin")}
      {text("upiVpa")}
      {text("payeeName", true)}
      {text("bankAccountName")}
      {text("bankAccountNumber")}
      {text("bankIfsc")}
      {text("bankName")}
      {text("lutNumber")}
      {text("signatoryName")}
      {text("invoicePrefix", true)}
      {text("holdSharePercent")}
      {text("offerHoldHours")}
      <TextField
        label="Second approval above (₹)"
        hint="A payment recorded in cash or by cheque, or a refund, above this amount takes effect only once a second finance member or admin approves it. Leave empty: no approval needed."
        name="approvalThreshold"
        inputMode="decimal"
        defaultValue={values.approvalThreshold ?? ""}
        error={errors.approvalThreshold ?? errors.approvalThresholdPaise}
      />
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Save settings
      </button>
    </form>
  );
}
