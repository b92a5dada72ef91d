// Price strip and price box: priced when the list price is above 0.
import { discountPercent, formatRupees } from "@skillbridge/core/rules";
import type { Cost } from "@skillbridge/core/schemas";

export type PriceView =
  | { kind: "priced"; amount: number; sell: string; list: string; discount: number }
  | { kind: "on-request" };

export function priceView(cost: Cost | null | undefined): PriceView {
  if (!cost || !(cost.ictMrp > 0)) return { kind: "on-request" };
  return {
    kind: "priced",
    amount: cost.sellPrice,
    sell: formatRupees(cost.sellPrice),
    list: formatRupees(cost.ictMrp),
    discount: discountPercent(cost.ictMrp, cost.sellPrice),
  };
}
