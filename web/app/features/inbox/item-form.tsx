// What the item page's forms share: a fetcher posting to the page's action, its answer
// as a toast with scripts, and — for a post made without them — the same words in the page.
import { useFetcher } from "react-router";
import styles from "../../admin-ui/admin.module.css";
import { useFetcherAnswer } from "../../forms/form-answer";
import { useToast } from "../../ui/toast";
import type { ItemAnswer, ItemIntent } from "./item-texts";

/** The fetcher of one of the page's forms; `onDone` runs after its success (scripts on). */
export function useItemForm(intent: ItemIntent, onDone?: (answer: ItemAnswer & { ok: true }) => void) {
  const fetcher = useFetcher<ItemAnswer>();
  const toast = useToast();
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.intent !== intent) return;
    if (answer.ok) {
      toast.show(answer.message, "success");
      onDone?.(answer);
    } else if (answer.error) {
      toast.show(answer.error, "error");
    }
  });
  const answer = fetcher.data?.intent === intent ? fetcher.data : undefined;
  return { fetcher, answer, pending: fetcher.state !== "idle" };
}

/** A post's answer as the page shows it when scripts did not send the form. */
export function ItemOutcome({ posted }: { posted?: ItemAnswer }) {
  if (!posted) return null;
  if (posted.ok) {
    return (
      <p role="status" className={styles.status}>
        {posted.message}
        {posted.detail ? ` ${posted.detail}` : ""}
      </p>
    );
  }
  return posted.error ? (
    <p role="alert" className="message message-error">
      {posted.error}
    </p>
  ) : null;
}
