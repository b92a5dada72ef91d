// The one-line notice beside every submit button (India's DPDP Act: say what the details are
// used for), in the message catalogue and checked by the copy test.
export const submissionNoticeCopy = {
  text: "We use these details only to answer your request and tell you about this training.",
  privacy: "Privacy notice",
} as const;
