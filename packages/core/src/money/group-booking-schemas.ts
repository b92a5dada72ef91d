// A team booking as the company's contact fills it in: who to write to, the company that pays (its
// GSTIN, legal name and billing address, checked as on the payment page), and one row per
// participant. The seat count is the number of participants: every seat is a named person.
import { contactField, emailField } from "../schemas.ts";
import { z } from "../zod.ts";
import { MAX_GROUP_SEATS, MIN_GROUP_SEATS } from "./group-price.ts";
import { gstinField, placeOfSupplyField } from "./payment-schemas.ts";
import { isIndianStateCode } from "./states.ts";

export const groupBookingMessages = {
  participants: `List from ${MIN_GROUP_SEATS} to ${MAX_GROUP_SEATS} participants, one per seat`,
  participantName: "Enter the participant's name",
  duplicate: "Each participant needs their own e-mail address",
  seats: "The seat count must match the participants listed",
  gstin: "Enter the company's GSTIN: a team booking is invoiced to the company",
  legalName: "Give the legal name that goes with the GSTIN",
  address: "Give the billing address that goes with the GSTIN",
  gstinState: "This GSTIN belongs to another state than the one chosen",
  full: "This batch has fewer seats left than your team needs. Choose another batch or fewer participants.",
  notConfigured: "Team bookings are not open yet. Please contact us.",
  noCoupon: "Discount codes and referrals do not apply to team bookings: the group price is the discount.",
} as const;

const participantSchema = z.strictObject({
  name: z.string().trim().min(1, groupBookingMessages.participantName).max(120),
  email: emailField,
});

export const groupBookingSchema = z
  .strictObject({
    batchId: z.coerce.number().int().positive(),
    seats: z.coerce.number().int().min(MIN_GROUP_SEATS).max(MAX_GROUP_SEATS),
    contactName: z.string().trim().min(1, "Enter your name").max(120),
    contactEmail: emailField,
    contactPhone: contactField,
    payerState: placeOfSupplyField,
    payerGstin: gstinField,
    payerLegalName: z.string().trim().min(1, groupBookingMessages.legalName).max(200),
    payerAddress: z.string().trim().min(1, groupBookingMessages.address).max(400),
    participants: z
      .array(participantSchema)
      .min(MIN_GROUP_SEATS, groupBookingMessages.participants)
      .max(MAX_GROUP_SEATS, groupBookingMessages.participants),
  })
  .superRefine((value, context) => {
    const indian = isIndianStateCode(value.payerState);
    if (indian && !value.payerGstin) {
      context.addIssue({ code: "custom", path: ["payerGstin"], message: groupBookingMessages.gstin });
    }
    if (indian && value.payerGstin && value.payerGstin.slice(0, 2) !== value.payerState) {
      context.addIssue({ code: "custom", path: ["payerGstin"], message: groupBookingMessages.gstinState });
    }
    if (value.seats !== value.participants.length) {
      context.addIssue({ code: "custom", path: ["seats"], message: groupBookingMessages.seats });
    }
    const seen = new Set<string>();
    value.participants.forEach((participant, index) => {
      const key = participant.email.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: "custom",
          path: ["participants", index, "email"],
          message: groupBookingMessages.duplicate,
        });
      }
      seen.add(key);
    });
  });
export type GroupBookingInput = z.infer<typeof groupBookingSchema>;

export const groupBookingResultSchema = z.object({
  requestId: z.number().int(),
  /** Where the contact pays: the private payment page (the token is mailed too). */
  paymentPath: z.string(),
  seats: z.number().int(),
  listPaise: z.number().int(),
  discountPaise: z.number().int(),
  amountPaise: z.number().int(),
  proformaNumber: z.string(),
});
export type GroupBookingResult = z.infer<typeof groupBookingResultSchema>;
