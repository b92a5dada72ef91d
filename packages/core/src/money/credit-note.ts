// A credit note's figures: a refund reverses the tax of its tax invoice in the same
// split (CGST/SGST, IGST, or a zero-rated export), rounded to the paisa, taxable + tax = refund.
// Each note is the difference of the invoice's split at the amounts refunded after and before it,
// so however a fee is refunded in parts the notes' figures add up exactly to the invoice's: a
// rounding per refund could otherwise credit a paisa of tax more than the invoice charged.
import { type GstSplit, splitGst } from "./gst.ts";

export type InvoiceFigures = Pick<
  GstSplit,
  "supply" | "zeroRated" | "pricePaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise"
>;

/** The invoice's split of a part of its price: the invoice's own figures for the whole price. */
function splitUpTo(invoice: InvoiceFigures, paise: number): GstSplit {
  if (paise === invoice.pricePaise) {
    const { cgstPaise, sgstPaise, igstPaise } = invoice;
    return { ...invoice, taxPaise: cgstPaise + sgstPaise + igstPaise };
  }
  // A zero-rated invoice stays zero-rated (the LUT it was issued under); others split as it did.
  return splitGst(paise, invoice.supply, invoice.zeroRated);
}

/**
 * The credit note of a refund of `refundPaise` against an invoice of which `creditedPaise` were
 * already credited: RangeError when the refund is not a whole positive number of paise or exceeds
 * what is left of the invoice.
 */
export function creditNoteSplit(invoice: InvoiceFigures, creditedPaise: number, refundPaise: number): GstSplit {
  if (!Number.isSafeInteger(refundPaise) || refundPaise < 1) {
    throw new RangeError("A refund is a whole, positive number of paise");
  }
  if (!Number.isSafeInteger(creditedPaise) || creditedPaise < 0 || creditedPaise + refundPaise > invoice.pricePaise) {
    throw new RangeError("A refund cannot credit more than the invoice's total");
  }
  const before = splitUpTo(invoice, creditedPaise);
  const after = splitUpTo(invoice, creditedPaise + refundPaise);
  return {
    supply: invoice.supply,
    zeroRated: invoice.zeroRated,
    pricePaise: refundPaise,
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
    taxPaise: after.taxPaise - before.taxPaise,
  };
}

/** Rupees as staff type them ("1,234.5", "₹ 500") → paise; null when it is not an amount. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, "").replace(/^rs\.?/i, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
