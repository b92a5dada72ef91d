// /admin/payments/gstr1.csv?month=YYYY-MM: the month's tax invoices and credit notes as the
// GSTR-1 CSV (formula-safe cells) for a signed-in staff member (issue 14).
import { refundEndpoints } from "@skillbridge/core";
import { gstr1Csv, gstr1QuerySchema, refundMessages } from "@skillbridge/core/money";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { errorText } from "../forms/errors";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-gstr1-csv";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const query = gstr1QuerySchema.safeParse({ month: new URL(request.url).searchParams.get("month") ?? "" });
  if (!query.success) return text(refundMessages.month, 400);
  const { month } = query.data;
  const result = await api.call(refundEndpoints.gstr1, { query: { month } });
  if (!result.ok) return text(errorText(result.error, "The export failed"), result.status === 422 ? 400 : 502);
  return new Response(gstr1Csv(month, result.data), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="gstr1-${month}.csv"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
