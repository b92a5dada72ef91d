// A course's state on the public site: Active (served to visitors) or Inactive (never served).
// Deactivating asks first, since the course page starts answering "No course found." at once.

import { coursePath } from "@skillbridge/core/rules";
import type { Course } from "@skillbridge/core/schemas";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../api";
import { Dialog } from "../../ui/dialog";
import { useToast } from "../../ui/toast";
import styles from "./catalogue.module.css";
import { errorText } from "./form-errors";

export function CourseStatus({ course }: { course: Course }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const active = course.status === "A";

  async function change(status: "A" | "I") {
    setPending(true);
    const result = await api.patch<Course>(`/admin/courses/${course.id}`, { status });
    setPending(false);
    setConfirming(false);
    if (!result.ok) return toast.show(errorText(result.error, "The course could not be changed."), "error");
    toast.show(status === "A" ? "Course activated: it is on the website now" : "Course deactivated", "success");
    await revalidator.revalidate();
  }

  return (
    <section className={`card ${styles.status} ${active ? "" : styles.inactive}`} aria-label="Status on the website">
      <p>
        <strong>{active ? "Active" : "Inactive"}</strong>
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
      {active ? (
        <button
          type="button"
          className="btn"
          disabled={pending}
          onClick={() => setConfirming(true)}
          aria-haspopup="dialog"
        >
          Deactivate course
        </button>
      ) : (
        <button type="button" className="btn btn-accent" disabled={pending} onClick={() => change("A")}>
          Activate course
        </button>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Deactivate this course?"
        size="sm"
        footer={
          <>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              Keep it active
            </button>
            <button type="button" className="btn btn-primary" disabled={pending} onClick={() => change("I")}>
              Deactivate
            </button>
          </>
        }
      >
        <p>
          “{course.ictName}” disappears from the catalogue, search and its domain at once, and its page answers “No
          course found.”. Nothing is deleted: you can activate it again at any time.
        </p>
      </Dialog>
    </section>
  );
}
