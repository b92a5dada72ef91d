// A training's session recordings (GET /recordings/training/{id}); each opens in a new tab.

import { batchEndpoints } from "@skillbridge/core";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { Recording } from "@skillbridge/core/schemas";
import { useCopy, useDates } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { formatDateTime } from "./format";
import styles from "./learner.module.css";
import { learnerMessages } from "./learner-messages";
import { ListStatus } from "./list-status";
import { type ListState, useLearnerList } from "./use-learner-list";

export function RecordingsList({
  trainingCardId,
  initial,
}: {
  trainingCardId: number;
  initial?: ListState<Recording>;
}) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const { date } = useDates();
  const state = useLearnerList(
    batchEndpoints.recordings,
    { id: trainingCardId },
    learnerMessages.recordingsFailed,
    initial,
  );
  return (
    <ListStatus state={state} loading={copy.recordings.loading} empty={copy.recordings.empty}>
      {(items) => (
        <ul className={styles.popupList}>
          {items.map((recording) => (
            <li key={recording.id} className={styles.popupItem}>
              <Icon name="play" size={20} className={styles.popupIcon} />
              <div className={styles.popupStack}>
                <a href={recording.recordingLink} target="_blank" rel="noopener noreferrer">
                  {recording.recordingTitle}
                  <span className="visually-hidden"> {copy.newTab}</span>
                </a>
                <div className="field-hint">
                  <time dateTime={recording.recordingDateTime}>
                    {formatDateTime(recording.recordingDateTime, date)}
                  </time>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListStatus>
  );
}
