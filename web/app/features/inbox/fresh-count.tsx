// "N new since your last visit", and the button that marks everything as seen: a POST form to the
// inbox's action, so it works before the scripts run; with them a fetcher posts the same form to
// the same action, whose redirect refreshes the list.
import { useFetcher } from "react-router";
import type { RefusedAnswer } from "../../admin-ui/action-form";
import styles from "../../admin-ui/admin.module.css";

/** The hidden `intent` the form posts, so the inbox's action knows it. */
export const MARK_SEEN_INTENT = "mark-seen";

export function FreshCount({ count, error }: { count: number; error?: string }) {
  const fetcher = useFetcher<RefusedAnswer>();
  const shown = (fetcher.state === "idle" ? fetcher.data?.error : undefined) || error;

  return (
    <div className={styles.fresh}>
      <p>{count === 0 ? "Nothing new since your last visit" : `${count} new since your last visit`}</p>
      {count > 0 ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={MARK_SEEN_INTENT} />
          <button type="submit" className="btn" disabled={fetcher.state !== "idle"}>
            Mark all as seen
          </button>
        </fetcher.Form>
      ) : null}
      {shown ? (
        <p role="alert" className="message message-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
