// The "Upcoming Confirmed Trainings" popup's content: a table per batch with the columns Id,
// Duration (hours), Location, Mode, Start, End, Time (start - end), and an Enroll button. Each batch also offers an
// .ics file (works without JavaScript). Times are IST; the visitor's own time is added after hydration.

import { visitorCopy } from "@skillbridge/core/messages";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { formatPaiseAmount } from "@skillbridge/core/rules";
import type { TrainingCard } from "@skillbridge/core/schemas";
import { createContext, useContext, useId } from "react";
import { useCopy, useDates } from "../../i18n/copy";
import { Icon } from "../../ui/icon";
import { PopupTrigger } from "../../ui/popup-trigger";
import styles from "./batch.module.css";
import { buildBatchIcs, type CalendarCourse, icsDataUrl, icsFileName } from "./batch-ics";
import { istTimeRange, localTimeRange } from "./batch-time";
import { useVisitorTimeZone } from "./use-visitor-time-zone";

const batchCopy = visitorCopy.schedule;

/** Per batch id, its "Taught in: …" line, written by the course page's loader in the page's language. */
export const BatchTaughtInContext = createContext<Readonly<Record<number, string>>>({});

type BatchTablesProps = {
  batches: TrainingCard[];
  course: CalendarCourse;
  /** When the page data was made (ISO): the calendar files' DTSTAMP, identical on server and client. */
  stamp: string;
  onEnroll?: (batch: TrainingCard) => void;
  /** Called when an Enroll button is hovered or focused: a chance to fetch the form's code early. */
  onEnrollIntent?: () => Promise<unknown>;
  /** The enrolment form's page for a batch: Enroll links there until the scripts run. */
  enrolHref?: (batch: TrainingCard) => string;
  /** The team booking page of a batch: shown while seats are left. */
  teamHref?: (batch: TrainingCard) => string;
  /**
   * The batch's trainers link to their profiles further down the course page (not from
   * the popup, whose page would scroll behind it).
   */
  linkTrainers?: boolean;
};

function BatchTable({
  batch,
  course,
  stamp,
  zone,
  onEnroll,
  onEnrollIntent,
  enrolHref,
  teamHref,
  linkTrainers,
}: Omit<BatchTablesProps, "batches"> & { batch: TrainingCard; zone: string | null }) {
  const captionId = useId();
  const copy = useCopy("course", courseCopy).schedule;
  const columns = copy.columns;
  const { date } = useDates();
  const local = zone
    ? localTimeRange(batch.batchStartDate, batch.batchStartTime, batch.batchEndTime, zone, copy)
    : null;
  const cells = [
    String(batch.id),
    String(batch.ictHours),
    batch.ictLocation,
    batch.ictStudyMode,
    date(batch.batchStartDate),
    batch.batchEndDate ? date(batch.batchEndDate) : copy.endUnknown,
  ];
  return (
    <li className={styles.item}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {fillCopy(copy.caption, { id: batch.id, date: date(batch.batchStartDate) })}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {cells.map((value, index) => (
              <td key={columns[index]} data-label={columns[index]}>
                {value}
              </td>
            ))}
            <td data-label={columns[6]}>
              <span>
                {istTimeRange(batch.batchStartTime, batch.batchEndTime)}
                {local ? <span className={styles.local}> {fillCopy(copy.yourTime, { time: local })}</span> : null}
              </span>
            </td>
          </tr>
        </tbody>
      </table>
      <BatchFacts batch={batch} />
      <BatchTrainers batch={batch} link={linkTrainers} />
      <div className={styles.actions}>
        {onEnroll && enrolHref ? (
          <PopupTrigger
            href={enrolHref(batch)}
            className="btn btn-accent"
            describedBy={captionId}
            onOpen={() => onEnroll(batch)}
            preload={onEnrollIntent}
          >
            {/* Every seat taken → the same enrolment form puts the visitor on the waitlist. */}
            {batch.isFull ? copy.waitlist : copy.enrol}
          </PopupTrigger>
        ) : null}
        {teamHref && !batch.isFull ? (
          <a className="btn" href={teamHref(batch)} aria-describedby={captionId}>
            {copy.team}
          </a>
        ) : null}
        <a
          className="btn"
          href={icsDataUrl(buildBatchIcs(batch, course, new Date(stamp)))}
          download={icsFileName(batch)}
          aria-describedby={captionId}
        >
          <Icon name="calendar" size={18} /> {copy.calendar}
        </a>
      </div>
    </li>
  );
}

/**
 * What a visitor weighs before enrolling, under a batch's table: the languages it is taught in,
 * the fee it is charged (its own
 * price, else the course's; the same figure its proforma carries), the seats left when staff set a
 * capacity, and whether its sessions run on weekdays or at the weekend, on which days.
 */
function BatchFacts({ batch }: { batch: TrainingCard }) {
  const copy = useCopy("course", courseCopy).schedule;
  const days = useDates().sessionDays(batch.sessionDays ?? []);
  const taughtIn = useContext(BatchTaughtInContext)[batch.id] ?? null;
  const facts = [
    taughtIn,
    batch.feePaise ? fillCopy(copy.fee, { fee: formatPaiseAmount(batch.feePaise) }) : null,
    batch.seatsLeft == null
      ? null
      : batch.seatsLeft === 1
        ? copy.seatLeft
        : fillCopy(copy.seatsLeft, { count: batch.seatsLeft }),
    days,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={copy.details}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** "Trainer: A" or "Trainers: A, B" under a batch's table, when staff attached any. */
function BatchTrainers({ batch, link }: { batch: TrainingCard; link?: boolean }) {
  const trainers = batch.trainers ?? [];
  const { trainer, trainers: several } = useCopy("batch", batchCopy);
  if (trainers.length === 0) return null;
  return (
    <p className={styles.trainers}>
      {trainers.length === 1 ? trainer : several}{" "}
      {trainers.map((person, index) => (
        <span key={person.id}>
          {index > 0 ? ", " : null}
          {link ? <a href={`#trainer-${person.id}`}>{person.name}</a> : person.name}
        </span>
      ))}
    </p>
  );
}

export function BatchTables({ batches, ...rest }: BatchTablesProps) {
  const zone = useVisitorTimeZone();
  return (
    <ul className={styles.list}>
      {batches.map((batch) => (
        <BatchTable key={batch.id} batch={batch} zone={zone} {...rest} />
      ))}
    </ul>
  );
}
