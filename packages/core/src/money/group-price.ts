// Group seats: a company booking several seats in one batch pays the per-seat fee × seats, less
// the percentage of the largest tier its seat count reaches (staff set the tiers, e.g. 3–5 seats
// 10% off, 6+ 15% off). GST is worked out again on what is left, like a discount code, so the one
// tax invoice for all seats adds up to the paisa. Every figure is an integer number of paise.
import { z } from "../zod.ts";
import { formatPaise, type GstSplit, type Supply, splitGst } from "./gst.ts";

/** The most seats one booking may take; a larger group books in several parts or talks to staff. */
export const MAX_GROUP_SEATS = 50;
/** A group booking is at least two seats: one seat is the ordinary enrolment. */
export const MIN_GROUP_SEATS = 2;

/** A tier: from `minSeats` seats on, `percentOff` off the whole group fee. */
export type GroupPriceTier = { minSeats: number; percentOff: number };

/** The tier a seat count reaches: the one with the largest minimum not above it, or null. */
export function tierFor(seats: number, tiers: readonly GroupPriceTier[]): GroupPriceTier | null {
  let best: GroupPriceTier | null = null;
  for (const tier of tiers) {
    if (tier.minSeats <= seats && (best === null || tier.minSeats > best.minSeats)) best = tier;
  }
  return best;
}

export type GroupPrice = {
  seats: number;
  seatPaise: number;
  /** Per-seat fee × seats, before the tier. */
  listPaise: number;
  /** The tier's percentage off the list price, rounded half up to the paisa; 0 without a tier. */
  discountPaise: number;
  percentOff: number;
  /** "10% off for 3 or more seats", or null without a tier (the document's discount label). */
  discountLabel: string | null;
  /** The GST split of the price after the tier (its pricePaise is what is paid). */
  split: GstSplit;
};

/** The whole price of a group booking, GST split on the discounted amount. */
export function groupPrice(
  seatPaise: number,
  seats: number,
  tiers: readonly GroupPriceTier[],
  supply: Supply,
  lutConfigured: boolean,
): GroupPrice {
  if (!Number.isSafeInteger(seatPaise) || seatPaise <= 0) {
    throw new RangeError("The per-seat fee must be a whole, positive number of paise");
  }
  if (!Number.isSafeInteger(seats) || seats < 1 || seats > MAX_GROUP_SEATS) {
    throw new RangeError(`The seat count must be a whole number from 1 to ${MAX_GROUP_SEATS}`);
  }
  const listPaise = seatPaise * seats;
  const tier = tierFor(seats, tiers);
  const percentOff = tier?.percentOff ?? 0;
  // Half up, in integers: no floating point on money.
  const discountPaise = Math.floor((listPaise * percentOff * 2 + 100) / 200);
  return {
    seats,
    seatPaise,
    listPaise,
    discountPaise,
    percentOff,
    discountLabel: tier ? `${tier.percentOff}% off for ${tier.minSeats} or more seats` : null,
    split: splitGst(listPaise - discountPaise, supply, lutConfigured),
  };
}

/** How a group's seats read on a proforma or tax invoice: "3 seats at ₹10,000.00 each". */
export const describeSeats = (seats: number, seatPaise: number) =>
  `${seats} ${seats === 1 ? "seat" : "seats"} at ${formatPaise(seatPaise)} each`;

export const groupTierMessages = {
  minSeats: `Enter the smallest seat count for this tier, a whole number from ${MIN_GROUP_SEATS} to ${MAX_GROUP_SEATS}`,
  percentOff: "Enter the percentage off, a whole number from 1 to 90",
  saved: "Tier saved. Group requests already priced keep their figures.",
  removed: "Tier removed. Group requests already priced keep their figures.",
  notFound: "This tier does not exist",
} as const;

/** A tier from the staff form or the API. Percentages stop at 90: a group never books for free. */
export const groupTierInputSchema = z.object({
  minSeats: z.coerce
    .number({ error: groupTierMessages.minSeats })
    .int(groupTierMessages.minSeats)
    .min(MIN_GROUP_SEATS, groupTierMessages.minSeats)
    .max(MAX_GROUP_SEATS, groupTierMessages.minSeats),
  percentOff: z.coerce
    .number({ error: groupTierMessages.percentOff })
    .int(groupTierMessages.percentOff)
    .min(1, groupTierMessages.percentOff)
    .max(90, groupTierMessages.percentOff),
});
export type GroupTierInput = z.infer<typeof groupTierInputSchema>;

/** A stored tier as staff see it. */
export const adminGroupTierSchema = z.object({
  id: z.number().int(),
  minSeats: z.number().int(),
  percentOff: z.number().int(),
  updatedAt: z.string(),
});
export type AdminGroupTier = z.infer<typeof adminGroupTierSchema>;
