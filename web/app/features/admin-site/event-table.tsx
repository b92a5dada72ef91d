// Events as staff see them: when (IST), title and course, duration, picture, status; edit, and
// take off / put back on the website (asked first when taking off).
import type { AdminEvent } from "@skillbridge/core/admin/site";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { errorText } from "../../forms/errors";
import { useToast } from "../../ui/toast";
import adminStyles from "../admin/admin.module.css";
import { whenText } from "../admin/labels";
import { type CourseOption, EventDialog } from "./event-dialog";
import { ConfirmDialog, StatusBadge } from "./form-parts";
import styles from "./site.module.css";

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
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [retiring, setRetiring] = useState<AdminEvent | null>(null);
  const [busy, setBusy] = useState(false);

  async function setStatus(event: AdminEvent, status: "A" | "I") {
    setBusy(true);
    const result = await api.patch<AdminEvent>(`/admin/events/${event.id}`, { status });
    setBusy(false);
    setRetiring(null);
    if (!result.ok) return toast.show(errorText(result.error, "The event could not be changed."), "error");
    toast.show(status === "A" ? `“${event.title}” is on the website again` : `“${event.title}” deactivated`, "success");
    await revalidator.revalidate();
  }

  return (
    <>
      <div className={adminStyles.tableWrap}>
        <table className={adminStyles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Starts (IST)</th>
              <th scope="col">Event</th>
              <th scope="col">Duration</th>
              <th scope="col">Picture</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td className={styles.nowrap}>{whenText(event.startsAt)}</td>
                <th scope="row">
                  {event.title}
                  {event.courseName ? (
                    <>
                      <br />
                      <span className={adminStyles.muted}>Course: {event.courseName}</span>
                    </>
                  ) : null}
                </th>
                <td className={styles.nowrap}>{durationText(event.durationMinutes)}</td>
                <td>{event.pic ? <img src={event.pic} alt="" className={styles.thumb} loading="lazy" /> : "—"}</td>
                <td>
                  <StatusBadge status={event.status} />
                </td>
                <td>
                  <div className={adminStyles.actions}>
                    <button
                      type="button"
                      className="btn"
                      aria-haspopup="dialog"
                      aria-label={`Edit ${event.title}`}
                      onClick={() => setEditing(event)}
                    >
                      Edit
                    </button>
                    {event.status === "A" ? (
                      <button
                        type="button"
                        className="btn"
                        aria-haspopup="dialog"
                        aria-label={`Deactivate ${event.title}`}
                        disabled={busy}
                        onClick={() => setRetiring(event)}
                      >
                        Deactivate
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Activate ${event.title}`}
                        disabled={busy}
                        onClick={() => setStatus(event, "A")}
                      >
                        Activate
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <EventDialog open={editing !== null} event={editing} courses={courses} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        title="Deactivate this event?"
        confirmLabel="Deactivate"
        busy={busy}
        onConfirm={() => retiring && setStatus(retiring, "I")}
        onClose={() => setRetiring(null)}
      >
        <p>“{retiring?.title}” will no longer be shown on the events page. You can activate it again at any time.</p>
      </ConfirmDialog>
    </>
  );
}
