// Events as staff see them: when (IST), title and course, duration, picture, status; edit, and
// take off / put back on the website (asked first when taking off).
import { eventAdminEndpoints } from "@skillbridge/core";
import type { AdminEvent } from "@skillbridge/core/admin/site";
import { useState } from "react";
import adminStyles from "../../admin-ui/admin.module.css";
import { whenText } from "../../admin-ui/labels";
import {
  ConfirmDialog,
  EditButton,
  StatusToggle,
  useStatusChange,
  websiteStatusTexts,
} from "../../admin-ui/row-actions";
import { StatusBadge } from "../../admin-ui/select-field";
import { AdminTable } from "../../admin-ui/table-controls";
import { type CourseOption, EventDialog } from "./event-dialog";

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
  const status = useStatusChange({
    endpoint: eventAdminEndpoints.update,
    ...websiteStatusTexts("event", (event: AdminEvent) => event.title),
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
                <EditButton name={`${event.title}`} onClick={() => setEditing(event)} />
                <StatusToggle
                  status={event.status}
                  name={event.title}
                  busy={status.busy}
                  onAsk={() => status.setRetiring(event)}
                  onActivate={() => status.setStatus(event, "A")}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <EventDialog open={editing !== null} event={editing} courses={courses} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={status.retiring !== null}
        title="Deactivate this event?"
        confirmLabel="Deactivate"
        busy={status.busy}
        onConfirm={() => status.retiring && status.setStatus(status.retiring, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <p>
          “{status.retiring?.title}” will no longer be shown on the events page. You can activate it again at any time.
        </p>
      </ConfirmDialog>
    </>
  );
}
