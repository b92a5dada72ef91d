// /learner/trainings/{id}/attendance: the signed-in learner's own attendance in one of their
// trainings — each session's mark and their percentage of the sessions held so far — and the
// check-in form (also on the dashboard's training card, which posts here). Only their own
// trainings: anyone else's is not found; signed out, the login page.
import { attendanceEndpoints } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { redirect } from "react-router";
import { attendanceText } from "../features/learner/attendance-text.server";
import { type CheckInAnswer, checkInAction } from "../features/learner/check-in-action.server";
import { CheckInForm } from "../features/learner/check-in-form";
import { learnerTraining } from "../features/learner/learner-training.server";
import { copyOf, useCopy, useLocalePath } from "../i18n/copy";
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
    // Each session's start as the page writes it (weekday, date, IST time) in the page's language.
    sessionTimes: Object.fromEntries(
      mine.data.sessions.map((session) => [session.id, attendanceText(request).when(session.startsAt)]),
    ) as Record<number, string>,
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "learnerArea", learnerAreaCopy).attendance;
  return pageMeta({
    title: `${fillCopy(copy.title, { training: loaderData?.trainingName ?? copy.myTraining })} | ${SITE_NAME}`,
    description: fillCopy(copy.description, { site: SITE_NAME }),
    canonical: loaderData?.canonical ?? PROFILE_PATH,
    noindex: true,
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { attendance, trainingName, trainingId, sessionTimes } = loaderData;
  const area = useCopy("learnerArea", learnerAreaCopy);
  const copy = area.attendance;
  const localePath = useLocalePath();
  const answer = actionData as CheckInAnswer | undefined;
  const held = attendance.sessions.filter((session) => session.held);
  return (
    <div className="page">
      <p>
        <a href={localePath(`${PROFILE_PATH}?tab=courses`)}>{area.backToCourses}</a>
      </p>
      <h1>{fillCopy(copy.title, { training: trainingName })}</h1>
      {answer?.done ? (
        <p role="status" className="message message-success">
          {answer.done}
        </p>
      ) : null}
      <p>
        {attendance.percent === null
          ? copy.noneHeld
          : fillCopy(copy.summary, {
              attended: attendance.attended,
              held: attendance.held,
              percent: attendance.percent,
            })}
      </p>
      <CheckInForm
        trainingCardId={trainingId}
        trainingName={trainingName}
        error={answer?.error}
        value={answer?.value}
      />
      {held.length ? (
        <table className="table">
          <caption>{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.session}</th>
              <th scope="col">{copy.mark}</th>
            </tr>
          </thead>
          <tbody>
            {held.map((session) => (
              <tr key={session.id}>
                <th scope="row">{sessionTimes[session.id]}</th>
                <td>{session.status ? copy.marks[session.status] : copy.notMarked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
