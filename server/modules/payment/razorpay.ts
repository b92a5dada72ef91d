// Razorpay's HTTP API as we use it: payment links (the payer pays on Razorpay's page,
// no script of theirs on ours; a replaced request's link cancelled), a payment's details, refunds; and the signatures Razorpay
// documents — of a payment link's return (HMAC-SHA256 of link_id|reference_id|status|payment_id
// with the key secret) and of a webhook (HMAC-SHA256 of the raw body with the webhook secret).
import { createHmac, timingSafeEqual } from "node:crypto";

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string | null; apiBase: string };

export type RazorpayLink = { id: string; short_url: string; status: string; amount: number; reference_id: string };
export type RazorpayPayment = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  order_id?: string | null;
  notes?: Record<string, string> | unknown[];
};
export type RazorpayRefund = {
  id: string;
  amount: number;
  payment_id: string;
  status: string;
  notes?: Record<string, string> | unknown[];
};

export class GatewayError extends Error {}

const hmac = (secret: string, text: string | Buffer) => createHmac("sha256", secret).update(text).digest("hex");

/** Constant-time comparison of two hex signatures (a wrong length is simply not equal). */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

export const linkReturnSignature = (
  secret: string,
  fields: { linkId: string; referenceId: string; status: string; paymentId: string },
) => hmac(secret, `${fields.linkId}|${fields.referenceId}|${fields.status}|${fields.paymentId}`);

export const orderReturnSignature = (secret: string, orderId: string, paymentId: string) =>
  hmac(secret, `${orderId}|${paymentId}`);

export const webhookSignature = (secret: string, rawBody: string | Buffer) => hmac(secret, rawBody);

export function razorpayClient(config: RazorpayConfig) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;
  async function call<T>(method: "GET" | "POST", path: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {}
      throw new GatewayError(`Razorpay answered ${res.status}: ${description}`);
    }
    return JSON.parse(text) as T;
  }
  return {
    keyId: config.keyId,
    createLink: (input: {
      amountPaise: number;
      referenceId: string;
      description: string;
      customer: { name: string; email: string; contact: string };
      callbackUrl: string;
      expireBy: number;
      notes: Record<string, string>;
    }) =>
      call<RazorpayLink>("POST", "/v1/payment_links", {
        amount: input.amountPaise,
        currency: "INR",
        accept_partial: false,
        reference_id: input.referenceId,
        description: input.description.slice(0, 2048),
        customer: input.customer,
        // We mail our own documents; Razorpay sends none.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: input.notes,
        callback_url: input.callbackUrl,
        callback_method: "get",
        expire_by: input.expireBy,
      }),
    /** Stops a payment link (Razorpay refuses one already paid, expired or cancelled). */
    cancelLink: (id: string) => call<RazorpayLink>("POST", `/v1/payment_links/${encodeURIComponent(id)}/cancel`),
    payment: (id: string) => call<RazorpayPayment>("GET", `/v1/payments/${encodeURIComponent(id)}`),
    refund: (paymentId: string, amountPaise: number, notes: Record<string, string>) =>
      call<RazorpayRefund>("POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        notes,
      }),
    /** A payment's refunds, newest first (Razorpay's "fetch multiple refunds for a payment"). */
    refundsOf: async (paymentId: string) =>
      (
        await call<{ items: RazorpayRefund[] }>(
          "GET",
          `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
        )
      ).items,
    verifyLinkReturn: (
      fields: { linkId: string; referenceId: string; status: string; paymentId: string },
      given: string,
    ) => sameSignature(linkReturnSignature(config.keySecret, fields), given),
    verifyWebhook: (rawBody: string | Buffer, given: string | undefined) =>
      config.webhookSecret != null && sameSignature(webhookSignature(config.webhookSecret, rawBody), given),
  };
}
export type RazorpayClient = ReturnType<typeof razorpayClient>;
