// The payments list's filters: a GET form, so it works without scripts and a filtered
// list has its own address — method, batch, dates (IST, both included) and a search by invoice or
// proforma number, UTR or payer's name. The status stays that of the tab.
import type { AdminPaymentsQuery } from "@skillbridge/core/money";
import adminStyles from "../../admin-ui/admin.module.css";
import { TextField } from "../../forms/field";

export function PaymentsFilters({ filter }: { filter: AdminPaymentsQuery }) {
  return (
    <form method="get" aria-label="Filter payments" className={adminStyles.actions}>
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <div className="field">
        <label htmlFor="payments-method">Method</label>
        <select id="payments-method" name="method" defaultValue={filter.method ?? ""}>
          <option value="">Any</option>
          <option value="upi">UPI</option>
          <option value="bank">Bank transfer</option>
          <option value="razorpay">Razorpay</option>
          <option value="cash">Cash</option>
          <option value="cheque">Cheque</option>
        </select>
      </div>
      <TextField label="Batch id" name="batch" type="number" min={1} defaultValue={filter.batch ?? ""} />
      <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ""} />
      <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ""} />
      <TextField
        label="Search"
        hint="Invoice or proforma number, UTR or payer's name"
        name="q"
        type="search"
        maxLength={100}
        defaultValue={filter.q ?? ""}
      />
      <button type="submit" className="btn">
        Filter
      </button>
    </form>
  );
}
