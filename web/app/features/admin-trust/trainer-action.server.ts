// /admin/trainers' form posted (with or without scripts): checked with the
// schema the API runs, sent to the API in-process; saved → back to the list with a one-time
// message; refused → the form again with the messages beside its fields.
import { trainerAdminEndpoints } from "@skillbridge/core";
import { trainerInputSchema } from "@skillbridge/core/admin/trust";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, issueErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { TRAINER_INTENTS, type TrainerAnswer, trainerBody } from "./trainer-form";

export async function trainerAction(api: ApiClient, form: FormValues) {
  const adding = form.intent === TRAINER_INTENTS.add;
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  const values = {
    name: form.name ?? "",
    photo: form.photo ?? "",
    bio: form.bio ?? "",
    years: form.years ?? "",
    certifications: form.certifications ?? "",
    linkedinUrl: form.linkedinUrl ?? "",
    status: form.status ?? "A",
  };
  const intent = adding ? TRAINER_INTENTS.add : TRAINER_INTENTS.edit;
  const answer = (errors: TrainerAnswer["errors"], status: number) =>
    data<TrainerAnswer>({ intent, id, values, errors }, { status: failedCallStatus(status) });
  if (!adding && (form.intent !== TRAINER_INTENTS.edit || id === undefined)) {
    return answer({ form: "This form is not known here. Reload the page and try again." }, 400);
  }
  const checked = trainerInputSchema.safeParse(trainerBody(values));
  if (!checked.success) return answer(issueErrors(checked.error.issues), 422);
  const result =
    adding || id === undefined
      ? await api.call(trainerAdminEndpoints.create, { body: checked.data })
      : await api.call(trainerAdminEndpoints.update, { params: { id }, body: checked.data });
  if (!result.ok) return answer(apiFieldErrors(result.error, "The trainer could not be saved."), result.status);
  return redirect("/admin/trainers", {
    headers: { "set-cookie": flashCookie(adding ? "trainer-added" : "trainer-saved") },
  });
}
