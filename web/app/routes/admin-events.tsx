// /admin/events: upcoming or past events (paged by the database), add, edit, activate
// and deactivate. Starts are entered and shown in India Standard Time; /events reflects changes at once.
// Without scripts too: ?add and ?edit={id} show the dialog's form on the page, posted
// here; so does a row's Activate, and Deactivate asks on the page (?deactivate={id}).
import { courseEndpoints, eventAdminEndpoints } from "@skillbridge/core";
import { ADMIN_EVENTS_PAGE_SIZE, type AdminEvent } from "@skillbridge/core/admin/event";
import { Link } from "react-router";
import adminStyles from "../admin-ui/admin.module.css";
import { ListLoadError, type RecordListKind, RecordListPage } from "../admin-ui/record-list-page";
import { Pager, pageParam } from "../admin-ui/table-controls";
import { requireStaff, STAFF_PAGE_HEADERS, staffAction } from "../features/admin-session/staff-session.server";
import { eventAction } from "../features/admin-site/event-action.server";
import {
  type CourseOption,
  EVENT_INTENTS,
  EventDialog,
  EventForm,
  type EventFormAnswer,
  eventFormField,
  eventFormTitle,
} from "../features/admin-site/event-dialog";
import { DEACTIVATE_EVENT_TITLE, DeactivateEventText, EventTable } from "../features/admin-site/event-table";
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
  // The event asked about by a button pressed without scripts (it may be on another page).
  const edit = params.get("edit") ?? "";
  const asked = /^\d{1,9}$/.test(edit) ? Number(edit) : Number(params.get("deactivate")) || null;
  const [list, courses, one] = await Promise.all([
    api.call(eventAdminEndpoints.list, { query: { when, limit: ADMIN_EVENTS_PAGE_SIZE, offset } }),
    api.call(courseEndpoints.list),
    asked ? api.call(eventAdminEndpoints.byId, { params: { id: asked } }) : null,
  ]);
  const event = one?.ok ? one.data : null;
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
    // The form asked for without scripts: a new event, or the one of ?edit={id}.
    form: params.has("add") ? { id: undefined } : /^\d{1,9}$/.test(edit) ? { id: Number(edit) } : null,
    event,
    // The event whose deactivation is asked about on the page (Deactivate pressed without scripts).
    deactivate: params.has("deactivate") && event?.status === "A" ? event : null,
  };
}

// The forms and row actions posted without scripts.
export const action = staffAction(eventAction);

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `Events | Back office | ${SITE_NAME}`,
    description: "Events shown on the website.",
    canonical: loaderData?.canonical ?? "/admin/events",
    noindex: true,
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { when, page, list, courses } = loaderData;
  const label = when === "upcoming" ? "Upcoming events" : "Past events";
  const listHref = when === "past" ? "/admin/events?when=past" : "/admin/events";
  return (
    <RecordListPage
      kind={eventList(courses)}
      asked={loaderData.form}
      actionData={actionData}
      find={(id) => (loaderData.event?.id === id ? loaderData.event : list?.items.find((item) => item.id === id))}
      retiring={loaderData.deactivate}
      backTo={listHref}
    >
      <nav className={styles.tabs} aria-label="Which events">
        <Link to="/admin/events" className="btn" aria-current={when === "upcoming" ? "page" : undefined}>
          Upcoming
        </Link>
        <Link to="/admin/events?when=past" className="btn" aria-current={when === "past" ? "page" : undefined}>
          Past
        </Link>
      </nav>
      {!list ? (
        <ListLoadError what="The events" />
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
    </RecordListPage>
  );
}

/** The events list; its forms offer the courses an event may be about. */
const eventList = (courses: CourseOption[]): RecordListKind<AdminEvent, EventFormAnswer> => ({
  title: "Events",
  addText: "Add event",
  editIntent: EVENT_INTENTS.edit,
  statusIntent: EVENT_INTENTS.status,
  formField: eventFormField,
  formTitle: eventFormTitle,
  form: (event, posted, onDone) => <EventForm event={event} courses={courses} posted={posted} onDone={onDone} />,
  dialog: (open, onClose) => <EventDialog open={open} event={null} courses={courses} onClose={onClose} />,
  retire: {
    title: () => DEACTIVATE_EVENT_TITLE,
    yes: "Deactivate",
    no: "Keep it active",
    text: (event) => <DeactivateEventText event={event} />,
  },
});
