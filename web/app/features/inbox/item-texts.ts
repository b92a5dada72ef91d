// The item page's forms: their intents, what the action answers, and their texts.
import type { FirstTouch } from "@skillbridge/core/back-office";
export type ItemIntent = "follow-up" | "convert" | "reply" | "note" | "payment-link";

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
  linkFailed: "The payment link could not be sent.",
  onlyLeads: "Only a lead has a payment link.",
} as const;

/** Said of an item whose visit had no utm_* values and no referring site. */
export const DIRECT_VISIT = "Direct (no campaign or referring site)";

/**
 * The item's first touch as one line of plain text: the utm_* values and the referring
 * site that are present, each named; rendered as text, so a crafted value is shown, never run.
 */
export function firstTouchText(touch: FirstTouch): string {
  const parts = [
    touch.utmSource && `utm_source ${touch.utmSource}`,
    touch.utmMedium && `utm_medium ${touch.utmMedium}`,
    touch.utmCampaign && `utm_campaign ${touch.utmCampaign}`,
    touch.referrer && `referred by ${touch.referrer}`,
  ].filter(Boolean);
  return parts.length === 0 ? DIRECT_VISIT : parts.join(", ");
}
