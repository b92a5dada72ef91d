// One of the signed-in learner's own trainings, read on the server for its page: the
// enrolment is looked up among the learner's own (GET /learners/email/{own e-mail}/training-cards),
// so another learner's training is simply not found. Its lists are read with the learner's session.
import { batchEndpoints, learnerEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { type Enrolment, type FeedbackCreate, feedbackCreateSchema, type SessionUser } from "@skillbridge/core/schemas";
import { data } from "react-router";
import { failedCallStatus } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { signedInLearner } from "../../session/session.server";
import type { PopupKind } from "./enrolment-card";
import { type FeedbackAnswer, type FeedbackLearner, ratingOf } from "./feedback-form";
import { learnerMessages, problemText } from "./learner-messages";
import { loadDashboard } from "./load-dashboard.server";
import { readList } from "./use-learner-list";

export type LearnerTraining = { user: SessionUser; enrolment: Enrolment; learner: FeedbackLearner };

/** The learner's own enrolment in this training; null when signed out (`user` null) or not theirs. */
export async function learnerTraining(
  api: ApiClient,
  trainingCardId: number,
): Promise<{ user: SessionUser | null; training: LearnerTraining | null }> {
  const user = await signedInLearner(api);
  if (!user) return { user: null, training: null };
  const dashboard = await loadDashboard(api, user);
  const enrolments = dashboard.trainings.status === "loaded" ? dashboard.trainings.enrolments : [];
  const enrolment = enrolments.find((item) => item.trainingCard.id === trainingCardId);
  if (!enrolment) return { user, training: null };
  const profile = dashboard.profile.status === "loaded" ? dashboard.profile.profile : null;
  return {
    user,
    training: { user, enrolment, learner: { id: profile?.id ?? user.id, person: profile ?? dashboard.learner } },
  };
}

/** The list a popup of this kind shows, read now (feedback has none). */
export function trainingList(api: ApiClient, enrolment: Enrolment, kind: PopupKind) {
  const card = enrolment.trainingCard;
  switch (kind) {
    case "recordings":
      return readList(api, batchEndpoints.recordings, { id: card.id }, learnerMessages.recordingsFailed);
    case "materials":
      return readList(api, learnerEndpoints.studyMaterials, { ictId: card.ictId_id }, learnerMessages.materialsFailed);
    case "schedule":
      return readList(api, batchEndpoints.schedules, { id: card.id }, learnerMessages.scheduleFailed);
    case "feedback":
      return Promise.resolve(null);
  }
}

/**
 * The feedback form's post, checked with the API's own schema (the limits the form shows, so a
 * message the form allows is never cut and a longer one is refused, not shortened), then
 * POST /training-cards/{id}/feedbacks.
 */
export async function feedbackAction(api: ApiClient, request: Request, training: LearnerTraining) {
  const form = await readForm(request);
  const values = {
    feedbackMsg: form.feedbackMsg ?? "",
    feedbackTrainer: form.feedbackTrainer ?? "",
    rating: ratingOf(form.feedbackRating),
    publishConsent: form.publishConsent === "on",
  };
  const card = training.enrolment.trainingCard;
  const payload: FeedbackCreate = {
    feedbackMsg: values.feedbackMsg.trim(),
    feedbackTrainer: values.feedbackTrainer.trim(),
    feedbackRating: values.rating,
    publishConsent: values.publishConsent,
    feedbackDateTime: new Date().toISOString(),
    ictId_id: card.ictId_id,
    learnerId_id: training.learner.id,
    trainingId: card.id,
    status: "A",
  };
  const checked = feedbackCreateSchema.safeParse(payload);
  if (!checked.success) {
    const issues = checked.error.issues;
    const onMessage = issues.find((issue) => issue.path[0] === "feedbackMsg");
    const answer: FeedbackAnswer = onMessage
      ? { ok: false, fieldError: onMessage.message, values }
      : { ok: false, formError: issues[0]?.message ?? learnerMessages.feedbackFailed, values };
    return data<FeedbackAnswer>(answer, { status: 422 });
  }
  const result = await api.call(batchEndpoints.addFeedback, { params: { id: card.id }, body: payload });
  if (result.ok) return data<FeedbackAnswer>({ ok: true, message: learnerMessages.feedbackSent });
  const formError = learnerMessages.feedbackSendFailed(problemText(result.error, learnerMessages.feedbackFailed));
  return data<FeedbackAnswer>({ ok: false, formError, values }, { status: failedCallStatus(result.status) });
}
