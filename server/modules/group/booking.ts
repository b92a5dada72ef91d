// A team booking: the company's contact becomes a lead (form source group-booking) and gets ONE
// payment request for all the seats — the per-seat fee × seats less the staff-set tier, GST on
// what is left — with one proforma to the company (GSTIN, legal name, billing address). The
// participants are kept with the request and enrolled each when it is paid (group-confirm.ts).
// Discount codes and referrals do not apply: the tier is the group's discount.
import {
  describeSeats,
  type GroupBookingInput,
  groupBookingMessages,
  groupPrice,
  supplyOf,
} from "@skillbridge/core/money";
import { dayInIndia, seatCanBeSold } from "@skillbridge/core/rules";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { documents, groupParticipants, leads, paymentRequests, trainingCards } from "../../db/schema.ts";
import { documentRepository } from "../payment/document-repository.ts";
import { describeFee, paymentMessages, type Refusal } from "../payment/payment-flow.ts";
import { paymentRepository } from "../payment/repository.ts";
import { hasRoomFor, seatRepository } from "../payment/seat-repository.ts";
import { providerSnapshot, settingsRepository } from "../payment/settings-repository.ts";
import { groupTierRepository } from "./tier-repository.ts";

export type GroupBooked = {
  kind: "done";
  requestId: number;
  token: string;
  leadId: number;
  courseName: string;
  seats: number;
  listPaise: number;
  discountPaise: number;
  amountPaise: number;
  proformaNumber: string;
};

export async function bookGroup(
  tx: Tx,
  input: GroupBookingInput,
): Promise<GroupBooked | Refusal | { kind: "full"; msg: string }> {
  const settings = await settingsRepository.get(tx);
  if (!settings) return { kind: "invalid", loc: ["body"], msg: groupBookingMessages.notConfigured };
  const [card] = await tx.select().from(trainingCards).where(eq(trainingCards.id, input.batchId));
  if (!card) return { kind: "missing" };
  // The batch row locked first, as every seat-changing path does (repository.ts, lockBatch).
  const seats = await seatRepository.count(tx, card.id, { lock: true });
  const fee = await paymentRepository.feeOf(tx, card.id);
  if (!fee || !seats) return { kind: "invalid", loc: ["body", "batchId"], msg: paymentMessages.noFee };
  if (!seatCanBeSold(await paymentRepository.batchOf(tx, card.id), dayInIndia(new Date()))) {
    return { kind: "invalid", loc: ["body", "batchId"], msg: paymentMessages.batchStarted };
  }
  // Checked again when the money is confirmed: a team either gets every seat or none.
  if (!hasRoomFor(seats, input.seats)) return { kind: "full", msg: groupBookingMessages.full };

  const [lead] = await tx
    .insert(leads)
    .values({
      name: input.contactName,
      email: input.contactEmail,
      contact: input.contactPhone,
      briefRequirement: `Team booking: ${input.seats} seats for ${input.payerLegalName}`,
      courseId: card.courseId,
      trainingCardId: card.id,
      formSource: "group-booking",
    })
    .returning();

  const supply = supplyOf(settings.stateCode, input.payerState);
  const price = groupPrice(
    fee.feePaise,
    input.seats,
    await groupTierRepository.rules(tx),
    supply,
    Boolean(settings.lutNumber),
  );
  const { request, token } = await paymentRepository.insertRequest(tx, {
    leadId: lead!.id,
    trainingCardId: card.id,
    amountPaise: price.split.pricePaise,
  });
  const gstin = input.payerGstin ?? null;
  await tx
    .update(paymentRequests)
    .set({
      seats: input.seats,
      payerState: input.payerState,
      payerGstin: gstin,
      payerLegalName: input.payerLegalName,
      payerAddress: input.payerAddress,
    })
    .where(eq(paymentRequests.id, request.id));
  await tx.insert(groupParticipants).values(
    input.participants.map((participant, index) => ({
      paymentRequestId: request.id,
      position: index + 1,
      name: participant.name,
      email: participant.email,
    })),
  );
  const proforma = await documentRepository.issue(tx, {
    kind: "proforma",
    prefix: settings.invoicePrefix,
    paymentRequestId: request.id,
    recipientName: input.contactName,
    recipientEmail: input.contactEmail,
    recipientGstin: gstin,
    recipientLegalName: input.payerLegalName,
    recipientAddress: input.payerAddress,
    placeOfSupply: input.payerState,
    split: price.split,
    description: groupDescription(fee.courseName, card.startDate, input.seats, fee.feePaise),
    provider: providerSnapshot(settings),
  });
  if (price.discountPaise > 0) {
    await tx
      .update(documents)
      .set({ discountPaise: price.discountPaise, discountLabel: price.discountLabel })
      .where(eq(documents.id, proforma.id));
  }
  return {
    kind: "done",
    requestId: request.id,
    token,
    leadId: lead!.id,
    courseName: fee.courseName,
    seats: input.seats,
    listPaise: price.listPaise,
    discountPaise: price.discountPaise,
    amountPaise: price.split.pricePaise,
    proformaNumber: proforma.number,
  };
}

/** The fee's words with the seats: "Training fee: … (batch starting …), 3 seats at ₹10,000.00 each". */
export const groupDescription = (courseName: string, startDate: string, seats: number, seatPaise: number) =>
  `${describeFee(courseName, startDate)}, ${describeSeats(seats, seatPaise)}`;
