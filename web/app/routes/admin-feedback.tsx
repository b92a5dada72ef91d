// /admin/feedback (issue 6): learners' feedback per batch — average rating and count with the
// course and batch dates, sorted and paged by the database; each batch links to its page.
import { feedbackEndpoints } from "@skillbridge/core";
import { AdminBar } from "../admin-ui/admin-bar";
import { FeedbackTable, feedbackApiQuery, readFeedbackView } from "../features/admin-batches/feedback-table";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-feedback";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const view = readFeedbackView(new URL(request.url).searchParams);
  const list = await api.call(feedbackEndpoints.summary, { query: feedbackApiQuery(view) });
  return {
    canonical: `${origin}/admin/feedback`,
    view,
    list: list.ok ? list.data : null,
  };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Feedback | Back office | ${SITE_NAME}`,
    description: "Learners' feedback per batch.",
    canonical: loaderData?.canonical ?? "/admin/feedback",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { list, view } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Feedback" />
      {list ? (
        <FeedbackTable view={view} list={list} />
      ) : (
        <p className="message message-error" role="alert">
          The feedback could not be loaded. Try again in a moment.
        </p>
      )}
      <p className="field-hint">Only batches that received feedback are listed. Times are India Standard Time.</p>
    </div>
  );
}
