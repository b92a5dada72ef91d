// The payer hears of every money event by mail, through the outbox and the mail worker to a real
// SMTP server: a UTR not on the bank statement (with what to do), money flagged for refund (why,
// and when the refund comes), a refund made (the credit note attached as a PDF when the payment had
// a tax invoice; none when it had none). The payment page says the same. On each database.
import { execFileSync } from "node:child_process";
import { REFUND_WITHIN_BUSINESS_DAYS } from "@skillbridge/core/money";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { mimeAttachments } from "../../test/mime.ts";
import { startSmtpServer } from "../mail/smtp-test-server.ts";
import { waitlistOfferMail } from "./payment-mail.ts";
import { buildPaymentsApp, requestPayment } from "./test-setup.ts";

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let call: ReturnType<typeof caller>;
let course: { id: number };
let batch: { id: number };

beforeAll(async () => {
  smtp = await startSmtpServer();
  let staffToken: string;
  ({ t, staffToken, course } = await buildPaymentsApp({
    env: { SMTP_URL: smtp.url },
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  }));
  call = caller(t, () => staffToken);
  batch = await createBatch(t.database.db, course.id);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function payer(name: string) {
  const lead = await createLead(t.database.db, {
    name,
    email: `payer.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: course.id,
    trainingCardId: batch.id,
  });
  return { lead, ...(await requestPayment(call, t, lead)) };
}

const claim = (token: string, utr: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/utr",
    headers: apiHeaders(),
    payload: { token, method: "upi", utr },
  });
const paymentsOf = (requestId: number) =>
  t.database.db.select().from(schema.payments).where(eq(schema.payments.paymentRequestId, requestId));
const pageOf = async (token: string) =>
  (await t.app.inject({ url: `/api/payments/page?token=${token}`, headers: apiHeaders() })).json();

/** The mails the SMTP server received for `email` whose subject starts with `subject`. */
async function mailsTo(email: string, subject: string) {
  await t.app.mailWorker.runOnce();
  return smtp.received.filter((mail) => mail.to.includes(email) && mail.body.includes(`Subject: ${subject}`));
}
/** The body's words on one line: quoted-printable decoded, lines joined. */
const words = (body: string) => body.replace(/\r?\n/g, " ").replace(/\s+/g, " ");

describe("mails for the payer's money", () => {
  it("tells a payer whose UTR is not on the bank statement what to do; the page says the same", async () => {
    const { lead, token, requestId } = await payer("Asha Menon");
    expect((await claim(token, "634500000001")).statusCode).toBe(201);
    const [claimed] = await paymentsOf(requestId);
    expect((await call("POST", `/api/admin/payments/${claimed!.id}/reject`)).statusCode).toBe(200);

    const [mail, ...more] = await mailsTo(lead.email, "Payment not found: Cloud Security Essentials");
    expect(more).toEqual([]);
    const text = words(mail!.body);
    expect(text).toContain("Dear Asha Menon");
    expect(text).toContain("634500000001");
    expect(text).toContain("What to do: check the 12-digit UTR");
    expect(text).toContain("enter the right one");
    const page = await pageOf(token);
    expect(page.payments).toEqual([expect.objectContaining({ utr: "634500000001", status: "rejected" })]);
  });

  it("tells a payer whose money is flagged for refund why, and when the refund comes; then that it was refunded", async () => {
    const { lead, token, requestId } = await payer("Rahul Nair");
    expect((await claim(token, "634500000002")).statusCode).toBe(201);
    // Staff send a new link: the old one's claim can no longer buy the seat.
    expect((await call("POST", `/api/admin/leads/${lead.id}/payment-request`)).statusCode).toBe(201);
    const [claimed] = await paymentsOf(requestId);
    const confirmed = await call("POST", `/api/admin/payments/${claimed!.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "flagged" });

    const [flagged] = await mailsTo(lead.email, "Your payment will be refunded");
    const text = words(flagged!.body);
    expect(text).toContain("We received ₹24,999.00 for Cloud Security Essentials");
    expect(text).toContain("because the payment link had been replaced by a newer one");
    expect(text).toContain(`within ${REFUND_WITHIN_BUSINESS_DAYS} business days`);
    expect(text).toContain("UTR 634500000002");

    const refunded = await call("POST", `/api/admin/payments/${claimed!.id}/refund`, {
      amount: "24999",
      reference: "NEFT N000000000101",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const [made] = await mailsTo(lead.email, "Refund made");
    expect(words(made!.body)).toContain("We have refunded ₹24,999.00");
    expect(words(made!.body)).toContain("no credit note");
    expect(mimeAttachments(made!.raw)).toEqual([]);
    // The old link's page says the money went back.
    expect((await pageOf(token)).payments).toEqual([
      expect.objectContaining({ utr: "634500000002", status: "flagged", refundedPaise: 2_499_900 }),
    ]);
  });

  it("mails a refund of a paid fee with its credit note attached as a PDF; the page says refunded", async () => {
    const { lead, token, requestId } = await payer("Divya Pillai");
    expect((await claim(token, "634500000003")).statusCode).toBe(201);
    const [claimed] = await paymentsOf(requestId);
    expect((await call("POST", `/api/admin/payments/${claimed!.id}/confirm`)).statusCode).toBe(200);

    const refunded = await call("POST", `/api/admin/payments/${claimed!.id}/refund`, {
      amount: "24999",
      reference: "NEFT N000000000102",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const creditNote: string = refunded.json().creditNote.number;
    const [mail, ...more] = await mailsTo(lead.email, "Refund made: Cloud Security Essentials");
    expect(more).toEqual([]);
    expect(words(mail!.body)).toContain(creditNote);
    expect(words(mail!.body)).toContain("The credit note for the refund is attached");
    const [attachment, ...others] = mimeAttachments(mail!.raw);
    expect(others).toEqual([]);
    expect(attachment).toMatchObject({
      filename: `${creditNote.replaceAll("/", "-")}.pdf`,
      contentType: "application/pdf",
    });
    const pdf = execFileSync("pdftotext", ["-", "-"], { input: attachment!.content }).toString();
    expect(pdf).toContain(creditNote);
    expect(pdf).toMatch(/CREDIT NOTE/i);

    const page = await pageOf(token);
    expect(page).toMatchObject({ status: "cancelled", refundedPaise: 2_499_900 });
    expect(page.payments).toEqual([expect.objectContaining({ status: "confirmed", refundedPaise: 2_499_900 })]);
  });
});

describe("a Hindi payer's mails", () => {
  const outboxTo = (email: string) =>
    t.database.db.select().from(schema.outbox).where(eq(schema.outbox.to, email)).orderBy(schema.outbox.id);

  it("are written in Hindi, and the payment link opens the Hindi payment page", async () => {
    const lead = await createLead(t.database.db, {
      name: "Sunita Verma",
      email: `hindi.payer.${Math.random().toString(36).slice(2)}@example.com`,
      courseId: course.id,
      trainingCardId: batch.id,
      language: "hi",
    });
    const { token, requestId } = await requestPayment(call, t, lead);
    const [link] = await outboxTo(lead.email);
    expect(link!.subject).toBe("अपनी फ़ीस भरें: Cloud Security Essentials");
    for (const part of [link!.text, link!.html]) {
      expect(part).toContain("नमस्ते Sunita Verma,");
      expect(part).toContain(`https://academy.example.in/hi/pay?token=${token}`);
      expect(part).toContain("₹24,999.00");
      expect(part).not.toContain("Pay your fee");
      expect(part).not.toContain("Keep this link to yourself");
    }

    expect((await claim(token, "634500000004")).statusCode).toBe(201);
    const [claimed] = await paymentsOf(requestId);
    expect((await call("POST", `/api/admin/payments/${claimed!.id}/confirm`)).statusCode).toBe(200);
    const refunded = await call("POST", `/api/admin/payments/${claimed!.id}/refund`, {
      amount: "24999",
      reference: "NEFT N000000000103",
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const creditNote: string = refunded.json().creditNote.number;
    const refund = (await outboxTo(lead.email)).find((mail) => mail.subject.startsWith("रिफ़ंड हो गया"));
    expect(refund!.subject).toBe("रिफ़ंड हो गया: Cloud Security Essentials");
    expect(refund!.text).toContain("Cloud Security Essentials के लिए हमने ₹24,999.00 उसी खाते में लौटा दिए हैं");
    expect(refund!.text).toContain(creditNote);
    expect(refund!.text).toContain("क्रेडिट नोट");
    expect(refund!.text).not.toContain("We have refunded");
    // The credit note itself stays English (GST), attached as for any payer.
    await t.app.mailWorker.runOnce();
    const sent = smtp.received.filter((mail) => mail.to.includes(lead.email));
    const note = sent
      .flatMap((mail) => mimeAttachments(mail.raw))
      .find((file) => file.filename === `${creditNote.replaceAll("/", "-")}.pdf`);
    const pdf = execFileSync("pdftotext", ["-", "-"], { input: note!.content }).toString();
    expect(pdf).toMatch(/CREDIT NOTE/i);
  });

  it("offers a freed seat in Hindi with the hold's end in IST; an English payer's offer is unchanged", () => {
    const input = {
      name: "Sunita Verma",
      courseName: "Azure Administrator AZ-104",
      amountPaise: 2_499_900,
      proformaNumber: "SB/PF/2026-27/0007",
      link: "https://academy.example.in/hi/pay?token=abc",
      heldUntil: new Date("2026-11-28T16:00:00Z"),
    };
    const hindi = waitlistOfferMail({ ...input, language: "hi" });
    expect(hindi.subject).toBe("एक सीट खाली है: Azure Administrator AZ-104");
    expect(hindi.text).toContain("28 नवंबर 2026, 21:30 IST तक");
    expect(hindi.text).not.toContain("waitlist");
    const english = waitlistOfferMail(input);
    expect(english.subject).toBe("A seat is free: Azure Administrator AZ-104");
    expect(english.text).toContain("We hold it for you until 28 Nov 2026, 21:30 IST;");
  });
});
