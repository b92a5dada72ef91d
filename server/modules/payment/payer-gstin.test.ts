// The payer's GST details on the payment page: the provider's own GSTIN (business settings) is
// never taken as the buyer's — a tax invoice from the provider to itself — in any case or spacing;
// the refusal names the field and changes nothing. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { paymentMessages } from "./payment-flow.ts";
import { BUSINESS_SETTINGS, buildPaymentsApp, requestPayment } from "./test-setup.ts";

let t: TestContext;
let call: ReturnType<typeof caller>;
let token: string;

beforeAll(async () => {
  let adminToken: string;
  let course: { id: number };
  ({ t, adminToken, course } = await buildPaymentsApp({
    course: { name: "GST for Trainers", price: { list: 12000, sell: 9999 } },
  }));
  call = caller(t, () => adminToken);
  const batch = await createBatch(t.database.db, course.id);
  const lead = await createLead(t.database.db, { courseId: course.id, trainingCardId: batch.id });
  ({ token } = await requestPayment(call, t, lead));
});
afterAll(() => t.close());

const payer = (values: object) => call("POST", "/api/payments/payer", { token, ...values }, null);

describe("POST /api/payments/payer", () => {
  it.each([
    ["as saved", BUSINESS_SETTINGS.gstin],
    ["in small letters with spaces", ` ${BUSINESS_SETTINGS.gstin.toLowerCase().replace(/(.{5})/g, "$1 ")}`],
  ])(
    "refuses the provider's own GSTIN (%s) beside the field, and keeps the details as they were",
    async (_label, gstin) => {
      const res = await payer({
        payerState: BUSINESS_SETTINGS.stateCode,
        payerGstin: gstin,
        payerLegalName: "Us Ltd",
        payerAddress: "Our own office",
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ["body", "payerGstin"], msg: paymentMessages.ownGstin }]);
      const page = (await call("GET", `/api/payments/page?token=${token}`, undefined, null)).json();
      expect(page).toMatchObject({ payerGstin: null, payerLegalName: null });
    },
  );

  it("takes another company's GSTIN of the same state", async () => {
    const res = await payer({
      payerState: "29",
      payerGstin: "29AABCU9603R1ZJ",
      payerLegalName: "Buyer Pvt Ltd",
      payerAddress: "1 MG Road, Bengaluru",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payerGstin: "29AABCU9603R1ZJ", split: { supply: "intra" } });
  });
});
