// The payment page's content, built on the server from a link's request: the fee and
// its tax split, the UPI link and QR code with the exact amount and the proforma number, the bank
// details, and what the payer has entered so far.
import { type PaymentPage, upiPayLink } from "@skillbridge/core/money";
import { dayInIndia } from "@skillbridge/core/rules";
import type { Executor } from "../../db/client.ts";
import { couponRepository } from "../coupon/repository.ts";
import { loadQrCode } from "../lazy-libraries.ts";
import { planOffer } from "../payment-plan/choose.ts";
import { paymentPlanRepository } from "../payment-plan/repository.ts";
import { documentRepository } from "./document-repository.ts";
import { gatewayRepository } from "./gateway-repository.ts";
import { refundRepository } from "./refund-repository.ts";
import { paymentRepository, type StoredRequest } from "./repository.ts";
import { splitOfRequest } from "./request-split.ts";
import { settingsRepository } from "./settings-repository.ts";
import { utrDisputeRepository } from "./utr-dispute-repository.ts";

/**
 * The page's plan: the batch's plan as this fee would be paid by it while the link may still
 * choose it, or the parts of the plan chosen (and whether this part may be paid yet).
 */
async function planOfPage(
  db: Executor,
  request: StoredRequest,
  started: { closed: boolean; paidOrClaimed: boolean; linksMade: number },
) {
  if (request.planFirstId != null) {
    const parts = await paymentPlanRepository.partViews(db, request);
    const firstPaid = parts.find((part) => part.partNo === 1)?.status === "paid";
    return { plan: { parts, payable: request.partNo === 1 || firstPaid } };
  }
  if (started.closed || started.paidOrClaimed || started.linksMade > 0) return {};
  if (request.status !== "open" || request.seats > 1) return {};
  const plan = await paymentPlanRepository.planOf(db, request.trainingCardId);
  if (!plan) return {};
  return { planOffer: planOffer(request, plan, dayInIndia(new Date())) };
}

export async function paymentPage(db: Executor, token: string, gateway = false): Promise<PaymentPage | null> {
  const found = await paymentRepository.byToken(db, token);
  const settings = await settingsRepository.get(db);
  if (!found || !settings) return null;
  const { request, lead, batch, courseName } = found;
  const [proforma, invoice, claims, disputes, held, refundedPaise, coupon, linksMade] = await Promise.all([
    documentRepository.ofRequest(db, request.id, "proforma"),
    documentRepository.ofRequest(db, request.id, "tax_invoice"),
    paymentRepository.paymentsOf(db, request.id),
    utrDisputeRepository.unresolvedOf(db, request.id),
    paymentRepository.heldNoSeatPayment(db, { requestId: request.id }),
    refundRepository.refundedOfRequest(db, request.id),
    couponRepository.ofRequest(db, request.id),
    gatewayRepository.linksMade(db, request.id),
  ]);
  // Money we hold for want of a seat: the payer is asked for no other payment meanwhile.
  const seatGone = held !== null;
  const proformaNumber = proforma?.number ?? "";
  const refundRows = await refundRepository.ofPayments(
    db,
    claims.map((claim) => claim.id),
  );
  const refundedOf = (paymentId: number) =>
    refundRows
      .filter((row) => row.refund.paymentId === paymentId && row.refund.status === "processed")
      .reduce((sum, row) => sum + row.refund.amountPaise, 0);
  const expired = request.status === "open" && request.expiresAt < new Date();
  const planView = await planOfPage(db, request, {
    closed: expired || seatGone,
    paidOrClaimed: claims.some((claim) => claim.status !== "rejected"),
    linksMade,
  });
  const link =
    settings.upiVpa && request.status === "open" && !seatGone
      ? upiPayLink({
          vpa: settings.upiVpa,
          payeeName: settings.payeeName,
          amountPaise: request.amountPaise,
          note: proformaNumber,
        })
      : null;
  return {
    // A fee refunded in full takes no payment any more: its link is as good as cancelled (the
    // page tells its payer it was refunded from refundedPaise).
    status: expired
      ? "expired"
      : request.status === "refunded"
        ? "cancelled"
        : (request.status as PaymentPage["status"]),
    courseName,
    batch: { startDate: batch.startDate, endDate: batch.endDate, studyMode: batch.studyMode },
    payerName: lead.name,
    amountPaise: request.amountPaise,
    proformaNumber,
    payerState: request.payerState,
    payerGstin: request.payerGstin,
    payerLegalName: request.payerLegalName,
    payerAddress: request.payerAddress,
    split: (await splitOfRequest(db, request, settings)).split,
    provider: { legalName: settings.legalName, stateCode: settings.stateCode, gstin: settings.gstin },
    upi:
      link && settings.upiVpa
        ? {
            link,
            vpa: settings.upiVpa,
            payeeName: settings.payeeName,
            qrSvg: await (await loadQrCode()).toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
          }
        : null,
    bank: settings.bankAccountNumber
      ? {
          accountName: settings.bankAccountName ?? settings.legalName,
          accountNumber: settings.bankAccountNumber,
          ifsc: settings.bankIfsc ?? "",
          bankName: settings.bankName ?? "",
        }
      : null,
    payments: [
      ...claims.map((claim) => ({
        utr: claim.utr,
        method: claim.method,
        status: claim.status,
        amountPaise: claim.amountPaise,
        flagReason: claim.flagReason as PaymentPage["payments"][number]["flagReason"],
        refundedPaise: refundedOf(claim.id),
        createdAt: claim.createdAt.toISOString(),
      })),
      // A UTR refused because another link claimed it first: staff are looking into it.
      ...disputes.map((dispute) => ({
        utr: dispute.utr,
        method: dispute.method,
        status: "disputed",
        amountPaise: request.amountPaise,
        flagReason: null,
        refundedPaise: 0,
        createdAt: dispute.createdAt.toISOString(),
      })),
    ],
    invoiceNumber: invoice?.number ?? null,
    refundedPaise,
    gateway: gateway && request.status === "open" && !expired && !seatGone,
    seatGone,
    // The proforma's discount line: a code's, a referral's and the payer's referral credit together.
    // A plan's parts share a fee already discounted: no part repeats the whole discount.
    ...(request.partNo != null
      ? {}
      : proforma && proforma.discountPaise > 0
        ? {
            discount: {
              code: coupon?.code ?? proforma.couponCode ?? "",
              label: proforma.discountLabel ?? `Discount (code ${coupon?.code ?? proforma.couponCode ?? ""})`,
              listPaise: request.amountPaise + proforma.discountPaise,
              discountPaise: proforma.discountPaise,
            },
          }
        : coupon
          ? {
              discount: {
                code: coupon.code,
                listPaise: request.amountPaise + coupon.discountPaise,
                discountPaise: coupon.discountPaise,
              },
            }
          : {}),
    // The same conditions as applying a code (coupon/apply.ts): an open link with nothing on it.
    ...planView,
    ...(request.seats > 1 ? { seats: request.seats } : {}),
    couponOpen:
      request.status === "open" &&
      request.partNo == null &&
      !expired &&
      !coupon &&
      linksMade === 0 &&
      disputes.length === 0 &&
      claims.every((claim) => claim.status === "rejected"),
  };
}
