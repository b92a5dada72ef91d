// /admin/dashboard.csv?table=…&from=…&to=…: one of the dashboard's tables as CSV for a signed-in
// staff member (formula-safe cells), made by core's dashboardTables from the API's figures.
import { dashboardEndpoints } from "@skillbridge/core";
import { dashboardMessages } from "@skillbridge/core/dashboard/schemas";
import { DASHBOARD_TABLE_IDS, dashboardTables, tableCsv } from "@skillbridge/core/dashboard/tables";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { errorText } from "../forms/errors";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-dashboard-csv";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const id = DASHBOARD_TABLE_IDS.find((known) => known === params.get("table"));
  if (!id) return text(dashboardMessages.unknownSection, 400);
  params.delete("table");
  const result = await api.call(dashboardEndpoints.summary, { query: Object.fromEntries(params) });
  if (!result.ok) return text(errorText(result.error, "The export failed"), result.status === 422 ? 400 : 502);
  const { range } = result.data;
  return new Response(tableCsv(dashboardTables(result.data)[id]), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="skillbridge-${id}-${range.from}-${range.to}.csv"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
