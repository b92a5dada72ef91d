// /admin/erasure-requests' action: "Erase" posts the request's id once staff confirmed
// it on the page; the API anonymises the learner, keeping tax documents, in one audited write.
import { accountEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type ErasureAnswer = { done?: string; error?: string };

export async function erasureAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  const id = Number(form.id);
  if (form.intent !== "erase" || !Number.isInteger(id) || id < 1) {
    return data<ErasureAnswer>({ error: "This action is not known." }, { status: 400 });
  }
  const result = await api.call(accountEndpoints.erase, { params: { id } });
  if (result.ok) return data<ErasureAnswer>({ done: result.data.detail });
  return data<ErasureAnswer>(
    { error: errorText(result.error, "The account could not be erased.") },
    { status: failedCallStatus(result.status) },
  );
}
