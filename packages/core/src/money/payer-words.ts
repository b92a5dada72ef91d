// What a payer is told about their money, in the same words on their payment page and in their
// mails: why a payment is kept for refund, and when a refund comes.
import type { FlagReason } from "./payment-schemas.ts";

/** How long staff take to send back money kept for refund, as the payer is promised it. */
export const REFUND_WITHIN_BUSINESS_DAYS = 7;

/**
 * Why money received cannot buy the seat. `received` and `fee` are formatted amounts (the
 * amount-mismatch reason names both).
 */
export function flagReasonText(reason: FlagReason | null, received: string, fee: string): string {
  switch (reason) {
    case "no_seat":
      return "no seat was left on the batch";
    case "already_paid":
      return "this fee was paid already";
    case "request_cancelled":
      return "the payment link had been replaced by a newer one";
    case "request_expired":
      return "it arrived after the payment link had expired";
    case "amount_mismatch":
      return `${received} is not the fee of ${fee}`;
    case "batch_started":
      return "the batch had started and late joining is not allowed";
    default:
      return "it cannot be applied to this fee";
  }
}

/** When the refund comes, said to the payer of money kept for refund. */
export const refundPromise = `Our staff refund it to the account it came from within ${REFUND_WITHIN_BUSINESS_DAYS} business days; you need do nothing, and we mail you when it is done.`;
