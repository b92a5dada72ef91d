// A second UTR on a paid proforma: marked in the payments list and in the question before anyone
// confirms it, so nobody takes it for a new payment.
import type { AdminPayment } from "@skillbridge/core/money";

/**
 * A pending UTR whose proforma is paid already (a payer who paid twice, or typed a UTR for a
 * proforma settled meanwhile): the confirmed payment's tax invoice, keyed by the pending one's id.
 */
export function secondUtrs(items: readonly AdminPayment[]): Record<number, string> {
  const paid = new Map<string, string>();
  for (const item of items) {
    if (item.status === "confirmed" && item.proformaNumber) paid.set(item.proformaNumber, item.invoiceNumber ?? "");
  }
  const marked: Record<number, string> = {};
  for (const item of items) {
    const invoice = item.proformaNumber ? paid.get(item.proformaNumber) : undefined;
    if (item.status === "pending" && invoice !== undefined) marked[item.id] = invoice;
  }
  return marked;
}

/** The words of the second-UTR mark, in the list and in the question. */
export const secondUtrText = (proforma: string, invoice: string) =>
  `Second UTR: proforma ${proforma} is paid already${invoice ? ` (tax invoice ${invoice})` : ""}. Confirming it issues no second invoice: the money is flagged for refund.`;
