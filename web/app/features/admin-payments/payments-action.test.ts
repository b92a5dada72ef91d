// Money actions ask before they act: the payments page's first post of Confirm or Refund answers
// what will happen (and marks a second UTR on a paid proforma); only its Yes (`sure=yes`) moves
// money. The API is reached over fetch (stubbed here: the outside edge), so what the action sends
// — and that it sends no write before the Yes — is visible.
import { createFetchApiClient } from "@skillbridge/core/api-client";
import type { AdminPayment } from "@skillbridge/core/money";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentsAction } from "./payments-action.server";
import { secondUtrs } from "./second-utr";

const payment = (over: Partial<AdminPayment>): AdminPayment => ({
  id: 5,
  method: "upi",
  utr: "712345678901",
  amountPaise: 1_180_000,
  status: "pending",
  flagReason: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  payerName: "Zoya Qureshi",
  courseName: "Ethical Hacking",
  trainingId: 3,
  proformaNumber: "SB/PF/26-27/00012",
  invoiceNumber: null,
  invoiceId: null,
  ...over,
});

const posted = (values: Record<string, string>) =>
  new Request("http://localhost/admin/payments", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });

function stubApi(list: AdminPayment[], writes: Record<string, unknown> = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = new URL(url, "http://localhost").pathname;
    const body = method === "GET" ? list : (writes[path] ?? {});
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const writesOf = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

afterEach(() => vi.unstubAllGlobals());

describe("Confirm asks once more", () => {
  it("answers what confirming does, with the payer, amount and UTR, and confirms nothing yet", async () => {
    const fetch = stubApi([payment({})]);
    const answer = await paymentsAction(createFetchApiClient("k"), posted({ intent: "payment-confirm", id: "5" }));
    expect(answer.data.ask?.title).toBe("Confirm UTR 712345678901 from Zoya Qureshi?");
    expect(answer.data.ask?.lines.join(" ")).toContain("₹11,800.00 for Ethical Hacking, proforma SB/PF/26-27/00012");
    expect(answer.data.ask?.lines.join(" ")).toContain("issues the tax invoice");
    expect(answer.data.ask?.warning).toBeUndefined();
    expect(answer.data.ask?.fields).toEqual({ intent: "payment-confirm", id: "5", sure: "yes" });
    expect(writesOf(fetch)).toEqual([]);
  });

  it("marks a second UTR on a proforma that is paid already, before anyone confirms it", async () => {
    stubApi([
      payment({}),
      payment({ id: 4, status: "confirmed", utr: "700000000001", invoiceNumber: "SB/26-27/00031", invoiceId: 9 }),
    ]);
    const answer = await paymentsAction(createFetchApiClient("k"), posted({ intent: "payment-confirm", id: "5" }));
    expect(answer.data.ask?.warning).toBe(
      "Second UTR: proforma SB/PF/26-27/00012 is paid already (tax invoice SB/26-27/00031). Confirming it issues no second invoice: the money is flagged for refund.",
    );
  });

  it("confirms on the Yes: the tax invoice is issued", async () => {
    const fetch = stubApi([], {
      "/api/admin/payments/5/confirm": {
        status: "confirmed",
        paymentId: 5,
        invoiceId: 9,
        invoiceNumber: "SB/26-27/00032",
        learnerId: 2,
      },
    });
    const answer = await paymentsAction(
      createFetchApiClient("k"),
      posted({ intent: "payment-confirm", id: "5", sure: "yes" }),
    );
    expect(answer.data.done).toBe("Payment confirmed: tax invoice SB/26-27/00032 issued and the learner enrolled.");
    expect(writesOf(fetch)).toHaveLength(1);
  });
});

describe("Refund asks for the amount and a reason, then once more", () => {
  const confirmed = payment({ status: "confirmed", invoiceNumber: "SB/26-27/00031", invoiceId: 9 });

  it("refuses a refund without an amount or a reason, on their fields, sending nothing", async () => {
    const fetch = stubApi([confirmed]);
    const answer = await paymentsAction(
      createFetchApiClient("k"),
      posted({ intent: "payment-refund", id: "5", amount: "", reason: " ", reference: "UPIREF1" }),
    );
    expect(answer.init?.status).toBe(422);
    expect(answer.data.refund?.errors).toEqual({
      amount: "Enter the amount to refund in rupees, e.g. 1500 or 1500.50",
      reason: "Say why this is refunded",
    });
    expect(answer.data.refund?.values.reference).toBe("UPIREF1");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers what the refund does, with the amount, the reason and the reference, and refunds nothing yet", async () => {
    const fetch = stubApi([confirmed]);
    const answer = await paymentsAction(
      createFetchApiClient("k"),
      posted({ intent: "payment-refund", id: "5", amount: "1000", reason: "Batch moved", reference: "UPIREF1" }),
    );
    expect(answer.data.ask?.title).toBe("Refund ₹1,000.00 to Zoya Qureshi?");
    expect(answer.data.ask?.lines).toContain("Reason: Batch moved");
    expect(answer.data.ask?.lines.join(" ")).toContain("UPIREF1");
    expect(answer.data.ask?.fields).toMatchObject({ amount: "1000", reason: "Batch moved", sure: "yes" });
    expect(writesOf(fetch)).toEqual([]);
  });

  it("refunds on the Yes, sending the amount and the reason", async () => {
    const fetch = stubApi([confirmed], {
      "/api/admin/payments/5/refund": {
        refundId: 1,
        paymentId: 5,
        amountPaise: 100_000,
        status: "processed",
        creditNote: { id: 11, number: "SBC/26-27/00001" },
        refundedPaise: 100_000,
        refundablePaise: 1_080_000,
        seatFreed: false,
      },
    });
    const answer = await paymentsAction(
      createFetchApiClient("k"),
      posted({
        intent: "payment-refund",
        id: "5",
        amount: "1000",
        reason: "Batch moved",
        reference: "UPIREF1",
        sure: "yes",
      }),
    );
    expect(answer.data.done).toContain("₹1,000.00 refunded");
    const [write] = writesOf(fetch);
    expect(JSON.parse(String(write?.[1]?.body))).toMatchObject({
      amount: "1000",
      reason: "Batch moved",
      reference: "UPIREF1",
    });
  });
});

describe("secondUtrs", () => {
  it("marks only pending UTRs of a proforma with a confirmed payment", () => {
    const marked = secondUtrs([
      payment({ id: 1 }),
      payment({ id: 2, proformaNumber: "SB/PF/26-27/00099" }),
      payment({ id: 3, status: "confirmed", invoiceNumber: "SB/26-27/00031" }),
    ]);
    expect(marked).toEqual({ 1: "SB/26-27/00031" });
  });
});
