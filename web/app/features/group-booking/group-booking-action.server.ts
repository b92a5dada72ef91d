// The team booking form's post: read the contact, the company and one row per participant, check
// them with core's schema, then book through the API (priced there); on success the contact goes
// straight to the private payment page (its link is mailed too). Works without JavaScript.
import { groupBookingEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";
import { groupBookingSchema } from "@skillbridge/core/money";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { type GroupBookingAnswer, participantField } from "./group-booking-fields";

export async function groupBookingAction(api: ApiClient, request: Request, batchId: number, seats: number) {
  const values = await readForm(request);
  const participants = Array.from({ length: seats }, (_, index) => ({
    name: values[participantField(index, "name")] ?? "",
    email: values[participantField(index, "email")] ?? "",
  }));
  const body = {
    batchId,
    seats,
    contactName: values.contactName ?? "",
    contactEmail: values.contactEmail ?? "",
    contactPhone: values.contactPhone ?? "",
    payerState: values.payerState ?? "",
    payerGstin: values.payerGstin ?? "",
    payerLegalName: values.payerLegalName ?? "",
    payerAddress: values.payerAddress ?? "",
    participants,
  };
  const parsed = groupBookingSchema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [first, index, field] = issue.path;
      const key =
        first === "participants" && typeof index === "number" && (field === "name" || field === "email")
          ? participantField(index, field)
          : String(first ?? "form");
      errors[key] ??= issue.message;
    }
    return data<GroupBookingAnswer>({ errors, values }, { status: 422 });
  }
  const result = await api.call(groupBookingEndpoints.book, { body: parsed.data });
  // The payment page opens in the language of the booking page.
  if (result.ok) throw redirect(localizedPath(result.data.paymentPath, localeOfPath(new URL(request.url).pathname)));
  const fields = apiFieldErrors(result.error);
  return data<GroupBookingAnswer>(
    {
      errors: Object.keys(fields).length
        ? fields
        : { form: errorText(result.error, "The booking could not be made. Please try again.") },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
