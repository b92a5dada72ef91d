// /admin/dashboard.csv?table=…&from=…&to=…: one of the dashboard's tables as CSV for a signed-in
// staff member (formula-safe cells), made by core's dashboardTables from the API's figures.
import { dashboardEndpoints } from "@skillbridge/core";
import { dashboardMessages } from "@skillbridge/core/dashboard/schemas";
import { DASHBOARD_TABLE_IDS, dashboardTables, tableCsv } from "@skillbridge/core/dashboard/tables";
import { csvApiRefusal, csvDownload, csvRefusal } from "../admin-ui/csv-download.server";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-dashboard-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const id = DASHBOARD_TABLE_IDS.find((known) => known === params.get("table"));
  if (!id) return csvRefusal(dashboardMessages.unknownSection, 400);
  params.delete("table");
  const result = await api.call(dashboardEndpoints.summary, { query: Object.fromEntries(params) });
  if (!result.ok) return csvApiRefusal(result);
  const { range } = result.data;
  return csvDownload(tableCsv(dashboardTables(result.data)[id]), `skillbridge-${id}-${range.from}-${range.to}.csv`);
}
