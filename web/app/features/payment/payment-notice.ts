// The payment page's one-time banner after a form post (Post/Redirect/Get): the action redirects
// back to the page with a short-lived cookie naming what happened, and the page shows it once at
// its top. The cookie carries only a fixed kind and the first characters of a UTR — never the
// whole UTR, and nothing of it ever goes into the URL.
import type { Dictionary } from "@skillbridge/core/i18n/dictionary";
import { fillCopy } from "@skillbridge/core/page-copy/fill";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";

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
// The cookie's Path is the page's own address (/pay, or /hi/pay in Hindi), so the page in either
// language reads its banner and no other page is sent it.
export function paymentNoticeCookie(kind: PaymentNoticeKind, utr = "", path = "/pay"): string {
  const start = utr.replace(/[^0-9A-Za-z]/g, "").slice(0, UTR_SHOWN);
  return `${PAYMENT_NOTICE_COOKIE}=${kind}.${start}; Path=${path}; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The Set-Cookie value that clears the banner once the page at `path` has shown it. */
export const clearPaymentNotice = (path = "/pay") =>
  `${PAYMENT_NOTICE_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`;

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

/** The banner's words, in the page's language (`words`: the payment copy's notices). */
export function paymentNoticeText(
  notice: PaymentNotice,
  words: Dictionary["payment"]["notices"] = paymentCopy.notices,
): string {
  const utr = `UTR ${notice.utrStart}…`;
  switch (notice.kind) {
    case "utr-received":
      return fillCopy(words.utrReceived, { utr });
    case "utr-already":
      return fillCopy(words.utrAlready, { utr });
    case "utr-disputed":
      return fillCopy(words.utrDisputed, { utr });
    case "payer-saved":
      return words.payerSaved;
    case "coupon-applied":
      return words.couponApplied;
    case "plan-chosen":
      return words.planChosen;
  }
}
