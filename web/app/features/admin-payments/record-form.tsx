// Money received outside the product, recorded by staff against a proforma: the
// method, the amount in rupees, the day it came in and its reference. A plain POST form.
import { RECORD_METHODS, recordMethodLabels } from "@skillbridge/core/money";
import { SelectField } from "../../admin-ui/select-field";
import { TextField } from "../../forms/field";

export const RECORD_FIELDS = ["proformaNumber", "method", "amount", "receivedOn", "reference"] as const;
export type RecordValues = Partial<Record<(typeof RECORD_FIELDS)[number], string>>;

const METHOD_OPTIONS = RECORD_METHODS.map((method) => ({ value: method, label: recordMethodLabels[method] }));

export function RecordForm({ values, errors = {} }: { values: RecordValues; errors?: Record<string, string> }) {
  /** What every field takes from the post: its name, the value sent back and its error. */
  const posted = (name: (typeof RECORD_FIELDS)[number]) => ({
    name,
    defaultValue: values[name] ?? "",
    error: errors[name],
  });
  return (
    <form method="post" aria-label="Record a payment received" noValidate>
      <TextField
        label="Proforma invoice number"
        hint="As printed on the payer's proforma, e.g. SBP/26-27/00012"
        required
        {...posted("proformaNumber")}
      />
      <SelectField
        id="record-method"
        label="Method"
        required
        placeholder="Choose…"
        options={METHOD_OPTIONS}
        {...posted("method")}
      />
      <TextField
        label="Amount received (₹)"
        hint="It must be exactly the amount due on the proforma"
        inputMode="decimal"
        required
        {...posted("amount")}
      />
      <TextField label="Date received" type="date" required {...posted("receivedOn")} />
      <TextField
        label="Reference"
        hint="The UTR for UPI or a bank transfer, the cheque number for a cheque; for cash, a receipt number if any"
        {...posted("reference")}
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
