// A replaced request's Razorpay payment links are stopped on Razorpay's side
// (`POST /v1/payment_links/{id}/cancel`), so that its payer is not offered a link that buys nothing.
// Razorpay is asked after the replacing transaction is committed, never inside one (on the embedded
// database that would stop every other request while Razorpay answers). Razorpay being unreachable,
// or refusing because the link was paid or expired meanwhile, is only a warning: money that still
// arrives on such a link is kept as a payment flagged for refund.
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/client.ts";
import { gatewayRepository } from "./gateway-repository.ts";
import type { RazorpayClient } from "./razorpay.ts";
import { SEAT_HOLD_MINUTES } from "./seat-repository.ts";

/** A link expires a minute after its seat hold: older ones need no cancelling (margin for clocks). */
const LINK_LIFE_MS = (SEAT_HOLD_MINUTES + 5) * 60_000;

export async function cancelReplacedLinks(
  db: Executor,
  razorpay: RazorpayClient | null,
  log: FastifyBaseLogger,
  requestIds: number[],
): Promise<void> {
  if (!razorpay || requestIds.length === 0) return;
  const linkIds = await gatewayRepository.linksSince(db, requestIds, new Date(Date.now() - LINK_LIFE_MS));
  for (const linkId of linkIds) {
    try {
      await razorpay.cancelLink(linkId);
    } catch (error) {
      log.warn({ linkId, err: (error as Error).message }, "razorpay payment link of a replaced request not cancelled");
    }
  }
}
