// /admin/batches/{id} (issue 6): one batch — its details (editable), schedule rows and recordings
// (add, edit, delete), enrolled learners and the feedback it received. The details form works
// without scripts too (issue 12): it posts to this route's action.
import { batchAdminEndpoints, feedbackEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { batchFormAction } from "../features/admin-batches/batch-action.server";
import { BatchDetails } from "../features/admin-batches/batch-details";
import { FeedbackList, LearnerList } from "../features/admin-batches/batch-people";
import { batchDates } from "../features/admin-batches/format";
import { RecordingRows } from "../features/admin-batches/recording-rows";
import { ScheduleRows } from "../features/admin-batches/schedule-rows";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-batch";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  const [detail, feedback] = await Promise.all([
    api.call(batchAdminEndpoints.byId, { params: { id: params.id } }),
    api.call(feedbackEndpoints.ofBatch, { params: { id: params.id } }),
  ]);
  if (!detail.ok) {
    if (detail.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The batch could not be loaded", { status: 503 });
  }
  return {
    canonical: `${origin}/admin/batches/${params.id}`,
    detail: detail.data,
    feedback: feedback.ok ? feedback.data : null,
  };
}

// The batch's details posted without scripts (issue 12): saved, the page is shown again.
export async function action({ context, params, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  await requireStaff(api);
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  return batchFormAction(api, request, { batchId: Number(params.id) });
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Batch of ${loaderData?.detail.course.ictName ?? "a course"} | Back office | ${SITE_NAME}`,
    description: "One batch: details, schedule, recordings, learners and feedback.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, feedback } = loaderData;
  const { batch, course } = detail;
  return (
    <div className="page">
      <AdminBar title={`${course.ictName}: ${batchDates(batch)}`}>
        <Link className="btn" to={`/admin/courses/${course.id}/batches`}>
          All batches of this course
        </Link>
      </AdminBar>
      <BatchDetails batch={batch} posted={actionData} />
      <ScheduleRows batchId={batch.id} schedules={detail.schedules} />
      <RecordingRows batchId={batch.id} recordings={detail.recordings} />
      <LearnerList learners={detail.learners} />
      <FeedbackList feedback={feedback} />
    </div>
  );
}
