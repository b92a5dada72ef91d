// A course's state on the public site: Active (served to visitors) or Inactive (never served).
// Deactivating asks first, since the course page starts answering "No course found." at once.
// Without scripts Activate posts to the page's action, and Deactivate asks on the page
// (?deactivate) before posting.

import { coursePath } from "@skillbridge/core/rules";
import type { Course } from "@skillbridge/core/schemas";
import { Link } from "react-router";
import { ConfirmDialog, StatusToggle, useStatusChange } from "../../admin-ui/row-actions";
import { statusText } from "../../admin-ui/select-field";
import styles from "./catalogue.module.css";

/** The hidden `intent` of Activate / Deactivate posted without scripts. */
export const COURSE_STATUS_INTENT = "course-status";

/** `asking`: Deactivate was pressed without scripts; the question is on the page. */
export function CourseStatus({ course, asking = false }: { course: Course; asking?: boolean }) {
  const status = useStatusChange<Course>({ intent: COURSE_STATUS_INTENT, failure: "The course could not be changed." });
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
        post={{ intent: COURSE_STATUS_INTENT, id: course.id }}
        askField={{ name: "deactivate", value: "" }}
      />
      {asking && active ? (
        <form method="post" aria-labelledby="course-deactivate-heading">
          <h2 id="course-deactivate-heading">Deactivate this course?</h2>
          <DeactivateCourseText course={course} />
          <input type="hidden" name="intent" value={COURSE_STATUS_INTENT} />
          <input type="hidden" name="status" value="I" />
          <button type="submit" className="btn btn-primary">
            Deactivate
          </button>{" "}
          <Link className="btn" to={`/admin/courses/${course.id}`}>
            Keep it active
          </Link>
        </form>
      ) : null}
      <ConfirmDialog
        open={status.retiring !== null}
        title="Deactivate this course?"
        confirmLabel="Deactivate"
        cancelLabel="Keep it active"
        busy={status.busy}
        onConfirm={() => status.setStatus(course, "I")}
        onClose={() => status.setRetiring(null)}
      >
        <DeactivateCourseText course={course} />
      </ConfirmDialog>
    </section>
  );
}

function DeactivateCourseText({ course }: { course: Course }) {
  return (
    <p>
      “{course.ictName}” disappears from the catalogue, search and its domain at once, and its page answers “No course
      found.”. Nothing is deleted: you can activate it again at any time.
    </p>
  );
}
