// What the fee journeys share: a seeded course with a price and a batch (the demo data), and an
// enrolment posted as the public form posts it, whose acknowledgement mail carries the private
// payment link.
import { dayInIndia } from "@skillbridge/core/rules";
import { expect } from "vitest";
import { type Journey, linkIn } from "./journey.ts";

export type PricedBatch = { courseId: number; batchId: number; sellPrice: number };

/**
 * A seeded course selling for more than `above` rupees, and its first batch that has not started
 * (a started batch takes no payment: its enrolment is offered the next batch instead).
 */
export async function pricedBatch(journey: Journey, above = 0): Promise<PricedBatch> {
  const today = dayInIndia(new Date());
  const costs = (await (await journey.api("/ictCost/")).json()) as { ictid: number; sellPrice: number }[];
  for (const cost of costs.filter((row) => row.sellPrice > above)) {
    const batches = (await (await journey.api(`/ictData/${cost.ictid}/training-cards`)).json()) as {
      id: number;
      batchStartDate: string;
    }[];
    const upcoming = batches.find((batch) => batch.batchStartDate > today);
    if (upcoming) return { courseId: cost.ictid, batchId: upcoming.id, sellPrice: cost.sellPrice };
  }
  throw new Error("the demo data has no priced course with a batch that has not started");
}

/** Enrols the payer on the batch; the acknowledgement mail (journey with mail) and its payment link. */
export async function enrolForPayment(
  journey: Journey,
  payer: { name: string; email: string; contact?: string },
  batch: PricedBatch,
) {
  const posted = await journey.api("/leads/", {
    method: "POST",
    body: JSON.stringify({
      leadName: payer.name,
      leadEmail: payer.email,
      leadContact: payer.contact ?? "+91 98450 55555",
      ictId_id: batch.courseId,
      trainingId: batch.batchId,
    }),
  });
  expect(posted.status).toBe(201);
  const acknowledgement = await journey.mailTo(payer.email, (mail) => mail.body.includes("/pay?token="));
  return { acknowledgement, link: linkIn(acknowledgement, "/pay?token=") };
}
