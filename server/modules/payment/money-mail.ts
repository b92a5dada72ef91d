// The payer hears of every money event by mail, queued in the transaction that made it (the
// outbox; the mail worker sends it): a UTR not found on the bank statement (what to do), money
// kept for refund (why, and when the refund comes), a refund made (with the credit note as a PDF
// attachment when the payment had a tax invoice). The payment page says the same.
import { type FlagReason, flagReasonText, formatPaise, refundPromise } from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { courses, leads, paymentRequests, trainingCards } from "../../db/schema.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { provider } from "../mail/provider.ts";
import { type Block, renderMail } from "../mail/render.ts";
import { attachmentRepository } from "./attachment-repository.ts";
import { documentRepository } from "./document-repository.ts";
import type { StoredPayment } from "./repository.ts";

export const MONEY_MAIL_KIND = {
  utrRejected: "utr-rejected",
  flagged: "payment-flagged",
  refunded: "refund-made",
} as const;

type Payer = { email: string; name: string; courseName: string; feePaise: number; proformaNumber: string };

async function payerOf(tx: Tx, paymentRequestId: number): Promise<Payer | null> {
  const [row] = await tx
    .select({
      email: leads.email,
      name: leads.name,
      courseName: courses.name,
      feePaise: paymentRequests.amountPaise,
    })
    .from(paymentRequests)
    .innerJoin(leads, eq(leads.id, paymentRequests.leadId))
    .innerJoin(trainingCards, eq(trainingCards.id, paymentRequests.trainingCardId))
    .innerJoin(courses, eq(courses.id, trainingCards.courseId))
    .where(eq(paymentRequests.id, paymentRequestId));
  if (!row) return null;
  const proforma = await documentRepository.ofRequest(tx, paymentRequestId, "proforma");
  return { ...row, proformaNumber: proforma?.number ?? "" };
}

/** How the payer knows a payment: its UTR, or how it was paid. */
function paymentName(payment: Pick<StoredPayment, "method" | "utr">): string {
  if (payment.utr && (payment.method === "upi" || payment.method === "bank")) return `UTR ${payment.utr}`;
  return (
    { cash: "Your cash payment", cheque: "Your cheque", razorpay: "Your online payment (Razorpay)" }[payment.method] ??
    "Your payment"
  );
}

const footer = `You receive this e-mail because you paid, or started to pay, a fee to ${provider.name}.`;

export function utrRejectedMail(payer: Payer, payment: Pick<StoredPayment, "method" | "utr" | "amountPaise">) {
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${payer.name},` },
    {
      type: "paragraph",
      text: `We could not find the payment you told us about for ${payer.courseName} on our bank statement, so it is not confirmed yet.`,
    },
    {
      type: "facts",
      items: [
        { label: "UTR you entered", value: payment.utr ?? "" },
        { label: "Fee (all taxes inclusive)", value: formatPaise(payer.feePaise) },
        { label: "Proforma invoice", value: payer.proformaNumber },
      ],
    },
    {
      type: "paragraph",
      text: "What to do: check the 12-digit UTR (16 or 22 characters for NEFT/RTGS) in your UPI app or your bank's message, then open the payment link from our earlier e-mail and enter the right one. If you have not paid yet, pay there. If the money has left your account, reply with your bank's message and we will look into it.",
    },
  ];
  return renderMail(`Payment not found: ${payer.courseName}`, blocks, footer);
}

export function flaggedMail(
  payer: Payer,
  payment: Pick<StoredPayment, "method" | "utr" | "amountPaise">,
  reason: FlagReason,
) {
  const received = formatPaise(payment.amountPaise);
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${payer.name},` },
    {
      type: "paragraph",
      text: `We received ${received} for ${payer.courseName}, but it cannot be applied to your fee because ${flagReasonText(reason, received, formatPaise(payer.feePaise))}. It is flagged for refund.`,
    },
    {
      type: "facts",
      items: [
        { label: "Payment", value: paymentName(payment) },
        { label: "Amount received", value: received },
        { label: "Proforma invoice", value: payer.proformaNumber },
      ],
    },
    { type: "paragraph", text: refundPromise },
  ];
  return renderMail(`Your payment will be refunded: ${payer.courseName}`, blocks, footer);
}

export function refundMail(
  payer: Payer,
  input: {
    payment: Pick<StoredPayment, "method" | "utr" | "amountPaise">;
    amountPaise: number;
    creditNoteNumber: string | null;
  },
) {
  const facts = [
    { label: "Amount refunded", value: formatPaise(input.amountPaise) },
    { label: "Payment refunded", value: paymentName(input.payment) },
    ...(input.creditNoteNumber ? [{ label: "Credit note", value: input.creditNoteNumber }] : []),
  ];
  const blocks: Block[] = [
    { type: "paragraph", text: `Dear ${payer.name},` },
    {
      type: "paragraph",
      text: `We have refunded ${formatPaise(input.amountPaise)} for ${payer.courseName} to the account the payment came from. Depending on your bank it shows there within a few business days.`,
    },
    { type: "facts", items: facts },
    {
      type: "paragraph",
      text: input.creditNoteNumber
        ? "The credit note for the refund is attached to this mail as a PDF; it reverses the tax of your tax invoice. You can download it again under Fees & invoices once you have signed in."
        : "This payment had no tax invoice, so the refund has no credit note.",
    },
  ];
  return renderMail(`Refund made: ${payer.courseName}`, blocks, footer);
}

export async function queueUtrRejectedMail(tx: Tx, payment: StoredPayment): Promise<void> {
  const payer = await payerOf(tx, payment.paymentRequestId);
  if (!payer) return;
  await outboxRepository.enqueue(tx, {
    to: payer.email,
    kind: MONEY_MAIL_KIND.utrRejected,
    ...utrRejectedMail(payer, payment),
  });
}

export async function queueFlaggedMail(tx: Tx, payment: StoredPayment, reason: FlagReason): Promise<void> {
  const payer = await payerOf(tx, payment.paymentRequestId);
  if (!payer) return;
  await outboxRepository.enqueue(tx, {
    to: payer.email,
    kind: MONEY_MAIL_KIND.flagged,
    ...flaggedMail(payer, payment, reason),
  });
}

/** Queued when money has gone back (a refund recorded, or Razorpay's processed): its credit note attached. */
export async function queueRefundMail(
  tx: Tx,
  payment: StoredPayment,
  refund: { amountPaise: number },
  creditNote: { id: number; number: string } | null,
): Promise<void> {
  const payer = await payerOf(tx, payment.paymentRequestId);
  if (!payer) return;
  const row = await outboxRepository.enqueue(tx, {
    to: payer.email,
    kind: MONEY_MAIL_KIND.refunded,
    ...refundMail(payer, {
      payment,
      amountPaise: refund.amountPaise,
      creditNoteNumber: creditNote?.number ?? null,
    }),
  });
  if (creditNote) await attachmentRepository.attach(tx, row.id, creditNote.id);
}
