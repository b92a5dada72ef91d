// The contents of an enrolment's popup; its own chunk, fetched when the browser is idle or a
// popup's button is pointed at. Its page (/learner/trainings/{id}/{kind}) renders the same
// contents with the list the server read (`initial`) and the feedback form's answer (`posted`).
import type { Enrolment, Recording, Schedule, StudyMaterial } from "@skillbridge/core/schemas";
import type { PopupKind } from "./enrolment-card";
import { type FeedbackAnswer, FeedbackForm, type FeedbackLearner } from "./feedback-form";
import { MaterialsList } from "./materials-list";
import { RecordingsList } from "./recordings-list";
import { ScheduleList } from "./schedule-list";
import type { ListState } from "./use-learner-list";

type Props = {
  kind: PopupKind;
  enrolment: Enrolment;
  learner: FeedbackLearner;
  onDone?: () => void;
  initial?: ListState<unknown> | null;
  posted?: FeedbackAnswer;
};

export function PopupBody({ kind, enrolment, learner, onDone, initial, posted }: Props) {
  const card = enrolment.trainingCard;
  const given = initial ?? undefined;
  switch (kind) {
    case "recordings":
      return <RecordingsList trainingCardId={card.id} initial={given as ListState<Recording> | undefined} />;
    case "materials":
      return <MaterialsList ictId={card.ictId_id} initial={given as ListState<StudyMaterial> | undefined} />;
    case "schedule":
      return <ScheduleList trainingCardId={card.id} initial={given as ListState<Schedule> | undefined} />;
    case "feedback":
      return <FeedbackForm enrolment={enrolment} learner={learner} onDone={onDone} posted={posted} />;
  }
}
