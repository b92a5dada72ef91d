// A post's outcome as the page shows it when scripts did not send the form: the
// success text as a status, or the spec's alert text. With scripts the same texts are toasts.
import type { FormAnswer } from "./form-answer";

export function FormOutcome({ posted }: { posted?: FormAnswer }) {
  if (!posted) return null;
  if (posted.ok) {
    return (
      <p role="status" className="message">
        {posted.message}
      </p>
    );
  }
  return posted.formError ? (
    <p role="alert" className="message message-error">
      {posted.formError}
    </p>
  ) : null;
}
