// The attendance page's form posts: the grid (each held session whose marks changed is saved by
// its own API call, so the audit names each session), one session's CSV file, and showing a
// session's check-in code. Works without JavaScript: the answer is rendered by the page.
import { attendanceEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import {
  ATTENDANCE_CSV_MAX_CHARS,
  ATTENDANCE_STATUSES,
  type AttendanceSheet,
  type AttendanceStatus,
} from "@skillbridge/core/attendance";
import { data } from "react-router";
import { errorText, failedCallStatus } from "../../forms/errors";
import { MAX_FORM_BYTES, readPostedForm } from "../../forms/form-action.server";
import { markField } from "./attendance-labels";

export type AttendanceAnswer = { done?: string; error?: string; problems?: string[]; code?: string };

const failed = "The attendance could not be saved: nothing was changed. Please try again.";
const refuse = (error: string, status = 422, problems?: string[]) =>
  data<AttendanceAnswer>({ error, ...(problems ? { problems } : {}) }, { status });

const statusOf = (value: string | undefined): AttendanceStatus | "" | null =>
  value === ""
    ? ""
    : (ATTENDANCE_STATUSES as readonly string[]).includes(value ?? "")
      ? (value as AttendanceStatus)
      : null;

async function saveGrid(api: ApiClient, batchId: number, form: Record<string, string>) {
  const sheet = await api.call(attendanceEndpoints.sheet, { params: { id: batchId } });
  if (!sheet.ok) return refuse(errorText(sheet.error, failed), failedCallStatus(sheet.status));
  const changes = changedSessions(sheet.data, form);
  if (changes === null) return refuse("A mark must be present, late, absent or not marked.");
  let saved = 0;
  for (const [sessionId, marks] of changes) {
    const result = await api.call(attendanceEndpoints.mark, { params: { id: batchId, sessionId }, body: { marks } });
    if (!result.ok) {
      const kept = saved ? ` ${saved} session${saved === 1 ? " was" : "s were"} saved before it.` : "";
      return refuse(`${errorText(result.error, failed)}${kept}`, failedCallStatus(result.status));
    }
    saved++;
  }
  return data<AttendanceAnswer>({
    done: saved ? `Attendance saved for ${saved} session${saved === 1 ? "" : "s"}.` : "No marks were changed.",
  });
}

/** The held sessions whose posted marks differ from the stored ones; null when a mark is not a status. */
function changedSessions(sheet: AttendanceSheet, form: Record<string, string>) {
  const changes = new Map<number, { learnerId: number; status: AttendanceStatus | "" }[]>();
  for (const session of sheet.sessions.filter((row) => row.held)) {
    for (const learner of sheet.learners) {
      const name = markField(session.id, learner.learnerId);
      if (!(name in form)) continue;
      const status = statusOf(form[name]);
      if (status === null) return null;
      if (status === (learner.marks[String(session.id)] ?? "")) continue;
      const marks = changes.get(session.id) ?? [];
      marks.push({ learnerId: learner.learnerId, status });
      changes.set(session.id, marks);
    }
  }
  return changes;
}

async function uploadCsv(api: ApiClient, batchId: number, posted: Awaited<ReturnType<typeof readPostedForm>>) {
  const sessionId = Number(posted.values.sessionId);
  if (!Number.isInteger(sessionId) || sessionId <= 0) return refuse("Choose the session the file is for.");
  const file = posted.files.attendance;
  if (!file) return refuse("Choose the CSV file to upload (columns: email, status).");
  if (file.size > ATTENDANCE_CSV_MAX_CHARS) return refuse("The file is too large (at most 200 KB).", 413);
  const csv = new TextDecoder().decode(await file.arrayBuffer());
  const result = await api.call(attendanceEndpoints.upload, { params: { id: batchId, sessionId }, body: { csv } });
  if (result.ok) {
    const { present, late, absent } = result.data;
    return data<AttendanceAnswer>({
      done: `The file is saved: ${present} present, ${late} late, ${absent} absent.`,
    });
  }
  const detail = result.error?.detail;
  const problems = Array.isArray(detail) ? detail.map((issue) => issue.msg) : undefined;
  return refuse(
    problems
      ? "The file was not taken: nothing was saved. Correct these lines and upload it again."
      : errorText(result.error, failed),
    failedCallStatus(result.status),
    problems,
  );
}

async function showCode(api: ApiClient, batchId: number, form: Record<string, string>) {
  const sessionId = Number(form.sessionId);
  const result = await api.call(attendanceEndpoints.showCode, { params: { id: batchId, sessionId } });
  if (!result.ok) return refuse(errorText(result.error, failed), failedCallStatus(result.status));
  return data<AttendanceAnswer>({ done: `The check-in code is ${result.data.code}.`, code: result.data.code });
}

export async function attendanceAction(api: ApiClient, request: Request, batchId: number) {
  let posted: Awaited<ReturnType<typeof readPostedForm>>;
  try {
    posted = await readPostedForm(request, 2 * ATTENDANCE_CSV_MAX_CHARS + MAX_FORM_BYTES);
  } catch {
    return refuse("This form is too large to send.", 413);
  }
  switch (posted.values.intent) {
    case "marks":
      return saveGrid(api, batchId, posted.values);
    case "csv":
      return uploadCsv(api, batchId, posted);
    case "code":
      return showCode(api, batchId, posted.values);
    default:
      return refuse("Unknown action.", 400);
  }
}
