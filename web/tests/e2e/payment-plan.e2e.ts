// A fee paid in parts, in real Chromium without JavaScript against the real server and a real
// SMTP server: staff give a batch a two-part plan on its page → the payer's link offers it and
// "Pay in parts" makes part 1 the fee to pay now → its UTR is confirmed by staff (the seat) → the
// mail worker's reminder for part 2 (due in 3 days) arrives with part 2's own link → the payer pays
// part 2 from it → staff confirm it, and the page shows both parts paid with part 2's tax invoice.
import { describe, expect, it } from "vitest";
import { enrolForPayment, pricedBatch } from "./fee-journey.ts";
import { expectAccessible, gotoReady, linkIn, startJourney } from "./journey.ts";

const journey = startJourney({ mail: true });
const PAYER = { name: "Nandini Kulkarni", email: "nandini.plan.e2e@example.com", contact: "+91 98450 77777" };

describe("a fee paid in two parts", () => {
  it("is offered, chosen, paid part by part from the reminder mail, each part confirmed with its own invoice", async () => {
    const batch = await pricedBatch(journey, 1000);
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    const staff = await context.newPage();
    await journey.signInStaff(staff);

    // 1. Staff: 50 % now, 50 % in 3 days.
    await staff.goto(`${journey.server.url}/admin/batches/${batch.batchId}`);
    const plan = staff.getByRole("form", { name: "Payment plan" });
    for (const [label, value] of [
      ["Part 1: share of the fee (%)", "50"],
      ["Part 1: due after (days)", "0"],
      ["Part 2: share of the fee (%)", "50"],
      ["Part 2: due after (days)", "3"],
      ["Part 3: share of the fee (%)", ""],
      ["Part 3: due after (days)", ""],
    ] as const) {
      await plan.getByLabel(label, { exact: true }).fill(value);
    }
    await plan.getByRole("button", { name: "Save the plan" }).click();
    await staff.getByRole("status").filter({ hasText: "Payment plan saved" }).waitFor();

    // 2. The payer chooses the plan and sends part 1's UTR.
    const { link } = await enrolForPayment(journey, PAYER, batch);
    const payerContext = await journey.browser.newContext({ javaScriptEnabled: false });
    payerContext.setDefaultTimeout(10_000);
    const payer = await payerContext.newPage();
    await payer.goto(link);
    const half = `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(batch.sellPrice / 2)}`;
    const offer = payer.getByRole("form", { name: "Pay in 2 parts" });
    expect(await offer.getByRole("row", { name: /Part 1/ }).textContent()).toContain(half);
    await offer.getByRole("button", { name: "Pay in parts" }).click();
    await payer.getByRole("status").filter({ hasText: "You pay in parts" }).waitFor();
    await payer.getByRole("heading", { name: "Your fee: part 1 of 2" }).waitFor();
    expect(await payer.getByRole("row", { name: /Total to pay/ }).textContent()).toContain(half);
    await payer.getByLabel("UTR (transaction reference)").fill("712345678901");
    await payer.getByRole("button", { name: "Send my UTR" }).click();
    await payer.getByRole("status").filter({ hasText: "we will check your payment" }).waitFor();

    // 3. Staff confirm part 1: the seat and the first tax invoice.
    const confirm = async (utr: string) => {
      await staff.goto(`${journey.server.url}/admin/payments`);
      await staff
        .getByRole("row", { name: new RegExp(`${PAYER.name}.*${utr}`) })
        .getByRole("button", { name: /Confirm/ })
        .click();
      await staff.getByRole("button", { name: "Yes, confirm and issue the tax invoice" }).click();
      await staff.getByRole("status").filter({ hasText: "Payment confirmed" }).waitFor();
    };
    await confirm("712345678901");

    // 4. Part 2 is due in 3 days: its reminder arrives with its own link.
    const reminder = await journey.mailTo(PAYER.email, (mail) => mail.body.includes("Part 2 of 2 of your fee"));
    expect(reminder.body).toContain(half);
    const partLink = linkIn(reminder, "/pay?token=");
    await payer.goto(partLink);
    await payer.getByRole("heading", { name: "Your fee: part 2 of 2" }).waitFor();
    const parts = payer.getByRole("table", { name: "The parts of your fee" });
    expect(await parts.getByRole("row", { name: /Part 1/ }).textContent()).toContain("Paid");
    // axe needs scripts: the page is scanned as a browser with JavaScript shows it.
    const scripted = await journey.browser.newContext();
    const withScripts = await scripted.newPage();
    await gotoReady(withScripts, partLink);
    await expectAccessible(withScripts);
    await scripted.close();
    await payer.getByLabel("UTR (transaction reference)").fill("712345678902");
    await payer.getByRole("button", { name: "Send my UTR" }).click();
    await payer.getByRole("status").filter({ hasText: "we will check your payment" }).waitFor();

    // 5. Staff confirm part 2: its own tax invoice; the page shows both parts paid.
    await confirm("712345678902");
    await payer.reload();
    expect(await parts.getByRole("row", { name: /Part 2/ }).textContent()).toContain("Paid");
    await payer
      .getByRole("link", { name: /tax invoice/i })
      .first()
      .waitFor();
  });
});
