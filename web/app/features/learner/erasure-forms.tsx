// The learner's erasure request on Account Settings: asking asks once more (the first post brings
// the question, only "Yes, erase my account" sends the request), and a request staff have not yet
// carried out can be withdrawn. One fetcher serves the three forms, so its answer stays shown while
// the section changes; without scripts each is a plain post whose answer page shows the same.
import type { Account } from "@skillbridge/core";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { learnerAreaCopy } from "@skillbridge/core/page-copy/learner-area";
import { useFetcher } from "react-router";
import type { FormAnswer } from "../../forms/form-answer";
import { useCopy } from "../../i18n/copy";

const ERASURE_INTENTS = new Set(["erasure", "erasure-keep", "erasure-cancel"]);

export function ErasureForms({
  account,
  posted,
  askedOn,
  action,
}: {
  account: Account;
  posted?: FormAnswer;
  askedOn: (at: string) => string;
  /** The Account Settings address in the page's language. */
  action: string;
}) {
  const copy = useCopy("learnerArea", learnerAreaCopy).account;
  const fetcher = useFetcher<FormAnswer>();
  const pending = fetcher.state !== "idle";
  const result = fetcher.data ?? (posted && ERASURE_INTENTS.has(posted.intent ?? "") ? posted : undefined);
  const confirming = Boolean(result?.ok && result.confirm) && !account.erasureRequestedAt;
  const message = result?.ok && !result.confirm ? result.message : "";
  const guard = (event: { preventDefault: () => void }) => {
    if (pending) event.preventDefault();
  };
  const status = <p role="status">{pending ? copy.sending : account.erasureRequestedAt ? "" : message}</p>;
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
        <p className="message">{fillCopy(copy.data.askedOn, { date: askedOn(account.erasureRequestedAt) })}</p>
        <fetcher.Form method="post" action={action} aria-label={copy.data.withdraw} onSubmit={guard}>
          <input type="hidden" name="intent" value="erasure-cancel" />
          <p className="field-hint">{copy.data.withdrawHint}</p>
          {error}
          <button type="submit" className="btn" disabled={pending}>
            {copy.data.withdraw}
          </button>
          <p role="status">{pending ? copy.sending : ""}</p>
        </fetcher.Form>
      </>
    );
  }
  if (confirming) {
    return (
      <fetcher.Form method="post" action={action} aria-label={copy.data.confirmLabel} onSubmit={guard}>
        <input type="hidden" name="confirm" value="yes" />
        <p role="alert" className="message message-error">
          {result?.ok ? result.message : ""}
        </p>
        <button type="submit" name="intent" value="erasure" className="btn btn-primary" disabled={pending}>
          {copy.data.yes}
        </button>{" "}
        <button type="submit" name="intent" value="erasure-keep" className="btn" disabled={pending}>
          {copy.data.keep}
        </button>
        {status}
      </fetcher.Form>
    );
  }
  return (
    <fetcher.Form method="post" action={action} aria-label={copy.data.eraseLabel} onSubmit={guard}>
      <input type="hidden" name="intent" value="erasure" />
      {error}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {copy.data.ask}
      </button>
      {status}
    </fetcher.Form>
  );
}
