// Texts of the learner dashboard (spec §2, §6, §8), verbatim, kept apart from the components.
import { apiMessages, fallbackErrors } from "@skillbridge/core/messages";
import type { ApiError } from "@skillbridge/core/schemas";
import { errorText } from "../../forms/errors";

export const learnerMessages = {
  loadingProfile: "Loading profile…",
  noSession: "No active learner session – please log in again.",
  noRecord: (email: string) => `No learner record found for ${email}.`,
  noPastTrainings: apiMessages.noPastTrainings, // spec §6, misspelling included
  profileFailed: fallbackErrors.profile,
  pastTrainingsFailed: fallbackErrors.pastTrainings,
  recordingsFailed: fallbackErrors.recordings,
  materialsFailed: fallbackErrors.materials,
  scheduleFailed: fallbackErrors.schedule,
  feedbackFailed: fallbackErrors.feedback,
  certificatesFailed: "Your certificates could not be loaded. Please try again later.",
  accountFailed: "Your account settings could not be loaded. Please try again later.",
  feedbackSent: "Feedback sent!",
  feedbackSendFailed: (error: string) => `Failed to send: ${error}`,
} as const;

/** spec §8: the server's message when it sent one (each msg of a list), else the fallback text. */
export function problemText(error: ApiError | null | undefined, fallback: string): string {
  return errorText(error ?? undefined, fallback);
}
