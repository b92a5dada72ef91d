import type { AdminPayment } from "@skillbridge/core/money";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PaymentsTable, PaymentTabs } from "./payments-table";

describe("PaymentsTable: money flagged for refund", () => {
  it("shows staff each flagged payment's reason under To refund", () => {
    const item = (id: number, flagReason: AdminPayment["flagReason"]): AdminPayment => ({
      id,
      method: "razorpay",
      utr: null,
      amountPaise: 100,
      status: "flagged",
      flagReason,
      createdAt: "2026-11-20T06:00:00.000Z",
      payerName: `Payer ${id}`,
      courseName: "Solutions Architect",
      trainingId: 3,
      proformaNumber: "SBP/26-27/00004",
      invoiceNumber: null,
      invoiceId: null,
    });
    render(
      <MemoryRouter>
        <PaymentsTable items={[item(1, "amount_mismatch"), item(2, "request_cancelled"), item(3, "request_expired")]} />
      </MemoryRouter>,
    );
    expect(screen.getByText("To refund: the amount paid is not the fee")).toBeTruthy();
    expect(screen.getByText("To refund: paid on a link that was replaced or stopped")).toBeTruthy();
    expect(screen.getByText("To refund: paid after the link expired")).toBeTruthy();
  });
});

describe("PaymentTabs: how many payments each status holds", () => {
  const counts = { pending: 3, confirmed: 1, rejected: 0, flagged: 12 };

  it("shows each tab's count and names it in words; the tab shown is marked current", () => {
    render(
      <MemoryRouter>
        <PaymentTabs status="confirmed" counts={counts} />
      </MemoryRouter>,
    );
    const tabs = screen.getByRole("navigation", { name: "Payments by status" });
    expect(tabs.textContent).toBe("To confirm (3)Confirmed (1)Rejected (0)To refund (12)");
    const pending = screen.getByRole("link", { name: "To confirm, 3 payments" });
    expect(pending.getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: "Confirmed, 1 payment" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Rejected, 0 payments" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "To refund, 12 payments" })).toBeTruthy();
  });

  it("keeps the filters in each tab's link, so a tab lists what it counts", () => {
    render(
      <MemoryRouter>
        <PaymentTabs status="pending" counts={counts} filter={{ method: "upi", batch: 7, q: "Asha" }} />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "To refund, 12 payments" });
    expect(link.getAttribute("href")).toBe("/admin/payments?status=flagged&method=upi&batch=7&q=Asha");
  });

  it("shows the bare labels when the counts could not be read", () => {
    render(
      <MemoryRouter>
        <PaymentTabs status="pending" counts={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "To confirm" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("navigation").textContent).toBe("To confirmConfirmedRejectedTo refund");
  });
});
