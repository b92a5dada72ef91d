// The course a form names, for the actions of every form with a course field (the
// enquiry forms, the partner proposal).
import type { ApiClient } from "@skillbridge/core/api-client";
import { courseEndpoints } from "@skillbridge/core/endpoints";
import type { FormValues } from "./form-action.server";

/**
 * The course a form names: the id of the suggestion picked (scripts on), else — scripts off, no
 * suggestions to pick from — the active course whose name was typed, or the only one it suggests.
 */
export async function resolveCourseId(
  api: ApiClient,
  form: FormValues,
  names: { id: string; text: string } = { id: "ict_id", text: "courseName" },
): Promise<number | null> {
  const id = Number(form[names.id]);
  if (Number.isInteger(id) && id > 0) return id;
  const text = (form[names.text] ?? "").trim();
  if (text.length < 2 || text.length > 200) return null;
  const result = await api.call(courseEndpoints.suggestions, { params: { text } });
  if (!result.ok || !Array.isArray(result.data)) return null;
  const exact = result.data.find((course) => course.ictName.toLowerCase() === text.toLowerCase());
  // The one course the typed words suggest is the one the visitor means; several are a choice to make.
  return exact?.id ?? (result.data.length === 1 ? result.data[0]!.id : null);
}
