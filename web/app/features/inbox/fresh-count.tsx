// "N new since your last visit", and the button that marks everything as seen: a POST form to the
// inbox's action, so it works before the scripts run; with them, sent in place and the list refreshed.
import { inboxEndpoints } from "@skillbridge/core";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import styles from "../../admin-ui/admin.module.css";
import { errorText } from "../../admin-ui/form-errors";
import { useApi } from "../../api";

/** The hidden `intent` the form posts, so the inbox's action knows it. */
export const MARK_SEEN_INTENT = "mark-seen";

export function FreshCount({ count, error }: { count: number; error?: string }) {
  const api = useApi();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState("");
  const shown = failed || error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const result = await api.call(inboxEndpoints.seen);
    setFailed(result.ok ? "" : errorText(result.error, "The inbox could not be marked as seen."));
    await revalidator.revalidate();
    setPending(false);
  }

  return (
    <div className={styles.fresh}>
      <p>{count === 0 ? "Nothing new since your last visit" : `${count} new since your last visit`}</p>
      {count > 0 ? (
        <form method="post" onSubmit={submit}>
          <input type="hidden" name="intent" value={MARK_SEEN_INTENT} />
          <button type="submit" className="btn" disabled={pending}>
            Mark all as seen
          </button>
        </form>
      ) : null}
      {shown ? (
        <p role="alert" className="message message-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
