import type { AdminPayment, PaymentApprovalList } from "@skillbridge/core/money";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApprovalsPanel } from "./approvals-panel";
import { PaymentsTable } from "./payments-table";

const list = (overrides: Partial<PaymentApprovalList> = {}): PaymentApprovalList => ({
  mayMoveMoney: true,
  youId: 7,
  thresholdPaise: 500_000,
  items: [
    {
      id: 3,
      kind: "record",
      amountPaise: 999_900,
      paymentId: null,
      proformaNumber: "SBP/26-27/00004",
      payerName: "Kavya Rao",
      method: "cash",
      reference: "Receipt 41",
      requestedBy: { id: 8, name: "Meera Iyer" },
      requestedAt: "2026-11-20T06:00:00.000Z",
    },
    {
      id: 4,
      kind: "refund",
      amountPaise: 600_000,
      paymentId: 12,
      proformaNumber: "SBP/26-27/00005",
      payerName: "Ravi Menon",
      method: "upi",
      reference: "UPI refund 7",
      requestedBy: { id: 7, name: "Anand Rao" },
      requestedAt: "2026-11-20T07:00:00.000Z",
    },
  ],
  ...overrides,
});

describe("ApprovalsPanel", () => {
  it("offers Approve and Reject to another finance member or admin, never on what the viewer asked", () => {
    render(<ApprovalsPanel approvals={list()} />);
    expect(screen.getByRole("heading", { name: "Waiting for approval (2)" })).toBeTruthy();
    expect(screen.getByText(/Above ₹5,000.00/)).toBeTruthy();
    const others = screen.getByRole("row", { name: /Kavya Rao/ });
    const approve = within(others).getByRole("button", { name: /^Approve/ });
    const form = approve.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("approval-approve");
    expect((form.querySelector('input[name="id"]') as HTMLInputElement).value).toBe("3");
    expect(within(others).getByRole("button", { name: /^Reject/ })).toBeTruthy();
    const own = screen.getByRole("row", { name: /Ravi Menon/ });
    expect(within(own).queryByRole("button")).toBeNull();
    expect(own.textContent).toContain("Asked by you: someone else approves it");
  });

  it("shows plain staff what waits, with no buttons", () => {
    render(<ApprovalsPanel approvals={list({ mayMoveMoney: false, youId: 99 })} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByText("A finance member or an admin approves it")).toHaveLength(2);
  });
});

describe("PaymentsTable for plain staff", () => {
  it("lists a payment to confirm without Confirm or Not on the statement", () => {
    const pending: AdminPayment = {
      id: 41,
      method: "upi",
      utr: "512345678901",
      amountPaise: 999_900,
      status: "pending",
      flagReason: null,
      createdAt: "2026-11-20T06:00:00.000Z",
      payerName: "Ravi Menon",
      courseName: "Cloud Practitioner",
      trainingId: 3,
      proformaNumber: "SBP/26-27/00004",
      invoiceNumber: null,
      invoiceId: null,
    };
    render(<PaymentsTable items={[pending]} mayMoveMoney={false} />);
    expect(screen.getByRole("row", { name: /Ravi Menon/ }).textContent).toContain("To confirm");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
