// The tax split of a payment request. A fee paid at once is split by the ordinary GST rule; a part
// of a payment plan is split as one of its fee's parts (splitGstByParts), so the parts' taxable
// values and tax heads add up exactly to those of the whole fee.
import { splitGst, splitGstByParts, supplyOf } from "@skillbridge/core/money";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { paymentRequests } from "../../db/schema.ts";
import type { StoredRequest } from "./repository.ts";
import type { StoredSettings } from "./settings-repository.ts";

type Splittable = Pick<StoredRequest, "amountPaise" | "payerState" | "planFirstId" | "partNo">;

/** The split of a request whose plan's part amounts are known (`parts`, in order; empty for none). */
export function splitWithParts(request: Splittable, settings: StoredSettings, parts: readonly number[]) {
  const place = request.payerState ?? settings.stateCode;
  const supply = supplyOf(settings.stateCode, place);
  const lut = Boolean(settings.lutNumber);
  const part =
    request.partNo != null && parts.length > 1 ? splitGstByParts(parts, supply, lut)[request.partNo - 1] : null;
  return { place, split: part ?? splitGst(request.amountPaise, supply, lut) };
}

/** The amounts of every part of a request's plan, in order (empty for a fee paid at once). */
export async function planAmounts(db: Executor, request: Pick<StoredRequest, "planFirstId">): Promise<number[]> {
  if (request.planFirstId == null) return [];
  const rows = await db
    .select({ amountPaise: paymentRequests.amountPaise })
    .from(paymentRequests)
    .where(eq(paymentRequests.planFirstId, request.planFirstId))
    .orderBy(asc(paymentRequests.partNo));
  return rows.map((row) => row.amountPaise);
}

/** The split of any request: its place of supply and GST, as a part of its plan when it is one. */
export async function splitOfRequest(db: Executor, request: Splittable, settings: StoredSettings) {
  return splitWithParts(request, settings, await planAmounts(db, request));
}
