// Libraries that only a few requests need (a PDF, a QR code, a cover upload, a mail over SMTP) are
// loaded on first use, not at start: together ~17 MB of RSS and ~10 MB of heap that an idle
// server on a small machine would otherwise hold (bench/RESULTS.md). Node keeps a
// module once loaded, so later calls cost nothing.
export const loadPdfKit = async () => (await import("pdfkit")).default;
export const loadQrCode = async () => (await import("qrcode")).default;
export const loadSharp = async () => (await import("sharp")).default;
export const loadNodemailer = async () => (await import("nodemailer")).default;
