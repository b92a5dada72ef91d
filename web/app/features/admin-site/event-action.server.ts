// The event forms' action: /admin/events?add and ?edit={id} post here without scripts,
// and so do the rows' Activate and (asked first on the page) Deactivate. The posted fields become
// the API's body with the form's own eventBody, are checked with the schema the browser runs, and
// go to the API in-process with the staff member's session. Done: back to the list the event is
// on (upcoming or past) with a one-time message; refused: the form again with messages beside
// fields, or one line.
import { eventAdminEndpoints } from "@skillbridge/core";
import { eventInputSchema } from "@skillbridge/core/admin/event";
import { instantToIstLocal } from "@skillbridge/core/admin/site";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { FlashKey } from "@skillbridge/core/constants";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, issueErrors } from "../../admin-ui/form-errors";
import { readFormWithUploads } from "../../admin-ui/uploads.server";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { EVENT_INTENTS, type EventFormAnswer, type EventRowAnswer, eventBody } from "./event-dialog";

const refused = (answer: EventFormAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

/** Back to the list the event is on: past ones started before today in India. */
function backToList(startsAt: string, flash: FlashKey) {
  const today = instantToIstLocal(new Date()).slice(0, 10);
  const past = instantToIstLocal(startsAt).slice(0, 10) < today;
  return redirect(past ? "/admin/events?when=past" : "/admin/events", {
    headers: { "set-cookie": flashCookie(flash) },
  });
}

export async function eventAction(api: ApiClient, request: Request) {
  const { form, errors: uploadErrors } = await readFormWithUploads(api, request, { pic: "image" });
  if (form.intent === EVENT_INTENTS.status) return statusAction(api, form);
  const adding = form.intent === EVENT_INTENTS.add;
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  if (!adding && (form.intent !== EVENT_INTENTS.edit || id === undefined)) {
    return refused(
      { intent: EVENT_INTENTS.add, errors: { form: "This form is not known here. Reload the page and try again." } },
      400,
    );
  }
  const intent = adding ? EVENT_INTENTS.add : EVENT_INTENTS.edit;
  const values = {
    title: form.title ?? "",
    description: form.description ?? "",
    startsAt: form.startsAt ?? "",
    durationMinutes: form.durationMinutes ?? "",
    pic: form.pic ?? "",
    courseId: form.courseId ?? "",
    status: form.status ?? "",
  };
  const answer = { intent, id: adding ? undefined : id, values };
  if (Object.keys(uploadErrors).length > 0) return refused({ ...answer, errors: uploadErrors }, 422);
  const checked = eventInputSchema.safeParse(eventBody(values));
  if (!checked.success) return refused({ ...answer, errors: issueErrors(checked.error.issues) }, 422);
  const body = checked.data;
  const result =
    adding || id === undefined
      ? await api.call(eventAdminEndpoints.create, { body })
      : await api.call(eventAdminEndpoints.update, { params: { id }, body });
  if (!result.ok) {
    return refused({ ...answer, errors: apiFieldErrors(result.error, "The event could not be saved.") }, result.status);
  }
  return backToList(result.data.startsAt, adding ? "event-added" : "event-saved");
}

/** Activate, and Deactivate (asked first on the page), posted from the table. */
async function statusAction(api: ApiClient, form: FormValues) {
  const answer = (error: string, status: number) =>
    data<EventRowAnswer>({ intent: EVENT_INTENTS.status, error }, { status: failedCallStatus(status) });
  if (!/^\d{1,9}$/.test(form.id ?? "")) return answer("This event is not known here. Reload the page.", 400);
  if (form.status !== "A" && form.status !== "I") return answer("The event could not be changed.", 422);
  const result = await api.call(eventAdminEndpoints.update, {
    params: { id: Number(form.id) },
    body: { status: form.status },
  });
  if (!result.ok) return answer(errorText(result.error, "The event could not be changed."), result.status);
  return backToList(result.data.startsAt, form.status === "A" ? "event-activated" : "event-deactivated");
}
