// One enrolment on the My Courses/Trainings tab: the training's course, dates, IST time, mode,
// location and hours, with buttons for its recordings, study materials, schedule and feedback
// (links to their pages until the scripts run).
import { learnerDashboardCopy as copy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { Enrolment } from "@skillbridge/core/schemas";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import { attendancePath, CheckInForm } from "./check-in-form";
import { dateOrDash, formatClock, orDash } from "./format";
import styles from "./learner.module.css";
import { learnerTrainingPath } from "./paths";

export type PopupKind = "recordings" | "materials" | "schedule" | "feedback";

export const POPUP_LABELS: Record<PopupKind, { label: string; icon: string }> = {
  recordings: { label: copy.popups.recordings, icon: "play" },
  materials: { label: copy.popups.materials, icon: "book" },
  schedule: { label: copy.popups.schedule, icon: "calendar" },
  feedback: { label: copy.popups.feedback, icon: "star" },
};

type Props = {
  enrolment: Enrolment;
  state: "ongoing" | "completed";
  onOpen: (kind: PopupKind) => void;
  /** Fetches the popups' code ahead (on hover or focus of a button). */
  preload?: () => Promise<unknown>;
};

export function EnrolmentCard({ enrolment, state, onOpen, preload }: Props) {
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
            {dateOrDash(card.batchStartDate)} – {dateOrDash(card.batchEndDate)}
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
            <dt>Join link</dt>
            <dd>
              <a href={card.joinLink} target="_blank" rel="noopener noreferrer">
                Join the online session
                <span className="visually-hidden"> – {card.ictName} (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {(Object.keys(POPUP_LABELS) as PopupKind[]).map((kind) => (
          <PopupTrigger
            key={kind}
            href={learnerTrainingPath(card.id, kind)}
            className="btn"
            onOpen={() => onOpen(kind)}
            preload={preload}
          >
            <Icon name={POPUP_LABELS[kind].icon} size={16} />
            {POPUP_LABELS[kind].label}
            <span className="visually-hidden"> – {card.ictName}</span>
          </PopupTrigger>
        ))}
        <a className="btn" href={attendancePath(card.id)}>
          <Icon name="calendar" size={16} />
          Attendance
          <span className="visually-hidden"> – {card.ictName}</span>
        </a>
      </div>
      {state === "ongoing" ? <CheckInForm trainingCardId={card.id} trainingName={card.ictName} /> : null}
    </article>
  );
}
