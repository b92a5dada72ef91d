// /admin/courses/new: a new course with its hours, price and image. It starts
// inactive: staff check it, add content and batches, then activate it.
import { domainAdminEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { courseAction } from "../features/admin-catalogue/course-action.server";
import { CourseForm, courseFormValues } from "../features/admin-catalogue/course-form";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course-new";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const domains = await api.call(domainAdminEndpoints.list);
  const wanted = Number(new URL(request.url).searchParams.get("domainId"));
  return {
    canonical: `${origin}/admin/courses/new`,
    domains: domains.ok ? domains.data : [],
    domainId: Number.isInteger(wanted) && wanted > 0 ? wanted : undefined,
  };
}

// The course form posted without scripts: a new course goes to its page.
export const action = staffAction((api, request) => courseAction(api, request, null));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `New course | Back office | ${SITE_NAME}`,
    description: "Add a course to the catalogue.",
    canonical: loaderData?.canonical ?? "/admin/courses/new",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page">
      <AdminBar title="New course">
        <Link className="btn" to="/admin/courses">
          Back to courses
        </Link>
      </AdminBar>
      <p className="field-hint">A new course is inactive: visitors see it once you activate it.</p>
      <CourseForm
        initial={courseFormValues(null, loaderData.domainId)}
        domains={loaderData.domains}
        submitLabel="Create course"
        posted={actionData}
      />
    </div>
  );
}
