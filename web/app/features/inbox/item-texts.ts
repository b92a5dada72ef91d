// The item page's forms (issue 12): their intents, what the action answers, and their texts.
export type ItemIntent = "follow-up" | "convert" | "reply" | "note";

export type ItemAnswer =
  | { intent: ItemIntent; ok: true; message: string; detail?: string }
  | {
      intent: ItemIntent;
      ok: false;
      /** The alert (empty when every problem is beside its field). */
      error: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    };

export const ITEM_TEXTS = {
  saved: "Saved",
  notSaved: "The change could not be saved.",
  chooseBatch: "Choose the batch to enrol in",
  notConverted: "The lead could not be converted.",
  convertedNew: "Learner enrolled; the set-password e-mail is on its way",
  convertedKnown: "Learner enrolled; an enrolment e-mail is on its way",
  replyQueued: "Reply queued: it will be sent shortly.",
  replyFailed: "The reply could not be queued. Please try again.",
  writeNote: "Write a note",
  noteAdded: "Note added",
  noteFailed: "The note could not be saved. Please try again.",
  unknownForm: "This form is not one of this page's.",
} as const;
