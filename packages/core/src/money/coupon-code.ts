// What a discount code looks like, apart from the rest of the discount rules: the enrolment
// form and the lead schema need only this, not the pricing.

/** What a code may look like: 3 to 32 letters, digits, hyphens or underscores. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

export const COUPON_CODE_MESSAGE = "Enter a code of 3 to 32 letters, digits, hyphens or underscores, e.g. WEBINAR10";

/** Codes are stored in capitals and matched whole, in any case, after trimming. */
export const normaliseCode = (text: string) => text.trim().toUpperCase();

/**
 * The code a shared link carries (`?code=WEBINAR10`), kept through enrolment to the payment
 * request; anything that cannot be a code is dropped, not refused (it is only an address).
 */
export function carriedCode(raw: string | null | undefined): string | undefined {
  const typed = (raw ?? "").trim();
  return COUPON_CODE_PATTERN.test(typed) ? normaliseCode(typed) : undefined;
}
