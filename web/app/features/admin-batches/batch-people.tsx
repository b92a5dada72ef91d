// Who is in a batch and what they said: the enrolled learners (read-only) with their attendance so
// far, and the feedback received, with its average rating and count.
import type { BatchFeedback, EnrolledLearner } from "@skillbridge/core/admin/batches";
import tableStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";
import styles from "./batches.module.css";
import { dayText, instantText, ratingText } from "./format";

/** A learner's attendance so far, by learner id; null when it could not be read. */
export type AttendanceByLearner = Map<number, { held: number; attended: number; percent: number | null }> | null;

/** "83 % (5 of 6 sessions)", or why there is no figure yet. */
export function attendanceText(summary: { held: number; attended: number; percent: number | null } | undefined) {
  if (!summary || summary.percent === null) return "No session held yet";
  return `${summary.percent} % (${summary.attended} of ${summary.held} sessions)`;
}

export function LearnerList({
  learners,
  attendance = null,
}: {
  learners: EnrolledLearner[];
  attendance?: AttendanceByLearner;
}) {
  return (
    <section className={`card ${tableStyles.section}`} aria-labelledby="learners-heading">
      <h2 id="learners-heading">Enrolled learners ({learners.length})</h2>
      {learners.length === 0 ? (
        <p className="message message-empty">Nobody is enrolled in this batch yet.</p>
      ) : (
        <AdminTable
          caption="Learners enrolled in this batch"
          columns={["Name", "E-mail", "Enrolled", ...(attendance ? ["Attendance"] : [])]}
        >
          {learners.map((learner) => (
            <tr key={learner.id}>
              <td>{learner.name}</td>
              <td>
                <a href={`mailto:${learner.email}`}>{learner.email}</a>
              </td>
              <td>{dayText(learner.enrolledAt.slice(0, 10))}</td>
              {attendance ? <td>{attendanceText(attendance.get(learner.id))}</td> : null}
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export function FeedbackList({ feedback }: { feedback: BatchFeedback | null }) {
  return (
    <section className={`card ${tableStyles.section}`} aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">Feedback</h2>
      {feedback === null ? (
        <p className="message message-error" role="alert">
          The feedback could not be loaded.
        </p>
      ) : feedback.count === 0 ? (
        <p className="message message-empty">No feedback received for this batch yet.</p>
      ) : (
        <>
          <p className={styles.summary}>
            <span>
              Average rating: <strong>{ratingText(feedback.average)}</strong>
            </span>
            <span>
              Responses: <strong>{feedback.count}</strong>
            </span>
          </p>
          <AdminTable
            caption="Feedback received for this batch"
            columns={["Received", "Learner", "Rating", "Trainer", "Message"]}
          >
            {feedback.items.map((item) => (
              <tr key={item.id}>
                <td>{instantText(item.submittedAt)}</td>
                <td>
                  {item.learnerName}
                  <br />
                  <span className={tableStyles.muted}>{item.learnerEmail}</span>
                </td>
                <td>{item.rating} / 5</td>
                <td>{item.trainer || "—"}</td>
                <td className={styles.message}>{item.message}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}
