// A document as a PDF made on the server with pdfkit (no browser at run time): what a GST
// tax invoice and credit note must carry for an accountant to accept them as they are — the
// provider, the recipient (a registered buyer with GSTIN, legal name and billing address), the
// place of supply, whether tax is payable on reverse charge (never, for training), SAC once, the
// taxable value, CGST/SGST or IGST, the total in figures and in words, dates as the rest of the
// product writes them ("27 Nov 2026") and the authorised signatory — and, on a proforma still to
// be paid by UPI, the QR code of the exact payment.
// Amounts are written "INR 1,234.00": the PDF's standard fonts have no rupee sign.

import { formatDate } from "@skillbridge/core";
import { amountInWords, GST_RATE_PERCENT, placeName, TRAINING_SAC, upiPayLink } from "@skillbridge/core/money";
import { loadPdfKit, loadQrCode } from "../lazy-libraries.ts";
import type { StoredDocument } from "./document-repository.ts";
import type { ProviderSnapshot } from "./settings-repository.ts";

const TITLES = { proforma: "PROFORMA INVOICE", tax_invoice: "TAX INVOICE", credit_note: "CREDIT NOTE" } as const;
const inr = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const inrText = (paise: number) => `INR ${inr.format(paise / 100)}`;
const place = (code: string) => `${placeName(code) ?? code} (${code})`;

export function documentFilename(document: Pick<StoredDocument, "number">): string {
  return `${document.number.replace(/\//g, "-")}.pdf`;
}

/** Rows of the tax table: what a GST invoice must show, in the order an accountant reads it. */
function taxRows(document: StoredDocument): [string, string][] {
  const half = GST_RATE_PERCENT / 2;
  // A discount (a code's, a referral's or credit) comes off the tax-inclusive fee: the fee before it and the discount are shown,
  // and the taxable value and tax below are those of the discounted fee.
  const rows: [string, string][] =
    document.discountPaise > 0
      ? [
          ["Fee before discount (incl. GST)", inrText(document.pricePaise + document.discountPaise)],
          [
            document.discountLabel ?? `Discount (code ${document.couponCode ?? ""})`,
            `- ${inrText(document.discountPaise)}`,
          ],
          ["Taxable value after discount", inrText(document.taxablePaise)],
        ]
      : [["Taxable value", inrText(document.taxablePaise)]];
  if (document.supply === "intra") {
    rows.push([`CGST @ ${half}%`, inrText(document.cgstPaise)], [`SGST @ ${half}%`, inrText(document.sgstPaise)]);
  } else if (document.zeroRated) {
    rows.push(["IGST @ 0% (zero-rated export under LUT)", inrText(0)]);
  } else {
    rows.push([`IGST @ ${GST_RATE_PERCENT}%`, inrText(document.igstPaise)]);
  }
  return rows;
}

export async function renderDocumentPdf(document: StoredDocument): Promise<Buffer> {
  const provider = document.provider as ProviderSnapshot;
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `${TITLES[document.kind as keyof typeof TITLES]} ${document.number}` },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const title = TITLES[document.kind as keyof typeof TITLES];
  pdf.font("Helvetica-Bold").fontSize(16).text(title, { align: "right" });
  pdf.moveDown(0.5);
  pdf.fontSize(12).text(provider.legalName);
  pdf.font("Helvetica").fontSize(9).text(provider.address);
  if (provider.gstin) pdf.text(`GSTIN: ${provider.gstin}`);
  pdf.text(`State: ${place(provider.stateCode)}`);
  pdf.moveDown();

  pdf
    .font("Helvetica-Bold")
    .fontSize(10)
    .text(`${document.kind === "credit_note" ? "Credit note" : "Invoice"} No.: ${document.number}`);
  pdf.font("Helvetica").text(`Date: ${formatDate(document.issuedAt)}`);
  pdf.text(`Place of supply: ${place(document.placeOfSupply)}`);
  // Training is taxed forward: the supplier pays the tax, never the recipient.
  if (document.kind !== "proforma") pdf.text("Tax payable on reverse charge: No");
  pdf.moveDown();

  pdf.font("Helvetica-Bold").text("Bill to");
  pdf.font("Helvetica").text(document.recipientLegalName ?? document.recipientName);
  if (document.recipientAddress) pdf.text(document.recipientAddress);
  if (document.recipientLegalName) pdf.text(`Attention: ${document.recipientName}`);
  pdf.text(document.recipientEmail);
  if (document.recipientGstin) pdf.text(`GSTIN: ${document.recipientGstin}`);
  pdf.moveDown();

  pdf.font("Helvetica-Bold").text("Description");
  pdf.font("Helvetica").text(describedOnce(document.description));
  pdf.text(`SAC: ${TRAINING_SAC}`);
  pdf.moveDown(0.5);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  for (const [label, value] of [
    ...taxRows(document),
    ["Total (tax inclusive)", inrText(document.pricePaise)] as [string, string],
  ]) {
    const y = pdf.y;
    pdf.font(label.startsWith("Total") ? "Helvetica-Bold" : "Helvetica").text(label, left, y, { width: width * 0.6 });
    pdf.text(value, left + width * 0.6, y, { width: width * 0.4, align: "right" });
  }
  pdf.moveDown(0.5);
  pdf.font("Helvetica").text(`Amount in words: ${amountInWords(document.pricePaise)}`, left, pdf.y, { width });
  if (document.zeroRated && provider.lutNumber) {
    pdf.text(`Supply meant for export under LUT No. ${provider.lutNumber} without payment of integrated tax.`);
  }
  pdf.moveDown();

  if (document.kind === "proforma") await paymentDetails(pdf, document, provider, width);
  else signatory(pdf, provider, left, width);
  pdf.moveDown();
  pdf
    .fontSize(8)
    .fillColor("#555555")
    .text("This is a computer-generated document and needs no signature.", left, pdf.y, { width });
  pdf.end();
  return done;
}

/**
 * A document's description with the SAC left to its own line and dates written as the product
 * writes them: documents issued before carried "…(batch starting 2026-12-05), SAC 999293".
 */
export function describedOnce(description: string): string {
  return description
    .replace(/,?\s*SAC:?\s*\d{6}/g, "")
    .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => formatDate(day))
    .trim();
}

/**
 * The authorised-signatory block of a tax document: for the provider, room to sign, the name from
 * the business settings and its signature image if any (as the document froze them; documents issued
 * before have neither).
 */
function signatory(pdf: PDFKit.PDFDocument, provider: ProviderSnapshot, left: number, width: number) {
  const box = { width: width * 0.45, align: "right" as const };
  const x = left + width * 0.55;
  pdf.moveDown();
  pdf.font("Helvetica-Bold").fontSize(10).text(`For ${provider.legalName}`, x, pdf.y, box);
  // The signature image, when the settings held one as the document was issued; else room to sign.
  const top = pdf.y;
  if (provider.signatureImage) {
    pdf.image(Buffer.from(provider.signatureImage, "base64"), x, top + 2, {
      fit: [box.width, 40],
      align: "right",
      valign: "bottom",
    });
    pdf.y = top + 46;
  } else pdf.y = top + 30;
  pdf.font("Helvetica");
  if (provider.signatoryName) pdf.text(provider.signatoryName, x, pdf.y, box);
  pdf.text("Authorised Signatory", x, pdf.y, box);
}

/** How to pay a proforma: the UPI QR code and link with the exact amount, and the bank account. */
async function paymentDetails(
  pdf: PDFKit.PDFDocument,
  document: StoredDocument,
  provider: ProviderSnapshot,
  width: number,
) {
  const left = pdf.page.margins.left;
  pdf.font("Helvetica-Bold").fontSize(10).text("How to pay", left, pdf.y, { width });
  pdf.font("Helvetica");
  if (provider.upiVpa) {
    const link = upiPayLink({
      vpa: provider.upiVpa,
      payeeName: provider.payeeName,
      amountPaise: document.pricePaise,
      note: document.number,
    });
    const QRCode = await loadQrCode();
    const png = await QRCode.toBuffer(link, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 });
    pdf.text(
      `UPI: scan with any UPI app, or pay ${provider.upiVpa} (${provider.payeeName}) ${inrText(document.pricePaise)} with the note ${document.number}.`,
      { width },
    );
    pdf.image(png, left, pdf.y + 4, { width: 120 });
    pdf.y += 130;
  }
  if (provider.bank) {
    pdf.text(
      `Bank transfer (NEFT/IMPS/RTGS): ${provider.bank.accountName}, account ${provider.bank.accountNumber}, IFSC ${provider.bank.ifsc}, ${provider.bank.bankName}. Quote ${document.number}.`,
      left,
      pdf.y,
      { width },
    );
  }
  pdf.text("Then enter the UTR (transaction reference) of your payment on your payment page.", left, pdf.y, { width });
}

/** The PDF as the API answers it: base64 in JSON, so it travels the typed seam to the web app. */
export async function documentPdf(document: StoredDocument) {
  const pdf = await renderDocumentPdf(document);
  return { number: document.number, filename: documentFilename(document), pdfBase64: pdf.toString("base64") };
}
