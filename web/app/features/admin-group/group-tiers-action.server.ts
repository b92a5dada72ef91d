// The group price tiers page's form posts: set a tier (checked with core's schema, then the API,
// audited there) or remove one. Works without JavaScript; the answer says what happened.
import { groupTierEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { groupTierInputSchema, groupTierMessages } from "@skillbridge/core/money";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type GroupTiersAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function groupTiersAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if (form.intent === "remove") {
    const id = Number(form.id);
    const result = await api.call(groupTierEndpoints.remove, { params: { id: Number.isSafeInteger(id) ? id : 0 } });
    if (result.ok) return data<GroupTiersAnswer>({ done: groupTierMessages.removed });
    return data<GroupTiersAnswer>(
      { errors: { form: errorText(result.error, groupTierMessages.notFound) } },
      { status: failedCallStatus(result.status) },
    );
  }
  const values = { minSeats: form.minSeats ?? "", percentOff: form.percentOff ?? "" };
  const parsed = groupTierInputSchema.safeParse(values);
  if (!parsed.success) return data<GroupTiersAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const result = await api.call(groupTierEndpoints.save, { body: parsed.data });
  if (result.ok) return data<GroupTiersAnswer>({ done: groupTierMessages.saved });
  const errors = apiFieldErrors(result.error);
  return data<GroupTiersAnswer>(
    {
      errors: Object.keys(errors).length ? errors : { form: errorText(result.error, "The tier could not be saved.") },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
