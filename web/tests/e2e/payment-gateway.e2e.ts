// Issue 14, a fee paid through Razorpay, in real Chromium without JavaScript against the real
// server and a stand-in of Razorpay's API (its hosted page pays the link and sends the payer back
// with Razorpay's signature) and a real SMTP server: the acknowledgement's payment link → "Pay
// online with Razorpay" → Razorpay's page → back on the payment page, paid, with the tax invoice;
// the set-password mail of the new learner arrives.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, startSmtpServer } from "../../../server/modules/mail/smtp-test-server.ts";
import { startRazorpayStandIn } from "../../../server/modules/payment/razorpay-stand-in.ts";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

const KEYS = {
  keyId: "rzp_test_E2eStandIn01",
  keySecret: "e2e-stand-in-key-secret",
  webhookSecret: "e2e-stand-in-webhook",
};
const PAYER = { name: "Rohan Desai", email: "rohan.gateway.e2e@example.com" };

let server: ServerProcess;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let gateway: Awaited<ReturnType<typeof startRazorpayStandIn>>;

beforeAll(async () => {
  [smtp, gateway] = await Promise.all([startSmtpServer(), startRazorpayStandIn(KEYS)]);
  [server, browser] = await Promise.all([
    startServer({
      env: {
        SMTP_URL: smtp.url,
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
        RAZORPAY_API_BASE: gateway.url,
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await gateway?.close();
});

const api = async (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json", ...init.headers },
  });

async function pricedBatch(): Promise<{ courseId: number; batchId: number; sellPrice: number }> {
  const costs = (await (await api("/ictCost/")).json()) as { ictid: number; sellPrice: number }[];
  for (const cost of costs.filter((row) => row.sellPrice > 0)) {
    const batches = (await (await api(`/ictData/${cost.ictid}/training-cards`)).json()) as { id: number }[];
    if (batches.length) return { courseId: cost.ictid, batchId: batches[0]!.id, sellPrice: cost.sellPrice };
  }
  throw new Error("the demo data has no priced course with a batch");
}

describe("a fee paid through Razorpay, without JavaScript", () => {
  it("goes from the acknowledgement's link through Razorpay's page to a paid fee and its tax invoice", async () => {
    const { courseId, batchId, sellPrice } = await pricedBatch();
    const posted = await api("/leads/", {
      method: "POST",
      body: JSON.stringify({
        leadName: PAYER.name,
        leadEmail: PAYER.email,
        leadContact: "+91 98450 55555",
        ictId_id: courseId,
        trainingId: batchId,
      }),
    });
    expect(posted.status).toBe(201);
    const acknowledgement = await eventually(
      async () => smtp.received.find((m) => m.to.includes(PAYER.email) && m.body.includes("/pay?token=")),
      20_000,
    );
    const link = /https?:\/\/[^\s"<>]+\/pay\?token=[\w-]+/.exec(acknowledgement.body)![0];

    const context = await browser.newContext({ javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    const payer = await context.newPage();
    await payer.goto(link);
    await payer.getByRole("heading", { level: 2, name: "Pay online" }).waitFor();
    await payer.getByRole("button", { name: "Pay online with Razorpay" }).click();
    const onward = payer.getByRole("link", { name: "Continue to Razorpay to pay" });
    const href = await onward.getAttribute("href");
    expect(href).toMatch(new RegExp(`^${gateway.url}/pay/plink_`));
    const made = [...gateway.links.values()].find((item) => href?.endsWith(item.id))!;
    expect(made.amount).toBe(sellPrice * 100);
    await onward.click();
    // Back from Razorpay (signed), on the payment page: paid, with the tax invoice.
    await payer.waitForURL(/\/pay\?token=/);
    const paid = await payer.getByRole("status").filter({ hasText: "Paid: thank you" }).textContent();
    expect(paid).toMatch(/SB\/\d\d-\d\d\/\d{6}/);
    await payer.getByRole("link", { name: "Download the tax invoice (PDF)" }).waitFor();

    const scripted = await browser.newContext();
    const scan = await scripted.newPage();
    await scan.goto(link, { waitUntil: "networkidle" });
    const axe = await new AxeBuilder({ page: scan }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await scripted.close();

    // The lead became a learner: the set-password mail arrives.
    await eventually(
      async () =>
        smtp.received.find((m) => m.to.includes(PAYER.email) && /password/i.test(m.body) && m !== acknowledgement),
      20_000,
    );
    await context.close();
  });
});
