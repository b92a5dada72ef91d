// The back office's one write path: every form and row button posts to its page's route action,
// which checks with the shared schemas, calls the API in-process and answers. With scripts a
// fetcher posts the same fields to the same action (no browser-side call to the API); without
// them the browser posts the form itself. A saved change redirects with a one-time message (the
// toast); a refusal answers the messages per field (`errors`) or one line (`error`).
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useToast } from "../ui/toast";
import type { FieldErrors } from "./form-errors";
import { UPLOAD_FORM_ENCODING } from "./upload-field";

/** What a back-office action answers when it refuses a post (a saved change redirects instead). */
export type RefusedAnswer = { errors?: FieldErrors; error?: string };

/**
 * One form's fetcher: `send` posts the form element to the route's action; once the answer is in,
 * a refusal becomes `errors` (one line goes under `form`) and anything else (the redirect of a
 * saved change) calls `onDone`.
 */
export function useActionForm(onDone: () => void, initialErrors: FieldErrors = {}) {
  const fetcher = useFetcher<RefusedAnswer>();
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  // The answer present when the post left: a redirect may leave it in place, so only a new one counts.
  const sent = useRef<{ before: RefusedAnswer | undefined } | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (fetcher.state !== "idle" || !sent.current) return;
    const { before } = sent.current;
    sent.current = null;
    const answer = fetcher.data !== before ? fetcher.data : undefined;
    if (answer?.errors && Object.keys(answer.errors).length > 0) setErrors(answer.errors);
    else if (answer?.error) setErrors({ form: answer.error });
    else done.current();
  }, [fetcher.state, fetcher.data]);

  function send(form: HTMLFormElement) {
    setErrors({});
    sent.current = { before: fetcher.data };
    void fetcher.submit(form, { method: "post", encType: UPLOAD_FORM_ENCODING });
  }

  return { errors, setErrors, pending: fetcher.state !== "idle", send };
}

/**
 * A row button's post (Move up, Activate, Delete…): the fields its no-script form posts, sent by a
 * fetcher to the same action. A refusal's line is a toast; `onDone` runs after a saved change.
 */
export function useRowPost(fallback: string) {
  const fetcher = useFetcher<RefusedAnswer>();
  const toast = useToast();
  const sent = useRef<{ before: RefusedAnswer | undefined; onDone?: () => void } | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !sent.current) return;
    const { before, onDone } = sent.current;
    sent.current = null;
    const answer = fetcher.data !== before ? fetcher.data : undefined;
    const refused = answer?.error ?? (answer?.errors ? (Object.values(answer.errors)[0] ?? fallback) : undefined);
    if (refused) toast.show(refused, "error");
    else onDone?.();
  }, [fetcher.state, fetcher.data, toast, fallback]);

  function post(fields: Record<string, string | number>, onDone?: () => void) {
    sent.current = { before: fetcher.data, onDone };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
    void fetcher.submit(body, { method: "post" });
  }

  return { busy: fetcher.state !== "idle", post };
}
