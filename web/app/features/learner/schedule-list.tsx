// A training's sessions (spec §7 GET /training-cards/{id}/schedules): start, end and total hours.
import { batchEndpoints } from "@skillbridge/core";
import { formatDate } from "@skillbridge/core/rules";
import type { Schedule } from "@skillbridge/core/schemas";
import { formatDateTime, formatTime } from "./format";
import styles from "./learner.module.css";
import { learnerMessages } from "./learner-messages";
import { ListStatus } from "./list-status";
import { type ListState, useLearnerList } from "./use-learner-list";

function endText(row: Schedule): string {
  // The same day needs no second date.
  return formatDate(row.scheduleEnd) === formatDate(row.scheduleStart)
    ? formatTime(row.scheduleEnd)
    : formatDateTime(row.scheduleEnd);
}

export function ScheduleList({ trainingCardId, initial }: { trainingCardId: number; initial?: ListState<Schedule> }) {
  const state = useLearnerList(
    batchEndpoints.schedules,
    { id: trainingCardId },
    learnerMessages.scheduleFailed,
    initial,
  );
  return (
    <ListStatus state={state} loading="Loading schedule…" empty="No sessions scheduled yet.">
      {(rows) => (
        <>
          <p className={styles.scrollHint} aria-hidden="true">
            Swipe the table sideways for the end time and hours →
          </p>
          {/* Focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
          <section className={styles.tableWrap} aria-label="Training sessions" tabIndex={0}>
            <table className={styles.scheduleTable}>
              <caption className="visually-hidden">Training sessions (times in IST)</caption>
              <thead>
                <tr>
                  <th scope="col">Session</th>
                  <th scope="col">Start</th>
                  <th scope="col">End</th>
                  <th scope="col">Total hours</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td>{index + 1}</td>
                    <td>
                      <time dateTime={row.scheduleStart}>{formatDateTime(row.scheduleStart)}</time>
                    </td>
                    <td>
                      <time dateTime={row.scheduleEnd}>{endText(row)}</time>
                    </td>
                    <td>{row.totalHours}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    Total
                  </th>
                  <td>{Math.round(rows.reduce((sum, row) => sum + row.totalHours, 0) * 100) / 100}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        </>
      )}
    </ListStatus>
  );
}
