// /admin/inbox.csv: the inbox's CSV export with the page's filters, for a signed-in staff member
// (the browser's link cannot send the API key; the server calls the API in-process).
import { inboxEndpoints } from "@skillbridge/core";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { apiFilters, readInboxView } from "../features/inbox/inbox-params";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-inbox-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const view = readInboxView(new URL(request.url).searchParams);
  const result = await api.call(inboxEndpoints.csv, { query: apiFilters(view) });
  if (!result.ok) throw new Response("The export failed", { status: result.status === 422 ? 400 : 502 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(String(result.data), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="skillbridge-inbox-${day}.csv"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
    },
  });
}
