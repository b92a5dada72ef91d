// /learner/documents/{id}/pdf: one of the signed-in learner's own documents.
import { paymentEndpoints } from "@skillbridge/core";
import { redirect } from "react-router";
import { pdfResponse } from "../features/payment/pdf-response.server";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { LOGIN_PATH } from "../session/paths";
import { signedInLearner } from "../session/session.server";
import type { Route } from "./+types/learner-document-pdf";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  if (!(await signedInLearner(api))) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  const id = Number(params.id);
  const result =
    Number.isInteger(id) && id > 0 ? await api.call(paymentEndpoints.learnerDocument, { params: { id } }) : null;
  if (!result?.ok) throw new Response("This document does not exist", { status: 404 });
  return pdfResponse(result.data);
}
