// The payment page's plan: the batch's plan offered before anything is paid (the fee in parts,
// each with its due day and amount), and once chosen, every part with where it stands and a way
// to pay any part from this page. Plain form posts to the page's own action.
import { formatPaise, type PaymentPage, type PlanPartView } from "@skillbridge/core/money";
import { formatDate } from "@skillbridge/core/rules";
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
  const error = answer?.intent === "plan" ? answer.errors?.form : undefined;
  return (
    <form method="post" aria-labelledby="plan-heading" className={styles.card}>
      <h2 id="plan-heading">Pay in {offer.length} parts</h2>
      <p className="field-hint">
        Instead of the whole fee now, pay it in parts: the first part confirms your seat, and each part gets its own tax
        invoice when paid. Choose this before you pay.
      </p>
      <input type="hidden" name="intent" value="plan" />
      <input type="hidden" name="token" value={token} />
      <table className={styles.planTable}>
        <caption className="visually-hidden">The parts of your fee</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Due on</th>
            <th scope="col">Amount (all taxes inclusive)</th>
          </tr>
        </thead>
        <tbody>
          {offer.map((part) => (
            <tr key={part.partNo}>
              <th scope="row">Part {part.partNo}</th>
              <td>{part.partNo === 1 ? "Now" : formatDate(part.dueOn)}</td>
              <td>{formatPaise(part.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn">
        Pay in parts
      </button>
    </form>
  );
}

const partStatus = (part: PlanPartView) =>
  part.status === "paid"
    ? "Paid"
    : part.status === "waived"
      ? "Waived"
      : part.status === "refunded"
        ? "Refunded"
        : part.status === "cancelled"
          ? "Cancelled"
          : "To pay";

export function PlanParts({
  token,
  plan,
  answer,
}: {
  token: string;
  plan: NonNullable<PaymentPage["plan"]>;
  answer?: PaymentAnswer;
}) {
  const error = answer?.intent === "part" ? answer.errors?.form : undefined;
  const current = plan.parts.find((part) => part.current);
  return (
    <section aria-labelledby="plan-parts-heading" className={styles.card}>
      <h2 id="plan-parts-heading">
        {current
          ? `Your payment plan: this page is part ${current.partNo} of ${plan.parts.length}`
          : "Your payment plan"}
      </h2>
      {!plan.payable ? (
        <p role="status" className="message">
          Part 1 must be paid first: it confirms your seat. Then pay this part here.
        </p>
      ) : null}
      <table className={styles.planTable}>
        <caption className="visually-hidden">The parts of your fee</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Due on</th>
            <th scope="col">Amount (all taxes inclusive)</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {plan.parts.map((part) => (
            <tr key={part.partNo} aria-current={part.current ? "page" : undefined}>
              <th scope="row">Part {part.partNo}</th>
              <td>{formatDate(part.dueOn)}</td>
              <td>{formatPaise(part.amountPaise)}</td>
              <td>
                {part.current || part.status !== "open" ? (
                  <>
                    {partStatus(part)}
                    {part.current ? " (this page)" : ""}
                  </>
                ) : (
                  <form method="post">
                    <input type="hidden" name="intent" value="part" />
                    <input type="hidden" name="token" value={token} />
                    <input type="hidden" name="partNo" value={part.partNo} />
                    <button type="submit" className="btn">
                      Pay part {part.partNo}
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
          {error}
        </p>
      ) : null}
    </section>
  );
}
