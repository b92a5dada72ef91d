// Events as staff see them: when (IST), title and course, duration, picture, status; edit, and
// take off / put back on the website (asked first when taking off). Without scripts
// each posts to the page's action; Deactivate asks on the page (?deactivate={id}).
import type { AdminEvent } from "@skillbridge/core/admin/event";
import { useState } from "react";
import adminStyles from "../../admin-ui/admin.module.css";
import { whenText } from "../../admin-ui/labels";
import { ConfirmDialog, EditButton, StatusToggle, useStatusChange } from "../../admin-ui/row-actions";
import { StatusBadge } from "../../admin-ui/select-field";
import { AdminTable } from "../../admin-ui/table-controls";
import { type CourseOption, EVENT_INTENTS, EventDialog, eventFormField } from "./event-dialog";

const durationText = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`;

export function EventTable({
  events,
  courses,
  caption,
}: {
  events: AdminEvent[];
  courses: CourseOption[];
  caption: string;
}) {
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const status = useStatusChange<AdminEvent>({
    intent: EVENT_INTENTS.status,
    failure: "The event could not be changed.",
  });

  return (
    <>
      <AdminTable caption={caption} columns={["Starts (IST)", "Event", "Duration", "Picture", "Status", "Actions"]}>
        {events.map((event) => (
          <tr key={event.id}>
            <td className={adminStyles.nowrap}>{whenText(event.startsAt)}</td>
            <th scope="row">
              {event.title}
              {event.courseName ? (
                <>
                  <br />
                  <span className={adminStyles.muted}>Course: {event.courseName}</span>
                </>
              ) : null}
            </th>
            <td className={adminStyles.nowrap}>{durationText(event.durationMinutes)}</td>
            <td>{event.pic ? <img src={event.pic} alt="" className={adminStyles.thumb} loading="lazy" /> : "—"}</td>
            <td>
              <StatusBadge status={event.status} />
            </td>
            <td>
              <div className={adminStyles.actions}>
                <EditButton name={`${event.title}`} field={eventFormField(event)} onClick={() => setEditing(event)} />
                <StatusToggle
                  status={event.status}
                  name={event.title}
                  busy={status.busy}
                  onAsk={() => status.setRetiring(event)}
                  onActivate={() => status.setStatus(event, "A")}
                  post={{ intent: EVENT_INTENTS.status, id: event.id }}
                  askField={{ name: "deactivate", value: String(event.id) }}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <EventDialog open={editing !== null} event={editing} courses={courses} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={status.retiring !== null}
        title={DEACTIVATE_EVENT_TITLE}
        confirmLabel="Deactivate"
        busy={status.busy}
        onConfirm={() => status.retiring && status.setStatus(status.retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <DeactivateEventText event={status.retiring} />
      </ConfirmDialog>
    </>
  );
}

export const DEACTIVATE_EVENT_TITLE = "Deactivate this event?";

/** What deactivating an event does, asked in the dialog or, without scripts, on the page. */
export function DeactivateEventText({ event }: { event: AdminEvent | null }) {
  return <p>“{event?.title}” will no longer be shown on the events page. You can activate it again at any time.</p>;
}
