// Razorpay's routes, registered only when its keys are configured: "Pay online" (a
// seat held, a payment link made), the payer's signed return, and the signed webhook (raw body,
// each event id applied once, in any order and however often repeated).
import { paymentEndpoints } from "@skillbridge/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db, Executor } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import type { MailWorker } from "../mail/worker.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { databaseFailure } from "./database-failure.ts";
import { type Applied, applyCaptured, flaggedWarning, gatewayMessages } from "./gateway-flow.ts";
import { gatewayRepository } from "./gateway-repository.ts";
import { paymentPage } from "./page.ts";
import { ConfirmFailed, describeRequest, type Refusal } from "./payment-flow.ts";
import { GatewayError, type RazorpayClient, type RazorpayPayment } from "./razorpay.ts";
import { applyRefundFailed, applyRefundProcessed } from "./refund-webhook.ts";
import { paymentRepository } from "./repository.ts";
import { unknownLink } from "./routes.ts";
import { holdSeat } from "./seat-hold.ts";

export const GATEWAY_RETURN_PATH = "/pay/razorpay";

type WebhookBody = {
  event?: string;
  payload?: {
    payment?: { entity?: RazorpayPayment };
    payment_link?: { entity?: { id?: string; reference_id?: string } };
    refund?: {
      entity?: { id?: string; payment_id?: string; amount?: number; status?: string; notes?: Record<string, string> };
    };
  };
};

/** Captured in rupees by Razorpay: a payment we can record (a whole, positive number of paise). */
const isCaptured = (payment: RazorpayPayment) =>
  payment.status === "captured" &&
  payment.currency === "INR" &&
  Number.isSafeInteger(payment.amount) &&
  payment.amount > 0 &&
  typeof payment.id === "string";

/**
 * Applies a webhook, again (up to 3 times in all) when PostgreSQL ended its transaction for a
 * serialization failure or a deadlock: those clear by themselves, and Razorpay is not asked to wait.
 */
async function applyRetryingTransient(apply: () => Promise<WebhookOutcome>): Promise<WebhookOutcome | Refusal> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await apply().catch(refused);
    } catch (error) {
      const { code } = databaseFailure(error);
      if (attempt >= 3 || (code !== "40001" && code !== "40P01")) throw error;
    }
  }
}

/** What applying a webhook did: a captured payment's outcome comes with it (logged when flagged). */
type WebhookOutcome = {
  applied: boolean;
  captured?: { requestId: number; gatewayPaymentId: string; amountPaise: number };
  outcome?: Applied;
};

const refused = (error: unknown) => {
  if (error instanceof ConfirmFailed) return error.refusal;
  throw error;
};

export const gatewayRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  razorpay: RazorpayClient;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, razorpay, publicOrigin }) => {
  app.route({
    ...routeOf(paymentEndpoints.gatewayStart),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { token } = request.body;
      const found = await paymentRepository.byToken(db, token);
      if (!found) return reply.status(404).send({ detail: unknownLink });
      const address = request.ip;
      const held = await db.transaction(async (tx) => {
        // The batch before the request: the one lock order of seats (repository.ts, lockBatch).
        const request = await paymentRepository.lockRequestAfterBatch(tx, found.request.id);
        return holdSeat(tx, request!, { address });
      });
      if (held.kind !== "held") {
        const msg = held.kind === "invalid" ? held.msg : unknownLink;
        return reply.status(409).send({ detail: msg });
      }
      // Pressed again while its hold runs: the same link, the hold not extended.
      const latest = held.renewed ? null : await gatewayRepository.latestLink(db, found.request.id);
      if (latest) return reply.status(201).send({ url: latest.shortUrl });
      if (held.renewed) publicContentChanged(request.server);
      const origin = siteOrigin(request, publicOrigin);
      const made = await gatewayRepository.linksMade(db, found.request.id);
      const referenceId = `SBR${found.request.id}-${made + 1}`;
      try {
        const link = await razorpay.createLink({
          amountPaise: found.request.amountPaise,
          referenceId,
          description: describeRequest(found.request, found.courseName, found.batch.startDate),
          customer: { name: found.lead.name, email: found.lead.email, contact: found.lead.contact },
          callbackUrl: `${origin}${GATEWAY_RETURN_PATH}?token=${encodeURIComponent(token)}`,
          // Razorpay asks for at least 15 minutes from now; the seat is held as long (a link made
          // again late in a hold may outlive it: a payment then finds the seats as they are).
          expireBy: Math.floor(Math.max(held.until.getTime(), Date.now() + 15 * 60_000) / 1000) + 60,
          notes: { payment_request_id: String(found.request.id), reference_id: referenceId },
        });
        await gatewayRepository.insertLink(db, {
          paymentRequestId: found.request.id,
          linkId: link.id,
          referenceId,
          shortUrl: link.short_url,
          amountPaise: found.request.amountPaise,
        });
        return reply.status(201).send({ url: link.short_url });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        request.log.warn({ err: error.message }, "razorpay payment link refused");
        return reply.status(502).send({ detail: "Online payment is not available just now: try again, or pay by UPI" });
      }
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.gatewayReturn),
    handler: async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const body = request.body;
      const found = await paymentRepository.byToken(db, body.token);
      if (!found) return reply.status(404).send({ detail: unknownLink });
      const signed = razorpay.verifyLinkReturn(
        {
          linkId: body.razorpay_payment_link_id,
          referenceId: body.razorpay_payment_link_reference_id,
          status: body.razorpay_payment_link_status,
          paymentId: body.razorpay_payment_id,
        },
        body.razorpay_signature,
      );
      if (!signed) return reply.status(400).send({ detail: gatewayMessages.badSignature });
      const link = await gatewayRepository.linkById(db, body.razorpay_payment_link_id);
      if (
        !link ||
        link.paymentRequestId !== found.request.id ||
        link.referenceId !== body.razorpay_payment_link_reference_id
      ) {
        return reply.status(422).send({ detail: [{ loc: ["body"], msg: gatewayMessages.unknown }] });
      }
      if (body.razorpay_payment_link_status === "paid") {
        const outcome = await applyPayment(request, body.razorpay_payment_id, found.request.id);
        if (outcome) return reply.status(outcome.status).send(outcome.body);
      }
      return (await paymentPage(db, body.token, true))!;
    },
  });

  /** Fetches the payment from Razorpay (its amount and status are Razorpay's, not the caller's) and applies it. */
  async function applyPayment(
    request: Parameters<typeof actorOf>[0],
    gatewayPaymentId: string,
    requestId: number,
  ): Promise<{ status: 422 | 502; body: { detail: string | { loc: string[]; msg: string }[] } } | null> {
    let payment: RazorpayPayment;
    try {
      payment = await razorpay.payment(gatewayPaymentId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return { status: 502, body: { detail: "Razorpay could not be asked about this payment: try again" } };
    }
    if (!isCaptured(payment)) {
      return { status: 422, body: { detail: [{ loc: ["body"], msg: gatewayMessages.notCaptured }] } };
    }
    const captured = { requestId, gatewayPaymentId: payment.id, amountPaise: payment.amount };
    const outcome = await auditedWrite(db, actorOf(request), (tx, audit) =>
      applyCaptured(tx, audit, { ...captured, origin: siteOrigin(request, publicOrigin) }),
    ).catch(refused);
    if (outcome.kind === "invalid" || outcome.kind === "missing") {
      const msg = outcome.kind === "invalid" ? outcome.msg : gatewayMessages.unknown;
      return { status: 422, body: { detail: [{ loc: ["body"], msg }] } };
    }
    flaggedWarning(request.log, outcome, captured);
    if (outcome.kind !== "repeat") {
      publicContentChanged(request.server);
      mail.wake();
    }
    return null;
  }

  // The webhook reads its body raw: the signature is over the exact bytes Razorpay sent.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    hook.route({
      ...routeOf(paymentEndpoints.gatewayWebhook),
      handler: async (request, reply) => {
        const raw = request.body as unknown as Buffer;
        const signature = request.headers["x-razorpay-signature"];
        if (
          !Buffer.isBuffer(raw) ||
          !razorpay.verifyWebhook(raw, typeof signature === "string" ? signature : undefined)
        ) {
          return reply.status(400).send({ detail: gatewayMessages.badSignature });
        }
        let body: WebhookBody;
        try {
          body = JSON.parse(raw.toString("utf8")) as WebhookBody;
        } catch {
          return reply.status(400).send({ detail: "The webhook's body is not JSON" });
        }
        const eventHeader = request.headers["x-razorpay-event-id"];
        const eventId = typeof eventHeader === "string" && eventHeader ? eventHeader : null;
        if (!eventId) return reply.status(400).send({ detail: "The webhook has no X-Razorpay-Event-Id" });
        const event = body.event ?? "";
        const payment = body.payload?.payment?.entity;
        const apply = () =>
          auditedWrite(db, actorOf(request), async (tx, audit): Promise<WebhookOutcome> => {
            if (!(await gatewayRepository.firstSight(tx, eventId, event))) return { applied: false };
            if (["payment.captured", "order.paid", "payment_link.paid", "payment.failed"].includes(event)) {
              const requestId = await requestOf(tx, body);
              if (requestId == null || !payment?.id) {
                throw new ConfirmFailed({ kind: "invalid", loc: ["body"], msg: gatewayMessages.unknown });
              }
              if (event === "payment.failed") {
                // A failed attempt frees the held seat; a payment captured before stays as it is.
                await gatewayRepository.releaseHold(tx, requestId);
                return { applied: true };
              }
              if (!isCaptured(payment)) {
                throw new ConfirmFailed({ kind: "invalid", loc: ["body"], msg: gatewayMessages.notCaptured });
              }
              const captured = { requestId, gatewayPaymentId: payment.id, amountPaise: payment.amount };
              const applied = await applyCaptured(tx, audit, {
                ...captured,
                origin: siteOrigin(request, publicOrigin),
              });
              return { applied: applied.kind !== "repeat", captured, outcome: applied };
            }
            if (event === "refund.processed") {
              return {
                applied: await applyRefundProcessed(
                  tx,
                  audit,
                  body.payload?.refund?.entity,
                  siteOrigin(request, publicOrigin),
                ),
              };
            }
            if (event === "refund.failed") {
              return { applied: await applyRefundFailed(tx, audit, body.payload?.refund?.entity) };
            }
            // Any other event: noted as seen, nothing else to change here.
            return { applied: false };
          });
        let outcome: WebhookOutcome | Refusal;
        try {
          outcome = await applyRetryingTransient(apply);
        } catch (error) {
          // A failure of ours after a good signature: never a 5xx that Razorpay would retry for a
          // day and then disable the webhook for. The event is recorded for staff (audit log) and
          // answered 200; staff resend it from Razorpay's Dashboard once the cause is fixed (the
          // event id was not kept as seen). Only when nothing can be recorded (the database is
          // unreachable) is the answer 503, so that Razorpay delivers the event again later.
          const failure = { ...databaseFailure(error), error: error instanceof Error ? error.name : typeof error };
          request.log.error({ event, eventId, ...failure }, "razorpay webhook not applied");
          const recorded = await auditedWrite(db, actorOf(request), (_tx, audit) =>
            audit({
              action: "gateway.webhook-failed",
              entity: "gateway_event",
              entityId: eventId,
              before: null,
              after: {
                event,
                eventId,
                gatewayPaymentId: payment?.id ?? null,
                gatewayLinkId: body.payload?.payment_link?.entity?.id ?? null,
                ...failure,
              },
            }),
          ).then(
            () => true,
            () => false,
          );
          if (!recorded) return reply.status(503).send({ detail: "The event could not be recorded: send it again" });
          return { applied: false, failed: true };
        }
        if ("kind" in outcome) {
          const msg = outcome.kind === "invalid" ? outcome.msg : gatewayMessages.unknown;
          return reply.status(422).send({ detail: [{ loc: ["body"], msg }] });
        }
        if (outcome.captured && outcome.outcome) flaggedWarning(request.log, outcome.outcome, outcome.captured);
        if (outcome.applied) {
          publicContentChanged(request.server);
          mail.wake();
        }
        return outcome.outcome?.kind === "flagged"
          ? { applied: outcome.applied, flagReason: outcome.outcome.flagReason }
          : { applied: outcome.applied };
      },
    });
  });

  /** Our request of a webhook's payment: by its payment link, else by the notes we gave the link. */
  async function requestOf(tx: Executor, body: WebhookBody): Promise<number | null> {
    const linkId = body.payload?.payment_link?.entity?.id;
    if (linkId) return (await gatewayRepository.linkById(tx, linkId))?.paymentRequestId ?? null;
    const notes = body.payload?.payment?.entity?.notes;
    const reference = notes && !Array.isArray(notes) ? notes.reference_id : undefined;
    if (!reference) return null;
    const link = await gatewayRepository.linkByReference(tx, reference);
    return link && String(link.paymentRequestId) === (notes as Record<string, string>).payment_request_id
      ? link.paymentRequestId
      : null;
  }
};
