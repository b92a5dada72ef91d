// The PDF of a document, read back as text with pdftotext (poppler-utils) as an
// accountant's software would: the number, the GST split, the total in figures and in words.
import { execFileSync } from "node:child_process";
import { splitGst } from "@skillbridge/core/money";
import { describe, expect, it } from "vitest";
import type { StoredDocument } from "./document-repository.ts";
import { documentFilename, renderDocumentPdf } from "./invoice-pdf.ts";

const provider = {
  legalName: "Example Skills Training Private Limited",
  address: "No. 1, Example Road, Bengaluru 560001",
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
  lutNumber: "AD290000000001X",
  signatoryName: "Anita Rao",
  upiVpa: "fees.example@okexample",
  payeeName: "Example Skills Training",
  bank: {
    accountName: "Example Skills Training",
    accountNumber: "000123456789",
    ifsc: "EXMP0001234",
    bankName: "Example Bank",
  },
};

function documentOf(values: Partial<StoredDocument> & { split: ReturnType<typeof splitGst> }): StoredDocument {
  const { split, ...rest } = values;
  return {
    id: 1,
    kind: "tax_invoice",
    number: "SB/26-27/000123",
    financialYear: "26-27",
    sequence: 123,
    paymentRequestId: 1,
    issuedAt: new Date("2026-11-25T10:00:00+05:30"),
    recipientName: "Meera Krishnan",
    recipientEmail: "meera@example.com",
    recipientGstin: null,
    recipientLegalName: null,
    recipientAddress: null,
    placeOfSupply: "29",
    supply: split.supply,
    zeroRated: split.zeroRated,
    pricePaise: split.pricePaise,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    igstPaise: split.igstPaise,
    description: "Training fee: Cloud Security Essentials (batch starting 5 Dec 2026)",
    provider,
    discountPaise: 0,
    couponCode: null,
    discountLabel: null,
    ...rest,
  };
}

const textOf = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

describe("document PDF", () => {
  it("shows a discount code's line and the taxable value and GST of the discounted fee", async () => {
    // ₹11,800 less 10% (WEBINAR10): ₹10,620 = taxable ₹9,000 + IGST ₹1,620.
    const text = textOf(
      await renderDocumentPdf(
        documentOf({ split: splitGst(1_062_000, "inter", false), discountPaise: 118_000, couponCode: "WEBINAR10" }),
      ),
    );
    expect(text).toMatch(/Fee before discount \(incl\. GST\)\s+INR 11,800\.00/);
    expect(text).toMatch(/Discount \(code WEBINAR10\)\s+- INR 1,180\.00/);
    expect(text).toMatch(/Taxable value after discount\s+INR 9,000\.00/);
    expect(text).toMatch(/IGST @ 18%\s+INR 1,620\.00/);
    expect(text).toMatch(/Total \(tax inclusive\)\s+INR 10,620\.00/);
  });

  it("is a tax invoice with CGST and SGST within the state, and the total in words", async () => {
    const pdf = await renderDocumentPdf(documentOf({ split: splitGst(12_345_678, "intra", false) }));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = textOf(pdf);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("SB/26-27/000123");
    expect(text).toContain("GSTIN: 29AAGCB7383J1Z4");
    expect(text).toContain("SAC: 999293");
    expect(text).toMatch(/Taxable value\s+INR 1,04,624\.39/);
    expect(text).toMatch(/CGST @ 9%\s+INR 9,416\.20/);
    expect(text).toMatch(/SGST @ 9%\s+INR 9,416\.19/);
    expect(text).toMatch(/Total \(tax inclusive\)\s+INR 1,23,456\.78/);
    expect(text.replace(/\s+/g, " ")).toContain(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only",
    );
    expect(text).not.toContain("IGST");
  });

  it("carries IGST and the buyer's GSTIN and legal name across states", async () => {
    const text = textOf(
      await renderDocumentPdf(
        documentOf({
          split: splitGst(2_499_900, "inter", false),
          placeOfSupply: "27",
          recipientGstin: "27AAPFU0939F1ZV",
          recipientLegalName: "Example Buyer LLP",
        }),
      ),
    );
    expect(text).toContain("Place of supply: Maharashtra (27)");
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("Example Buyer LLP");
    expect(text).toMatch(/IGST @ 18%\s+INR 3,813\.41/);
    expect(text).not.toContain("CGST");
  });

  it("states a zero-rated export under the LUT", async () => {
    const text = textOf(
      await renderDocumentPdf(documentOf({ split: splitGst(2_499_900, "export", true), placeOfSupply: "96" })),
    );
    expect(text).toContain("Outside India (96)");
    expect(text).toMatch(/IGST @ 0%.*INR 0\.00/);
    expect(text).toContain("LUT No. AD290000000001X");
  });

  it("shows a proforma's UPI QR code and bank details", async () => {
    const pdf = await renderDocumentPdf(
      documentOf({ kind: "proforma", number: "SBP/26-27/00007", split: splitGst(2_499_900, "intra", false) }),
    );
    const text = textOf(pdf);
    expect(text).toContain("PROFORMA INVOICE");
    expect(text).toContain("fees.example@okexample");
    expect(text).toContain("IFSC EXMP0001234");
    // The QR code is an embedded PNG image.
    expect(pdf.includes(Buffer.from("/Subtype /Image"))).toBe(true);
    expect(documentFilename({ number: "SBP/26-27/00007" })).toBe("SBP-26-27-00007.pdf");
    // A proforma is no tax document: no reverse-charge statement, nobody signs it.
    expect(text).not.toContain("reverse charge");
    expect(text).not.toContain("Authorised Signatory");
  });

  it("reads as an accountant accepts it: reverse charge, the buyer's billing address, SAC once, dates as 27 Nov 2026, the signatory", async () => {
    const text = textOf(
      await renderDocumentPdf(
        documentOf({
          split: splitGst(2_499_900, "inter", false),
          issuedAt: new Date("2026-11-27T09:30:00+05:30"),
          placeOfSupply: "27",
          recipientGstin: "27AAPFU0939F1ZV",
          recipientLegalName: "Example Buyer LLP",
          recipientAddress: "Unit 4, Example Park, Pune 411001",
        }),
      ),
    );
    expect(text).toContain("Tax payable on reverse charge: No");
    expect(text).toContain("Date: 27 Nov 2026");
    expect(text).toContain("Unit 4, Example Park, Pune 411001");
    expect(text).toContain("batch starting 5 Dec 2026");
    expect(text.match(/999293/g)).toHaveLength(1);
    expect(text).toContain("For Example Skills Training Private Limited");
    expect(text).toMatch(/Anita Rao\s+Authorised Signatory/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("prints a document issued before with SAC once and its day as 5 Dec 2026", async () => {
    const text = textOf(
      await renderDocumentPdf(
        documentOf({
          kind: "credit_note",
          number: "SBC/26-27/00003",
          split: splitGst(100_000, "intra", false),
          description: "Training fee: Cloud Security Essentials (batch starting 2026-12-05), SAC 999293",
        }),
      ),
    );
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("Tax payable on reverse charge: No");
    expect(text).toContain("batch starting 5 Dec 2026");
    expect(text.match(/999293/g)).toHaveLength(1);
    expect(text).toContain("Authorised Signatory");
  });
});

describe("the signature image", () => {
  // A 1×1 PNG: the settings' signature as the document froze it.
  const SIGNATURE_PNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
  /** The type of each image `pdfimages -list` finds ("image", or "smask" for a PNG's transparency). */
  const imagesOf = (pdf: Buffer) =>
    execFileSync("pdfimages", ["-list", "-"], { input: pdf })
      .toString("utf8")
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => line.trim().split(/\s+/)[2]);

  it("is drawn above Authorised Signatory on a tax invoice and a credit note; the text reads the same", async () => {
    for (const kind of ["tax_invoice", "credit_note"] as const) {
      const split = splitGst(2_499_900, "intra", false);
      const plain = await renderDocumentPdf(documentOf({ split, kind }));
      const signed = await renderDocumentPdf(
        documentOf({ split, kind, provider: { ...provider, signatureImage: SIGNATURE_PNG } }),
      );
      expect(textOf(signed)).toContain("Authorised Signatory");
      expect(textOf(signed)).toContain("Anita Rao");
      expect(textOf(signed).replace(/\s+/g, " ")).toBe(textOf(plain).replace(/\s+/g, " "));
      expect(imagesOf(plain), kind).toEqual([]);
      expect(imagesOf(signed), kind).toContain("image");
      expect(signed.length).toBeGreaterThan(plain.length);
    }
  });
});
