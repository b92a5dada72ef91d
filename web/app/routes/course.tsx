// Course detail, /course/{id}/{name}: everything server-rendered from one parallel load;
// the schedule popup opens on a course's first visit; Enroll on a batch → the enrolment form →
// the success popup; Enroll Now → the enquiry popup. The forms' code is fetched on the visitor's
// first interaction with the page (or on hover/focus); until the scripts run, Enroll and Enroll
// Now link to the forms' own pages (/course/{id}/enrol?batch=…, /course/{id}/enquiry).
// With no upcoming batch, "Tell me when a batch opens" posts to this page's action.

import { teachingLanguageEndpoints } from "@skillbridge/core/endpoints";
import { localeOfPath, localizedPath } from "@skillbridge/core/i18n/locales";
import { fallbackErrors } from "@skillbridge/core/messages";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { coursePath } from "@skillbridge/core/rules";
import type { TrainingCard } from "@skillbridge/core/schemas";
import { Suspense, useEffect, useState } from "react";
import { isRouteErrorResponse, Link, redirect, useNavigate, useNavigation, useSearchParams } from "react-router";
import { batchInterestAction } from "../features/batch/batch-interest-action.server";
import { BATCH_INTEREST_INTENT } from "../features/batch/batch-interest-intent";
import { BatchTaughtInContext } from "../features/batch/batch-tables";
import { describeBatch } from "../features/batch/batch-time";
import { ScheduleDialog } from "../features/batch/schedule-dialog";
import { ScheduleSection } from "../features/batch/schedule-section";
import { courseEnquiryPath } from "../features/course/course-content";
import type { CourseDetailData } from "../features/course/course-data";
import { CourseDetail } from "../features/course/course-detail";
import { courseDetailOrThrow, parseCourseId, taughtInLines } from "../features/course/course-detail.server";
import { courseCanonical, courseJsonLd, courseMeta } from "../features/course/course-seo";
import { ENROLMENT_TITLE, enrolmentPath } from "../features/enrolment/enrolment-texts";
import type { FormAnswer } from "../forms/form-answer";
import { postedFor } from "../forms/posted-for";
import { useCopy, useDates, useLocalePath } from "../i18n/copy";
import { requestContext } from "../request-context";
import { Dialog } from "../ui/dialog";
import { JsonLd } from "../ui/json-ld";
import { preloadable } from "../ui/preloadable";
import { useEngagementPreload } from "../ui/use-engagement-preload";
import type { Route } from "./+types/course";

// Fetched ahead and handed to React at once when here (ui/preloadable.ts).
const enrolment = preloadable(() => import("../features/enrolment/enrolment-dialog"));
const loadEnrolment = enrolment.preload;
const EnrolmentDialog = enrolment.component((m) => m.EnrolmentDialog);
const EnrolmentSuccessDialog = enrolment.component((m) => m.EnrolmentSuccessDialog);
const enquiry = preloadable(() => import("../features/course/course-enquiry-dialog"));
const loadEnquiry = enquiry.preload;
const CourseEnquiryDialog = enquiry.component((m) => m.CourseEnquiryDialog);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const [data, languages] = await Promise.all([
    courseDetailOrThrow(api, origin, params.id, locale),
    api.call(teachingLanguageEndpoints.list),
  ]);
  // A missing or outdated name segment: one permanent redirect to the canonical path (the English
  // name's, in every language).
  if (params.name !== data.course.ictName.replace(/ /g, "_")) {
    throw redirect(`${localizedPath(coursePath(data.course), locale)}${url.search}`, 301);
  }
  // Without the languages the schedule simply names none.
  const taughtIn = languages.ok ? taughtInLines(data.batches.items, languages.data, locale) : {};
  return { ...data, taughtIn };
}

// The one form that posts to the course page: "Tell me when a batch opens". The course is this
// address's; the API refuses an unknown or retired one in its own words.
export async function action({ context, params, request }: Route.ActionArgs) {
  const id = parseCourseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return batchInterestAction(context.get(requestContext).api, request, id);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? courseMeta(loaderData) : []);

type Popup =
  | { kind: "schedule" }
  | { kind: "enrol"; batch: TrainingCard }
  | { kind: "success"; courseName: string; batchLabel?: string; waitlistPosition?: number; paymentPath?: string }
  | { kind: "enquiry" }
  | null;

/** The schedule popup opens on first load, once per course in this browser tab. */
function isFirstVisit(courseId: number): boolean {
  const key = `schedule-shown:${courseId}`;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, "1");
  } catch {
    // storage blocked: open it every time rather than never
  }
  return true;
}

function LoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  const copy = useCopy("course", courseCopy);
  return (
    <Dialog open onClose={onClose} title={title}>
      <p role="status">{copy.loading}</p>
    </Dialog>
  );
}

function CourseView({ data, posted }: { data: CourseDetailData; posted?: FormAnswer | undefined }) {
  const { course } = data;
  const copy = useCopy("course", courseCopy);
  const dates = useDates();
  const to = useLocalePath();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // A discount code a shared link carries (`?code=WEBINAR10`) goes with the enrolment to its fee;
  // the enrolment form and page check it (the page's own chunk stays free of the code rules).
  const couponCode = useSearchParams()[0].get("code") ?? undefined;
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  const openSchedule = () => setPopup({ kind: "schedule" });
  const openEnquiry = () => setPopup({ kind: "enquiry" });

  useEffect(() => {
    if (isFirstVisit(course.id)) setPopup({ kind: "schedule" });
  }, [course.id]);
  // The forms' code is fetched on the visitor's first interaction with the page, not at idle
  // (ui/use-engagement-preload.ts), and by Enroll Now and Request Training on hover or focus.
  useEngagementPreload(loadEnrolment);
  useEngagementPreload(loadEnquiry);

  const loadingCourse =
    navigation.state === "loading" && /^\/(course|certification_detail)\//.test(navigation.location.pathname);
  const schedule = {
    batches: data.batches.items,
    error: data.batches.error,
    course: { name: course.ictName, url: courseCanonical(data) },
    stamp: data.loadedAt,
    onEnroll: (batch: TrainingCard) => setPopup({ kind: "enrol", batch }),
    onEnrollIntent: loadEnrolment,
    // Without scripts these are the forms' own pages, in the page's language.
    enrolHref: (batch: TrainingCard) => to(enrolmentPath(course.id, batch.id, couponCode)),
    teamHref: (batch: TrainingCard) => to(`/course/${course.id}/team?batch=${batch.id}`),
    onRequestTraining: openEnquiry,
    requestHref: to(courseEnquiryPath(course.id)),
    interest: { action: to(coursePath(course)), posted: postedFor(posted, BATCH_INTEREST_INTENT) },
  };

  return (
    <div className="page">
      <div role="status">{loadingCourse ? <p className="message">{copy.loading}</p> : null}</div>
      {courseJsonLd(data).map((item) => (
        <JsonLd key={String(item["@type"])} data={item} />
      ))}
      <CourseDetail
        data={data}
        onOpenSchedule={openSchedule}
        onOpenEnquiry={openEnquiry}
        onEnquiryIntent={loadEnquiry}
        schedule={<ScheduleSection {...schedule} />}
      />
      <ScheduleDialog open={popup?.kind === "schedule"} onClose={close} {...schedule} />
      {popup?.kind === "enrol" ? (
        <Suspense fallback={<LoadingDialog title={ENROLMENT_TITLE} onClose={close} />}>
          <EnrolmentDialog
            course={{ id: course.id, ictName: course.ictName }}
            batch={{
              id: popup.batch.id,
              label: describeBatch(popup.batch, copy.schedule.batchLabel, dates.date),
              waitlist: popup.batch.isFull === true,
            }}
            couponCode={couponCode}
            onBack={openSchedule}
            onClose={close}
            onSuccess={(enrolled) =>
              setPopup({
                kind: "success",
                courseName: enrolled.course.ictName,
                batchLabel: enrolled.batch?.label,
                waitlistPosition: enrolled.waitlistPosition,
                paymentPath: enrolled.paymentPath,
              })
            }
          />
        </Suspense>
      ) : null}
      {popup?.kind === "success" ? (
        <Suspense fallback={null}>
          <EnrolmentSuccessDialog
            courseName={popup.courseName}
            batchLabel={popup.batchLabel}
            waitlistPosition={popup.waitlistPosition}
            paymentPath={popup.paymentPath}
            onClose={close}
            onOk={() => {
              close();
              navigate(to("/"));
            }}
          />
        </Suspense>
      ) : null}
      {popup?.kind === "enquiry" ? (
        <Suspense fallback={<LoadingDialog title={copy.enquiryTitle} onClose={close} />}>
          <CourseEnquiryDialog courseId={course.id} courseName={course.ictName} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

const NO_LINES: Record<number, string> = {};

export default function CoursePage({
  loaderData,
  actionData,
}: {
  loaderData: CourseDetailData;
  actionData?: FormAnswer | undefined;
}) {
  // A new course (client-side navigation) starts with fresh popups and description state.
  return (
    <BatchTaughtInContext value={loaderData.taughtIn ?? NO_LINES}>
      <CourseView key={loaderData.course.id} data={loaderData} posted={actionData} />
    </BatchTaughtInContext>
  );
}

/** Course detail messages: 'No course found.' for unknown ids, else the error text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  const message = typeof detail === "string" && detail ? detail : fallbackErrors.course;
  const copy = useCopy("course", courseCopy);
  const to = useLocalePath();
  return (
    <div className="page">
      <title>{notFound ? copy.error.notFoundTitle : copy.error.failedTitle}</title>
      <meta name="robots" content="noindex" />
      <h1>{notFound ? copy.error.notFoundTitle : copy.error.failedTitle}</h1>
      {notFound ? <p>{copy.error.notFound}</p> : <p className="message message-error">{message}</p>}
      <p>
        <Link to={to("/training_course")} className="btn btn-primary">
          {copy.error.browse}
        </Link>{" "}
        <Link to={to("/")} className="btn">
          {copy.error.home}
        </Link>
      </p>
    </div>
  );
}
