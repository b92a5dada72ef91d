// What a route action answers to a form post, the same for a fetcher (scripts on) and
// a plain post (scripts off): success with its message, or the refusal with a message per field,
// the alert text and what was typed (so a page rendered without scripts can refill the form).
import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

export type FormAnswer =
  | {
      intent?: string;
      ok: true;
      message: string;
      /** The form asks once more before it acts: the message is the question, nothing was done yet. */
      confirm?: boolean;
      /** An enrolment that joined a full batch's waitlist, at this place. */
      waitlistPosition?: number;
      /** Where the sender goes on from here (an enrolment's private payment page), if anywhere. */
      next?: string;
    }
  | {
      intent?: string;
      ok: false;
      fieldErrors: Record<string, string>;
      formError: string;
      values: Record<string, string>;
    };

/** Calls `onAnswer` once for each new answer that reaches the fetcher. */
export function useFetcherAnswer<T>(fetcher: FetcherWithComponents<T>, onAnswer: (answer: T) => void) {
  const seen = useRef<T | undefined>(undefined);
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    const answer = fetcher.data;
    if (answer === undefined || answer === seen.current || fetcher.state !== "idle") return;
    seen.current = answer;
    latest.current(answer);
  }, [fetcher.data, fetcher.state]);
}

// Kept apart (no React in it), so a page that only reads a posted answer loads no form code.
export { postedFor } from "./posted-for";
