// /admin/courses/{id}: one course's details — name, type, domain, descriptions, hours,
// price, image — and whether the website serves it. Content and batches are the other tabs.
// Below the form: the people waiting to be told when a batch of it opens.
import { batchInterestEndpoints, courseAdminEndpoints, domainAdminEndpoints } from "@skillbridge/core";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { CourseTabs } from "../admin-ui/course-tabs";
import { courseAction } from "../features/admin-catalogue/course-action.server";
import { CourseForm, courseFormValues } from "../features/admin-catalogue/course-form";
import { CourseStatus } from "../features/admin-catalogue/course-status";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { CourseInterests } from "../features/batch-interest/waiting-tables";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const [course, domains, interests] = await Promise.all([
    api.call(courseAdminEndpoints.byId, { params: { id } }),
    api.call(domainAdminEndpoints.list),
    api.call(batchInterestEndpoints.forCourse, { params: { id } }),
  ]);
  if (!course.ok) throw new Response("Not Found", { status: 404 });
  return {
    canonical: `${origin}/admin/courses/${params.id}`,
    course: course.data,
    domains: domains.ok ? domains.data : [],
    interests: interests.ok ? interests.data : null,
    // Deactivate pressed without scripts: the question is on the page.
    asking: new URL(request.url).searchParams.has("deactivate"),
  };
}

// The course form posted without scripts: saved, the page is shown again.
export const action = staffAction((api, request, params) => courseAction(api, request, idParam(params.id)));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData?.course.ictName ?? "Course"} | Back office | ${SITE_NAME}`,
    description: "A course's details.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <div className="page">
      <AdminBar title={course.ictName}>
        <Link className="btn" to={`/admin/courses/${course.id}/cover`}>
          Cover picture
        </Link>
        <Link className="btn" to="/admin/courses">
          Back to courses
        </Link>
      </AdminBar>
      <CourseTabs courseId={course.id} current="details" />
      <CourseStatus course={course} asking={loaderData.asking} />
      <CourseForm
        // A fresh form when another course is opened.
        key={course.id}
        initial={courseFormValues(course)}
        domains={loaderData.domains}
        submitLabel="Save details"
        posted={actionData}
      />
      {loaderData.interests ? <CourseInterests courseId={course.id} interests={loaderData.interests} /> : null}
    </div>
  );
}
