// /admin/payments/gstr1.csv?month=YYYY-MM: the month's tax invoices and credit notes as the
// GSTR-1 CSV (formula-safe cells) for a signed-in staff member.
import { refundEndpoints } from "@skillbridge/core";
import { gstr1Csv, gstr1QuerySchema, refundMessages } from "@skillbridge/core/money";
import { csvApiRefusal, csvDownload, csvRefusal } from "../admin-ui/csv-download.server";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-gstr1-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const query = gstr1QuerySchema.safeParse({ month: new URL(request.url).searchParams.get("month") ?? "" });
  if (!query.success) return csvRefusal(refundMessages.month, 400);
  const { month } = query.data;
  const result = await api.call(refundEndpoints.gstr1, { query: { month } });
  if (!result.ok) return csvApiRefusal(result);
  return csvDownload(gstr1Csv(month, result.data), `gstr1-${month}.csv`);
}
