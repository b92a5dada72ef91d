// A fee paid in parts, in real Chromium without JavaScript against the real server and a real
// SMTP server: staff give a batch a two-part plan on its page → the payer's link offers it and
// "Pay in parts" makes part 1 the fee to pay now → its UTR is confirmed by staff (the seat) → the
// mail worker's reminder for part 2 (due in 3 days) arrives with part 2's own link → the payer pays
// part 2 from it → staff confirm it, and the page shows both parts paid with part 2's tax invoice.
// Then a second payer's part 2 is left overdue (the server stopped, the due day moved back in its
// database, the server started again): the learner's recordings are paused with what is due, the
// learner pays the part from Fees & invoices, and once staff confirm it the recordings are back.
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../../server/db/client.ts";
import { startServer } from "../../../server/test/server-process.ts";
import { enrolForPayment, pricedBatch } from "./fee-journey.ts";
import { expectAccessible, gotoReady, linkIn, startJourney } from "./journey.ts";

const journey = startJourney({ mail: true });
const PAYER = { name: "Nandini Kulkarni", email: "nandini.plan.e2e@example.com", contact: "+91 98450 77777" };
const LATE_PAYER = { name: "Irfan Sheikh", email: "irfan.plan.e2e@example.com", contact: "+91 98450 78787" };
/** The batch the first test gives its plan; the second pays on it too. */
let batch: Awaited<ReturnType<typeof pricedBatch>>;

/** Staff confirm the payer's UTR on Payments (asked once more, then confirmed). */
async function confirmUtr(staff: Page, payerName: string, utr: string) {
  await staff.goto(`${journey.server.url}/admin/payments`);
  await staff
    .getByRole("row", { name: new RegExp(`${payerName}.*${utr}`) })
    .getByRole("button", { name: /Confirm/ })
    .click();
  await staff.getByRole("button", { name: "Yes, confirm and issue the tax invoice" }).click();
  await staff.getByRole("status").filter({ hasText: "Payment confirmed" }).waitFor();
}

/** Sends a UTR on the payment page open in `payer`. */
async function sendUtr(payer: Page, utr: string) {
  await payer.getByLabel("UTR (transaction reference)").fill(utr);
  await payer.getByRole("button", { name: "Send my UTR" }).click();
  await payer.getByRole("status").filter({ hasText: "we will check your payment" }).waitFor();
}

describe("a fee paid in two parts", () => {
  it("is offered, chosen, paid part by part from the reminder mail, each part confirmed with its own invoice", async () => {
    batch = await pricedBatch(journey, 1000);
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
    const confirm = (utr: string) => confirmUtr(staff, PAYER.name, utr);
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

  it("pauses the learner's recordings while part 2 is overdue, and paying it restores them", async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    const staff = await context.newPage();
    await journey.signInStaff(staff);
    const { link } = await enrolForPayment(journey, LATE_PAYER, batch);
    const payerContext = await journey.browser.newContext({ javaScriptEnabled: false });
    payerContext.setDefaultTimeout(10_000);
    const payer = await payerContext.newPage();
    await payer.goto(link);
    await payer.getByRole("button", { name: "Pay in parts" }).click();
    await payer.getByRole("heading", { name: "Your fee: part 1 of 2" }).waitFor();
    await sendUtr(payer, "712345678903");
    await confirmUtr(staff, LATE_PAYER.name, "712345678903");

    // The payer, now a learner, sets a password and is signed in.
    const welcome = await journey.mailTo(LATE_PAYER.email, (mail) => /set your password/i.test(mail.raw));
    await payer.goto(linkIn(welcome, "/learner/set-password?token="));
    await payer.getByLabel("New password", { exact: false }).first().fill("quiet harbour lantern 42");
    await payer.getByLabel("Repeat the new password").fill("quiet harbour lantern 42");
    await payer.getByRole("button", { name: "Set password and sign in" }).click();
    await payer.waitForURL(/\/learner\/Profile/);

    // Part 2 due 10 days ago: moved in the stopped server's database, then the server starts again.
    const dataDir = journey.server.dataDir;
    await journey.server.stop();
    const database = await openPglite({ dataDir });
    await database.db.execute(sql`update payment_requests set due_on = current_date - 10
      where part_no = 2 and lead_id in (select id from leads where email = ${LATE_PAYER.email})`);
    await database.close();
    journey.server = await startServer({ dataDir, env: { SMTP_URL: journey.smtp.url } });

    const recordings = `${journey.server.url}/learner/trainings/${batch.batchId}/recordings`;
    await payer.goto(recordings);
    await payer
      .getByRole("alert")
      .filter({
        hasText:
          /^Part 2 of 2 of your fee for .* was due on .*: your recordings and study materials are paused until it is paid\./,
      })
      .waitFor();
    await payer.goto(`${journey.server.url}/learner/Profile`);
    await payer.getByRole("region", { name: "Your fee in parts" }).getByRole("alert").waitFor();

    // The learner pays part 2 from Fees & invoices; staff confirm it; the recordings are back.
    await payer.goto(`${journey.server.url}/learner/fees`);
    await payer.getByRole("button", { name: "Pay part 2" }).click();
    await payer.getByRole("heading", { name: "Your fee: part 2 of 2" }).waitFor();
    await sendUtr(payer, "712345678904");
    await journey.signInStaff(staff);
    await confirmUtr(staff, LATE_PAYER.name, "712345678904");
    await payer.goto(recordings);
    await payer.getByRole("heading", { level: 1 }).waitFor();
    expect(await payer.getByText("your recordings and study materials are paused").count()).toBe(0);
  });
});
