// The accountant's monthly export: a GET form for the month's GSTR-1 CSV — tax invoices
// and credit notes; only the month is in its address.
import adminStyles from "../../admin-ui/admin.module.css";
import { TextField } from "../../forms/field";

export function Gstr1Form({ month }: { month: string }) {
  return (
    <form method="get" action="/admin/payments/gstr1.csv" aria-label="GSTR-1 export" className={adminStyles.actions}>
      <TextField
        label="Month"
        hint="Tax invoices and credit notes of the month, for the GSTR-1 return (CSV)"
        name="month"
        type="month"
        required
        pattern="\d{4}-\d{2}"
        defaultValue={month}
      />
      <button type="submit" className="btn">
        Download GSTR-1 CSV
      </button>
    </form>
  );
}
