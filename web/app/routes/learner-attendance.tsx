// /learner/trainings/{id}/attendance: the signed-in learner's own attendance in one of their
// trainings — each session's mark and their percentage of the sessions held so far — and the
// check-in form (also on the dashboard's training card, which posts here). Only their own
// trainings: anyone else's is not found; signed out, the login page.
import { attendanceEndpoints } from "@skillbridge/core";
import { istDateTimeText } from "@skillbridge/core/ist-time";
import { redirect } from "react-router";
import { type CheckInAnswer, checkInAction } from "../features/learner/check-in-action.server";
import { CheckInForm } from "../features/learner/check-in-form";
import { learnerTraining } from "../features/learner/learner-training.server";
import { inRequestLanguage } from "../i18n/request-locale.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import { LOGIN_PATH, PROFILE_PATH } from "../session/paths";
import type { Route } from "./+types/learner-attendance";

const notFound = () => new Response("Not Found", { status: 404 });

function trainingIdOf(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
}

const MARKS = { present: "Present", late: "Late", absent: "Absent" } as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const id = trainingIdOf(params.trainingId);
  const { user, training } = await learnerTraining(api, id);
  if (!user) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  if (!training) throw notFound();
  const mine = await api.call(attendanceEndpoints.mine, { params: { id } });
  if (!mine.ok) throw new Response("Your attendance could not be loaded", { status: 503 });
  return {
    canonical: `${origin}${PROFILE_PATH}`,
    trainingName: training.enrolment.trainingCard.ictName,
    trainingId: id,
    attendance: mine.data,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  const id = trainingIdOf(params.trainingId);
  const { user, training } = await learnerTraining(api, id);
  if (!user) throw redirect(inRequestLanguage(request, LOGIN_PATH));
  if (!training) throw notFound();
  return checkInAction(api, request, id);
}

// A learner's own record: never kept by shared caches.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Attendance: ${loaderData?.trainingName ?? "my training"} | ${SITE_NAME}`,
    description: `Your attendance in your ${SITE_NAME} training.`,
    canonical: loaderData?.canonical ?? PROFILE_PATH,
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { attendance, trainingName, trainingId } = loaderData;
  const answer = actionData as CheckInAnswer | undefined;
  const held = attendance.sessions.filter((session) => session.held);
  return (
    <div className="page">
      <p>
        <a href={`${PROFILE_PATH}?tab=courses`}>← My Courses/Trainings</a>
      </p>
      <h1>Attendance: {trainingName}</h1>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      <p>
        {attendance.percent === null
          ? "No session has been held yet."
          : `You attended ${attendance.attended} of ${attendance.held} sessions held so far (${attendance.percent} %). Late counts as attended.`}
      </p>
      <CheckInForm
        trainingCardId={trainingId}
        trainingName={trainingName}
        error={answer?.error}
        value={answer?.value}
      />
      {held.length ? (
        <table className="table">
          <caption>Your attendance per session</caption>
          <thead>
            <tr>
              <th scope="col">Session (IST)</th>
              <th scope="col">Attendance</th>
            </tr>
          </thead>
          <tbody>
            {held.map((session) => (
              <tr key={session.id}>
                <th scope="row">{istDateTimeText(session.startsAt, { weekday: true })}</th>
                <td>{session.status ? MARKS[session.status] : "Not marked yet"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
