// GST on training: SAC 999293 at 18%, taken out of a tax-inclusive price in paise.
// Every figure is an integer number of paise, so the parts add up to the price exactly.
import { isIndianStateCode, OUTSIDE_INDIA } from "./states.ts";

export const TRAINING_SAC = "999293";
export const GST_RATE_PERCENT = 18;

/** intra: the payer is in the provider's state; inter: another state; export: outside India. */
export type Supply = "intra" | "inter" | "export";

export type GstSplit = {
  supply: Supply;
  /** Zero-rated export under a letter of undertaking: no tax charged. */
  zeroRated: boolean;
  pricePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
};

/** Which kind of supply a payment is, from the provider's and the payer's state codes. */
export function supplyOf(providerState: string, payerState: string): Supply {
  if (payerState === OUTSIDE_INDIA) return "export";
  if (!isIndianStateCode(payerState)) throw new RangeError(`Unknown place of supply: ${payerState}`);
  return payerState === providerState ? "intra" : "inter";
}

/**
 * Splits a tax-inclusive price: taxable = price × 100 / 118 rounded half up to the paisa (in
 * integers, no floating point), tax = the rest. Intra-state tax is halved into CGST and SGST, the
 * odd paisa going to CGST so the halves still add up to the tax. An export is zero-rated only when
 * the provider has a letter of undertaking (LUT); without one it bears IGST like an inter-state sale.
 */
export function splitGst(pricePaise: number, supply: Supply, lutConfigured: boolean): GstSplit {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) {
    throw new RangeError("The price must be a whole, non-negative number of paise");
  }
  const zeroRated = supply === "export" && lutConfigured;
  const base = 100 + GST_RATE_PERCENT;
  const taxablePaise = zeroRated ? pricePaise : Math.floor((pricePaise * 200 + base) / (2 * base));
  const taxPaise = pricePaise - taxablePaise;
  const cgstPaise = supply === "intra" ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = supply === "intra" ? taxPaise - cgstPaise : 0;
  const igstPaise = supply === "intra" ? 0 : taxPaise;
  return { supply, zeroRated, pricePaise, taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise };
}

/** ₹ with paise, Indian grouping: 123456.78 rupees as 12345678 paise → "₹1,23,456.78". */
export function formatPaise(paise: number): string {
  return `₹${paiseFormat.format(paise / 100)}`;
}

const paiseFormat = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rupee amount as the UPI link writes it: 12345678 paise → "123456.78". */
export function paiseToDecimal(paise: number): string {
  const rupees = Math.floor(paise / 100);
  return `${rupees}.${String(paise % 100).padStart(2, "0")}`;
}
