// A course's content posted without scripts: add, edit (the item form's fields, checked
// with the kind's schema the browser runs), delete (after the question on the page) and Move up /
// down, through the API in-process with the staff session. Done: back to the content page with a
// one-time message; refused: the form again with its messages, or one line beside the question.
import { courseContentAdminEndpoints } from "@skillbridge/core";
import { CONTENT_KINDS, type ContentKind, contentInputSchemas } from "@skillbridge/core/admin/content";
import type { ApiClient } from "@skillbridge/core/api-client";
import type { FlashKey } from "@skillbridge/core/constants";
import { data, redirect } from "react-router";
import type { ChildAnswer } from "../../admin-ui/child-rows";
import { apiFieldErrors, errorText, type FieldErrors, issueErrors } from "../../admin-ui/form-errors";
import { flashCookie } from "../../flash";
import { failedCallStatus } from "../../forms/errors";
import type { FormValues } from "../../forms/form-action.server";
import { readContentValues } from "./item-form";
import { type ContentRow, kindSpecs } from "./kinds";

const INTENT = new RegExp(`^(${CONTENT_KINDS.join("|")})-(add|edit|delete|move)$`);

/** `uploadErrors`: files chosen in the form that could not be stored (uploads.server.ts). */
export async function contentAction(
  api: ApiClient,
  form: FormValues,
  courseId: number,
  uploadErrors: FieldErrors = {},
) {
  const intent = form.intent ?? "";
  const [, kindName = "", mode = ""] = INTENT.exec(intent) ?? [];
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : undefined;
  const answer = (body: ChildAnswer, status: number) => data(body, { status: failedCallStatus(status) });
  if (!kindName || (mode !== "add" && id === undefined)) {
    return answer({ intent, error: "This form is not known here. Reload the page and try again." }, 400);
  }
  const kind = kindName as ContentKind;
  const { one } = kindSpecs[kind];
  const endpoints = courseContentAdminEndpoints.kinds[kind];
  const done = (key: FlashKey) =>
    redirect(`/admin/courses/${courseId}/content`, { headers: { "set-cookie": flashCookie(key) } });

  if (mode === "delete" && id !== undefined) {
    const result = await api.call(endpoints.remove, { params: { id } });
    if (!result.ok) {
      return answer({ intent, id, error: errorText(result.error, `The ${one} could not be deleted.`) }, result.status);
    }
    return done("content-deleted");
  }

  if (mode === "move" && id !== undefined) {
    const failure = (status: number, text = "The new order could not be saved.") =>
      answer({ intent, id, error: text }, status);
    if (form.direction !== "up" && form.direction !== "down") return failure(422);
    const content = await api.call(courseContentAdminEndpoints.content, { params: { id: courseId } });
    if (!content.ok) return failure(content.status, errorText(content.error, "The new order could not be saved."));
    const ids = (content.data[kind] as ContentRow[]).map((item) => item.id);
    const from = ids.indexOf(id);
    const to = from + (form.direction === "up" ? -1 : 1);
    if (from < 0 || to < 0 || to >= ids.length) return failure(409, "Reload the page: the list has changed.");
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    const result = await api.call(endpoints.reorder, { params: { id: courseId }, body: { ids } });
    if (!result.ok) return failure(result.status, errorText(result.error, "The new order could not be saved."));
    return done("content-moved");
  }

  const values = readContentValues(kind, form);
  // A PDF chosen without scripts is a study material's file, so its type is PDF.
  if (kind === "materials" && form.SMSrc?.startsWith("/media/") && !values.SMType) values.SMType = "PDF";
  if (Object.keys(uploadErrors).length > 0) return answer({ intent, id, values, errors: uploadErrors }, 422);
  const checked = contentInputSchemas[kind].safeParse(values);
  if (!checked.success) return answer({ intent, id, values, errors: issueErrors(checked.error.issues) }, 422);
  // The body was checked above with the kind's own schema (the endpoint's body type is the kind's).
  const body = checked.data as never;
  const result =
    mode === "edit" && id !== undefined
      ? await api.call(endpoints.update, { params: { id }, body })
      : await api.call(endpoints.create, { params: { id: courseId }, body });
  if (!result.ok) {
    return answer(
      { intent, id, values, errors: apiFieldErrors(result.error, `The ${one} could not be saved.`) },
      result.status,
    );
  }
  return done(mode === "edit" ? "content-saved" : "content-added");
}
