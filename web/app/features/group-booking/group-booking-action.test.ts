// The team booking form's post, read as the browser sends it without scripts: each participant
// row's error lands on its own field, and a booking made goes straight to the payment page.
import type { ApiClient } from "@skillbridge/core/api-client";
import { describe, expect, it, vi } from "vitest";
import { groupBookingAction } from "./group-booking-action.server";

const form = (fields: Record<string, string>) =>
  new Request("http://localhost/course/1/team?batch=5&seats=2", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const filled = {
  contactName: "Priya Menon",
  contactEmail: "priya@acme.example.com",
  contactPhone: "+91 98450 44444",
  payerState: "29",
  payerGstin: "29AABCU9603R1ZJ",
  payerLegalName: "Acme Analytics Private Limited",
  payerAddress: "12 MG Road, Bengaluru 560001",
  "participant-1-name": "Asha",
  "participant-1-email": "asha@acme.example.com",
  "participant-2-name": "Bala",
  "participant-2-email": "bala@acme.example.com",
};

describe("the team booking form's post", () => {
  it("puts a repeated e-mail's error on that participant's field and calls nothing", async () => {
    const call = vi.fn();
    const answer = await groupBookingAction(
      { call } as unknown as ApiClient,
      form({ ...filled, "participant-2-email": "ASHA@acme.example.com" }),
      5,
      2,
    );
    expect(call).not.toHaveBeenCalled();
    const { data } = answer as unknown as { data: { errors: Record<string, string> } };
    expect(data.errors["participant-2-email"]).toBe("Each participant needs their own e-mail address");
  });

  it("books through the API and goes to the payment page", async () => {
    const call = vi.fn(async () => ({ ok: true, status: 201, data: { paymentPath: "/pay?token=abc" } }));
    const thrown = await groupBookingAction({ call } as unknown as ApiClient, form(filled), 5, 2).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/pay?token=abc");
    expect(call).toHaveBeenCalledWith(expect.anything(), {
      body: expect.objectContaining({
        batchId: 5,
        seats: 2,
        participants: expect.arrayContaining([expect.objectContaining({ name: "Bala" })]),
      }),
    });
  });
});
