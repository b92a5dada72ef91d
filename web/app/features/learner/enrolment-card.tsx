// One enrolment on the My Courses/Trainings tab: the training's course, dates, IST time, mode,
// location and hours, with buttons for its recordings, study materials, schedule and feedback
// (links to their pages until the scripts run).

import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { learnerDashboardCopy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { Enrolment } from "@skillbridge/core/schemas";
import { useCopy, useDates, useLocalePath } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import { attendancePath, CheckInForm } from "./check-in-form";
import { dateOrDash, formatClock, orDash } from "./format";
import styles from "./learner.module.css";
import { learnerTrainingPath } from "./paths";

export type PopupKind = "recordings" | "materials" | "schedule" | "feedback";

export const POPUP_LABELS: Record<PopupKind, { label: string; icon: string }> = {
  recordings: { label: learnerDashboardCopy.popups.recordings, icon: "play" },
  materials: { label: learnerDashboardCopy.popups.materials, icon: "book" },
  schedule: { label: learnerDashboardCopy.popups.schedule, icon: "calendar" },
  feedback: { label: learnerDashboardCopy.popups.feedback, icon: "star" },
};

type Props = {
  enrolment: Enrolment;
  state: "ongoing" | "completed";
  onOpen: (kind: PopupKind) => void;
  /** Fetches the popups' code ahead (on hover or focus of a button). */
  preload?: () => Promise<unknown>;
};

export function EnrolmentCard({ enrolment, state, onOpen, preload }: Props) {
  const copy = useCopy("learnerDashboard", learnerDashboardCopy);
  const area = useCopy("learnerArea", learnerAreaCopy).card;
  const { date } = useDates();
  const localePath = useLocalePath();
  const card = enrolment.trainingCard;
  const titleId = `enrolment-${enrolment.id}-title`;
  return (
    <article className={`card ${styles.enrolment}`} aria-labelledby={titleId}>
      <div className={styles.enrolmentHead}>
        <h4 id={titleId}>{card.ictName}</h4>
        <span className={`${styles.badge} ${state === "ongoing" ? styles.badgeOngoing : ""}`}>
          {state === "ongoing" ? copy.card.ongoing : copy.card.completed}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.card.dates}</dt>
          <dd>
            {dateOrDash(card.batchStartDate, date)} – {dateOrDash(card.batchEndDate, date)}
          </dd>
        </div>
        <div>
          <dt>{copy.card.time}</dt>
          <dd>
            {formatClock(card.batchStartTime)} – {formatClock(card.batchEndTime)} IST
          </dd>
        </div>
        <div>
          <dt>{copy.card.mode}</dt>
          <dd>{orDash(card.ictStudyMode)}</dd>
        </div>
        <div>
          <dt>{copy.card.location}</dt>
          <dd>{orDash(card.ictLocation)}</dd>
        </div>
        <div>
          <dt>{copy.card.hours}</dt>
          <dd>{orDash(card.ictHours)}</dd>
        </div>
        {card.joinLink ? (
          <div>
            <dt>{area.joinLink}</dt>
            <dd>
              <a href={card.joinLink} target="_blank" rel="noopener noreferrer">
                {area.join}
                <span className="visually-hidden">{` – ${card.ictName} ${copy.newTab}`}</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {(Object.keys(POPUP_LABELS) as PopupKind[]).map((kind) => (
          <PopupTrigger
            key={kind}
            href={localePath(learnerTrainingPath(card.id, kind))}
            className="btn"
            onOpen={() => onOpen(kind)}
            preload={preload}
          >
            <Icon name={POPUP_LABELS[kind].icon} size={16} />
            {copy.popups[kind]}
            <span className="visually-hidden"> – {card.ictName}</span>
          </PopupTrigger>
        ))}
        <a className="btn" href={localePath(attendancePath(card.id))}>
          <Icon name="calendar" size={16} />
          {area.attendance}
          <span className="visually-hidden"> – {card.ictName}</span>
        </a>
      </div>
      {state === "ongoing" ? <CheckInForm trainingCardId={card.id} trainingName={card.ictName} /> : null}
    </article>
  );
}
