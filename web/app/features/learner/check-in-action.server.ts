// The check-in form's post: the code checked with core's schema for a message in place, then the
// API marks the learner present or late (or refuses: wrong code, outside the session's hours).
import { attendanceEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { checkInCodeSchema } from "@skillbridge/core/attendance";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { attendanceMessage, attendanceText } from "./attendance-text.server";

export type CheckInAnswer = { done?: string; error?: string; value?: string };

export async function checkInAction(api: ApiClient, request: Request, batchId: number) {
  const { words, when } = attendanceText(request);
  const form = await readForm(request);
  const value = (form.code ?? "").slice(0, 20);
  const code = checkInCodeSchema.safeParse(value);
  if (!code.success) {
    return data<CheckInAnswer>(
      { error: attendanceMessage(words, code.error.issues[0]?.message ?? words.enterCode), value },
      { status: 422 },
    );
  }
  const result = await api.call(attendanceEndpoints.checkIn, { body: { batchId, code: code.data } });
  if (result.ok) {
    const mark = words.doneMarks[result.data.status === "late" ? "late" : "present"];
    return data<CheckInAnswer>({ done: fillCopy(words.done, { when: when(result.data.startsAt), mark }) });
  }
  return data<CheckInAnswer>(
    { error: attendanceMessage(words, errorText(result.error, words.saveFailed)), value },
    { status: failedCallStatus(result.status) },
  );
}
