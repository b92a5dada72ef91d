// The learner's erasure request on Account Settings: asking asks once more (the first post brings
// the question, only "Yes, erase my account" sends the request), and a request staff have not yet
// carried out can be withdrawn. One fetcher serves the three forms, so its answer stays shown while
// the section changes; without scripts each is a plain post whose answer page shows the same.
import type { Account } from "@skillbridge/core";
import { useFetcher } from "react-router";
import type { FormAnswer } from "../../forms/form-answer";
import { ACCOUNT_PATH } from "../../session/paths";

const ERASURE_INTENTS = new Set(["erasure", "erasure-keep", "erasure-cancel"]);

export function ErasureForms({
  account,
  posted,
  askedOn,
}: {
  account: Account;
  posted?: FormAnswer;
  askedOn: (at: string) => string;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const pending = fetcher.state !== "idle";
  const result = fetcher.data ?? (posted && ERASURE_INTENTS.has(posted.intent ?? "") ? posted : undefined);
  const confirming = Boolean(result?.ok && result.confirm) && !account.erasureRequestedAt;
  const message = result?.ok && !result.confirm ? result.message : "";
  const guard = (event: { preventDefault: () => void }) => {
    if (pending) event.preventDefault();
  };
  const status = <p role="status">{pending ? "Sending…" : account.erasureRequestedAt ? "" : message}</p>;
  const error =
    result && !result.ok ? (
      <p role="alert" className="message message-error">
        {result.formError}
      </p>
    ) : null;

  if (account.erasureRequestedAt) {
    return (
      <>
        {message ? <p role="status">{message}</p> : null}
        <p className="message">You asked for your account to be erased on {askedOn(account.erasureRequestedAt)}.</p>
        <fetcher.Form method="post" action={ACCOUNT_PATH} aria-label="Withdraw my erasure request" onSubmit={guard}>
          <input type="hidden" name="intent" value="erasure-cancel" />
          <p className="field-hint">Until our staff carry it out, you may withdraw it.</p>
          {error}
          <button type="submit" className="btn" disabled={pending}>
            Withdraw my erasure request
          </button>
          <p role="status">{pending ? "Sending…" : ""}</p>
        </fetcher.Form>
      </>
    );
  }
  if (confirming) {
    return (
      <fetcher.Form method="post" action={ACCOUNT_PATH} aria-label="Confirm erasing my account" onSubmit={guard}>
        <input type="hidden" name="confirm" value="yes" />
        <p role="alert" className="message message-error">
          {result?.ok ? result.message : ""}
        </p>
        <button type="submit" name="intent" value="erasure" className="btn btn-primary" disabled={pending}>
          Yes, erase my account
        </button>{" "}
        <button type="submit" name="intent" value="erasure-keep" className="btn" disabled={pending}>
          Keep my account
        </button>
        {status}
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action={ACCOUNT_PATH} aria-label="Erase my account" onSubmit={guard}>
      <input type="hidden" name="intent" value="erasure" />
      {error}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Ask for my account to be erased
      </button>
      {status}
    </fetcher.Form>
  );
}
