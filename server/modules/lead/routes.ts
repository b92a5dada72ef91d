// POST /leads/ — an enrolment request, stored with status 'new' before the 201,
// together with its acknowledgement mail (one transaction, so an acknowledged lead
// always has its mail queued and a replay queues none).
import { apiMessages, leadEndpoints, type TrainingCard } from "@skillbridge/core";
import { dayInIndia, seatCanBeSold } from "@skillbridge/core/rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { attributionColumns } from "../../plugins/attribution.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { batchRepository } from "../batch/repository.ts";
import { courseRepository } from "../course/repository.ts";
import { ACKNOWLEDGEMENT_KIND, ACKNOWLEDGEMENT_KINDS, acknowledgementMail } from "../mail/acknowledgement.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import type { MailWorker } from "../mail/worker.ts";
import { requestPayment } from "../payment/payment-flow.ts";
import { paymentLink } from "../payment/payment-mail.ts";
import { isFull, seatRepository } from "../payment/seat-repository.ts";
import { attachReferrer } from "../referral/visit.ts";
import { submitOnce } from "../submission/idempotency.ts";
import { languageOfPage, refuseHoneypot, submissionColumns } from "../submission/screening.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { leadRepository } from "./repository.ts";

/** A batch as its acknowledgement mail describes it. */
const batchFacts = (batch: TrainingCard) => ({
  startDate: batch.batchStartDate,
  endDate: batch.batchEndDate,
  startTime: batch.batchStartTime,
  endTime: batch.batchEndTime,
  location: batch.ictLocation,
  studyMode: batch.ictStudyMode,
});

export const leadRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  publicOrigin: string | undefined;
  rateLimit: { max: number; timeWindow: string };
}> = async (app, { db, mail, publicOrigin, rateLimit }) => {
  const route = routeOf(leadEndpoints.create);
  app.route({
    ...route,
    config: { ...route.config, rateLimit },
    preHandler: refuseHoneypot,
    handler: async (request, reply) => {
      const receivedAt = new Date();
      const body = request.body;
      const course = await courseRepository.byId(db, body.ictId_id, false);
      if (!course) {
        return reply.status(422).send({ detail: [{ loc: ["body", "ictId_id"], msg: apiMessages.courseNotFound }] });
      }
      const batch = body.trainingId === undefined ? null : await batchRepository.byId(db, body.trainingId);
      if (body.trainingId !== undefined && (!batch || batch.ictId_id !== body.ictId_id || batch.status !== "A")) {
        return reply.status(422).send({ detail: [{ loc: ["body", "trainingId"], msg: apiMessages.batchNotOfCourse }] });
      }
      // The new enrolment's payment page, handed to the one who sent it for the popup's "Pay now".
      let paymentPath: string | undefined;
      const result = await submitOnce(db, {
        scope: "lead",
        key: request.headers["idempotency-key"],
        payload: body,
        insert: async (tx) => {
          const lead = await leadRepository.insert(tx, {
            name: body.leadName,
            email: body.leadEmail,
            contact: body.leadContact,
            briefRequirement: body.briefRequirement,
            courseId: body.ictId_id,
            trainingCardId: batch?.id ?? null,
            couponCode: body.couponCode ?? null,
            ...submissionColumns(body, receivedAt),
            ...attributionColumns(request),
          });
          // A visitor who came by a learner's referral link: their fee gets the referral discount.
          await attachReferrer(tx, request, { id: lead.id, email: body.leadEmail, phone: body.leadContact });
          const origin = siteOrigin(request, publicOrigin);
          // An enrolment on a batch whose seats are no longer sold (it has started, past any late
          // joining staff allowed) is kept, as every lead is, but gets no payment link and joins
          // no waitlist: its mail offers the course's next batch instead.
          const today = dayInIndia(receivedAt);
          const window = batch ? await batchRepository.saleWindow(tx, batch.id) : null;
          const started = batch != null && window != null && !seatCanBeSold(window, today);
          const nextBatch = started ? await batchRepository.nextUpcoming(tx, course.id, today, batch.id) : null;
          // An enrolment on a full batch joins its waitlist (first come first served);
          // one on a batch with seats and a fee gets its payment link (when payments are set up).
          const seats = batch && !started ? await seatRepository.count(tx, batch.id) : null;
          const waitlisted = seats != null && isFull(seats);
          if (waitlisted) await seatRepository.markWaitlist(tx, lead.id);
          const waitlistPosition =
            waitlisted && batch
              ? (await seatRepository.waitlist(tx, batch.id)).findIndex((item) => item.id === lead.id) + 1
              : 0;
          const payment = batch && !started && !waitlisted ? await requestPayment(tx, lead.id) : null;
          // A code the visitor's link carried and refused when the request was priced (expired,
          // used up, not for this batch) stays on the link: the payment page shows it in its field
          // and says why when the payer applies it.
          const carried =
            payment?.kind === "done" && payment.refusedCode ? `&code=${encodeURIComponent(payment.refusedCode)}` : "";
          // The payment page opens in the language of the page the enrolment came from.
          const language = languageOfPage(body.pageUrl);
          if (payment?.kind === "done") paymentPath = paymentLink("", payment.token, language) + carried;
          const acknowledgement = acknowledgementMail({
            payment:
              payment?.kind === "done"
                ? {
                    link: paymentLink(origin, payment.token, language) + carried,
                    amountPaise: payment.amountPaise,
                    proformaNumber: payment.proformaNumber,
                  }
                : null,
            about: "lead",
            language,
            waitlisted,
            ...(waitlistPosition > 0 ? { waitlistPosition } : {}),
            batchStarted: started ? { next: nextBatch && batchFacts(nextBatch) } : null,
            name: lead.leadName,
            receivedAt,
            origin,
            course: { id: course.id, name: course.ictName },
            batch: batch && batchFacts(batch),
          });
          await outboxRepository.enqueueLimited(
            tx,
            { to: lead.leadEmail, kind: ACKNOWLEDGEMENT_KIND.lead, ...acknowledgement },
            ACKNOWLEDGEMENT_KINDS,
          );
          return lead;
        },
        load: (tx, id) => leadRepository.byId(tx, id),
      });
      if (result.kind === "conflict") return reply.status(422).send({ detail: apiMessages.idempotencyConflict });
      if (result.kind === "replayed") reply.header("idempotent-replayed", "true");
      else mail.wake();
      const lead = result.record;
      // A waitlisted visitor is told where they stand now: first come first served.
      if (lead.trainingId != null) {
        const waiting = await seatRepository.waitlist(db, lead.trainingId);
        const index = waiting.findIndex((item) => item.id === lead.id);
        if (index >= 0) {
          return reply.status(201).send({ ...lead, leadStatus: "waitlist" as const, waitlistPosition: index + 1 });
        }
      }
      return reply.status(201).send(paymentPath ? { ...lead, paymentPath } : lead);
    },
  });
};
