// /course/{id}/enquiry: the course page's 'Enroll Now' enquiry form as a page, for a
// visitor whose browser has not run the page's scripts (Enroll Now is a link here until then);
// the popup posts here too. Not indexed: the course page is the one to find.
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { coursePath } from "@skillbridge/core/rules";
import { Link } from "react-router";
import { ENQUIRY_TITLE } from "../features/course/course-content";
import { courseDetailOrThrow, parseCourseId } from "../features/course/course-detail.server";
import { courseEnquiryAction } from "../features/course/course-enquiry-action.server";
import { COURSE_ENQUIRY_INTENT, CourseEnquiryForm } from "../features/course/course-enquiry-dialog";
import { courseCanonical } from "../features/course/course-seo";
import { postedFor } from "../forms/form-answer";
import { copyOf, useDictionary, useLocalePath } from "../i18n/copy";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/course-enquiry";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const data = await courseDetailOrThrow(api, origin, params.id);
  return {
    canonical: courseCanonical(data),
    path: coursePath(data.course),
    course: { id: data.course.id, ictName: data.course.ictName },
  };
}

// The course is this address's; the API refuses an unknown one in its own words.
export async function action({ context, params, request }: Route.ActionArgs) {
  const id = parseCourseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return courseEnquiryAction(context.get(requestContext).api, request, id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "enrolment", enrolmentCopy).pages;
  return pageMeta({
    title: `${fillCopy(copy.enquireTitle, { course: loaderData?.course.ictName ?? copy.aCourse })} | ${SITE_NAME}`,
    description: copy.enquireDescription,
    canonical: loaderData?.canonical ?? "/training_course",
    noindex: true,
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course, path } = loaderData;
  const title = useDictionary()?.course.enquiryTitle ?? ENQUIRY_TITLE;
  const to = useLocalePath();
  return (
    <div className="page">
      <p>
        <Link to={to(path)}>← {course.ictName}</Link>
      </p>
      <h1>{title}</h1>
      <div className="card" style={{ maxWidth: "40rem", padding: "1.25rem" }}>
        <CourseEnquiryForm
          courseId={course.id}
          courseName={course.ictName}
          posted={postedFor(actionData, COURSE_ENQUIRY_INTENT)}
        />
      </div>
    </div>
  );
}
