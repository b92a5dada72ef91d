// The payment page's two forms, real posts with or without scripts: the payer's place of
// supply (and GSTIN), and the UTR of a payment made. Checked with the shared schemas, then sent to
// the API in-process; no amount is ever read from the form.
import { couponEndpoints, paymentEndpoints, paymentPlanEndpoints } from "@skillbridge/core";
import type { ApiClient } from "@skillbridge/core/api-client";
import { applyCouponSchema, payerDetailsSchema, utrSchema } from "@skillbridge/core/money";
import { paymentCopy } from "@skillbridge/core/page-copy/payment";
import { data, redirect } from "react-router";
import { apiFieldErrors, errorText, failedCallStatus, fieldErrors } from "../../forms/errors";
import { readForm } from "../../forms/form-action.server";
import { type PaymentNoticeKind, paymentNoticeCookie } from "./payment-notice";

export type PaymentAnswer = {
  intent: "payer" | "utr" | "gateway" | "coupon" | "plan" | "part";
  /** "gateway": Razorpay's payment page for this fee. */
  url?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export const PAYMENT_TEXTS = {
  failed: paymentCopy.messages.failed,
} as const;

/**
 * Back to the page itself, its banner in a one-time cookie: a reload then shows the page, never
 * posts again, and the answer is at the top where the payer looks.
 */
function backToPage(request: Request, kind: PaymentNoticeKind, utr?: string) {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, {
    headers: { "set-cookie": paymentNoticeCookie(kind, utr, url.pathname) },
  });
}

export async function paymentAction(api: ApiClient, request: Request, token: string) {
  const form = await readForm(request);
  if (form.intent === "gateway") {
    const started = await api.call(paymentEndpoints.gatewayStart, { body: { token } });
    if (started.ok) return data<PaymentAnswer>({ intent: "gateway", url: started.data.url });
    return data<PaymentAnswer>(
      { intent: "gateway", errors: { form: errorText(started.error, PAYMENT_TEXTS.failed) } },
      { status: failedCallStatus(started.status) },
    );
  }
  if (form.intent === "plan") {
    const chosen = await api.call(paymentPlanEndpoints.choose, { body: { token } });
    if (chosen.ok) return backToPage(request, "plan-chosen");
    return data<PaymentAnswer>(
      { intent: "plan", errors: { form: errorText(chosen.error, PAYMENT_TEXTS.failed) } },
      { status: failedCallStatus(chosen.status) },
    );
  }
  if (form.intent === "part") {
    // Another part of the same plan: its own page, with a link made for it now.
    const partNo = Number(form.partNo);
    const made = Number.isInteger(partNo)
      ? await api.call(paymentPlanEndpoints.partLink, { body: { token, partNo } })
      : null;
    if (made?.ok) return redirect(`${new URL(request.url).pathname}?token=${encodeURIComponent(made.data.token)}`);
    return data<PaymentAnswer>(
      { intent: "part", errors: { form: made ? errorText(made.error, PAYMENT_TEXTS.failed) : PAYMENT_TEXTS.failed } },
      { status: made ? failedCallStatus(made.status) : 422 },
    );
  }
  if (form.intent === "coupon") {
    const values = { code: form.code ?? "" };
    const parsed = applyCouponSchema.safeParse({ token, ...values });
    if (!parsed.success)
      return data<PaymentAnswer>({ intent: "coupon", errors: fieldErrors(parsed.error), values }, { status: 422 });
    const result = await api.call(couponEndpoints.apply, { body: parsed.data });
    if (result.ok) return backToPage(request, "coupon-applied");
    const errors =
      result.status === 409 ? { code: errorText(result.error, PAYMENT_TEXTS.failed) } : apiFieldErrors(result.error);
    return data<PaymentAnswer>(
      {
        intent: "coupon",
        errors: Object.keys(errors).length ? errors : { form: errorText(result.error, PAYMENT_TEXTS.failed) },
        values,
      },
      { status: failedCallStatus(result.status) },
    );
  }
  if (form.intent === "utr") {
    const values = { method: form.method ?? "upi", utr: form.utr ?? "" };
    const parsed = utrSchema.safeParse({ token, ...values });
    if (!parsed.success)
      return data<PaymentAnswer>({ intent: "utr", errors: fieldErrors(parsed.error), values }, { status: 422 });
    const result = await api.call(paymentEndpoints.utr, { body: parsed.data });
    // A UTR received before, or one claimed first on another link (staff are told), comes with its own message.
    if (result.ok) {
      const kind = result.status === 202 ? "utr-disputed" : result.status === 200 ? "utr-already" : "utr-received";
      return backToPage(request, kind, parsed.data.utr);
    }
    const errors =
      result.status === 409 ? { utr: errorText(result.error, PAYMENT_TEXTS.failed) } : apiFieldErrors(result.error);
    return data<PaymentAnswer>(
      {
        intent: "utr",
        errors: Object.keys(errors).length ? errors : { form: errorText(result.error, PAYMENT_TEXTS.failed) },
        values,
      },
      { status: failedCallStatus(result.status) },
    );
  }
  const values = {
    payerState: form.payerState ?? "",
    payerGstin: form.payerGstin ?? "",
    payerLegalName: form.payerLegalName ?? "",
    payerAddress: form.payerAddress ?? "",
  };
  const parsed = payerDetailsSchema.safeParse({ token, ...values });
  if (!parsed.success)
    return data<PaymentAnswer>({ intent: "payer", errors: fieldErrors(parsed.error), values }, { status: 422 });
  const result = await api.call(paymentEndpoints.payer, {
    body: {
      token,
      payerState: parsed.data.payerState,
      payerGstin: parsed.data.payerGstin,
      payerLegalName: parsed.data.payerLegalName,
      payerAddress: parsed.data.payerAddress,
    },
  });
  if (result.ok) return backToPage(request, "payer-saved");
  const errors = apiFieldErrors(result.error);
  return data<PaymentAnswer>(
    {
      intent: "payer",
      errors: Object.keys(errors).length ? errors : { form: errorText(result.error, PAYMENT_TEXTS.failed) },
      values,
    },
    { status: failedCallStatus(result.status) },
  );
}
