// /admin/courses: every course, active or not; search, filters, sorting and the page
// are in the URL and applied by the database (server-side paging, fast with thousands).
import { courseAdminEndpoints, domainAdminEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { CourseFilters } from "../features/admin-catalogue/course-filters";
import { courseApiQuery, readCourseListView } from "../features/admin-catalogue/course-list-params";
import { CourseTable } from "../features/admin-catalogue/course-table";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-courses";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const view = readCourseListView(new URL(request.url).searchParams);
  const [list, domains] = await Promise.all([
    api.call(courseAdminEndpoints.list, { query: courseApiQuery(view) }),
    api.call(domainAdminEndpoints.list),
  ]);
  return {
    canonical: `${origin}/admin/courses`,
    view,
    list: list.ok ? list.data : null,
    error: list.ok ? null : "The courses could not be loaded. Check the search and try again.",
    domains: domains.ok ? domains.data : [],
  };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Courses | Back office | ${SITE_NAME}`,
    description: "The courses of the catalogue.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { view, list } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Courses">
        <Link className="btn btn-primary" to="/admin/courses/new">
          Add course
        </Link>
      </AdminBar>
      <CourseFilters view={view} domains={loaderData.domains} />
      {loaderData.error ? (
        <p role="alert" className="message message-error">
          {loaderData.error}
        </p>
      ) : null}
      {list ? <CourseTable view={view} list={list} /> : null}
    </div>
  );
}
