// The staff side of payments: payments to confirm, confirming one (the tax invoice and
// the enrolment; admins and finance only), a lead's payment link, and the business settings
// (admins only). Audited.
import { paymentEndpoints } from "@skillbridge/core";
import { type AdminPayment, formatPaise } from "@skillbridge/core/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { routeOf } from "../../plugins/endpoint-route.ts";
import { actorOf, auditedWrite } from "../audit/audit.ts";
import { publicContentChanged } from "../audit/public-change.ts";
import { outboxRepository } from "../mail/outbox-repository.ts";
import type { MailWorker } from "../mail/worker.ts";
import { staffAdminRepository } from "../staff-admin/repository.ts";
import { siteOrigin } from "../submission/site-origin.ts";
import { documentRepository } from "./document-repository.ts";
import { documentPdf } from "./invoice-pdf.ts";
import { cancelReplacedLinks } from "./link-cancel.ts";
import { queueUtrRejectedMail } from "./money-mail.ts";
import { refusedMoneyRole } from "./money-role.ts";
import { ConfirmFailed, confirmPayment, paymentMessages, type Refusal, requestPayment } from "./payment-flow.ts";
import { PAYMENT_MAIL_KIND, paymentLink, paymentLinkMail } from "./payment-mail.ts";
import type { RazorpayClient } from "./razorpay.ts";
import { paymentRepository } from "./repository.ts";
import { auditedSettings, settingsRepository, settingsView } from "./settings-repository.ts";

export const adminOnly = "Only an admin may change the business settings";

export const paymentAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mail: MailWorker;
  razorpay: RazorpayClient | null;
  publicOrigin: string | undefined;
}> = async (app, { db, mail, razorpay, publicOrigin }) => {
  app.route({
    ...routeOf(paymentEndpoints.adminList),
    handler: async (request) => {
      const rows = await paymentRepository.list(db, request.query);
      return rows.map((row) => ({
        id: row.payment.id,
        method: row.payment.method,
        utr: row.payment.utr,
        amountPaise: row.payment.amountPaise,
        status: row.payment.status as AdminPayment["status"],
        flagReason: row.payment.flagReason as AdminPayment["flagReason"],
        createdAt: row.payment.createdAt.toISOString(),
        payerName: row.payerName,
        courseName: row.courseName,
        trainingId: row.trainingId,
        proformaNumber: row.proformaNumber,
        invoiceNumber: row.invoiceNumber,
        invoiceId: row.payment.invoiceId,
      }));
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.adminCounts),
    handler: async (request) => paymentRepository.counts(db, request.query),
  });

  app.route({
    ...routeOf(paymentEndpoints.adminDocument),
    handler: async (request, reply) => {
      const document = await documentRepository.byId(db, request.params.id);
      if (!document) return reply.status(404).send({ detail: "This document does not exist" });
      return documentPdf(document);
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.confirm),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const result = await confirmPayment(tx, audit, {
          paymentId: request.params.id,
          staffId: request.viewer!.id,
          origin: siteOrigin(request, publicOrigin),
        });
        if (result.kind === "missing" || result.kind === "invalid") throw new ConfirmFailed(result);
        return result;
      }).catch((error: unknown) => {
        if (error instanceof ConfirmFailed) return error.refusal;
        throw error;
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: "This payment does not exist" });
      if (outcome.kind === "invalid") return reply.status(409).send({ detail: outcome.msg });
      // A seat taken (or a batch now full) changes the course page's schedule.
      publicContentChanged(request.server);
      if (outcome.kind === "flagged") {
        return { status: "flagged" as const, paymentId: outcome.paymentId, flagReason: outcome.flagReason };
      }
      mail.wake();
      const { kind: _done, ...result } = outcome;
      return { status: "confirmed" as const, ...result };
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.reject),
    handler: async (request, reply) => {
      if (await refusedMoneyRole(db, request, reply)) return reply;
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const payment = await paymentRepository.lockPayment(tx, request.params.id);
        if (!payment) return "missing" as const;
        if (payment.status !== "pending") return "not-pending" as const;
        const rejected = await paymentRepository.reject(tx, payment.id);
        await audit({
          action: "payment.reject",
          entity: "payment",
          entityId: payment.id,
          before: payment,
          after: rejected,
        });
        // Not on the statement: the payer is told what to do (enter the right UTR, or write to us).
        await queueUtrRejectedMail(tx, rejected);
        return rejected;
      });
      if (outcome === "missing") return reply.status(404).send({ detail: "This payment does not exist" });
      if (outcome === "not-pending") return reply.status(409).send({ detail: paymentMessages.notPending });
      mail.wake();
      return { id: outcome.id, status: "rejected" as const };
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.leadPaymentState),
    handler: async (request, reply) => {
      const found = await paymentRepository.latestOfLead(db, request.params.id);
      if (!found) return reply.status(404).send({ detail: "This lead does not exist" });
      const latest = found.request;
      if (!latest) {
        return {
          state: "none" as const,
          proformaNumber: null,
          amountPaise: null,
          invoiceNumber: null,
          requestedAt: null,
          expiresAt: null,
          canSendLink: found.trainingCardId !== null,
        };
      }
      const [claims, proforma, invoice] = await Promise.all([
        paymentRepository.paymentsOf(db, latest.id),
        documentRepository.ofRequest(db, latest.id, "proforma"),
        documentRepository.ofRequest(db, latest.id, "tax_invoice"),
      ]);
      const state =
        latest.status === "paid"
          ? "paid"
          : latest.status === "refunded"
            ? "refunded"
            : claims.some((claim) => claim.status === "flagged")
              ? "flagged"
              : claims.some((claim) => claim.status === "pending")
                ? "claimed"
                : latest.status === "open" && latest.expiresAt >= new Date()
                  ? "requested"
                  : "expired";
      return {
        state,
        proformaNumber: proforma?.number ?? null,
        amountPaise: latest.amountPaise,
        invoiceNumber: invoice?.number ?? null,
        requestedAt: latest.createdAt.toISOString(),
        expiresAt: latest.expiresAt.toISOString(),
        canSendLink: found.trainingCardId !== null && latest.status !== "paid",
      } as const;
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.requestForLead),
    handler: async (request, reply) => {
      const outcome = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const made = await requestPayment(tx, request.params.id);
        if (made.kind !== "done") throw new ConfirmFailed(made);
        const found = (await paymentRepository.byToken(tx, made.token))!;
        await outboxRepository.enqueue(tx, {
          to: found.lead.email,
          kind: PAYMENT_MAIL_KIND,
          ...paymentLinkMail({
            name: found.lead.name,
            courseName: found.courseName,
            amountPaise: found.request.amountPaise,
            proformaNumber: made.proformaNumber,
            link: paymentLink(siteOrigin(request, publicOrigin), made.token, found.lead.language),
            language: found.lead.language,
          }),
        });
        // The token stays out of the log: only the mail holds it.
        const { tokenHash: _hash, ...shown } = found.request;
        await audit({
          action: "payment-request.create",
          entity: "payment_request",
          entityId: made.requestId,
          before: null,
          after: { ...shown, fee: formatPaise(shown.amountPaise) },
        });
        return made;
      }).catch((error: unknown) => {
        if (error instanceof ConfirmFailed) return error.refusal as Refusal;
        throw error;
      });
      if (outcome.kind === "missing") return reply.status(404).send({ detail: "This lead does not exist" });
      if (outcome.kind === "invalid")
        return reply.status(422).send({ detail: [{ loc: outcome.loc, msg: outcome.msg }] });
      mail.wake();
      // The old request's Razorpay link is stopped once the new request is committed.
      await cancelReplacedLinks(db, razorpay, request.log, outcome.replaced);
      return reply.status(201).send({ requestId: outcome.requestId, proformaNumber: outcome.proformaNumber });
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.settings),
    handler: async () => {
      const settings = await settingsRepository.get(db);
      return settings && settingsView(settings);
    },
  });

  app.route({
    ...routeOf(paymentEndpoints.saveSettings),
    handler: async (request, reply) => {
      if ((await staffAdminRepository.activeRole(db, request.viewer!.id)) !== "admin") {
        return reply.status(403).send({ detail: adminOnly });
      }
      const saved = await auditedWrite(db, actorOf(request), async (tx, audit) => {
        const before = await settingsRepository.get(tx);
        const after = await settingsRepository.save(tx, request.body);
        await audit({
          action: "business-settings.save",
          entity: "business_settings",
          entityId: 1,
          before: auditedSettings(before),
          after: auditedSettings(after),
        });
        return after;
      });
      return settingsView(saved);
    },
  });
};
