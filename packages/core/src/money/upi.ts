// The UPI deep link (NPCI's "upi://pay" URI): payee VPA and name, the exact amount with
// two decimals, INR, and the document number as the note, so the payer's app fills in everything
// and the bank statement carries the number.
import { paiseToDecimal } from "./gst.ts";

export type UpiPayment = {
  /** The payee's virtual payment address, e.g. "skillbridge@examplebank". */
  vpa: string;
  payeeName: string;
  amountPaise: number;
  /** The proforma or invoice number, shown as the payment's note. */
  note: string;
};

const VPA = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export function isValidVpa(vpa: string): boolean {
  return VPA.test(vpa);
}

/** URI-encodes a query value, keeping "@" and "/" that a query may hold as they are (RFC 3986). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@").replace(/%2F/g, "/");
}

export function upiPayLink(payment: UpiPayment): string {
  if (!isValidVpa(payment.vpa)) throw new RangeError("Not a UPI address");
  if (!Number.isSafeInteger(payment.amountPaise) || payment.amountPaise <= 0) {
    throw new RangeError("A UPI payment needs a positive amount in paise");
  }
  const fields: [string, string][] = [
    ["pa", payment.vpa],
    ["pn", payment.payeeName],
    ["am", paiseToDecimal(payment.amountPaise)],
    ["cu", "INR"],
    ["tn", payment.note],
  ];
  return `upi://pay?${fields.map(([name, value]) => `${name}=${encodeValue(value)}`).join("&")}`;
}
