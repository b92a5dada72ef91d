// /admin/inbox (it moved from /admin when that became the dashboard): the leads & enquiries inbox. Filters, sorting and the page are in the URL
// and applied by the database (server-side paging); what came in since the last visit is counted.
import { courseEndpoints, inboxEndpoints } from "@skillbridge/core";
import styles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { FreshCount } from "../features/inbox/fresh-count";
import { inboxAction } from "../features/inbox/inbox-action.server";
import { InboxFilters } from "../features/inbox/inbox-filters";
import { apiFilters, apiQuery, readInboxView } from "../features/inbox/inbox-params";
import { InboxTable } from "../features/inbox/inbox-table";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-inbox";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const view = readInboxView(new URL(request.url).searchParams);
  const [list, courses, staff] = await Promise.all([
    api.call(inboxEndpoints.list, { query: apiQuery(view) }),
    api.call(courseEndpoints.list),
    api.call(inboxEndpoints.staff),
  ]);
  return {
    canonical: `${origin}/admin/inbox`,
    view,
    list: list.ok ? list.data : null,
    error: list.ok ? null : "The inbox could not be loaded. Check the filters and try again.",
    csvHref: `/admin/inbox.csv?${new URLSearchParams(apiFilters(view))}`,
    courses: courses.ok ? courses.data.map(({ id, ictName }) => ({ id, ictName })) : [],
    staff: staff.ok ? staff.data : [],
  };
}

/** "Mark all as seen" posted without scripts. */
export const action = staffAction(inboxAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Inbox | Back office | ${SITE_NAME}`,
    description: "Leads and enquiries from the website.",
    canonical: loaderData?.canonical ?? "/admin/inbox",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { view, list } = loaderData;
  return (
    <div className="page">
      <AdminBar title="Leads & enquiries">
        <a className="btn" href={loaderData.csvHref} download>
          Export CSV
        </a>
      </AdminBar>
      {list ? <FreshCount count={list.newSince} error={actionData?.error} /> : null}
      <InboxFilters view={view} courses={loaderData.courses} staff={loaderData.staff} />
      {loaderData.error ? (
        <p role="alert" className="message message-error">
          {loaderData.error}
        </p>
      ) : null}
      {list ? <InboxTable view={view} list={list} /> : null}
      <p className={styles.muted}>Times are India Standard Time.</p>
    </div>
  );
}
