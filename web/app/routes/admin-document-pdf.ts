// /admin/documents/{id}/pdf: any document's PDF for a signed-in staff member.
import { paymentEndpoints } from "@skillbridge/core";
import { requireStaff } from "../features/admin-session/staff-session.server";
import { pdfResponse } from "../features/payment/pdf-response.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-document-pdf";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const id = Number(params.id);
  const result =
    Number.isInteger(id) && id > 0 ? await api.call(paymentEndpoints.adminDocument, { params: { id } }) : null;
  if (!result?.ok) throw new Response("This document does not exist", { status: 404 });
  return pdfResponse(result.data);
}
