// The accountant's monthly export: a GET form for the month's GSTR-1 — the register of every tax
// invoice and credit note, or one section as the GST offline tool imports it (B2B, B2CL, B2CS,
// exports, CDNR, CDNUR, HSN summary); only the month and the section are in its address.
import { GSTR1_SECTION_TITLES, GSTR1_SECTIONS } from "@skillbridge/core/money";
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
      <div className="field">
        <label htmlFor="gstr1-section">Section</label>
        <select id="gstr1-section" name="section" defaultValue="register">
          <option value="register">Register of every document</option>
          {GSTR1_SECTIONS.map((section) => (
            <option key={section} value={section}>
              {GSTR1_SECTION_TITLES[section]} — GST offline tool
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn">
        Download GSTR-1 CSV
      </button>
    </form>
  );
}
