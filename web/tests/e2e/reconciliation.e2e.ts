// Reconciliation in the back office, in real Chromium without JavaScript against the
// real server and its demo data: staff upload a bank statement as CSV (a file that is no CSV is
// refused; the credit whose UTR and amount match a payer's UTR is confirmed, the other listed),
// and record a payment received in cash against a proforma (a wrong amount refused, then the
// right one confirmed); the payer's tax-invoice mail carries its PDF.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { mimeAttachments } from "../../../server/test/mime.ts";
import { enrolForPayment, type PricedBatch, pricedBatch } from "./fee-journey.ts";
import { expectAccessible, gotoReady, startJourney } from "./journey.ts";

const journey = startJourney({ mail: true });

/** An enrolment made as a visitor makes it; its payment link's token and proforma, from the mail. */
async function enrol(name: string, email: string, batch: PricedBatch) {
  const { link } = await enrolForPayment(journey, { name, email }, batch);
  const token = new URL(link).searchParams.get("token")!;
  const page = (await (await journey.api(`/payments/page?token=${token}`)).json()) as { proformaNumber: string };
  return { token, proformaNumber: page.proformaNumber };
}

describe("reconciliation in the back office, without JavaScript", () => {
  it("confirms a UTR from an uploaded bank statement and records a cash payment by hand", async () => {
    const batch = await pricedBatch(journey);
    const rupees = new Intl.NumberFormat("en-IN").format(batch.sellPrice);
    const byUpi = await enrol("Imran Qureshi", "imran.recon.e2e@example.com", batch);
    const inCash = await enrol("Nandini Iyer", "nandini.recon.e2e@example.com", batch);
    const claimed = await journey.api("/payments/utr", {
      method: "POST",
      body: JSON.stringify({ token: byUpi.token, method: "upi", utr: "612399990001" }),
    });
    expect(claimed.status).toBe(201);

    const staffContext = await journey.browser.newContext({ javaScriptEnabled: false });
    staffContext.setDefaultTimeout(10_000);
    const staff = await staffContext.newPage();
    await journey.signInStaff(staff);
    await staff.getByRole("navigation").getByRole("link", { name: "Payments" }).click();

    // 1. The bank statement: a wrong file first, then the bank's CSV.
    await staff.getByRole("link", { name: "Upload a bank statement" }).click();
    await staff.getByRole("heading", { level: 1, name: "Upload a bank statement" }).waitFor();
    const file = staff.getByLabel(/Bank statement \(CSV/);
    await file.setInputFiles({
      name: "statement.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n\u0001\u0002"),
    });
    await staff.getByRole("button", { name: "Upload and match" }).click();
    await staff.getByRole("alert").filter({ hasText: "This file is not a CSV text file" }).waitFor();
    const csv = [
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      `01/11/26,UPI-IMRAN QURESHI-imran@okicici-ICIC0000001-612399990001-Fee,0000612399990001,01/11/26,,"${rupees}.00","1,00,000.00"`,
      `02/11/26,UPI-SOMEONE-some@ybl-YESB0000001-612399990002-Gift,0000612399990002,02/11/26,,"500.00","1,00,500.00"`,
    ].join("\r\n");
    await staff
      .getByLabel(/Bank statement \(CSV/)
      .setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await staff.getByRole("button", { name: "Upload and match" }).click();
    const confirmedTable = staff.getByRole("table", { name: /Confirmed now \(1\)/ });
    await confirmedTable.waitFor();
    const confirmedRow = confirmedTable.getByRole("row", { name: /Imran Qureshi/ });
    const invoiceNumber = /SB\/\d\d-\d\d\/\d{6}/.exec((await confirmedRow.textContent()) ?? "")?.[0];
    expect(invoiceNumber).toBeDefined();
    expect(await staff.getByRole("table", { name: /Not matched to any payment \(1\)/ }).textContent()).toContain(
      "612399990002",
    );

    // 2. Cash recorded by hand against the other proforma: the amount must be the amount due.
    await staff.getByRole("link", { name: "Back to payments" }).click();
    await staff.getByRole("link", { name: "Record a payment" }).click();
    await staff.getByRole("heading", { level: 1, name: "Record a payment" }).waitFor();
    await staff.getByLabel("Proforma invoice number").fill(inCash.proformaNumber);
    await staff.getByLabel("Method").selectOption({ label: "Cash" });
    await staff.getByLabel("Amount received (₹)").fill("100");
    await staff.getByLabel("Date received").fill(new Date().toISOString().slice(0, 10));
    await staff.getByRole("button", { name: "Record payment" }).click();
    await staff.getByRole("alert").filter({ hasText: "is not the amount due" }).waitFor();
    await staff.getByLabel("Amount received (₹)").fill(rupees);
    await staff.getByRole("button", { name: "Record payment" }).click();
    const recorded = await staff.getByRole("status").filter({ hasText: "Payment recorded" }).textContent();
    expect(recorded).toMatch(/tax invoice SB\/\d\d-\d\d\/\d{6} issued/);

    const scripted = await journey.browser.newContext({ storageState: await staffContext.storageState() });
    for (const path of ["/admin/payments/statement", "/admin/payments/record"]) {
      const page = await scripted.newPage();
      await gotoReady(page, `${journey.server.url}${path}`);
      await expectAccessible(page);
    }
    await scripted.close();
    await staffContext.close();

    // 3. The payer confirmed by the statement gets the tax invoice attached to the mail.
    const mail = await journey.mailTo("imran.recon.e2e@example.com", (m) => m.body.includes("Subject: Fee received"));
    const [pdf] = mimeAttachments(mail.raw);
    const text = execFileSync("pdftotext", ["-", "-"], { input: pdf!.content }).toString();
    expect(text).toContain(invoiceNumber!);
    expect(text).toMatch(/CGST @ 9%/);
    expect(text).toMatch(/Rupees .+ Only/);
  });
});
