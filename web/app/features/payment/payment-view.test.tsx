import type { PaymentPage } from "@skillbridge/core/money";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentsEntered } from "./payment-view";

const online = (overrides: Partial<PaymentPage["payments"][number]>): PaymentPage["payments"][number] => ({
  utr: null,
  method: "razorpay",
  status: "flagged",
  amountPaise: 2_499_900,
  flagReason: null,
  refundedPaise: 0,
  createdAt: "2026-11-20T06:00:00.000Z",
  ...overrides,
});

describe("money flagged for refund, as its payer sees it", () => {
  it("tells the payer why and that staff will refund it", () => {
    const page = {
      amountPaise: 2_499_900,
      payments: [
        online({ flagReason: "amount_mismatch", amountPaise: 100 }),
        online({ flagReason: "request_cancelled", createdAt: "2026-11-20T07:00:00.000Z" }),
      ],
    } as PaymentPage;
    render(<PaymentsEntered page={page} />);
    expect(screen.getByRole("status").textContent).toContain("flagged for refund");
    expect(screen.getByRole("status").textContent).toContain("Our staff will refund it");
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toContain("received ₹1.00, which is not the fee of ₹24,999.00");
    expect(items[0]).toContain("our staff will refund it");
    expect(items[1]).toContain("replaced by a newer one");
  });
});
