// What payers owe on payment plans, bucket by bucket (due this week, overdue 1–30, 31–60, 60+
// days, due later): the payments page and the dashboard show the same table.
import { formatPaise, type Receivables, receivableBucketLabels } from "@skillbridge/core/money";
import { AdminTable } from "./table-controls";

export function ReceivablesTotals({ totals }: { totals: Receivables["totals"] }) {
  return (
    <AdminTable caption="Unpaid parts of payment plans by due date" columns={["Due", "Parts", "Total"]}>
      {totals.map((row) => (
        <tr key={row.bucket}>
          <th scope="row">{receivableBucketLabels[row.bucket]}</th>
          <td>{row.count}</td>
          <td>{formatPaise(row.amountPaise)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
