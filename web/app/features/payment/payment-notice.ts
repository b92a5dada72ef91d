// The payment page's one-time banner after a form post (Post/Redirect/Get): the action redirects
// back to the page with a short-lived cookie naming what happened, and the page shows it once at
// its top. The cookie carries only a fixed kind and the first characters of a UTR — never the
// whole UTR, and nothing of it ever goes into the URL.
export const PAYMENT_NOTICE_COOKIE = "sb_pay_notice";

export type PaymentNoticeKind =
  | "utr-received"
  | "utr-already"
  | "utr-disputed"
  | "payer-saved"
  | "coupon-applied"
  | "plan-chosen";
export type PaymentNotice = { kind: PaymentNoticeKind; utrStart: string };

const KINDS: readonly PaymentNoticeKind[] = [
  "utr-received",
  "utr-already",
  "utr-disputed",
  "payer-saved",
  "coupon-applied",
  "plan-chosen",
];

/** How much of a UTR the banner shows: enough for the payer to recognise it, not the reference. */
export const UTR_SHOWN = 4;

/** The Set-Cookie value a payment action adds to its redirect back to the page. */
export function paymentNoticeCookie(kind: PaymentNoticeKind, utr = ""): string {
  const start = utr.replace(/[^0-9A-Za-z]/g, "").slice(0, UTR_SHOWN);
  return `${PAYMENT_NOTICE_COOKIE}=${kind}.${start}; Path=/pay; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The Set-Cookie value that clears the banner once the page has shown it. */
export const clearPaymentNotice = `${PAYMENT_NOTICE_COOKIE}=; Path=/pay; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The banner a request's cookies ask for: only known kinds and a few letters or digits. */
export function paymentNoticeOf(cookieHeader: string | null): PaymentNotice | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value = ""] = part.trim().split("=");
    if (name !== PAYMENT_NOTICE_COOKIE) continue;
    const match = /^([a-z-]+)\.([0-9A-Za-z]{0,4})$/.exec(value);
    const kind = KINDS.find((known) => known === match?.[1]);
    if (kind && match) return { kind, utrStart: match[2] ?? "" };
  }
  return null;
}

/** The banner's words. */
export function paymentNoticeText(notice: PaymentNotice): string {
  const utr = `UTR ${notice.utrStart}…`;
  switch (notice.kind) {
    case "utr-received":
      return `${utr} received — we confirm within one business day. Thank you: we will check your payment against our bank statement and mail your tax invoice.`;
    case "utr-already":
      return `${utr} already received — we confirm within one business day. There is nothing more to do.`;
    case "utr-disputed":
      return `${utr} was already entered for another payment. If you made this payment, there is nothing more to do: our staff have been told, will check it against our bank statement and will contact you. Keep your bank's message.`;
    case "payer-saved":
      return "Your details are saved: the figures below follow them.";
    case "coupon-applied":
      return "Your discount code is applied: the fee, its GST and your proforma invoice below follow it.";
    case "plan-chosen":
      return "You pay in parts: pay part 1 below to confirm your seat. We mail you before each later part is due.";
  }
}
