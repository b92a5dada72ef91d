import type { AdminPayment } from "@skillbridge/core/money";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RefundCell } from "./refund-form";

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: 41,
  method: "upi",
  utr: "512345678901",
  amountPaise: 999_900,
  status: "confirmed",
  flagReason: null,
  createdAt: "2026-11-20T06:00:00.000Z",
  payerName: "Ravi Menon",
  courseName: "Cloud Practitioner",
  trainingId: 3,
  proformaNumber: "SBP/26-27/00004",
  invoiceNumber: "SB/26-27/000002",
  invoiceId: 9,
  ...overrides,
});

describe("RefundCell", () => {
  it("offers a post form saying what is left, the amount and a reason typed (never prefilled), and the reference of a refund made by hand", () => {
    render(<RefundCell item={payment()} refunds={undefined} />);
    const form = screen.getByRole("form", { name: "Refund Ravi Menon's payment" });
    expect(form.getAttribute("method")).toBe("post");
    const amount = within(form).getByLabelText(/Amount to refund/) as HTMLInputElement;
    expect(amount.value).toBe("");
    expect(amount.required).toBe(true);
    const reason = within(form).getByLabelText(/Reason for the refund/) as HTMLInputElement;
    expect(reason.value).toBe("");
    expect(reason.required).toBe(true);
    expect(form.textContent).toContain("At most ₹9,999.00");
    expect((within(form).getByLabelText(/Refund reference/) as HTMLInputElement).required).toBe(true);
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("payment-refund");
    expect((form.querySelector('input[name="id"]') as HTMLInputElement).value).toBe("41");
  });

  it("lists what was refunded with each credit note, and offers only what is left", () => {
    render(
      <RefundCell
        item={payment({ method: "razorpay", utr: null })}
        refunds={{
          paymentId: 41,
          refundedPaise: 500_000,
          refundablePaise: 499_900,
          creditNotes: [{ id: 77, number: "SBC/26-27/00001", amountPaise: 500_000, issuedAt: "2026-11-21T06:00:00Z" }],
          failedRefunds: [],
        }}
      />,
    );
    expect(screen.getByText(/Refunded ₹5,000.00/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Credit note SBC/26-27/00001" }).getAttribute("href")).toBe(
      "/admin/credit-notes/77",
    );
    expect(screen.getByRole("link", { name: "PDF of credit note SBC/26-27/00001" }).getAttribute("href")).toBe(
      "/admin/documents/77/pdf",
    );
    expect(screen.getByRole("form").textContent).toContain("At most ₹4,999.00");
    expect((screen.getByLabelText(/Amount to refund/) as HTMLInputElement).value).toBe("");
    const seen = screen.getByRole("form").querySelector('input[name="seenRefundedPaise"]') as HTMLInputElement;
    expect(seen.value).toBe("500000");
    // Razorpay refunds through its API: no reference to type.
    expect(screen.queryByLabelText(/Refund reference/)).toBeNull();
  });

  it("offers no form once refunded in full, nor for a payment still to confirm", () => {
    const { container, rerender } = render(
      <RefundCell
        item={payment()}
        refunds={{ paymentId: 41, refundedPaise: 999_900, refundablePaise: 0, creditNotes: [], failedRefunds: [] }}
      />,
    );
    expect(container.querySelector("form")).toBeNull();
    expect(container.textContent).toContain("Refunded ₹9,999.00");
    rerender(<RefundCell item={payment({ status: "pending" })} refunds={undefined} />);
    expect(container.textContent).toBe("");
  });

  it("shows a refund Razorpay reported failed, with its amount and when; plain staff get no refund form", () => {
    const refunds = {
      paymentId: 41,
      refundedPaise: 0,
      refundablePaise: 999_900,
      creditNotes: [],
      failedRefunds: [{ id: 5, amountPaise: 400_000, failedAt: "2026-11-21T06:00:00Z" }],
    };
    const { container, rerender } = render(
      <RefundCell item={payment({ method: "razorpay", utr: null })} refunds={refunds} />,
    );
    expect(container.textContent).toContain("Refund of ₹4,000.00 failed on 21 Nov 2026");
    expect(container.querySelector("form")).not.toBeNull();
    rerender(<RefundCell item={payment({ method: "razorpay", utr: null })} refunds={refunds} mayMoveMoney={false} />);
    expect(container.textContent).toContain("Refund of ₹4,000.00 failed");
    expect(container.querySelector("form")).toBeNull();
  });
});
