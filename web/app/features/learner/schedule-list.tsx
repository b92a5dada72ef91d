// A training's sessions (GET /training-cards/{id}/schedules): start, end and total hours.

import { batchEndpoints } from "@skillbridge/core";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import { formatDate } from "@skillbridge/core/rules";
import type { Schedule } from "@skillbridge/core/schemas";
import { useCopy, useDates } from "../../i18n/copy";
import { formatDateTime, formatTime } from "./format";
import styles from "./learner.module.css";
import { learnerMessages } from "./learner-messages";
import { ListStatus } from "./list-status";
import { type ListState, useLearnerList } from "./use-learner-list";

function endText(row: Schedule, date: (value: string) => string): string {
  // The same day needs no second date.
  return formatDate(row.scheduleEnd) === formatDate(row.scheduleStart)
    ? formatTime(row.scheduleEnd)
    : formatDateTime(row.scheduleEnd, date);
}

export function ScheduleList({ trainingCardId, initial }: { trainingCardId: number; initial?: ListState<Schedule> }) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const { date } = useDates();
  const state = useLearnerList(
    batchEndpoints.schedules,
    { id: trainingCardId },
    learnerMessages.scheduleFailed,
    initial,
  );
  return (
    <ListStatus state={state} loading={copy.schedule.loading} empty={copy.schedule.empty}>
      {(rows) => (
        <>
          <p className={styles.scrollHint} aria-hidden="true">
            {copy.schedule.swipe}
          </p>
          {/* Focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
          <section className={styles.tableWrap} aria-label={copy.schedule.sessions} tabIndex={0}>
            <table className={styles.scheduleTable}>
              <caption className="visually-hidden">{copy.schedule.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.schedule.session}</th>
                  <th scope="col">{copy.schedule.start}</th>
                  <th scope="col">{copy.schedule.end}</th>
                  <th scope="col">{copy.schedule.totalHours}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.id}>
                    <td>{index + 1}</td>
                    <td>
                      <time dateTime={row.scheduleStart}>{formatDateTime(row.scheduleStart, date)}</time>
                    </td>
                    <td>
                      <time dateTime={row.scheduleEnd}>{endText(row, date)}</time>
                    </td>
                    <td>{row.totalHours}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    {copy.schedule.total}
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
