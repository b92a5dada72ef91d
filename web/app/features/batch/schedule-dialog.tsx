// The 'Upcoming Confirmed Trainings' popup, open on a course page's first load. Kept
// light on purpose (no form code): the enrolment form loads only when a batch's Enroll is used.
import { courseCopy } from "@skillbridge/core/page-copy/course";
import type { TrainingCard } from "@skillbridge/core/schemas";
import type { ComponentProps } from "react";
import { useCopy } from "../../i18n/copy";
import { Dialog } from "../../ui/dialog";
import type { CalendarCourse } from "./batch-ics";
import { BatchTables } from "./batch-tables";
import { NoUpcomingTraining } from "./no-upcoming-training";

type ScheduleDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Upcoming batches only. */
  batches: TrainingCard[];
  course: CalendarCourse;
  stamp: string;
  error?: string | null;
  onEnroll: (batch: TrainingCard) => void;
  onEnrollIntent?: () => Promise<unknown>;
  enrolHref: (batch: TrainingCard) => string;
  onRequestTraining: () => void;
  requestHref?: string;
  /** The "tell me when a batch opens" form beside the empty text (no-upcoming-training.tsx). */
  interest?: ComponentProps<typeof NoUpcomingTraining>["interest"];
};

export function ScheduleDialog({
  open,
  onClose,
  batches,
  error,
  onRequestTraining,
  requestHref,
  interest,
  ...tables
}: ScheduleDialogProps) {
  const title = useCopy("course", courseCopy).schedule.title;
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg">
      {error ? (
        <p className="message message-error" role="alert">
          {error}
        </p>
      ) : batches.length ? (
        <BatchTables batches={batches} {...tables} />
      ) : (
        <NoUpcomingTraining onRequestTraining={onRequestTraining} requestHref={requestHref} interest={interest} />
      )}
    </Dialog>
  );
}
