// /admin/credit-notes/{id}: a credit note as a page for staff, with its PDF.
import { refundEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { CreditNoteDocument } from "../features/admin-payments/credit-note-view";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-credit-note";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = Number(params.id);
  const result = Number.isInteger(id) && id > 0 ? await api.call(refundEndpoints.creditNote, { params: { id } }) : null;
  if (!result?.ok) throw new Response("This credit note does not exist", { status: 404 });
  return { canonical: `${origin}/admin/credit-notes/${id}`, note: result.data };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Credit note ${loaderData?.note.number ?? ""} | Back office | ${SITE_NAME}`,
    description: "A credit note issued for a refund.",
    canonical: loaderData?.canonical ?? "/admin/payments",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <AdminBar title="Credit note">
        <Link to="/admin/payments?status=confirmed">Payments</Link>
      </AdminBar>
      <CreditNoteDocument note={loaderData.note} />
    </div>
  );
}
