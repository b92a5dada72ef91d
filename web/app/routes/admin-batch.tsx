// /admin/batches/{id}: one batch — its details (editable), schedule rows and recordings
// (add, edit, delete), enrolled learners and the feedback it received. The details form works
// without scripts too: it posts to this route's action; so do the schedule rows' and
// recordings' forms, asked for by ?add={list}, ?edit={list}-{id} and ?delete={list}-{id}.
import {
  attendanceEndpoints,
  batchAdminEndpoints,
  feedbackEndpoints,
  paymentEndpoints,
  paymentPlanEndpoints,
  teachingLanguageEndpoints,
  trainerAdminEndpoints,
} from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type ChildAnswer, readChildAsked } from "../admin-ui/child-rows";
import { batchFormAction } from "../features/admin-batches/batch-action.server";
import { BatchDetails } from "../features/admin-batches/batch-details";
import { type BatchFormAnswer, BatchLanguagesContext } from "../features/admin-batches/batch-form";
import { FeedbackList, LearnerList } from "../features/admin-batches/batch-people";
import { batchRowsAction, isBatchRowIntent } from "../features/admin-batches/batch-rows-action.server";
import { batchDates } from "../features/admin-batches/format";
import { RecordingRows } from "../features/admin-batches/recording-rows";
import { ScheduleRows } from "../features/admin-batches/schedule-rows";
import { planAction } from "../features/admin-payment-plan/plan-action.server";
import { isPlanIntent, type PlanAnswer, PlanPanel } from "../features/admin-payment-plan/plan-panel";
import { seatsAction } from "../features/admin-seats/seats-action.server";
import { isSeatIntent, type SeatsAnswer, SeatsPanel } from "../features/admin-seats/seats-panel";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { BATCH_TRAINERS_INTENT, BatchTrainers } from "../features/admin-trust/batch-trainers";
import { type BatchTrainersAnswer, batchTrainersAction } from "../features/admin-trust/batch-trainers-action.server";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-batch";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const [detail, feedback, seats, trainers, attendance, plan, languages] = await Promise.all([
    api.call(batchAdminEndpoints.byId, { params: { id } }),
    api.call(feedbackEndpoints.ofBatch, { params: { id } }),
    api.call(paymentEndpoints.seats, { params: { id } }),
    api.call(trainerAdminEndpoints.list),
    api.call(attendanceEndpoints.sheet, { params: { id } }),
    api.call(paymentPlanEndpoints.batchPlan, { params: { id } }),
    api.call(teachingLanguageEndpoints.list),
  ]);
  if (!detail.ok) {
    if (detail.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The batch could not be loaded", { status: 503 });
  }
  return {
    canonical: `${origin}/admin/batches/${params.id}`,
    detail: detail.data,
    feedback: feedback.ok ? feedback.data : null,
    seats: seats.ok ? seats.data : null,
    plan: plan.ok ? plan.data.parts : null,
    trainers: trainers.ok ? trainers.data : null,
    languages: languages.ok ? languages.data : [],
    // Each learner's attendance so far (the attendance page has the marks).
    attendance: attendance.ok
      ? attendance.data.learners.map(({ learnerId, held, attended, percent }) => ({
          learnerId,
          held,
          attended,
          percent,
        }))
      : null,
    // A schedule row's or recording's form or question asked for without scripts.
    asked: readChildAsked(new URL(request.url).searchParams),
  };
}

// The batch's details posted without scripts: saved, the page is shown again.
export const action = staffAction(async (api, request, params) => {
  const batchId = idParam(params.id);
  const copy = request.clone();
  const form = await readForm(request);
  // The trainers' checkboxes (several values of one name).
  if (form.intent === BATCH_TRAINERS_INTENT) return batchTrainersAction(api, await copy.formData(), batchId);
  if (isBatchRowIntent(form.intent)) return batchRowsAction(api, form, batchId);
  if (isSeatIntent(form.intent)) return seatsAction(api, form, batchId);
  if (isPlanIntent(form.intent)) return planAction(api, form, batchId);
  return batchFormAction(api, form, { batchId });
});

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Batch of ${loaderData?.detail.course.ictName ?? "a course"} | Back office | ${SITE_NAME}`,
    description: "One batch: details, schedule, recordings, learners and feedback.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, feedback, attendance } = loaderData;
  const { batch, course } = detail;
  // What the action answered to a post made without scripts: the details form's, or a row's.
  const forTrainers = actionData?.intent === BATCH_TRAINERS_INTENT;
  const forDetails = (!forTrainers && actionData?.intent.startsWith("batch-")) ?? false;
  const detailsAnswer = forDetails ? (actionData as BatchFormAnswer) : undefined;
  const forSeats = isSeatIntent(actionData?.intent);
  const seatsAnswer = forSeats ? (actionData as SeatsAnswer) : undefined;
  const forPlan = isPlanIntent(actionData?.intent);
  const planAnswer = forPlan ? (actionData as PlanAnswer) : undefined;
  const rowAnswer =
    actionData && !forDetails && !forSeats && !forTrainers && !forPlan ? (actionData as ChildAnswer) : undefined;
  return (
    <div className="page">
      <AdminBar title={`${course.ictName}: ${batchDates(batch)}`}>
        <Link className="btn" to={`/admin/courses/${course.id}/batches`}>
          All batches of this course
        </Link>
        <Link className="btn" to={`/admin/batches/${batch.id}/attendance`}>
          Attendance
        </Link>
        <Link className="btn" to={`/admin/batches/${batch.id}/certificates`}>
          Certificates
        </Link>
      </AdminBar>
      <BatchLanguagesContext value={loaderData.languages}>
        <BatchDetails batch={batch} posted={detailsAnswer} />
      </BatchLanguagesContext>
      <ScheduleRows schedules={detail.schedules} asked={loaderData.asked} posted={rowAnswer} />
      <RecordingRows recordings={detail.recordings} asked={loaderData.asked} posted={rowAnswer} />
      <SeatsPanel seats={loaderData.seats} posted={seatsAnswer} />
      <PlanPanel parts={loaderData.plan} posted={planAnswer} />
      <BatchTrainers
        batchId={batch.id}
        trainers={loaderData.trainers}
        error={forTrainers ? (actionData as BatchTrainersAnswer).error : undefined}
      />
      <LearnerList
        learners={detail.learners}
        attendance={attendance && new Map(attendance.map(({ learnerId, ...summary }) => [learnerId, summary]))}
      />
      <FeedbackList feedback={feedback} />
    </div>
  );
}
