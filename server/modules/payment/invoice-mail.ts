// The mail that tells a payer their fee is paid, with the tax invoice as a PDF
// attachment. It is queued in the confirming transaction (any way a payment is confirmed: staff,
// a recorded payment, a bank statement, the gateway); the worker renders the PDF from the stored
// invoice when it sends the mail, so the outbox holds no bytes.
import { formatPaise } from "@skillbridge/core/money";
import type { Executor, Tx } from "../../db/client.ts";
import type { OutboxRow } from "../mail/outbox-repository.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import { provider } from "../mail/provider.ts";
import { renderMail } from "../mail/render.ts";
import type { MailAttachment } from "../mail/transport.ts";
import { attachmentRepository } from "./attachment-repository.ts";
import type { StoredDocument } from "./document-repository.ts";
import { documentFilename, renderDocumentPdf } from "./invoice-pdf.ts";
import { MONEY_MAIL_KIND } from "./money-mail.ts";

export const INVOICE_MAIL_KIND = "tax-invoice";

export function invoiceMail(input: {
  name: string;
  courseName: string;
  invoice: Pick<StoredDocument, "number" | "pricePaise">;
  /** The payer's language (English when unset); the invoice itself stays English, as GST accepts. */
  language?: string;
}) {
  if (input.language === "hi") {
    return renderMail(
      `फ़ीस मिल गई: टैक्स इनवॉइस ${input.invoice.number}`,
      [
        { type: "paragraph", text: `नमस्ते ${input.name},` },
        {
          type: "paragraph",
          text: `${input.courseName} के लिए आपकी फ़ीस हमें मिल गई है: आपकी सीट पक्की है। आपका टैक्स इनवॉइस इस मेल के साथ PDF में लगा है।`,
        },
        {
          type: "facts",
          items: [
            { label: "टैक्स इनवॉइस", value: input.invoice.number },
            { label: "भुगतान की गई राशि (सभी टैक्स सहित)", value: formatPaise(input.invoice.pricePaise) },
          ],
        },
        {
          type: "paragraph",
          text: "साइन इन करने के बाद Fees & invoices में आप इसे कभी भी दोबारा डाउनलोड कर सकते हैं।",
        },
      ],
      `आपको यह ई-मेल इसलिए मिला है क्योंकि आपने ${provider.name} को फ़ीस का भुगतान किया।`,
    );
  }
  return renderMail(
    `Fee received: tax invoice ${input.invoice.number}`,
    [
      { type: "paragraph", text: `Dear ${input.name},` },
      {
        type: "paragraph",
        text: `We have received your fee for ${input.courseName}: your seat is confirmed. Your tax invoice is attached to this mail as a PDF.`,
      },
      {
        type: "facts",
        items: [
          { label: "Tax invoice", value: input.invoice.number },
          { label: "Amount paid (all taxes inclusive)", value: formatPaise(input.invoice.pricePaise) },
        ],
      },
      {
        type: "paragraph",
        text: "You can download it again at any time under Fees & invoices once you have signed in.",
      },
    ],
    `You receive this e-mail because you paid a fee to ${provider.name}.`,
  );
}

/** Queues the mail and names its attachment, inside the transaction that issued the invoice. */
export async function queueInvoiceMail(
  tx: Tx,
  input: { to: string; name: string; courseName: string; invoice: StoredDocument; language?: string },
): Promise<void> {
  const row = await outboxRepository.enqueue(tx, {
    to: input.to,
    kind: INVOICE_MAIL_KIND,
    ...invoiceMail(input),
  });
  await attachmentRepository.attach(tx, row.id, input.invoice.id);
}

/** The mail worker's attachments: each named document rendered now from what is stored. */
export async function documentAttachments(
  db: Executor,
  row: Pick<OutboxRow, "id" | "kind">,
): Promise<MailAttachment[]> {
  // Only these kinds carry documents (the tax invoice; a refund's credit note): every other mail
  // is sent without a query.
  if (row.kind !== INVOICE_MAIL_KIND && row.kind !== MONEY_MAIL_KIND.refunded) return [];
  const stored = await attachmentRepository.documentsOf(db, row.id);
  return Promise.all(
    stored.map(async (document) => ({
      filename: documentFilename(document),
      content: await renderDocumentPdf(document),
      contentType: "application/pdf",
    })),
  );
}
