// /admin/payments/gstr1.csv?month=YYYY-MM[&section=b2b|b2cl|b2cs|exp|cdnr|cdnur|hsn-b2b|hsn-b2c]:
// for a signed-in staff member, the month's tax invoices and credit notes — without a section the
// register of every document (formula-safe cells), with one the GST offline tool's CSV of that
// section (its headings, no byte-order mark).
import { refundEndpoints } from "@skillbridge/core";
import {
  GSTR1_SECTION_MESSAGE,
  GSTR1_SECTIONS,
  type Gstr1Section,
  gstr1Csv,
  gstr1QuerySchema,
  gstr1SectionCsv,
  refundMessages,
} from "@skillbridge/core/money";
import { csvApiRefusal, csvDownload, csvRefusal } from "../admin-ui/csv-download.server";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-gstr1-csv";

const isSection = (value: string): value is Gstr1Section => (GSTR1_SECTIONS as readonly string[]).includes(value);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const query = gstr1QuerySchema.safeParse({ month: params.get("month") ?? "" });
  if (!query.success) return csvRefusal(refundMessages.month, 400);
  const section = params.get("section") || "register";
  if (section !== "register" && !isSection(section)) return csvRefusal(GSTR1_SECTION_MESSAGE, 400);
  const { month } = query.data;
  const result = await api.call(refundEndpoints.gstr1, { query: { month } });
  if (!result.ok) return csvApiRefusal(result);
  return section === "register"
    ? csvDownload(gstr1Csv(month, result.data), `gstr1-${month}.csv`)
    : csvDownload(gstr1SectionCsv(section, result.data), `gstr1-${section}-${month}.csv`);
}
