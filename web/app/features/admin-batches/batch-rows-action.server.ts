// A batch's schedule rows and recordings posted without scripts: add, edit (the row
// form's fields, checked with the same scheduleChecked / recordingChecked the browser runs) and
// delete (after the question on the page), through the API in-process with the staff session.
// Done: back to the batch's page with a one-time message; refused: the form again with its messages.
import { batchAdminEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { FlashKey } from "@skillbridge/core/constants";
import { data, redirect } from "react-router";
import type { ChildAnswer } from "../../admin-ui/child-rows";
import { apiFieldErrors, errorText, type FieldErrors, issueErrors } from "../../admin-ui/form-errors";
import type { Checked } from "../../admin-ui/saving-form";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { RECORDING_FIELD_NAMES, readRecordingValues, recordingChecked } from "./recording-rows";
import { readScheduleValues, SCHEDULE_FIELD_NAMES, scheduleChecked } from "./schedule-rows";

type ListSpec = {
  one: string;
  read: (form: FormValues) => Record<string, string>;
  check: (values: Record<string, string>) => Checked<unknown>;
  /** The API's field names on the form's own. */
  names: Record<string, string>;
  flash: Record<"add" | "edit" | "delete", FlashKey>;
};

const LISTS: Record<"schedules" | "recordings", ListSpec> = {
  schedules: {
    one: "session",
    read: readScheduleValues,
    check: (values) => scheduleChecked(readScheduleValues(values)),
    names: SCHEDULE_FIELD_NAMES,
    flash: { add: "session-added", edit: "session-saved", delete: "session-deleted" },
  },
  recordings: {
    one: "recording",
    read: readRecordingValues,
    check: (values) => recordingChecked(readRecordingValues(values)),
    names: RECORDING_FIELD_NAMES,
    flash: { add: "recording-added", edit: "recording-saved", delete: "recording-deleted" },
  },
};

/** Whether a posted `intent` belongs to a batch's child lists. */
export const isBatchRowIntent = (intent: string | undefined) =>
  /^(schedules|recordings)-(add|edit|delete)$/.test(intent ?? "");

export async function batchRowsAction(api: ApiClient, form: FormValues, batchId: number) {
  const [, listName = "", mode = ""] = /^(schedules|recordings)-(add|edit|delete)$/.exec(form.intent ?? "") ?? [];
  const list = LISTS[listName as keyof typeof LISTS];
  const intent = form.intent ?? "";
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  const answer = (body: ChildAnswer, status: number) => data(body, { status: failedCallStatus(status) });
  if (!list || (mode !== "add" && id === undefined)) {
    return answer({ intent, error: "This form is not known here. Reload the page and try again." }, 400);
  }
  const endpoints = batchAdminEndpoints[listName as keyof typeof LISTS];
  const done = (key: FlashKey) =>
    redirect(`/admin/batches/${batchId}`, { headers: { "set-cookie": flashCookie(key) } });

  if (mode === "delete" && id !== undefined) {
    const result = await api.call(endpoints.remove, { params: { id } });
    if (!result.ok)
      return answer(
        { intent, id, error: errorText(result.error, `The ${list.one} could not be deleted.`) },
        result.status,
      );
    return done(list.flash.delete);
  }

  const values = list.read(form);
  const named = (found: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(found).map(([key, msg]) => [list.names[key] ?? key, msg]));
  const checked = list.check(values);
  if (!checked.success) return answer({ intent, id, values, errors: named(issueErrors(checked.error.issues)) }, 422);
  // The body was checked above with the API's own schema (the endpoint's body type is the list's).
  const body = checked.data as never;
  const result =
    mode === "edit" && id !== undefined
      ? await api.call(endpoints.update, { params: { id }, body })
      : await api.call(endpoints.create, { params: { id: batchId }, body });
  if (!result.ok) {
    return answer(
      { intent, id, values, errors: named(apiFieldErrors(result.error, `The ${list.one} could not be saved.`)) },
      result.status,
    );
  }
  return done(mode === "edit" ? list.flash.edit : list.flash.add);
}
