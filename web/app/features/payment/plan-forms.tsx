// The payment page's plan: the batch's plan offered before anything is paid (the fee in parts,
// each with its due day and amount), and once chosen, every part with where it stands and a way
// to pay any part from this page. Plain form posts to the page's own action.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { formatPaise, type PaymentPage, type PlanPartView } from "@skillbridge/core/money";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";
import { useCopy, useDates } from "../../i18n/copy";
import { useMessageText } from "../../i18n/message-text";
import styles from "./payment.module.css";
import type { PaymentAnswer } from "./payment-action.server";

export function PlanOffer({
  token,
  offer,
  answer,
}: {
  token: string;
  offer: NonNullable<PaymentPage["planOffer"]>;
  answer?: PaymentAnswer;
}) {
  const words = useCopy("payment", paymentCopy).plan;
  const messageText = useMessageText("payment", paymentCopy);
  const { date } = useDates();
  const error = answer?.intent === "plan" ? answer.errors?.form : undefined;
  return (
    <form method="post" aria-labelledby="plan-heading" className={styles.card}>
      <h2 id="plan-heading">{fillCopy(words.offerHeading, { parts: offer.length })}</h2>
      <p className="field-hint">{words.offerHint}</p>
      <input type="hidden" name="intent" value="plan" />
      <input type="hidden" name="token" value={token} />
      <table className={styles.planTable}>
        <caption className="visually-hidden">{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.part}</th>
            <th scope="col">{words.dueOn}</th>
            <th scope="col">{words.amount}</th>
          </tr>
        </thead>
        <tbody>
          {offer.map((part) => (
            <tr key={part.partNo}>
              <th scope="row">{fillCopy(words.partNo, { part: part.partNo })}</th>
              <td>{part.partNo === 1 ? words.now : date(part.dueOn)}</td>
              <td>{formatPaise(part.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p role="alert" className="message message-error">
          {messageText(error)}
        </p>
      ) : null}
      <button type="submit" className="btn">
        {words.choose}
      </button>
    </form>
  );
}

const partStatus = (part: PlanPartView, words: Dictionary["payment"]["plan"]) =>
  part.status === "paid"
    ? words.paid
    : part.status === "waived"
      ? words.waived
      : part.status === "refunded"
        ? words.refunded
        : part.status === "cancelled"
          ? words.cancelled
          : words.toPay;

export function PlanParts({
  token,
  plan,
  answer,
}: {
  token: string;
  plan: NonNullable<PaymentPage["plan"]>;
  answer?: PaymentAnswer;
}) {
  const words = useCopy("payment", paymentCopy).plan;
  const messageText = useMessageText("payment", paymentCopy);
  const { date } = useDates();
  const error = answer?.intent === "part" ? answer.errors?.form : undefined;
  const current = plan.parts.find((part) => part.current);
  return (
    <section aria-labelledby="plan-parts-heading" className={styles.card}>
      <h2 id="plan-parts-heading">
        {current ? fillCopy(words.headingCurrent, { part: current.partNo, parts: plan.parts.length }) : words.heading}
      </h2>
      {!plan.payable ? (
        <p role="status" className="message">
          {words.partOneFirst}
        </p>
      ) : null}
      <table className={styles.planTable}>
        <caption className="visually-hidden">{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.part}</th>
            <th scope="col">{words.dueOn}</th>
            <th scope="col">{words.amount}</th>
            <th scope="col">{words.status}</th>
          </tr>
        </thead>
        <tbody>
          {plan.parts.map((part) => (
            <tr key={part.partNo} aria-current={part.current ? "page" : undefined}>
              <th scope="row">{fillCopy(words.partNo, { part: part.partNo })}</th>
              <td>{date(part.dueOn)}</td>
              <td>{formatPaise(part.amountPaise)}</td>
              <td>
                {part.current || part.status !== "open" ? (
                  <>
                    {partStatus(part, words)}
                    {part.current ? words.thisPage : ""}
                  </>
                ) : (
                  <form method="post">
                    <input type="hidden" name="intent" value="part" />
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="partNo" value={part.partNo} />
                    <button type="submit" className="btn">
                      {fillCopy(words.payPart, { part: part.partNo })}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p role="alert" className="message message-error">
          {messageText(error)}
        </p>
      ) : null}
    </section>
  );
}
