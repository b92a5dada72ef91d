// For tests only: a stand-in for Razorpay's HTTP API on 127.0.0.1 (the outside edge of the gateway
// path), speaking the documented calls we use — POST /v1/orders, POST /v1/payment_links,
// POST /v1/payment_links/{id}/cancel, GET /v1/payments/{id}, POST /v1/payments/{id}/refund,
// GET /v1/payments/{id}/refunds, each with HTTP basic auth of the key id and secret — and playing
// the payer: paying a link gives the callback's query, signed as Razorpay
// signs it, and each event can be delivered as a webhook signed with the webhook secret (a refund
// stays pending until processRefund gives its refund.processed webhook, or failRefund its
// refund.failed; setRefundDelay makes the refund API slow to answer; setReachable(false) drops
// every API call unanswered).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { linkReturnSignature, webhookSignature } from "./razorpay.ts";

type Link = {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  currency: string;
  reference_id: string;
  notes: Record<string, string>;
  order_id: string;
  callback_url: string;
};
type Payment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  notes: Record<string, string>;
  amount_refunded: number;
};
type Refund = {
  id: string;
  entity: "refund";
  amount: number;
  payment_id: string;
  status: string;
  currency: string;
  notes: Record<string, string>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("base64url").replace(/[-_]/g, "x")}`;

export async function startRazorpayStandIn(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  /** The status a new refund is answered with: "pending" (the default) or "processed" at once. */
  let refundStatus: "pending" | "processed" = "pending";
  /** How long the refund API takes to answer, in milliseconds. */
  let refundDelay = 0;
  /** false: every API call's connection drops unanswered (Razorpay unreachable). */
  let reachable = true;
  const links = new Map<string, Link>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description } });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    requests.push({ method: req.method ?? "", path, body });
    // Razorpay unreachable: the connection drops with no answer.
    if (!reachable) return req.socket.destroy();
    // The payer on Razorpay's page for a link: paying sends them to the callback URL, signed.
    const hosted = /^\/pay\/(plink_[A-Za-z0-9]+)$/.exec(path);
    if (req.method === "GET" && hosted && links.has(hosted[1]!)) {
      if (links.get(hosted[1]!)!.status === "cancelled") return badRequest(res, "This payment link is cancelled");
      const paid = pay(hosted[1]!);
      const target = new URL(paid.link.callback_url);
      for (const [key, value] of Object.entries(paid.query)) target.searchParams.set(key, value);
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    if (req.method === "POST" && path === "/v1/orders") {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return badRequest(res, "amount invalid");
      if (body.currency !== "INR") return badRequest(res, "currency invalid");
      return send(res, 200, {
        id: id("order"),
        entity: "order",
        amount: body.amount,
        currency: "INR",
        receipt: body.receipt,
        status: "created",
      });
    }
    if (req.method === "POST" && path === "/v1/payment_links") {
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return badRequest(res, "amount invalid");
      if (body.currency !== "INR") return badRequest(res, "currency invalid");
      if ([...links.values()].some((link) => link.reference_id === body.reference_id)) {
        return badRequest(res, "reference_id already attempted, enter a different reference_id");
      }
      const linkId = id("plink");
      const link: Link = {
        id: linkId,
        short_url: `${url}/pay/${linkId}`,
        status: "created",
        amount: body.amount as number,
        currency: "INR",
        reference_id: String(body.reference_id),
        notes: (body.notes as Record<string, string>) ?? {},
        order_id: "",
        callback_url: String(body.callback_url ?? ""),
      };
      links.set(linkId, link);
      return send(res, 200, link);
    }
    // Razorpay stops a link that is not paid, expired or cancelled yet; it answers the link.
    const cancel = /^\/v1\/payment_links\/([^/]+)\/cancel$/.exec(path);
    if (req.method === "POST" && cancel) {
      const found = links.get(cancel[1]!);
      if (!found) return badRequest(res, "The id provided does not exist");
      if (found.status !== "created") {
        return badRequest(res, `Payment Link cannot be cancelled as it is already ${found.status}`);
      }
      found.status = "cancelled";
      return send(res, 200, found);
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === "GET" && payment) {
      const found = payments.get(payment[1]!);
      return found ? send(res, 200, found) : badRequest(res, "The id provided does not exist");
    }
    const listed = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (req.method === "GET" && listed) {
      if (!payments.has(listed[1]!)) return badRequest(res, "The id provided does not exist");
      const items = refunds.filter((made) => made.payment_id === listed[1]).reverse();
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === "POST" && refund) {
      const found = payments.get(refund[1]!);
      if (!found) return badRequest(res, "The id provided does not exist");
      if (found.status !== "captured") return badRequest(res, "The payment has not been captured");
      const amount = (body.amount as number | undefined) ?? found.amount - found.amount_refunded;
      // Razorpay's refunds are at least ₹1, in whole paise.
      if (!Number.isInteger(amount) || amount < 100) return badRequest(res, "The amount must be atleast INR 1.00");
      if (amount > found.amount - found.amount_refunded) {
        return badRequest(res, "The refund amount provided is greater than amount captured");
      }
      found.amount_refunded += amount;
      const made: Refund = {
        id: id("rfnd"),
        entity: "refund",
        amount,
        payment_id: found.id,
        // A normal-speed refund is pending until the bank processes it (refund.processed).
        status: refundStatus,
        currency: "INR",
        notes: (body.notes as Record<string, string>) ?? {},
      };
      refunds.push(made);
      // Slow to answer, the refund made already: its webhook may come before the answer.
      if (refundDelay > 0) await new Promise((resolve) => setTimeout(resolve, refundDelay));
      return send(res, 200, made);
    }
    return send(res, 404, {
      error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: { description: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The payer pays a link (with `amount`, a gateway that charged another figure): the callback's query. */
  function pay(linkId: string, options: { amount?: number } = {}) {
    const link = links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    // Razorpay's page takes no payment on a cancelled link (one paid already takes another).
    if (link.status === "cancelled") throw new Error(`link ${linkId} is cancelled`);
    link.status = "paid";
    link.order_id ||= id("order");
    const made: Payment = {
      id: id("pay"),
      entity: "payment",
      amount: options.amount ?? link.amount,
      currency: "INR",
      status: "captured",
      order_id: link.order_id,
      notes: link.notes,
      amount_refunded: 0,
    };
    payments.set(made.id, made);
    const query = {
      razorpay_payment_id: made.id,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: "paid",
    };
    const signature = linkReturnSignature(keys.keySecret, {
      linkId: link.id,
      referenceId: link.reference_id,
      status: "paid",
      paymentId: made.id,
    });
    return { payment: made, link, query: { ...query, razorpay_signature: signature } };
  }

  /** A webhook delivery as Razorpay makes it: body, X-Razorpay-Signature and X-Razorpay-Event-Id. */
  function webhook(
    event: string,
    entities: { payment?: Payment; link?: Link; refund?: Refund },
    eventId = id("evt"),
    secret = keys.webhookSecret,
  ) {
    const payload: Record<string, unknown> = {};
    if (entities.payment) payload.payment = { entity: entities.payment };
    if (entities.link) payload.payment_link = { entity: entities.link };
    if (entities.refund) payload.refund = { entity: entities.refund };
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_standin",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      body,
      eventId,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(secret, body),
        "x-razorpay-event-id": eventId,
      },
    };
  }

  /** The bank processed a refund: its status and the refund.processed webhook Razorpay sends. */
  function processRefund(refundId: string, eventId?: string) {
    const found = refunds.find((refund) => refund.id === refundId);
    if (!found) throw new Error(`no refund ${refundId}`);
    found.status = "processed";
    return webhook("refund.processed", { refund: found, payment: payments.get(found.payment_id)! }, eventId);
  }

  /** The bank returned a refund: its status and the refund.failed webhook Razorpay sends. */
  function failRefund(refundId: string, eventId?: string) {
    const found = refunds.find((refund) => refund.id === refundId);
    if (!found) throw new Error(`no refund ${refundId}`);
    found.status = "failed";
    const payment = payments.get(found.payment_id)!;
    payment.amount_refunded -= found.amount;
    return webhook("refund.failed", { refund: found, payment }, eventId);
  }

  return {
    url,
    /** The server's settings that send its Razorpay calls here, with these keys. */
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_BASE: url,
    },
    processRefund,
    failRefund,
    setRefundDelay: (ms: number) => {
      refundDelay = ms;
    },
    setReachable: (value: boolean) => {
      reachable = value;
    },
    setRefundStatus: (status: "pending" | "processed") => {
      refundStatus = status;
    },
    links,
    payments,
    refunds,
    requests,
    pay,
    webhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
