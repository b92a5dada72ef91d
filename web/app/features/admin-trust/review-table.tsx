// Learners' feedback they agreed to publish, newest first, each with a POST
// form (no scripts needed) that approves it as a review on its course page or takes it off again.
import type { AdminReviewList } from "@skillbridge/core/admin/trust";
import { Form } from "react-router";
import { AdminTable } from "../../admin-ui/table-controls";
import styles from "./admin-trust.module.css";

export const REVIEW_INTENTS = { approve: "review-approve", unapprove: "review-unapprove" } as const;

const when = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function ReviewTable({ list }: { list: AdminReviewList }) {
  if (list.items.length === 0) {
    return <p className="message message-empty">No learner has agreed to publish feedback yet.</p>;
  }
  return (
    <AdminTable
      caption={<>Feedback learners agreed to publish, {list.total}</>}
      columns={["Course", "Learner", "Rating", "Feedback", "Received", "On the course page", "Action"]}
    >
      {list.items.map((review) => {
        const approved = review.approvedAt !== null;
        return (
          <tr key={review.id}>
            <td>{review.courseName}</td>
            <td>{review.learnerName}</td>
            <td>{review.rating} of 5</td>
            <td className={styles.message}>{review.message}</td>
            <td>{when.format(new Date(review.submittedAt))}</td>
            <td>{approved ? "Published" : "Waiting for approval"}</td>
            <td>
              <Form method="post">
                <input
                  type="hidden"
                  name="intent"
                  value={approved ? REVIEW_INTENTS.unapprove : REVIEW_INTENTS.approve}
                />
                <input type="hidden" name="id" value={review.id} />
                <button type="submit" className={approved ? "btn" : "btn btn-primary"}>
                  {approved ? "Unapprove" : "Approve"}
                  <span className="visually-hidden"> the feedback of {review.learnerName}</span>
                </button>
              </Form>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
