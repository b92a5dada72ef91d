// /admin/courses/{id}/batches (issue 6): a course's batches, upcoming or past, paged by the
// database; add one. The course page's schedule popup shows the change at once.
import { batchAdminEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { CourseTabs } from "../admin-ui/course-tabs";
import { BatchTable, batchApiQuery, readBatchView } from "../features/admin-batches/batch-list";
import { NewBatch } from "../features/admin-batches/new-batch";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course-batches";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  if (!/^\d{1,9}$/.test(params.id)) throw new Response("Not Found", { status: 404 });
  const view = readBatchView(new URL(request.url).searchParams);
  const list = await api.call(batchAdminEndpoints.list, { params: { id: params.id }, query: batchApiQuery(view) });
  if (!list.ok) {
    if (list.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The batches could not be loaded", { status: 503 });
  }
  return { canonical: `${origin}/admin/courses/${params.id}/batches`, view, list: list.data };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Batches of ${loaderData?.list.course.ictName ?? "a course"} | Back office | ${SITE_NAME}`,
    description: "A course's batches.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { list, view } = loaderData;
  return (
    <div className="page">
      <AdminBar title={list.course.ictName}>
        <Link className="btn" to="/admin/courses">
          Back to courses
        </Link>
        <NewBatch courseId={list.course.id} />
      </AdminBar>
      <CourseTabs courseId={list.course.id} current="batches" />
      <BatchTable view={view} list={list} />
      <p className="field-hint">Dates and times are India Standard Time (IST).</p>
    </div>
  );
}
