// What staff see of "tell me when a batch opens": on the dashboard, per course, how many people
// wait for a batch and since when; on a course's admin page, how many wait and every request.
import type { CourseBatchInterests, WaitingInterest } from "@skillbridge/core/batch-interest";
import { formatDate } from "@skillbridge/core/rules";
import adminStyles from "../../admin-ui/admin.module.css";
import { AdminTable } from "../../admin-ui/table-controls";

export const WAITING_TITLE = "Waiting for a batch";

export function WaitingForBatch({ items, error }: { items: WaitingInterest[]; error?: string | null }) {
  return (
    <section aria-labelledby="waiting-for-batch">
      <h2 id="waiting-for-batch">{WAITING_TITLE}</h2>
      <p>
        People who asked on a course page to be told when a batch opens. Each gets one mail when an upcoming active
        batch is added to the course.
      </p>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : items.length === 0 ? (
        <p className="message">Nobody is waiting for a batch.</p>
      ) : (
        <AdminTable
          // Not the section's own name: two landmarks of one name are one too many for a screen reader.
          caption="People waiting for a batch, per course, oldest request first"
          columns={["Course", "People waiting", "Oldest request"]}
        >
          {items.map((item) => (
            <tr key={item.ict_id}>
              <th scope="row">
                <a href={`/admin/courses/${item.ict_id}`}>{item.ictName}</a>
              </th>
              <td>{item.waiting}</td>
              <td className={adminStyles.nowrap}>{formatDate(item.oldest)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

const waitingText = (count: number) =>
  count === 0
    ? "Nobody is waiting for a batch of this course."
    : `${count} ${count === 1 ? "person is" : "people are"} waiting for a batch of this course.`;

export function CourseInterests({ courseId, interests }: { courseId: number; interests: CourseBatchInterests }) {
  return (
    <section aria-labelledby="course-interests">
      <h2 id="course-interests">{WAITING_TITLE}</h2>
      <p>
        {waitingText(interests.waiting)}
        {interests.waiting > 0 ? (
          <>
            {" "}
            They get one mail when you <a href={`/admin/courses/${courseId}/batches`}>add an upcoming active batch</a>.
          </>
        ) : null}
      </p>
      {interests.items.length > 0 ? (
        <AdminTable
          caption="Requests to be told when a batch opens, newest first"
          columns={["Name", "E-mail", "Phone", "Asked on", "Told"]}
        >
          {interests.items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              <td>{item.email}</td>
              <td>{item.phone ?? "—"}</td>
              <td className={adminStyles.nowrap}>{formatDate(item.createdAt)}</td>
              <td className={adminStyles.nowrap}>
                {item.notifiedAt ? `${formatDate(item.notifiedAt)} (batch ${item.notifiedBatchId})` : "Waiting"}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
