// Texts of the learner dashboard, verbatim, kept apart from the components.

import { apiMessages, fallbackErrors } from "@skillbridge/core/messages";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerDashboardCopy as copy } from "@skillbridge/core/page-copy/learner-dashboard";
import type { ApiError } from "@skillbridge/core/schemas";
import { errorText } from "../../forms/errors";

export const learnerMessages = {
  loadingProfile: copy.profile.loading,
  noSession: copy.profile.noSession,
  noRecord: (email: string) => fillCopy(copy.profile.noRecord, { email }),
  noPastTrainings: apiMessages.noPastTrainings, // misspelling included
  profileFailed: fallbackErrors.profile,
  pastTrainingsFailed: fallbackErrors.pastTrainings,
  recordingsFailed: fallbackErrors.recordings,
  materialsFailed: fallbackErrors.materials,
  scheduleFailed: fallbackErrors.schedule,
  feedbackFailed: fallbackErrors.feedback,
  certificatesFailed: copy.certificatesFailed,
  accountFailed: copy.accountFailed,
  referralFailed: "Your referral link could not be loaded. Please reload the page.",
  feedbackSent: copy.feedbackSent,
  feedbackSendFailed: (error: string) => fillCopy(copy.feedbackSendFailed, { error }),
} as const;

/** The server's message when it sent one (each msg of a list), else the fallback text. */
export function problemText(error: ApiError | null | undefined, fallback: string): string {
  return errorText(error ?? undefined, fallback);
}
