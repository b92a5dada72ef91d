// A refund in real Chromium without JavaScript against the real server and its demo data:
// a fee paid by UPI and confirmed by staff is refunded in part from /admin/payments (a form post)
// with its credit note; more than is left is refused with the figure; the credit note's page reads
// its tax reversed and total in words; the month's GSTR-1 CSV downloads from the same page.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { enrolForPayment, pricedBatch } from "./fee-journey.ts";
import { startJourney } from "./journey.ts";

const journey = startJourney({ mail: true });

const PAYER = { name: "Zoya Qureshi", email: "zoya.refund.e2e@example.com" };

describe("a refund from the payments view, without JavaScript", () => {
  it("refunds part of a confirmed UPI fee with a credit note, refuses more than is left, exports GSTR-1", async () => {
    // A fee above ₹1,000, so that ₹1,000 is refunded in part.
    const { link } = await enrolForPayment(journey, PAYER, await pricedBatch(journey, 1000));

    const context = await journey.browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
    context.setDefaultTimeout(10_000);
    const payer = await context.newPage();
    await payer.goto(link);
    await payer.getByLabel("State").selectOption({ label: "Maharashtra" });
    await payer.getByRole("button", { name: "Save my details" }).click();
    await payer.getByRole("status").filter({ hasText: "Your details are saved" }).waitFor();
    await payer.getByLabel("UTR (transaction reference)").fill("712345678901");
    await payer.getByRole("button", { name: "Send my UTR" }).click();
    await payer.getByRole("status").filter({ hasText: "we will check your payment" }).waitFor();

    const staff = await context.newPage();
    await journey.signInStaff(staff);
    await staff.goto(`${journey.server.url}/admin/payments`);
    await staff
      .getByRole("row", { name: new RegExp(PAYER.name) })
      .getByRole("button", { name: /Confirm/ })
      .click();
    // Asked once more (a tax invoice is issued), on the page: no script needed.
    await staff.getByRole("button", { name: "Yes, confirm and issue the tax invoice" }).click();
    await staff.getByRole("status").filter({ hasText: "Payment confirmed" }).waitFor();

    await staff.goto(`${journey.server.url}/admin/payments?status=confirmed`);
    const form = staff.getByRole("form", { name: `Refund ${PAYER.name}'s payment` });
    // Nothing prefilled: the amount and a reason are typed, then the refund is asked once more.
    expect(await form.getByLabel("Amount to refund (₹)").inputValue()).toBe("");
    await form.getByLabel("Amount to refund (₹)").fill("1000");
    await form.getByLabel("Reason for the refund").fill("Moved to a later batch");
    await form.getByLabel("Refund reference (UTR)").fill("UPIREFUND0001");
    await form.getByRole("button", { name: /Refund/ }).click();
    await staff.getByText("Reason: Moved to a later batch").waitFor();
    await staff.getByRole("button", { name: "Yes, refund ₹1,000.00" }).click();
    const done = await staff.getByRole("status").filter({ hasText: "₹1,000.00 refunded" }).textContent();
    const creditNote = /SBC\/\d\d-\d\d\/\d{5}/.exec(done ?? "")?.[0];
    expect(creditNote).toBeDefined();

    // More than is left: refused with what is left, nothing refunded.
    const again = staff.getByRole("form", { name: `Refund ${PAYER.name}'s payment` });
    const left = /At most ₹[\d,.]+/.exec((await again.textContent()) ?? "")?.[0];
    expect(left).toBeDefined();
    await again.getByLabel("Amount to refund (₹)").fill("999999");
    await again.getByLabel("Reason for the refund").fill("Typed too much");
    await again.getByLabel("Refund reference (UTR)").fill("UPIREFUND0002");
    await again.getByRole("button", { name: /Refund/ }).click();
    await staff.getByRole("button", { name: /^Yes, refund/ }).click();
    await staff.getByRole("alert").filter({ hasText: "more than what is left to refund" }).waitFor();
    const row = staff.getByRole("row", { name: new RegExp(PAYER.name) });
    expect(await row.textContent()).toContain("Refunded ₹1,000.00");
    expect(await row.textContent()).toContain(left);

    // The credit note's page: IGST reversed (Maharashtra), ₹1,000 in words.
    await row.getByRole("link", { name: `Credit note ${creditNote}`, exact: true }).click();
    await staff.getByRole("heading", { level: 2, name: `Credit note ${creditNote}` }).waitFor();
    expect(await staff.getByRole("row", { name: /IGST 18% reversed/ }).textContent()).toContain("₹152.54");
    await staff.getByText("Amount in words: Rupees One Thousand Only").waitFor();

    // The month's GSTR-1 CSV from the payments page's GET form.
    await staff.goto(`${journey.server.url}/admin/payments?status=confirmed`);
    const [download] = await Promise.all([
      staff.waitForEvent("download"),
      staff.getByRole("button", { name: "Download GSTR-1 CSV" }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toContain("Document type,Document number,Document date,Recipient GSTIN");
    expect(csv).toMatch(
      new RegExp(
        `Credit note,${creditNote!.replace(/\//g, "\\/")},[^\\n]*,27-Maharashtra,847\\.46,0\\.00,0\\.00,152\\.54,1000\\.00,SB\\/`,
      ),
    );
    await context.close();
  });
});
