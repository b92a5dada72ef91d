// A fee paid through Razorpay, in real Chromium without JavaScript against the real
// server and a stand-in of Razorpay's API (its hosted page pays the link and sends the payer back
// with Razorpay's signature) and a real SMTP server: the acknowledgement's payment link → "Pay
// online with Razorpay" → Razorpay's page → back on the payment page, paid, with the tax invoice;
// the set-password mail of the new learner arrives.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRazorpayStandIn } from "../../../server/modules/payment/razorpay-stand-in.ts";
import { enrolForPayment, pricedBatch } from "./fee-journey.ts";
import { expectAccessible, gotoReady, startJourney } from "./journey.ts";

const KEYS = {
  keyId: "rzp_test_E2eStandIn01",
  keySecret: "e2e-stand-in-key-secret",
  webhookSecret: "e2e-stand-in-webhook",
};
const PAYER = { name: "Rohan Desai", email: "rohan.gateway.e2e@example.com" };

let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;
// Started before the journey's server, which is given its address.
beforeAll(async () => {
  gateway = await startRazorpayStandIn(KEYS);
});
afterAll(async () => {
  await gateway?.close();
});
const journey = startJourney({ mail: true, env: () => gateway.env });

describe("a fee paid through Razorpay, without JavaScript", () => {
  it("goes from the acknowledgement's link through Razorpay's page to a paid fee and its tax invoice", async () => {
    const batch = await pricedBatch(journey);
    const { acknowledgement, link } = await enrolForPayment(journey, PAYER, batch);

    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    const payer = await context.newPage();
    await payer.goto(link);
    await payer.getByRole("heading", { level: 2, name: "Pay online" }).waitFor();
    await payer.getByRole("button", { name: "Pay online with Razorpay" }).click();
    const onward = payer.getByRole("link", { name: "Continue to Razorpay to pay" });
    const href = await onward.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${gateway.url}/pay/plink_`));
    const made = [...gateway.links.values()].find((item) => href?.endsWith(item.id))!;
    expect(made.amount).toBe(batch.sellPrice * 100);
    await onward.click();
    // Back from Razorpay (signed), on the payment page: paid, with the tax invoice.
    await payer.waitForURL(/\/pay\?token=/);
    const paid = await payer.getByRole("status").filter({ hasText: "Paid: thank you" }).textContent();
    expect(paid).toMatch(/SB\/\d\d-\d\d\/\d{6}/);
    await payer.getByRole("link", { name: "Download the tax invoice (PDF)" }).waitFor();

    const scripted = await journey.browser.newContext();
    const scan = await scripted.newPage();
    await gotoReady(scan, link);
    await expectAccessible(scan);
    await scripted.close();

    // The lead became a learner: the set-password mail arrives.
    await journey.mailTo(PAYER.email, (m) => /password/i.test(m.body) && m !== acknowledgement);
    await context.close();
  });
});
