// A certificate as a PDF: A4 landscape, made here with pdfkit (pure JavaScript, no
// browser), with a QR code of its public verification page. What it states comes from the
// certificate row as issued. The standard PDF fonts cover Latin text (names in other scripts would
// need an embedded font: see README, Certificates).
import type { Certificate } from "@skillbridge/core";
import { formatDate } from "@skillbridge/core/rules";
import { loadPdfKit, loadQrCode } from "../lazy-libraries.ts";

export type PdfContext = {
  verifyUrl: string;
  issuer: string;
  /** The learner's exam score, when the completion rule that issued it shows it. */
  examPercent?: number | null;
};

const INK = "#1f2937";
const ACCENT = "#0f4c81";

export async function certificatePdf(
  certificate: Certificate,
  { verifyUrl, issuer, examPercent = null }: PdfContext,
): Promise<Buffer> {
  const [PDFDocument, QRCode] = await Promise.all([loadPdfKit(), loadQrCode()]);
  const qr = await QRCode.toBuffer(verifyUrl, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: {
      Title: `Certificate ${certificate.code}: ${certificate.courseName}`,
      Author: issuer,
      Subject: `Certificate of completion of ${certificate.learnerName}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();
  const text = (value: string, size: number, font = "Helvetica", color = INK, gap = 0) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, 56, undefined, { width: width - 112, align: "center" })
      .moveDown(gap);

  doc.y = 70;
  text(issuer, 20, "Helvetica-Bold", ACCENT, 0.6);
  text("Certificate of Completion", 34, "Helvetica-Bold", INK, 0.6);
  text("This certifies that", 14, "Helvetica", INK, 0.4);
  text(certificate.learnerName, 30, "Helvetica-Bold", ACCENT, 0.4);
  text("has completed the course", 14, "Helvetica", INK, 0.4);
  text(certificate.courseName, 22, "Helvetica-Bold", INK, 0.5);
  const total = certificate.trainingHours + certificate.labHours;
  text(
    `${total} hours (${certificate.trainingHours} hours of training + ${certificate.labHours} hours of lab) · ` +
      `batch ${formatDate(certificate.batchStartDate)} – ${formatDate(certificate.batchEndDate)}`,
    13,
    "Helvetica",
    INK,
    0.3,
  );
  if (examPercent != null) text(`Exam score: ${examPercent}%`, 13, "Helvetica-Bold", INK, 0.3);
  text(`Issued on ${formatDate(certificate.issuedAt)}`, 13);

  // Bottom band: the code and the verification address on the left, the QR code on the right.
  const qrSize = 104;
  const bandTop = height - 56 - qrSize;
  doc.image(qr, width - 56 - qrSize, bandTop, { width: qrSize, height: qrSize });
  doc
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor(INK)
    .text(`Certificate code: ${certificate.code}`, 56, bandTop + 30, { width: width - 200 });
  doc
    .font("Helvetica")
    .fontSize(11)
    .text("Verify this certificate at ", { continued: true, width: width - 200 })
    .fillColor(ACCENT)
    .text(verifyUrl, { link: verifyUrl, underline: true });
  doc.end();
  return done;
}
