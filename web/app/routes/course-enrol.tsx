// /course/{id}/enrol?batch={batchId}: the Learner Enrollment form as a page, for a
// visitor whose browser has not run the page's scripts (a batch's Enroll is a link here until
// then); the popup posts here too. After a post, the success popup's words, OK a link to /.
import { carriedCode } from "@skillbridge/core/money/coupon-code";
import { enrolmentCopy } from "@skillbridge/core/page-copy/enrolment";
import { coursePath } from "@skillbridge/core/rules";
import { Link } from "react-router";
import { batchLabel } from "../features/batch/batch-label.server";
import { courseDetailOrThrow, parseCourseId } from "../features/course/course-detail.server";
import { courseCanonical } from "../features/course/course-seo";
import { enrolmentAction } from "../features/enrolment/enrolment-action.server";
import { ENROLMENT_INTENT, EnrolmentForm } from "../features/enrolment/enrolment-dialog";
import { EnrolmentSuccessText, PayNowLink, WaitlistResultText } from "../features/enrolment/enrolment-success";
import { ENROLMENT_TITLE } from "../features/enrolment/enrolment-texts";
import { postedFor } from "../forms/form-answer";
import { copyOf, dictionaryOf, useCopy, useDictionary, useLocalePath } from "../i18n/copy";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/course-enrol";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const data = await courseDetailOrThrow(api, origin, params.id);
  const query = new URL(request.url).searchParams;
  const wanted = Number(query.get("batch"));
  const batch = data.batches.items.find((item) => item.id === wanted);
  return {
    canonical: courseCanonical(data),
    path: coursePath(data.course),
    course: { id: data.course.id, ictName: data.course.ictName },
    batch: batch ? { id: batch.id, label: batchLabel(batch, request), waitlist: batch.isFull === true } : undefined,
    couponCode: carriedCode(query.get("code")),
  };
}

// The course is this address's; the API refuses an unknown one (or a batch of another) in its words.
export async function action({ context, params, request }: Route.ActionArgs) {
  const id = parseCourseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return enrolmentAction(context.get(requestContext).api, request, id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const copy = copyOf(matches, "enrolment", enrolmentCopy).pages;
  // The title alone, not the course page's whole copy: this page shares no chunk with it.
  const title = dictionaryOf(matches)?.course.enrolmentTitle ?? ENROLMENT_TITLE;
  return pageMeta({
    title: `${title}: ${loaderData?.course.ictName ?? copy.aCourse} | ${SITE_NAME}`,
    description: copy.enrolDescription,
    canonical: loaderData?.canonical ?? "/training_course",
    noindex: true,
  });
};

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { course, batch, path, couponCode } = loaderData;
  const posted = postedFor(actionData, ENROLMENT_INTENT);
  const success = useCopy("enrolment", enrolmentCopy).success;
  const title = useDictionary()?.course.enrolmentTitle ?? ENROLMENT_TITLE;
  const to = useLocalePath();
  if (posted?.ok) {
    const position = posted.waitlistPosition;
    return (
      <div className="page">
        <h1>{position ? success.waitlistTitle : success.title}</h1>
        <div role="status">
          {position ? (
            <WaitlistResultText courseName={course.ictName} batchLabel={batch?.label} position={position} />
          ) : (
            <EnrolmentSuccessText courseName={course.ictName} batchLabel={batch?.label} />
          )}
        </div>
        <p>
          {posted.next ? <PayNowLink paymentPath={posted.next} /> : null}{" "}
          <Link to={to("/")} className="btn btn-primary">
            {success.ok}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <p>
        <Link to={to(path)}>← {course.ictName}</Link>
      </p>
      <h1>{title}</h1>
      <div className="card" style={{ maxWidth: "40rem", padding: "1.25rem" }}>
        <EnrolmentForm course={course} batch={batch} posted={posted} couponCode={couponCode} />
      </div>
    </div>
  );
}
