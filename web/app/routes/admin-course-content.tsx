// /admin/courses/{id}/content: a course's learning modules, benefits, prerequisites,
// FAQs and study materials — add, edit, delete, reorder. The public course page reads the same
// tables and is refreshed at once after each change. Without scripts Add, Edit and
// Delete ask for ?add={kind}, ?edit={kind}-{id}, ?delete={kind}-{id} (the form or question on the
// page) and everything posts to this route's action; a study material's file upload needs scripts.
// The Hindi section (optional Hindi name, descriptions, modules and FAQs) is one form posted here too.
import { courseContentAdminEndpoints, courseTranslationEndpoints } from "@skillbridge/core";
import { CONTENT_KINDS } from "@skillbridge/core/admin/content";
import { coursePath } from "@skillbridge/core/rules";
import { Link } from "react-router";
import { AdminBar } from "../admin-ui/admin-bar";
import { type ChildAnswer, readChildAsked } from "../admin-ui/child-rows";
import { CourseTabs } from "../admin-ui/course-tabs";
import { readFormWithUploads } from "../admin-ui/uploads.server";
import styles from "../features/admin-content/content.module.css";
import { contentAction } from "../features/admin-content/content-action.server";
import { ContentSection } from "../features/admin-content/content-section";
import { hindiAction } from "../features/admin-content/hindi-action.server";
import { HINDI_INTENT, type HindiAnswer } from "../features/admin-content/hindi-fields";
import { HindiSection } from "../features/admin-content/hindi-section";
import type { ContentRow } from "../features/admin-content/kinds";
import { idParam, requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-course-content";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const id = idParam(params.id);
  const [content, hindi] = await Promise.all([
    api.call(courseContentAdminEndpoints.content, { params: { id } }),
    api.call(courseTranslationEndpoints.get, { params: { id, locale: "hi" } }),
  ]);
  if (!content.ok || !hindi.ok) {
    if (content.status === 404) throw new Response("Not Found", { status: 404 });
    throw new Response("The course content could not be loaded", { status: 503 });
  }
  return {
    canonical: `${origin}/admin/courses/${params.id}/content`,
    content: content.data,
    hindi: hindi.data,
    // An item's form or question asked for without scripts.
    asked: readChildAsked(new URL(request.url).searchParams),
  };
}

// The content's forms and row buttons posted without scripts.
export const action = staffAction(async (api, request, params) => {
  const courseId = idParam(params.id);
  // A study material's PDF may be chosen without scripts: stored first, its address in SMSrc.
  const { form, errors } = await readFormWithUploads(api, request, { SMSrc: "document" });
  if (form.intent === HINDI_INTENT) return hindiAction(api, form, courseId);
  return contentAction(api, form, courseId, errors);
});

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Content of ${loaderData?.content.course.ictName ?? "a course"} | Back office | ${SITE_NAME}`,
    description: "A course's modules, benefits, prerequisites, FAQs and study materials.",
    canonical: loaderData?.canonical ?? "/admin/courses",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { content } = loaderData;
  const answer = actionData as ChildAnswer | undefined;
  const hindiAnswer = answer?.intent === HINDI_INTENT ? (actionData as unknown as HindiAnswer) : undefined;
  const { course } = content;
  return (
    <div className="page">
      <AdminBar title={course.ictName}>
        <Link className="btn" to="/admin/courses">
          Back to courses
        </Link>
        {course.status === "A" ? (
          <a className="btn" href={coursePath(course)} target="_blank" rel="noopener">
            View on the website
          </a>
        ) : null}
      </AdminBar>
      <CourseTabs courseId={course.id} current="content" />
      {answer?.error && answer.intent.endsWith("-move") ? (
        <p role="alert" className="message message-error">
          {answer.error}
        </p>
      ) : null}
      <HindiSection translation={loaderData.hindi} modules={content.modules} faqs={content.faqs} posted={hindiAnswer} />
      <div className={styles.grid}>
        {CONTENT_KINDS.map((kind) => (
          <ContentSection
            key={kind}
            kind={kind}
            items={content[kind] as ContentRow[]}
            asked={loaderData.asked}
            posted={answer}
          />
        ))}
      </div>
    </div>
  );
}
