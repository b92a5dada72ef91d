// The check-in form's post: the code checked with core's schema for a message in place, then the
// API marks the learner present or late (or refuses: wrong code, outside the session's hours).
import { attendanceEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { checkInCodeSchema } from "@skillbridge/core/attendance";
import { istDateTimeText } from "@skillbridge/core/ist-time";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";

export type CheckInAnswer = { done?: string; error?: string; value?: string };

export async function checkInAction(api: ApiClient, request: Request, batchId: number) {
  const form = await readForm(request);
  const value = (form.code ?? "").slice(0, 20);
  const code = checkInCodeSchema.safeParse(value);
  if (!code.success) {
    return data<CheckInAnswer>(
      { error: code.error.issues[0]?.message ?? "Enter the check-in code", value },
      { status: 422 },
    );
  }
  const result = await api.call(attendanceEndpoints.checkIn, { body: { batchId, code: code.data } });
  if (result.ok) {
    const when = istDateTimeText(result.data.startsAt, { weekday: true });
    const mark = result.data.status === "late" ? "late" : "present";
    return data<CheckInAnswer>({ done: `You are checked in to the session of ${when} IST: marked ${mark}.` });
  }
  return data<CheckInAnswer>(
    { error: errorText(result.error, "The check-in could not be saved. Please try again."), value },
    { status: failedCallStatus(result.status) },
  );
}
