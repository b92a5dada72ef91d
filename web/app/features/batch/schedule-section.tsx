// The batches as a section of the course page: in the first HTML, so visitors without JavaScript
// (and crawlers) see the schedule that the popup shows.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import type { TrainingCard } from "@skillbridge/core/schemas";
import { type ComponentProps, useId } from "react";
import { useCopy } from "../../i18n/copy";
import styles from "./batch.module.css";
import type { CalendarCourse } from "./batch-ics";
import { BatchTables } from "./batch-tables";
import { NoUpcomingTraining } from "./no-upcoming-training";

type ScheduleSectionProps = {
  batches: TrainingCard[];
  course: CalendarCourse;
  stamp: string;
  error?: string | null;
  onEnroll?: (batch: TrainingCard) => void;
  onEnrollIntent?: () => Promise<unknown>;
  enrolHref?: (batch: TrainingCard) => string;
  /** The team booking page of a batch (several named seats, one payment). */
  teamHref?: (batch: TrainingCard) => string;
  onRequestTraining?: () => void;
  /** The page a training is requested on, until the scripts run. */
  requestHref?: string;
  /** The "tell me when a batch opens" form beside the empty text (no-upcoming-training.tsx). */
  interest?: ComponentProps<typeof NoUpcomingTraining>["interest"];
};

export function ScheduleSection({
  batches,
  error,
  onRequestTraining,
  requestHref,
  interest,
  ...tables
}: ScheduleSectionProps) {
  const headingId = useId();
  const title = useCopy("course", courseCopy).schedule.title;
  return (
    <section id="schedule" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {error ? (
        <p className="message message-error">{error}</p>
      ) : batches.length ? (
        <BatchTables batches={batches} linkTrainers {...tables} />
      ) : (
        <NoUpcomingTraining onRequestTraining={onRequestTraining} requestHref={requestHref} interest={interest} />
      )}
    </section>
  );
}
