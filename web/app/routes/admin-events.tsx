// /admin/events (issue 6): upcoming or past events (paged by the database), add, edit, activate
// and deactivate. Starts are entered and shown in India Standard Time; /events reflects changes at once.
import { courseEndpoints, eventAdminEndpoints } from "@skillbridge/core";
import { ADMIN_EVENTS_PAGE_SIZE } from "@skillbridge/core/admin/site";
import { useState } from "react";
import { Link } from "react-router";
import adminStyles from "../admin-ui/admin.module.css";
import { AdminBar } from "../admin-ui/admin-bar";
import { Pager, pageParam } from "../admin-ui/table-controls";
import { requireStaff, STAFF_PAGE_HEADERS } from "../features/admin-session/staff-session.server";
import { EventDialog } from "../features/admin-site/event-dialog";
import { EventTable } from "../features/admin-site/event-table";
import styles from "../features/admin-site/site.module.css";
import { requestContext } from "../request-context";
import { pageMeta, SITE_NAME } from "../seo";
import type { Route } from "./+types/admin-events";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, origin } = context.get(requestContext);
  await requireStaff(api);
  const params = new URL(request.url).searchParams;
  const when = params.get("when") === "past" ? "past" : "upcoming";
  const page = pageParam(params);
  const offset = (page - 1) * ADMIN_EVENTS_PAGE_SIZE;
  const [list, courses] = await Promise.all([
    api.call(eventAdminEndpoints.list, { query: { when, limit: ADMIN_EVENTS_PAGE_SIZE, offset } }),
    api.call(courseEndpoints.list),
  ]);
  return {
    canonical: `${origin}/admin/events`,
    when,
    page,
    list: list.ok ? list.data : null,
    courses: courses.ok
      ? courses.data
          .map((course) => ({ id: course.id, name: `${course.ictName}${course.status === "A" ? "" : " (inactive)"}` }))
          .sort((a, b) => a.name.localeCompare(b.name))
      : [],
  };
}

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Events | Back office | ${SITE_NAME}`,
    description: "Events shown on the website.",
    canonical: loaderData?.canonical ?? "/admin/events",
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  const { when, page, list, courses } = loaderData;
  const [adding, setAdding] = useState(false);
  const label = when === "upcoming" ? "Upcoming events" : "Past events";
  return (
    <div className="page">
      <AdminBar title="Events">
        <button type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Add event
        </button>
      </AdminBar>
      <nav className={styles.tabs} aria-label="Which events">
        <Link to="/admin/events" className="btn" aria-current={when === "upcoming" ? "page" : undefined}>
          Upcoming
        </Link>
        <Link to="/admin/events?when=past" className="btn" aria-current={when === "past" ? "page" : undefined}>
          Past
        </Link>
      </nav>
      {!list ? (
        <p role="alert" className="message message-error">
          The events could not be loaded. Reload the page to try again.
        </p>
      ) : list.items.length === 0 ? (
        <p className="message message-empty">
          {when === "upcoming" ? "No upcoming events: add one." : "No past events."}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{label}</h2>
          <EventTable events={list.items} courses={courses} caption={`${label}, ${list.total} in all`} />
          <Pager
            page={page}
            summary={`Page ${page} (${list.total} in all)`}
            hasNext={page * ADMIN_EVENTS_PAGE_SIZE < list.total}
            href={(target) => `/admin/events?${when === "past" ? "when=past&" : ""}page=${target}`}
          />
        </>
      )}
      <p className={adminStyles.muted}>Times are India Standard Time. Changes show on the events page at once.</p>
      <EventDialog open={adding} event={null} courses={courses} onClose={() => setAdding(false)} />
    </div>
  );
}
