// /admin/courses/{id}/batches: a course's batches, upcoming or past, paged by the
// database; add one. The course page's schedule popup shows the change at once. Adding works
// without scripts too: ?add shows the dialog's form on the page, posted here.
import { batchAdminEndpoints, teachingLanguageEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import styles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { CourseTabs } from "../admin-ui/course-tabs";
import { batchFormAction } from "../features/admin-batches/batch-action.server";
import { BatchLanguagesContext } from "../features/admin-batches/batch-form";
import { BatchTable, batchApiQuery, readBatchView } from "../features/admin-batches/batch-list";
import { NewBatch, NewBatchForm } from "../features/admin-batches/new-batch";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course-batches";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const view = readBatchView(new URL(request.url).searchParams);
  const [list, languages] = await Promise.all([
    api.call(batchAdminEndpoints.list, { params: { id }, query: batchApiQuery(view) }),
    api.call(teachingLanguageEndpoints.list),
  ]);
  if (!list.ok) {
    if (list.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The batches could not be loaded", { status: 503 });
  }
  return {
    canonical: `${origin}/admin/courses/${params.id}/batches`,
    view,
    list: list.data,
    languages: languages.ok ? languages.data : [],
    // The form asked for by "Add batch" pressed without scripts.
    adding: new URL(request.url).searchParams.has("add"),
  };
}

// The new batch's form posted without scripts: stored, the batch's page opens.
export const action = staffAction(async (api, request, params) =>
  batchFormAction(api, await readForm(request), { courseId: idParam(params.id) }),
);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Batches of ${loaderData?.list.course.ictName ?? "a course"} | Back office | ${SITE_NAME}`,
    description: "A course's batches.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { list, view } = loaderData;
  const backToList = `/admin/courses/${list.course.id}/batches`;
  return (
    <BatchLanguagesContext value={loaderData.languages}>
      <div className="page">
        <AdminBar title={list.course.ictName}>
          <Link className="btn" to="/admin/courses">
            Back to courses
          </Link>
          <NewBatch />
        </AdminBar>
        <CourseTabs courseId={list.course.id} current="batches" />
        {loaderData.adding || actionData ? (
          <section className={`card ${styles.panel}`} aria-labelledby="batch-form-heading">
            <h2 id="batch-form-heading">Add batch</h2>
            <NewBatchForm posted={actionData} />
            <Link to={backToList}>Back to the list</Link>
          </section>
        ) : null}
        <BatchTable view={view} list={list} />
        <p className="field-hint">Dates and times are India Standard Time (IST).</p>
      </div>
    </BatchLanguagesContext>
  );
}
