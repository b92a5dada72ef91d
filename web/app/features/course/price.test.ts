import { describe, expect, it } from "vitest";
import { priceView } from "./price";

const cost = (ictMrp: number, sellPrice: number) => ({ id: 1, ictid: 1, ictMrp, sellPrice });

describe("priceView", () => {
  it("shows the sell price, list price and whole-percent discount when the list price is above 0", () => {
    expect(priceView(cost(45000, 34999))).toEqual({
      kind: "priced",
      amount: 34999,
      sell: "₹34,999",
      list: "₹45,000",
      discount: 22,
    });
  });

  it("groups digits the Indian way", () => {
    const view = priceView(cost(150000, 125000));
    expect(view.kind === "priced" && [view.sell, view.list]).toEqual(["₹1,25,000", "₹1,50,000"]);
  });

  it("asks to contact for the cost without a list price", () => {
    expect(priceView(cost(0, 0))).toEqual({ kind: "on-request" });
    expect(priceView(cost(0, 5000))).toEqual({ kind: "on-request" });
    expect(priceView(null)).toEqual({ kind: "on-request" });
    expect(priceView(undefined)).toEqual({ kind: "on-request" });
  });

  it("has no discount when the sell price equals the list price", () => {
    expect(priceView(cost(20000, 20000))).toMatchObject({ kind: "priced", discount: 0 });
  });
});
