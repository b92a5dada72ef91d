// The hidden fields every public form posts besides what the visitor types (see
// form-action.server.ts): one list, read by the form and by its route action.

/** The privacy notice shown beside the submit button (DPDP Act): stored with each submission. */
export const NOTICE_ID = "privacy-notice-2026-11-2";

/** The honeypot: people never see or fill it; a name browsers do not autofill. */
export const HONEYPOT_NAME = "sb-leave-empty";
