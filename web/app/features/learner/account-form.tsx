// One Account Settings form: a real post to /learner/account naming its intent. With
// scripts a fetcher sends it and the answer shows beside it; without them the browser posts it and
// the answer page shows the same text (`posted`). A password form is emptied after it is saved.
import { type ReactNode, useRef } from "react";
import { useFetcher } from "react-router";
import { type FormAnswer, useFetcherAnswer } from "../../forms/form-answer";
import { useLocalePath } from "../../i18n/copy";
import { ACCOUNT_PATH } from "../../session/paths";

export type AccountFormState = {
  pending: boolean;
  fieldErrors: Record<string, string>;
  /** What was typed, after a refused post (never a password). */
  values: Record<string, string> | null;
};

export function AccountForm({
  intent,
  posted,
  submit,
  pendingText = "Saving…",
  label,
  children,
  className,
}: {
  intent: string;
  posted: FormAnswer | undefined;
  /** The submit button's text; null when the children hold the buttons (one per row). */
  submit: ReactNode | null;
  pendingText?: string;
  /** The form's accessible name (forms with the same button on one page are told apart by it). */
  label?: string;
  children?: (state: AccountFormState) => ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const localePath = useLocalePath();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== "idle";
  useFetcherAnswer(fetcher, (result) => {
    if (result.ok && formRef.current?.querySelector('input[type="password"]')) formRef.current.reset();
  });
  const result = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const state: AccountFormState = {
    pending,
    fieldErrors: result && !result.ok ? result.fieldErrors : {},
    values: result && !result.ok ? result.values : null,
  };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={localePath(ACCOUNT_PATH)}
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children?.(state)}
      {result && !result.ok ? (
        <p role="alert" className="message message-error">
          {result.formError}
        </p>
      ) : null}
      {submit === null ? null : (
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submit}
        </button>
      )}
      <p role="status">{pending ? pendingText : result?.ok ? result.message : ""}</p>
    </fetcher.Form>
  );
}
