// /admin/courses/{id}/questions.csv: the course's questions as CSV in the import's columns (for a
// signed-in staff member); ?template=1: the empty template with one example line.
import { examEndpoints } from "@skillbridge/core";
import { questionsTemplateCsv } from "@skillbridge/core/exams";
import { csvApiRefusal, csvDownload } from "../admin-ui/csv-download.server";
import { idParam, requireStaff } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import type { Route } from "./+types/admin-course-questions-csv";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  if (new URL(request.url).searchParams.has("template"))
    return csvDownload(questionsTemplateCsv(), "questions-template.csv");
  const result = await api.call(examEndpoints.exportQuestions, { params: { id } });
  if (!result.ok) return csvApiRefusal(result);
  return csvDownload(result.data.csv, result.data.filename);
}
