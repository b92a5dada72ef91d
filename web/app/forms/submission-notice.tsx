// The one-line notice beside every submit button (India's DPDP Act: say what the details are
// used for). Its id is sent with the submission, so the record shows which notice was shown.
import { submissionNoticeCopy } from "@skillbridge/core/page-copy/submission-notice";
import { Link } from "react-router";

export { NOTICE_ID } from "./submission-names";

/** A translated page's form passes the notice's words in its language (the same notice). */
export function SubmissionNotice({
  words = submissionNoticeCopy,
}: {
  words?: { readonly text: string; readonly privacy: string };
}) {
  return (
    <p className="field-hint">
      {words.text} <Link to="/privacy">{words.privacy}</Link>
    </p>
  );
}
