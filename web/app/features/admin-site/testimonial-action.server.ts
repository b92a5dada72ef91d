// The testimonial forms' action: /admin/testimonials?add and ?edit={id} post here
// without scripts, and so do the rows' Restore and (asked first on the page) Withdraw. The posted
// fields become the API's body with the form's own testimonialBody, are checked with the schema
// the browser runs, and go to the API in-process with the staff member's session. Done: back to
// the list with a one-time message; refused: the form again with messages beside fields, or a line.
import { testimonialAdminEndpoints } from "@skillbridge/core";
import { testimonialInputSchema } from "@skillbridge/core/admin/testimonial";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, issueErrors } from "../../admin-ui/form-errors";
import { readFormWithUploads } from "../../admin-ui/uploads.server";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import {
  TESTIMONIAL_INTENTS,
  type TestimonialFormAnswer,
  type TestimonialRowAnswer,
  testimonialBody,
} from "./testimonial-dialog";

const refused = (answer: TestimonialFormAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

export async function testimonialAction(api: ApiClient, request: Request) {
  const { form, errors: uploadErrors } = await readFormWithUploads(api, request, { learnerImg: "image" });
  if (form.intent === TESTIMONIAL_INTENTS.status) return statusAction(api, form);
  const adding = form.intent === TESTIMONIAL_INTENTS.add;
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  if (!adding && (form.intent !== TESTIMONIAL_INTENTS.edit || id === undefined)) {
    return refused(
      {
        intent: TESTIMONIAL_INTENTS.add,
        errors: { form: "This form is not known here. Reload the page and try again." },
      },
      400,
    );
  }
  const intent = adding ? TESTIMONIAL_INTENTS.add : TESTIMONIAL_INTENTS.edit;
  const values = {
    learnerName: form.learnerName ?? "",
    learnerImg: form.learnerImg ?? "",
    message: form.message ?? "",
    status: form.status ?? "",
  };
  const answer = { intent, id: adding ? undefined : id, values };
  if (Object.keys(uploadErrors).length > 0) return refused({ ...answer, errors: uploadErrors }, 422);
  const checked = testimonialInputSchema.safeParse(testimonialBody(values));
  if (!checked.success) return refused({ ...answer, errors: issueErrors(checked.error.issues) }, 422);
  const body = checked.data;
  const result =
    adding || id === undefined
      ? await api.call(testimonialAdminEndpoints.create, { body })
      : await api.call(testimonialAdminEndpoints.update, { params: { id }, body });
  if (!result.ok) {
    return refused(
      { ...answer, errors: apiFieldErrors(result.error, "The testimonial could not be saved.") },
      result.status,
    );
  }
  return redirect("/admin/testimonials", {
    headers: { "set-cookie": flashCookie(adding ? "testimonial-added" : "testimonial-saved") },
  });
}

/** Restore, and Withdraw (asked first on the page), posted from the table. */
async function statusAction(api: ApiClient, form: FormValues) {
  const answer = (error: string, status: number) =>
    data<TestimonialRowAnswer>({ intent: TESTIMONIAL_INTENTS.status, error }, { status: failedCallStatus(status) });
  if (!/^\d{1,9}$/.test(form.id ?? "")) return answer("This testimonial is not known here. Reload the page.", 400);
  if (form.status !== "A" && form.status !== "I") return answer("The testimonial could not be changed.", 422);
  const result = await api.call(testimonialAdminEndpoints.update, {
    params: { id: Number(form.id) },
    body: { status: form.status },
  });
  if (!result.ok) return answer(errorText(result.error, "The testimonial could not be changed."), result.status);
  return redirect("/admin/testimonials", {
    headers: { "set-cookie": flashCookie(form.status === "A" ? "testimonial-restored" : "testimonial-withdrawn") },
  });
}
