// /admin/batches/{id}/attendance: the batch's attendance grid (learners × sessions held so far,
// each learner's percentage), today's check-in codes and one session's CSV upload. Every form posts
// to this route's action and works without scripts; the API audits each change.
import { attendanceEndpoints } from "@skillbridge/core";
import { dayInIndia } from "@skillbridge/core/rules";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type AttendanceAnswer, attendanceAction } from "../features/admin-attendance/attendance-action.server";
import { AttendanceGrid } from "../features/admin-attendance/attendance-grid";
import { AttendanceOverSessions } from "../features/admin-attendance/attendance-over-sessions";
import { CheckInCodes, CsvUpload } from "../features/admin-attendance/session-tools";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-batch-attendance";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const sheet = await api.call(attendanceEndpoints.sheet, { params: { id: idParam(params.id) } });
  if (!sheet.ok) {
    if (sheet.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The attendance could not be loaded", { status: 503 });
  }
  const today = dayInIndia(new Date());
  return {
    canonical: `${origin}/admin/batches/${params.id}/attendance`,
    sheet: sheet.data,
    todaysSessions: sheet.data.sessions
      .filter((session) => dayInIndia(new Date(session.startsAt)) === today)
      .map((session) => session.id),
  };
}

export const action = staffAction((api, request, params) => attendanceAction(api, request, idParam(params.id)));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Attendance: ${loaderData?.sheet.courseName ?? "a batch"} | Back office | ${SITE_NAME}`,
    description: "Mark the attendance of a batch's sessions.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, todaysSessions } = loaderData;
  const answer = actionData as AttendanceAnswer | undefined;
  return (
    <div className="page">
      <AdminBar title={`Attendance: ${sheet.courseName}`}>
        <Link className="btn" to={`/admin/batches/${sheet.batchId}`}>
          Back to the batch
        </Link>
      </AdminBar>
      <p>
        Present and late both count as attended. A learner's percentage is of the sessions held so far (sessions on
        today or earlier).
      </p>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      {answer?.error ? (
        <div role="alert" className="message message-error">
          <p>{answer.error}</p>
          {answer.problems?.length ? (
            <ul>
              {answer.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <AttendanceGrid sheet={sheet} />
      <AttendanceOverSessions sheet={sheet} />
      <CheckInCodes sessions={sheet.sessions} today={todaysSessions} />
      <CsvUpload sessions={sheet.sessions} />
    </div>
  );
}
