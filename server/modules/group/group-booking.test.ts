// A team booking through the real app, on each database: the contact books named seats and gets
// one payment request for all of them at the tier's price (GST on the discounted amount, one
// proforma to the company); staff confirming its payment issue one tax invoice for all seats and
// enrol each participant with their set-password mail. Bad or impossible bookings change nothing.
import { splitGst } from "@skillbridge/core/money";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch } from "../../test/factories.ts";
import { buildPaymentsApp, enrolledOn, type PaymentsApp } from "../payment/test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  // ₹10,000 a seat.
  app = await buildPaymentsApp({ course: { name: "Team Terraform", price: { list: 12000, sell: 10000 } } });
  t = app.t;
  call = caller(t, () => app.staffToken);
  for (const tier of [
    { minSeats: "3", percentOff: "10" },
    { minSeats: "6", percentOff: "15" },
  ]) {
    expect((await call("POST", "/api/admin/group-tiers", tier)).statusCode).toBe(200);
  }
});
afterAll(() => t?.close());

let run = 0;
function booking(batchId: number, names: string[], over: Record<string, unknown> = {}) {
  run++;
  return {
    batchId,
    seats: names.length,
    contactName: "Priya Menon",
    contactEmail: `priya.${run}@acme.example.com`,
    contactPhone: "+91 98450 44444",
    payerState: "29",
    payerGstin: "29AABCU9603R1ZJ",
    payerLegalName: "Acme Analytics Private Limited",
    payerAddress: "12 MG Road, Bengaluru 560001",
    participants: names.map((name) => ({ name, email: `${name.toLowerCase()}.${run}@acme.example.com` })),
    ...over,
  };
}
const book = (body: object) => call("POST", "/api/group-bookings", body, null);

describe("a team booking", () => {
  it("prices 3 seats at the tier, one proforma to the company; paid, it enrols all three with one invoice", async () => {
    const batch = await createBatch(t.database.db, app.course.id, { capacity: 10 });
    const res = await book(booking(batch.id, ["Asha", "Bala", "Chitra"]));
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({ seats: 3, listPaise: 3_000_000, discountPaise: 300_000, amountPaise: 2_700_000 });
    const token = /token=([A-Za-z0-9_-]+)/.exec(booked.paymentPath)![1]!;

    const page = (await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json();
    expect(page).toMatchObject({
      amountPaise: 2_700_000,
      seats: 3,
      payerGstin: "29AABCU9603R1ZJ",
      payerLegalName: "Acme Analytics Private Limited",
      split: splitGst(2_700_000, "intra", false),
    });
    // Discount codes do not stack on a group price.
    const coded = await call("POST", "/api/payments/coupon", { token, code: "ANY10" }, null);
    expect(coded.statusCode).toBe(422);
    expect(JSON.stringify(coded.json())).toContain("Discount codes and referrals do not apply to team bookings");
    const [proforma] = await t.database.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.paymentRequestId, booked.requestId));
    expect(proforma).toMatchObject({
      kind: "proforma",
      discountPaise: 300_000,
      discountLabel: "10% off for 3 or more seats",
      recipientGstin: "29AABCU9603R1ZJ",
    });
    expect(proforma!.description).toContain("3 seats at ₹10,000.00 each");
    const [linkMail] = await t.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.to, `priya.${run}@acme.example.com`));
    expect(linkMail!.text).toContain("₹27,000.00");

    const [payment] = await t.database.db
      .insert(schema.payments)
      .values({ paymentRequestId: booked.requestId, method: "upi", utr: "612345678901", amountPaise: 2_700_000 })
      .returning();
    const confirmed = await call("POST", `/api/admin/payments/${payment!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await enrolledOn(t, batch.id)).toBe(3);
    const documents = await t.database.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.paymentRequestId, booked.requestId));
    const invoices = documents.filter((row) => row.kind === "tax_invoice");
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      pricePaise: 2_700_000,
      discountPaise: 300_000,
      recipientLegalName: "Acme Analytics Private Limited",
    });
    expect(invoices[0]!.description).toContain("3 seats");
    const emails = ["asha", "bala", "chitra"].map((name) => `${name}.${run}@acme.example.com`);
    const mails = await t.database.db
      .select()
      .from(schema.outbox)
      .where(and(inArray(schema.outbox.to, emails)));
    for (const email of emails) {
      expect(mails.some((mail) => mail.to === email && /password/i.test(mail.text))).toBe(true);
    }

    // Refunded in full, all three seats are free again, with one credit note.
    const refunded = await call("POST", `/api/admin/payments/${payment!.id}/refund`, {
      amount: "27000",
      reference: "RF-TEAM-1",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await enrolledOn(t, batch.id)).toBe(0);
    const notes = (
      await t.database.db.select().from(schema.documents).where(eq(schema.documents.paymentRequestId, booked.requestId))
    ).filter((row) => row.kind === "credit_note");
    expect(notes).toHaveLength(1);
    expect(notes[0]!.pricePaise).toBe(2_700_000);
  });

  it("refuses a team larger than the seats left, a repeated e-mail and a missing GSTIN, changing nothing", async () => {
    const batch = await createBatch(t.database.db, app.course.id, { capacity: 2 });
    const before = (await t.database.db.select().from(schema.paymentRequests)).length;
    const full = await book(booking(batch.id, ["Dev", "Esha", "Farah"]));
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe(
      "This batch has fewer seats left than your team needs. Choose another batch or fewer participants.",
    );
    const twice = booking(batch.id, ["Gita", "Hari"]);
    twice.participants[1]!.email = twice.participants[0]!.email.toUpperCase();
    const duplicate = await book(twice);
    expect(duplicate.statusCode).toBe(422);
    expect(JSON.stringify(duplicate.json())).toContain("Each participant needs their own e-mail address");
    const noGstin = await book(booking(batch.id, ["Ira", "Jai"], { payerGstin: "" }));
    expect(noGstin.statusCode).toBe(422);
    expect(JSON.stringify(noGstin.json())).toContain("Enter the company's GSTIN");
    expect((await t.database.db.select().from(schema.paymentRequests)).length).toBe(before);
  });
});
