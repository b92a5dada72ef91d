// A course's state on the public site: Active (served to visitors) or Inactive (never served).
// Deactivating asks first, since the course page starts answering "No course found." at once.

import { courseAdminEndpoints } from "@skillbridge/core";
import { coursePath } from "@skillbridge/core/rules";
import type { Course } from "@skillbridge/core/schemas";
import { ConfirmDialog, StatusToggle, useStatusChange } from "../../admin-ui/row-actions";
import { statusText } from "../../admin-ui/select-field";
import styles from "./catalogue.module.css";

export function CourseStatus({ course }: { course: Course }) {
  const status = useStatusChange({
    endpoint: courseAdminEndpoints.update,
    failure: "The course could not be changed.",
    done: (_course: Course, to) => (to === "A" ? "Course activated: it is on the website now" : "Course deactivated"),
  });
  const active = course.status === "A";

  return (
    <section className={`card ${styles.status} ${active ? "" : styles.inactive}`} aria-label="Status on the website">
      <p>
        <strong>{statusText(course.status)}</strong>
        {active ? (
          <>
            {" "}
            — visitors see it.{" "}
            <a href={coursePath(course)} target="_blank" rel="noopener">
              View on the website
            </a>
          </>
        ) : (
          " — visitors never see it; its page answers “No course found.”"
        )}
      </p>
      <StatusToggle
        status={course.status}
        verbs={{ off: "Deactivate course", on: "Activate course" }}
        busy={status.busy}
        onAsk={() => status.setRetiring(course)}
        onActivate={() => status.setStatus(course, "A")}
      />
      <ConfirmDialog
        open={status.retiring !== null}
        title="Deactivate this course?"
        confirmLabel="Deactivate"
        cancelLabel="Keep it active"
        busy={status.busy}
        onConfirm={() => status.setStatus(course, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <p>
          “{course.ictName}” disappears from the catalogue, search and its domain at once, and its page answers “No
          course found.”. Nothing is deleted: you can activate it again at any time.
        </p>
      </ConfirmDialog>
    </section>
  );
}
