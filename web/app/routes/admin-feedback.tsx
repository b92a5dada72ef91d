// /admin/feedback: learners' feedback per batch — average rating and count with the
// course and batch dates, sorted and paged by the database; each batch links to its page.
import { feedbackEndpoints, reviewAdminEndpoints } from "@skillbridge/core";
import { AdminBar } from "../admin-ui/admin-bar";
import { FeedbackTable, feedbackApiQuery, readFeedbackView } from "../features/admin-batches/feedback-table";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { reviewAction } from "../features/admin-trust/review-action.server";
import { ReviewTable } from "../features/admin-trust/review-table";
import { readForm } from "../forms/form-action.server";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-feedback";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const view = readFeedbackView(new URL(request.url).searchParams);
  const [list, reviews] = await Promise.all([
    api.call(feedbackEndpoints.summary, { query: feedbackApiQuery(view) }),
    api.call(reviewAdminEndpoints.list, { query: { limit: 100 } }),
  ]);
  return {
    canonical: `${origin}/admin/feedback`,
    view,
    list: list.ok ? list.data : null,
    reviews: reviews.ok ? reviews.data : null,
  };
}

// A review's Approve / Unapprove, posted with or without scripts.
export const action = staffAction(async (api, request) => reviewAction(api, await readForm(request)));

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Feedback | Back office | ${SITE_NAME}`,
    description: "Learners' feedback per batch.",
    canonical: loaderData?.canonical ?? "/admin/feedback",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { list, view, reviews } = loaderData;
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
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Reviews on the course pages</h2>
        <p className="field-hint">
          Feedback shows on its course page (rating, text and the learner's first name) only when the learner agreed to
          publish it and you approve it here.
        </p>
        {actionData?.error ? (
          <p role="alert" className="message message-error">
            {actionData.error}
          </p>
        ) : null}
        {reviews ? (
          <ReviewTable list={reviews} />
        ) : (
          <p className="message message-error" role="alert">
            The reviews could not be loaded. Try again in a moment.
          </p>
        )}
      </section>
    </div>
  );
}
