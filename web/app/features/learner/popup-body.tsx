// The contents of an enrolment's popup; its own chunk, loaded the first time a popup opens.
import type { Enrolment } from "@skillbridge/core/schemas";
import type { PopupKind } from "./enrolment-card";
import { FeedbackForm, type FeedbackLearner } from "./feedback-form";
import { MaterialsList } from "./materials-list";
import { RecordingsList } from "./recordings-list";
import { ScheduleList } from "./schedule-list";

type Props = { kind: PopupKind; enrolment: Enrolment; learner: FeedbackLearner; onDone: () => void };

export function PopupBody({ kind, enrolment, learner, onDone }: Props) {
  const card = enrolment.trainingCard;
  switch (kind) {
    case "recordings":
      return <RecordingsList trainingCardId={card.id} />;
    case "materials":
      return <MaterialsList ictId={card.ictId_id} />;
    case "schedule":
      return <ScheduleList trainingCardId={card.id} />;
    case "feedback":
      return <FeedbackForm enrolment={enrolment} learner={learner} onDone={onDone} />;
  }
}
