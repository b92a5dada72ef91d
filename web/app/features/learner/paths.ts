// Where a learner's trainings live: each enrolment's recordings, study materials, schedule and
// feedback have a page of their own, the popup's contents for a learner without scripts.
import type { PopupKind } from "./enrolment-card";

export const learnerTrainingPath = (trainingCardId: number, kind: PopupKind) =>
  `/learner/trainings/${trainingCardId}/${kind}`;
