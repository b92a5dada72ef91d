// What the payment API tests share: the app on its own database with an admin, a finance member
// and a plain staff member signed in, the provider's business settings saved and a course with a fee; a lead's payment
// request and the token its mail carries (read as the payer reads it); an enrolment posted as the
// public form posts it; Razorpay's webhooks delivered as it posts them; the counts tests compare.
import { count, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { BuildOptions } from "../../app.ts";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, type caller, signIn, type TestContext } from "../../test/app.ts";
import { createCourse, createStaff } from "../../test/factories.ts";

/** Fictional settings that pass every check (GSTIN in Karnataka, 29): fees paid by UPI. */
export const BUSINESS_SETTINGS = {
  legalName: "Example Skills Training Private Limited",
  address: "No. 1, Example Road, Bengaluru 560001",
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
  upiVpa: "fees.example@okexample",
  payeeName: "Example Skills Training",
  signatoryName: "Anita Rao",
  invoicePrefix: "SB",
};
/** A bank account for transfers, for the files whose payers may pay by bank. */
export const BANK_DETAILS = {
  bankAccountName: "Example Skills Training Pvt Ltd",
  bankAccountNumber: "000123456789",
  bankIfsc: "EXMP0001234",
  bankName: "Example Bank",
};

export type PaymentsApp = {
  t: TestContext;
  adminToken: string;
  /** A finance member: moves money (confirms, records, reconciles, refunds) but manages no staff. */
  staffToken: string;
  /** Plain staff: sees payments, moves no money. */
  plainStaffToken: string;
  course: { id: number };
};

/**
 * The app (PUBLIC_ORIGIN set, plus `env`, e.g. a stand-in's; `logger` to read its log), an admin,
 * a finance member and a plain staff member signed in, `settings` saved by the admin (BUSINESS_SETTINGS unless given; null saves none, for the
 * tests of saving them), then a course with `price` in rupees.
 */
export async function buildPaymentsApp(options: {
  env?: Record<string, string>;
  settings?: object | null;
  course: { name: string; price: { list: number; sell: number } };
  logger?: BuildOptions["logger"];
  /** Serve the site's pages too (the payment page's form posts). */
  web?: boolean;
}): Promise<PaymentsApp> {
  const t = await build({
    env: { PUBLIC_ORIGIN: "https://academy.example.in", ...options.env },
    ...(options.web ? { web: true } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const db = t.database.db;
  const admin = await createStaff(db, { role: "admin" });
  const member = await createStaff(db, { role: "finance" });
  const plain = await createStaff(db);
  const adminToken = await signIn(t.app, "staff", admin.email);
  const staffToken = await signIn(t.app, "staff", member.email);
  const plainStaffToken = await signIn(t.app, "staff", plain.email);
  const settings = options.settings === undefined ? BUSINESS_SETTINGS : options.settings;
  if (settings) {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-settings",
      headers: apiHeaders(adminToken),
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const course = await createCourse(db, options.course);
  return { t, adminToken, staffToken, plainStaffToken, course };
}

const PAY_LINK = /\/pay\?token=([A-Za-z0-9_-]+)/;

/** The token of the payment link in the latest mail to `email` that carries one. */
export async function mailedPaymentToken(t: TestContext, email: string): Promise<string> {
  const mails = await t.database.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.to, email))
    .orderBy(desc(schema.outbox.id));
  const token = mails.map((mail) => PAY_LINK.exec(mail.text)?.[1]).find(Boolean);
  expect(token, `a payment link mailed to ${email}`).toBeTruthy();
  return token!;
}

/** Staff ask for a lead's fee (with `call`'s token): the request, its proforma and the link's token. */
export async function requestPayment(
  call: ReturnType<typeof caller>,
  t: TestContext,
  lead: { id: number; email: string },
) {
  const made = await call("POST", `/api/admin/leads/${lead.id}/payment-request`);
  expect(made.statusCode, made.body).toBe(201);
  const { requestId, proformaNumber } = made.json() as { requestId: number; proformaNumber: string };
  return { requestId, proformaNumber, token: await mailedPaymentToken(t, lead.email) };
}

/** An enrolment posted as the public form posts it, without a session. */
export function enrolByForm(
  t: TestContext,
  values: { name: string; email: string; contact: string; courseId: number; batchId: number },
) {
  return t.app.inject({
    method: "POST",
    url: "/api/leads/",
    headers: apiHeaders(),
    payload: {
      leadName: values.name,
      leadEmail: values.email,
      leadContact: values.contact,
      leadStatus: "new",
      ictId_id: values.courseId,
      trainingId: values.batchId,
    },
  });
}

/** Posts a webhook the stand-in made (body and signed headers) as Razorpay posts it. */
export const deliverWebhook = (t: TestContext, hook: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: "POST", url: "/api/payments/razorpay/webhook", headers: hook.headers, payload: hook.body });

export const paymentsOfRequest = (t: TestContext, requestId: number) =>
  t.database.db.select().from(schema.payments).where(eq(schema.payments.paymentRequestId, requestId));

/** How many documents of a kind are issued: numbers used, whatever the test did before. */
export async function documentCount(t: TestContext, kind: "tax_invoice" | "credit_note"): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(schema.documents)
    .where(eq(schema.documents.kind, kind));
  return row!.n;
}

export async function enrolledOn(t: TestContext, batchId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(schema.enrolments)
    .where(eq(schema.enrolments.trainingCardId, batchId));
  return row!.n;
}
