// The one-line notice beside every submit button (India's DPDP Act: say what the details are
// used for). Its id is sent with the submission, so the record shows which notice was shown.
import { Link } from "react-router";

export { NOTICE_ID } from "./submission-names";

export function SubmissionNotice() {
  return (
    <p className="field-hint">
      We use these details only to answer your request and tell you about this training.{" "}
      <Link to="/privacy">Privacy notice</Link>
    </p>
  );
}
