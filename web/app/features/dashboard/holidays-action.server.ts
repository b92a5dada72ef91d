// The holiday list's form posts: add a day (checked with core's schema, then the API,
// audited there) or remove one. Works without JavaScript; the answer says what happened.
import { dashboardEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { holidayCreateSchema, holidayMessages } from "@skillbridge/core/dashboard/schemas";
import { data } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type HolidaysAnswer = { done?: string; errors?: Record<string, string>; values?: Record<string, string> };

export async function holidaysAction(api: ApiClient, request: Request) {
  const form = await readForm(request);
  if (form.intent === "remove") {
    const result = await api.call(dashboardEndpoints.removeHoliday, { params: { day: form.day ?? "" } });
    if (result.ok) return data<HolidaysAnswer>({ done: holidayMessages.removed });
    return data<HolidaysAnswer>(
      { errors: { form: errorText(result.error, holidayMessages.notFound) } },
      { status: failedCallStatus(result.status) },
    );
  }
  const values = { day: form.day ?? "", name: form.name ?? "" };
  const parsed = holidayCreateSchema.safeParse(values);
  if (!parsed.success) return data<HolidaysAnswer>({ errors: fieldErrors(parsed.error), values }, { status: 422 });
  const result = await api.call(dashboardEndpoints.addHoliday, { body: parsed.data });
  if (result.ok) return data<HolidaysAnswer>({ done: holidayMessages.added });
  const errors = apiFieldErrors(result.error);
  return data<HolidaysAnswer>(
    {
      errors: Object.keys(errors).length ? errors : { day: errorText(result.error, "The holiday could not be added.") },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
