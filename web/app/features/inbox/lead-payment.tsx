// A lead's money on its page in the back office: where its latest payment request stands
// (requested, claimed, paid, flagged for refund…) and "Send payment link", which makes a new
// private link (an earlier one stops working) and mails it — a form posted to the page's action.
import { formatDate } from "@skillbridge/core";
import { formatPaise, type LeadPaymentState } from "@skillbridge/core/money";
import styles from "../../admin-ui/admin.module.css";
import { ItemOutcome, useItemForm } from "./item-form";
import type { ItemAnswer } from "./item-texts";

export const LEAD_PAYMENT_LABELS: Record<LeadPaymentState["state"], string> = {
  none: "No payment link sent yet",
  requested: "Payment link sent: nothing paid or entered yet",
  claimed: "Claimed: the payer entered a UTR that waits for your check on Payments",
  paid: "Paid",
  flagged: "Flagged for refund: money came in that cannot buy the seat (see Payments → To refund)",
  refunded: "Refunded in full",
  expired: "The payment link expired or was replaced: nothing paid",
};

export function LeadPayment({ payment, posted }: { payment: LeadPaymentState | null; posted?: ItemAnswer }) {
  const { fetcher, answer, pending } = useItemForm("payment-link");
  if (!payment) return null;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="lead-payment-heading">
      <h2 id="lead-payment-heading">Payment</h2>
      <p role="status">
        <strong>{LEAD_PAYMENT_LABELS[payment.state]}</strong>
      </p>
      {payment.proformaNumber ? (
        <dl>
          <dt>Fee</dt>
          <dd>{payment.amountPaise !== null ? formatPaise(payment.amountPaise) : ""}</dd>
          <dt>Proforma</dt>
          <dd>{payment.proformaNumber}</dd>
          {payment.invoiceNumber ? (
            <>
              <dt>Tax invoice</dt>
              <dd>{payment.invoiceNumber}</dd>
            </>
          ) : null}
          {payment.requestedAt ? (
            <>
              <dt>Link sent</dt>
              <dd>{formatDate(payment.requestedAt)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {payment.canSendLink ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="payment-link" />
          <p className={styles.muted}>
            Mails the lead a new private payment link for its batch; an earlier link stops working.
          </p>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            Send payment link
          </button>
          {answer ? null : <ItemOutcome posted={posted} />}
        </fetcher.Form>
      ) : null}
    </section>
  );
}
