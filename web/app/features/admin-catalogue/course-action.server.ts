// The course form's action: /admin/courses/new and /admin/courses/{id} post here
// without scripts. The posted fields become the API's body with the form's own courseBody, are
// checked with the same schema the browser runs, and go to the API in-process with the staff
// member's session. Saved: Post/Redirect/Get to the course's page with a one-time message;
// refused: the messages beside their fields and what was typed.
import { courseAdminEndpoints } from "@skillbridge/core";
import { courseCreateSchema } from "@skillbridge/core/admin/catalogue";
import type { ApiClient } from "@skillbridge/core/api-client";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, issueErrors } from "../../admin-ui/form-errors";
import { readFormWithUploads } from "../../admin-ui/uploads.server";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import { COURSE_FORM_INTENT, type CourseFormAnswer, courseBody, readCourseFormValues } from "./course-form";
import { COURSE_STATUS_INTENT } from "./course-status";
import { courseEditPath } from "./labels";

const refused = (answer: CourseFormAnswer, status: number) => data(answer, { status: failedCallStatus(status) });

/** `courseId` null: a new course. */
export async function courseAction(api: ApiClient, request: Request, courseId: number | null) {
  const { form, errors: uploadErrors } = await readFormWithUploads(api, request, { ictImg: "image" });
  if (form.intent === COURSE_STATUS_INTENT && courseId !== null) return statusAction(api, courseId, form.status);
  if (form.intent !== COURSE_FORM_INTENT) {
    return refused({ errors: { form: "This form is not known here. Reload the page and try again." } }, 400);
  }
  const values = readCourseFormValues(form);
  if (Object.keys(uploadErrors).length > 0) return refused({ errors: uploadErrors, values }, 422);
  const checked = courseCreateSchema.safeParse(courseBody(values));
  if (!checked.success) return refused({ errors: issueErrors(checked.error.issues), values }, 422);
  const result =
    courseId === null
      ? await api.call(courseAdminEndpoints.create, { body: checked.data })
      : await api.call(courseAdminEndpoints.update, { params: { id: courseId }, body: checked.data });
  if (!result.ok) {
    return refused({ errors: apiFieldErrors(result.error, "The course could not be saved."), values }, result.status);
  }
  return redirect(courseEditPath(result.data.id), {
    headers: { "set-cookie": flashCookie(courseId === null ? "course-created" : "course-saved") },
  });
}

/** Activate, or Deactivate once asked on the page: the answer's one line shows above the form. */
async function statusAction(api: ApiClient, courseId: number, status: string | undefined) {
  if (status !== "A" && status !== "I") return refused({ errors: { form: "The course could not be changed." } }, 422);
  const result = await api.call(courseAdminEndpoints.update, { params: { id: courseId }, body: { status } });
  if (!result.ok) {
    return refused({ errors: { form: errorText(result.error, "The course could not be changed.") } }, result.status);
  }
  return redirect(courseEditPath(courseId), {
    headers: { "set-cookie": flashCookie(status === "A" ? "course-activated" : "course-deactivated") },
  });
}
