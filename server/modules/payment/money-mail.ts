// The payer hears of every money event by mail, queued in the transaction that made it (the
// outbox; the mail worker sends it): a UTR not found on the bank statement (what to do), money
// kept for refund (why, and when the refund comes), a refund made (with the credit note as a PDF
// attachment when the payment had a tax invoice). The payment page says the same. Each mail is
// written in the payer's language (the lead's `language`); the credit note itself stays English.
import type { Locale } from "@skillbridge/core/i18n/locales";
import {
  type FlagReason,
  flagReasonText,
  formatPaise,
  REFUND_WITHIN_BUSINESS_DAYS,
  refundPromise,
} from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { courses, leads, paymentRequests, trainingCards } from "../../db/schema.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { provider } from "../mail/provider.ts";
import { type Block, renderMail } from "../mail/render.ts";
import { attachmentRepository } from "./attachment-repository.ts";
import { documentRepository } from "./document-repository.ts";
import { mailLocale } from "./payment-mail.ts";
import type { StoredPayment } from "./repository.ts";

export const MONEY_MAIL_KIND = {
  utrRejected: "utr-rejected",
  flagged: "payment-flagged",
  refunded: "refund-made",
} as const;

type Payer = {
  email: string;
  name: string;
  courseName: string;
  feePaise: number;
  proformaNumber: string;
  /** The payer's language (English when unset). */
  language?: string | null;
};

async function payerOf(tx: Tx, paymentRequestId: number): Promise<Payer | null> {
  const [row] = await tx
    .select({
      email: leads.email,
      name: leads.name,
      courseName: courses.name,
      feePaise: paymentRequests.amountPaise,
      language: leads.language,
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

type PaymentRef = Pick<StoredPayment, "method" | "utr">;

/**
 * The money mails' words in each language of the site, side by side: English is the source the
 * tests read; Hindi keeps UTR, UPI, NEFT/RTGS, Razorpay and "Fees & invoices" (the dashboard's
 * English tab name) in Latin script. A new language is one more entry.
 */
type MoneyMailCopy = {
  dear: (name: string) => string;
  /** How the payer knows a payment: its UTR, or how it was paid. */
  paymentName: (payment: PaymentRef) => string;
  footer: string;
  labels: {
    utrEntered: string;
    fee: string;
    proforma: string;
    payment: string;
    received: string;
    refunded: string;
    paymentRefunded: string;
    creditNote: string;
  };
  utrRejected: { text: (course: string) => string; whatToDo: string; subject: (course: string) => string };
  flagged: {
    text: (received: string, course: string, reason: FlagReason, fee: string) => string;
    promise: string;
    subject: (course: string) => string;
  };
  refund: {
    text: (amount: string, course: string) => string;
    creditNote: string;
    noCreditNote: string;
    subject: (course: string) => string;
  };
};

const en: MoneyMailCopy = {
  dear: (name) => `Dear ${name},`,
  paymentName: (payment) => {
    if (payment.utr && (payment.method === "upi" || payment.method === "bank")) return `UTR ${payment.utr}`;
    return (
      { cash: "Your cash payment", cheque: "Your cheque", razorpay: "Your online payment (Razorpay)" }[
        payment.method
      ] ?? "Your payment"
    );
  },
  footer: `You receive this e-mail because you paid, or started to pay, a fee to ${provider.name}.`,
  labels: {
    utrEntered: "UTR you entered",
    fee: "Fee (all taxes inclusive)",
    proforma: "Proforma invoice",
    payment: "Payment",
    received: "Amount received",
    refunded: "Amount refunded",
    paymentRefunded: "Payment refunded",
    creditNote: "Credit note",
  },
  utrRejected: {
    text: (course) =>
      `We could not find the payment you told us about for ${course} on our bank statement, so it is not confirmed yet.`,
    whatToDo:
      "What to do: check the 12-digit UTR (16 or 22 characters for NEFT/RTGS) in your UPI app or your bank's message, then open the payment link from our earlier e-mail and enter the right one. If you have not paid yet, pay there. If the money has left your account, reply with your bank's message and we will look into it.",
    subject: (course) => `Payment not found: ${course}`,
  },
  flagged: {
    text: (received, course, reason, fee) =>
      `We received ${received} for ${course}, but it cannot be applied to your fee because ${flagReasonText(reason, received, fee)}. It is flagged for refund.`,
    promise: refundPromise,
    subject: (course) => `Your payment will be refunded: ${course}`,
  },
  refund: {
    text: (amount, course) =>
      `We have refunded ${amount} for ${course} to the account the payment came from. Depending on your bank it shows there within a few business days.`,
    creditNote:
      "The credit note for the refund is attached to this mail as a PDF; it reverses the tax of your tax invoice. You can download it again under Fees & invoices once you have signed in.",
    noCreditNote: "This payment had no tax invoice, so the refund has no credit note.",
    subject: (course) => `Refund made: ${course}`,
  },
};

/** Why money received cannot buy the seat, as a Hindi reader is told it. */
function hindiFlagReason(reason: FlagReason, received: string, fee: string): string {
  switch (reason) {
    case "no_seat":
      return "बैच में कोई सीट नहीं बची थी";
    case "already_paid":
      return "यह फ़ीस पहले ही भरी जा चुकी थी";
    case "request_cancelled":
      return "पेमेंट लिंक की जगह एक नया लिंक भेजा जा चुका था";
    case "request_expired":
      return "यह पेमेंट लिंक की अवधि ख़त्म होने के बाद पहुँचा";
    case "amount_mismatch":
      return `${received} की राशि ${fee} की फ़ीस से मेल नहीं खाती`;
    case "batch_started":
      return "बैच शुरू हो चुका था और देर से जुड़ने की अनुमति नहीं है";
    default:
      return "इसे इस फ़ीस में नहीं जोड़ा जा सकता";
  }
}

const hi: MoneyMailCopy = {
  dear: (name) => `नमस्ते ${name},`,
  paymentName: (payment) => {
    if (payment.utr && (payment.method === "upi" || payment.method === "bank")) return `UTR ${payment.utr}`;
    return (
      { cash: "आपका नकद भुगतान", cheque: "आपका चेक", razorpay: "आपका ऑनलाइन भुगतान (Razorpay)" }[payment.method] ??
      "आपका भुगतान"
    );
  },
  footer: `आपको यह ई-मेल इसलिए मिला है क्योंकि आपने ${provider.name} को फ़ीस भरी, या भरना शुरू किया।`,
  labels: {
    utrEntered: "आपका दर्ज किया UTR",
    fee: "फ़ीस (सभी टैक्स सहित)",
    proforma: "प्रोफ़ॉर्मा इनवॉइस",
    payment: "भुगतान",
    received: "प्राप्त राशि",
    refunded: "लौटाई गई राशि",
    paymentRefunded: "लौटाया गया भुगतान",
    creditNote: "क्रेडिट नोट",
  },
  utrRejected: {
    text: (course) =>
      `${course} के लिए आपने जिस भुगतान की जानकारी दी थी, वह हमें अपने बैंक स्टेटमेंट में नहीं मिला, इसलिए वह अभी पक्का नहीं हुआ है।`,
    whatToDo:
      "क्या करें: अपने UPI ऐप या बैंक के संदेश में 12 अंकों का UTR (NEFT/RTGS के लिए 16 या 22 अक्षर) जाँचें, फिर हमारे पिछले ई-मेल का पेमेंट लिंक खोलकर सही UTR दर्ज करें। अगर आपने अभी तक भुगतान नहीं किया है, तो वहीं भुगतान करें। अगर पैसा आपके खाते से कट चुका है, तो अपने बैंक का संदेश जवाब में भेजें, हम इसकी जाँच करेंगे।",
    subject: (course) => `भुगतान नहीं मिला: ${course}`,
  },
  flagged: {
    text: (received, course, reason, fee) =>
      `${course} के लिए हमें ${received} मिले, लेकिन इन्हें आपकी फ़ीस में नहीं जोड़ा जा सकता क्योंकि ${hindiFlagReason(reason, received, fee)}। यह रिफ़ंड के लिए चिह्नित है।`,
    promise: `हमारा स्टाफ़ इसे ${REFUND_WITHIN_BUSINESS_DAYS} कार्यदिवसों के भीतर उसी खाते में लौटा देगा जिससे यह आया था; आपको कुछ नहीं करना है, और लौटाते ही हम आपको मेल करेंगे।`,
    subject: (course) => `आपका भुगतान लौटाया जाएगा: ${course}`,
  },
  refund: {
    text: (amount, course) =>
      `${course} के लिए हमने ${amount} उसी खाते में लौटा दिए हैं जिससे भुगतान आया था। आपके बैंक के अनुसार यह कुछ कार्यदिवसों में वहाँ दिखेगा।`,
    creditNote:
      "रिफ़ंड का क्रेडिट नोट इस मेल के साथ PDF में लगा है; यह आपके टैक्स इनवॉइस का टैक्स उलट देता है। साइन इन करने के बाद Fees & invoices में आप इसे दोबारा डाउनलोड कर सकते हैं।",
    noCreditNote: "इस भुगतान का कोई टैक्स इनवॉइस नहीं था, इसलिए इस रिफ़ंड का कोई क्रेडिट नोट नहीं है।",
    subject: (course) => `रिफ़ंड हो गया: ${course}`,
  },
};

const copies: Record<Locale, MoneyMailCopy> = { en, hi };

export function utrRejectedMail(payer: Payer, payment: Pick<StoredPayment, "method" | "utr" | "amountPaise">) {
  const copy = copies[mailLocale(payer.language)];
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(payer.name) },
    { type: "paragraph", text: copy.utrRejected.text(payer.courseName) },
    {
      type: "facts",
      items: [
        { label: copy.labels.utrEntered, value: payment.utr ?? "" },
        { label: copy.labels.fee, value: formatPaise(payer.feePaise) },
        { label: copy.labels.proforma, value: payer.proformaNumber },
      ],
    },
    { type: "paragraph", text: copy.utrRejected.whatToDo },
  ];
  return renderMail(copy.utrRejected.subject(payer.courseName), blocks, copy.footer);
}

export function flaggedMail(
  payer: Payer,
  payment: Pick<StoredPayment, "method" | "utr" | "amountPaise">,
  reason: FlagReason,
) {
  const copy = copies[mailLocale(payer.language)];
  const received = formatPaise(payment.amountPaise);
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(payer.name) },
    { type: "paragraph", text: copy.flagged.text(received, payer.courseName, reason, formatPaise(payer.feePaise)) },
    {
      type: "facts",
      items: [
        { label: copy.labels.payment, value: copy.paymentName(payment) },
        { label: copy.labels.received, value: received },
        { label: copy.labels.proforma, value: payer.proformaNumber },
      ],
    },
    { type: "paragraph", text: copy.flagged.promise },
  ];
  return renderMail(copy.flagged.subject(payer.courseName), blocks, copy.footer);
}

export function refundMail(
  payer: Payer,
  input: {
    payment: Pick<StoredPayment, "method" | "utr" | "amountPaise">;
    amountPaise: number;
    creditNoteNumber: string | null;
  },
) {
  const copy = copies[mailLocale(payer.language)];
  const facts = [
    { label: copy.labels.refunded, value: formatPaise(input.amountPaise) },
    { label: copy.labels.paymentRefunded, value: copy.paymentName(input.payment) },
    ...(input.creditNoteNumber ? [{ label: copy.labels.creditNote, value: input.creditNoteNumber }] : []),
  ];
  const blocks: Block[] = [
    { type: "paragraph", text: copy.dear(payer.name) },
    { type: "paragraph", text: copy.refund.text(formatPaise(input.amountPaise), payer.courseName) },
    { type: "facts", items: facts },
    { type: "paragraph", text: input.creditNoteNumber ? copy.refund.creditNote : copy.refund.noCreditNote },
  ];
  return renderMail(copy.refund.subject(payer.courseName), blocks, copy.footer);
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
