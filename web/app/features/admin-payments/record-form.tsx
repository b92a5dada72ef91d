// Money received outside the product, recorded by staff against a proforma (issue 14): the
// method, the amount in rupees, the day it came in and its reference. A plain POST form.
import { RECORD_METHODS, recordMethodLabels } from "@skillbridge/core/money";
import { TextField } from "../../forms/field";

export const RECORD_FIELDS = ["proformaNumber", "method", "amount", "receivedOn", "reference"] as const;
export type RecordValues = Partial<Record<(typeof RECORD_FIELDS)[number], string>>;

export function RecordForm({ values, errors = {} }: { values: RecordValues; errors?: Record<string, string> }) {
  return (
    <form method="post" aria-label="Record a payment received" noValidate>
      <TextField
        label="Proforma invoice number"
        hint="As printed on the payer's proforma, e.g. SBP/26-27/00012"
        name="proformaNumber"
        required
        defaultValue={values.proformaNumber ?? ""}
        error={errors.proformaNumber}
      />
      <div className="field">
        <label htmlFor="record-method">Method</label>
        <select
          id="record-method"
          name="method"
          required
          defaultValue={values.method ?? ""}
          aria-invalid={errors.method ? true : undefined}
          aria-describedby={errors.method ? "record-method-error" : undefined}
        >
          <option value="">Choose…</option>
          {RECORD_METHODS.map((method) => (
            <option key={method} value={method}>
              {recordMethodLabels[method]}
            </option>
          ))}
        </select>
        {errors.method ? (
          <span className="field-error" id="record-method-error">
            {errors.method}
          </span>
        ) : null}
      </div>
      <TextField
        label="Amount received (₹)"
        hint="It must be exactly the amount due on the proforma"
        name="amount"
        inputMode="decimal"
        required
        defaultValue={values.amount ?? ""}
        error={errors.amount}
      />
      <TextField
        label="Date received"
        name="receivedOn"
        type="date"
        required
        defaultValue={values.receivedOn ?? ""}
        error={errors.receivedOn}
      />
      <TextField
        label="Reference"
        hint="The UTR for UPI or a bank transfer, the cheque number for a cheque; for cash, a receipt number if any"
        name="reference"
        defaultValue={values.reference ?? ""}
        error={errors.reference}
      />
      {errors.form ? (
        <p role="alert" className="message message-error">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Record payment
      </button>
    </form>
  );
}
