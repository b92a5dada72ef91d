import type { AdminPayment } from "@skillbridge/core/money";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PaymentsTable } from "./payments-table";

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
