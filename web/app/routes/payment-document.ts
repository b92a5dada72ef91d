// /pay/document?token=…&kind=proforma|tax_invoice: the payer's own document as a PDF.
import { paymentEndpoints } from "@skillbridge/core";
import { pdfResponse } from "../features/payment/pdf-response.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/payment-document";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const kind = params.get("kind") === "tax_invoice" ? "tax_invoice" : "proforma";
  const result = /^[\w-]{20,100}$/.test(token)
    ? await api.call(paymentEndpoints.document, { query: { token, kind } })
    : null;
  if (!result?.ok) throw new Response("This document does not exist", { status: 404 });
  return pdfResponse(result.data);
}
