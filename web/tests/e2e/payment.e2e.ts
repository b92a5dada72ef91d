// A fee paid by UPI, in real Chromium without JavaScript against the real server, its
// demo data (fictional business settings) and a real SMTP server: an enrolment's acknowledgement
// mail carries the private payment link → the payer chooses their state (IGST) and enters a UTR →
// the demo staff member confirms it in /admin/payments → the set-password mail arrives and the
// payment page offers the tax invoice (staff meanwhile save the business settings, a GSTIN typo refused,
// and upload and remove the signatory's signature), whose PDF reads (pdftotext) with its number, IGST and total;
// the tax-invoice mail carries the same invoice as a PDF attachment; the learner sets a password
// and downloads the invoice from Fees & invoices. Then, with scripts, a discount code a shared
// course link carries (`?code=WEBINAR10`) goes through the enrolment popup to the fee: the payment
// page shows the discount, the payer sends a UTR, staff confirm it and the tax invoice's PDF
// carries the discount line. A Hindi visitor without scripts enrols on the Hindi course page's own
// enrolment page and pays on the Hindi payment page the mail links to.
import { execFileSync } from "node:child_process";
import { hindiDictionary as hi } from "@skillbridge/core/i18n/hi";
import { describe, expect, it } from "vitest";
import { mimeAttachments } from "../../../server/test/mime.ts";
import { enrolForPayment, pricedBatch } from "./fee-journey.ts";
import { englishIn, visitorText } from "./hindi-text.ts";
import { DEMO_STAFF, expectAccessible, gotoReady, linkIn, startJourney } from "./journey.ts";

const journey = startJourney({ mail: true });

/** A 1×1 PNG: the signature an admin uploads. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const PAYER = { name: "Farah Siddiqui", email: "farah.pay.e2e@example.com", contact: "+91 98450 44444" };

/** axe needs scripts: the page is scanned as a browser with JavaScript shows it. */
async function expectAccessibleWithScripts(url: string) {
  const context = await journey.browser.newContext();
  const page = await context.newPage();
  await gotoReady(page, url);
  await expectAccessible(page);
  await context.close();
}

describe("a fee paid by UPI, without JavaScript", () => {
  it("goes from the acknowledgement's link to a confirmed payment, an enrolled learner and a tax invoice", async () => {
    const batch = await pricedBatch(journey);
    const { sellPrice } = batch;

    // 1. The acknowledgement arrives over SMTP with the private payment link.
    const { link } = await enrolForPayment(journey, PAYER, batch);

    // 2. The payer's page: the fee, its split, UPI and bank; their state, then the UTR.
    const payerContext = await journey.browser.newContext({ javaScriptEnabled: false });
    payerContext.setDefaultTimeout(10_000);
    const payer = await payerContext.newPage();
    const opened = await payer.goto(link);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
    await payer.getByRole("heading", { level: 1, name: /^Pay your fee/ }).waitFor();
    const total = `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(sellPrice)}`;
    expect(await payer.getByRole("row", { name: /Total to pay/ }).textContent()).toContain(total);
    expect(await payer.getByRole("row", { name: /CGST 9%/ }).count()).toBe(1);
    const upi = await payer.getByRole("link", { name: "Pay by UPI" }).getAttribute("href");
    expect(upi).toMatch(
      new RegExp(`^upi://pay\\?pa=skillbridge\\.demo@example&pn=.+&am=${sellPrice}\\.00&cu=INR&tn=SBP/`),
    );
    await payer.getByRole("img", { name: /UPI QR code/ }).waitFor();
    await expectAccessibleWithScripts(link);

    await payer.getByLabel("State").selectOption({ label: "Maharashtra" });
    await payer.getByRole("button", { name: "Save my details" }).click();
    await payer.getByRole("status").filter({ hasText: "Your details are saved" }).waitFor();
    expect(await payer.getByRole("row", { name: /IGST 18%/ }).count()).toBe(1);

    await payer.getByLabel("UTR (transaction reference)").fill("1234");
    await payer.getByRole("button", { name: "Send my UTR" }).click();
    // Said beside the field and in the alert at the top of the page.
    await payer.getByText("Enter the 12-digit UTR of your payment").first().waitFor();
    await payer.getByLabel("UTR (transaction reference)").fill("612345678901");
    await payer.getByRole("button", { name: "Send my UTR" }).click();
    await payer.getByRole("status").filter({ hasText: "we will check your payment" }).waitFor();
    await payer.getByText("UTR 612345678901: waiting for our confirmation").waitFor();

    // 3. Staff confirm it in the back office.
    const staffContext = await journey.browser.newContext({ javaScriptEnabled: false });
    staffContext.setDefaultTimeout(10_000);
    const staff = await staffContext.newPage();
    await journey.signInStaff(staff);
    await staff.getByRole("navigation").getByRole("link", { name: "Payments" }).click();
    await staff.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
    const row = staff.getByRole("row", { name: new RegExp(PAYER.name) });
    expect(await row.textContent()).toContain("612345678901");
    await row.getByRole("button", { name: /Confirm/ }).click();
    // Confirming issues a tax invoice: asked once more, saying so, before anything happens.
    const question = staff.getByRole("region", { name: `Confirm UTR 612345678901 from ${PAYER.name}?` });
    await question.getByText("Confirming issues the tax invoice with the next number").waitFor();
    expect(await staff.getByRole("status").filter({ hasText: "Payment confirmed" }).count()).toBe(0);
    await question.getByRole("button", { name: "Yes, confirm and issue the tax invoice" }).click();
    const confirmed = await staff.getByRole("status").filter({ hasText: "Payment confirmed" }).textContent();
    const invoiceNumber = /SB\/\d\d-\d\d\/\d{6}/.exec(confirmed ?? "")?.[0];
    expect(invoiceNumber).toBeDefined();

    // The demo staff member (an admin) checks the business settings: a typo in a GSTIN is refused.
    await staff.getByRole("navigation").getByRole("link", { name: "Business settings" }).click();
    await staff.getByRole("heading", { level: 1, name: "Business settings" }).waitFor();
    expect(await staff.getByLabel("Legal name").inputValue()).toBe("SkillBridge Academy Private Limited (demo)");
    await staff.getByLabel("GSTIN", { exact: false }).fill("29ABCDE1234F1ZX");
    await staff.getByRole("button", { name: "Save settings" }).click();
    await staff.getByText("please check it for a typo").waitFor();
    await staff.getByLabel("GSTIN", { exact: false }).fill("29ABCDE1234F1ZW");
    await staff.getByLabel("LUT number", { exact: false }).fill("AD2900000000001");
    await staff.getByRole("button", { name: "Save settings" }).click();
    await staff.getByRole("status").filter({ hasText: "Business settings saved" }).waitFor();
    // Then the signatory's signature, a multipart post without scripts: a GIF called a PNG is
    // refused by its content; a PNG is kept and shown; removed again.
    const signatureField = staff.getByLabel("Signature picture");
    await signatureField.setInputFiles({
      name: "signature.png",
      mimeType: "image/png",
      buffer: Buffer.from("GIF89a;"),
    });
    await staff.getByRole("button", { name: "Upload signature" }).click();
    await staff.getByText("The signature must be a PNG or JPEG picture").waitFor();
    await staff.getByLabel("Signature picture").setInputFiles({
      name: "signature.png",
      mimeType: "image/png",
      buffer: Buffer.from(ONE_PIXEL_PNG, "base64"),
    });
    await staff.getByRole("button", { name: "Upload signature" }).click();
    await staff.getByRole("status").filter({ hasText: "Signature saved" }).waitFor();
    await staff.getByRole("img", { name: "The signature on file" }).waitFor();
    await staff.getByRole("button", { name: "Remove signature" }).click();
    await staff.getByRole("status").filter({ hasText: "Signature removed" }).waitFor();
    await staffContext.close();

    // 4. The learner's set-password mail arrives; the payment page offers the tax invoice.
    const setPassword = await journey.mailTo(PAYER.email, (m) => /set your password/i.test(m.raw));
    // The tax-invoice mail carries the invoice as a PDF attachment.
    const invoiceMail = await journey.mailTo(PAYER.email, (m) => m.body.includes("Subject: Fee received"));
    const attached = mimeAttachments(invoiceMail.raw);
    expect(attached.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoiceNumber!.replaceAll("/", "-")}.pdf`, "application/pdf"],
    ]);
    const attachedText = execFileSync("pdftotext", ["-", "-"], { input: attached[0]!.content }).toString();
    expect(attachedText).toContain(invoiceNumber!);
    expect(attachedText).toMatch(/IGST @ 18%/);
    expect(attachedText).toMatch(/Rupees .+ Only/);
    await payer.goto(link);
    await payer.getByText(`Your tax invoice ${invoiceNumber} is ready`).waitFor();
    const href = await payer.getByRole("link", { name: "Download the tax invoice (PDF)" }).getAttribute("href");
    const pdf = await payerContext.request.get(`${journey.server.url}${href}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf.body() }).toString();
    expect(text).toContain(invoiceNumber!);
    expect(text).toContain("Place of supply: Maharashtra (27)");
    expect(text).toMatch(/IGST @ 18%/);
    expect(text).toContain("SkillBridge Academy Private Limited (demo)");
    expect(text).toMatch(/Rupees .+ Only/);

    // 5. The learner sets a password and finds the invoice under Fees & invoices.
    await payer.goto(linkIn(setPassword, "/learner/set-password?token="));
    await payer.getByLabel("New password", { exact: false }).first().fill("quiet harbour lamp 93");
    await payer.getByLabel("Repeat the new password").fill("quiet harbour lamp 93");
    await payer.getByRole("button", { name: "Set password and sign in" }).click();
    await payer.waitForURL(`${journey.server.url}/learner/Profile`);
    await payer.goto(`${journey.server.url}/learner/Profile?tab=courses`);
    await payer.getByRole("link", { name: "Fees & invoices" }).click();
    await payer.getByRole("heading", { level: 1, name: "Fees & invoices" }).waitFor();
    const fee = payer.getByRole("row", { name: /Paid/ });
    expect(await fee.textContent()).toContain(total);
    const own = await fee.getByRole("link", { name: `Tax invoice ${invoiceNumber} (PDF)` }).getAttribute("href");
    const download = await payerContext.request.get(`${journey.server.url}${own}`);
    expect(execFileSync("pdftotext", ["-", "-"], { input: await download.body() }).toString()).toContain(
      invoiceNumber!,
    );
    await payerContext.close();
  });
});

describe("a discount code from a shared course link, with JavaScript", () => {
  it("goes with the enrolment to a discounted fee, paid by UPI, and a tax invoice with the discount line", async () => {
    const batch = await pricedBatch(journey);
    const payer = { name: "Rohan Mehta", email: "rohan.coupon.e2e@example.com" };
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoReady(page, `${journey.server.url}/course/${batch.courseId}/a-course?code=webinar10`);
    const schedule = page.getByRole("dialog", { name: "Upcoming Confirmed Trainings" });
    await schedule
      .getByRole("listitem")
      .filter({ hasText: `Batch ${batch.batchId}: starts` })
      .getByRole("button", { name: "Enroll" })
      .click();
    const form = page.getByRole("dialog", { name: "Learner Enrollment form" });
    await form.getByText("Discount code WEBINAR10").waitFor();
    await form.getByRole("textbox", { name: /^Name/ }).fill(payer.name);
    await form.getByRole("textbox", { name: /^E-mail/ }).fill(payer.email);
    await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 31313");
    await form.getByRole("button", { name: "Enroll" }).click();
    await page.getByRole("dialog", { name: "Congratulations!" }).getByRole("link", { name: "Pay now" }).click();

    // 10% off the tax-inclusive fee, GST worked out again on what is left.
    await page.getByRole("heading", { level: 1, name: /^Pay your fee/ }).waitFor();
    const rupees = (paise: number) =>
      `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100)}`;
    const listPaise = batch.sellPrice * 100;
    const discountPaise = Math.round(listPaise / 10);
    expect(await page.getByRole("row", { name: "Discount (code WEBINAR10)" }).textContent()).toContain(
      rupees(discountPaise),
    );
    expect(await page.getByRole("row", { name: /Total to pay/ }).textContent()).toContain(
      rupees(listPaise - discountPaise),
    );
    const token = new URL(page.url()).searchParams.get("token");
    await page.getByLabel("UTR (transaction reference)").fill("612388880001");
    await page.getByRole("button", { name: "Send my UTR" }).click();
    await page.getByText("UTR 612388880001: waiting for our confirmation").waitFor();
    await context.close();

    const login = await journey.api("/login/staff/", { method: "POST", body: JSON.stringify(DEMO_STAFF) });
    const { access_token } = (await login.json()) as { access_token: string };
    const asStaff = (path: string, body?: object) =>
      journey.api(path, {
        ...(body ? { method: "POST", body: JSON.stringify(body) } : {}),
        headers: { authorization: `Bearer ${access_token}` },
      });
    const pending = (await (await asStaff("/admin/payments?status=pending")).json()) as { id: number; utr: string }[];
    const payment = pending.find((row) => row.utr === "612388880001");
    expect(payment, "the claimed UTR waits for staff").toBeDefined();
    expect((await asStaff(`/admin/payments/${payment!.id}/confirm`, {})).status).toBe(200);

    const invoice = await journey.api(`/payments/document?token=${token}&kind=tax_invoice`);
    expect(invoice.status).toBe(200);
    const { pdfBase64 } = (await invoice.json()) as { pdfBase64: string };
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], {
      input: Buffer.from(pdfBase64, "base64"),
    }).toString();
    const inr = (paise: number) =>
      `INR ${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100)}`;
    expect(text).toMatch(new RegExp(`Discount \\(code WEBINAR10\\)\\s+- ${inr(discountPaise).replace(/[.]/g, "\\.")}`));
    expect(text).toContain("Taxable value after discount");
  });
});

describe("a Hindi payer, without JavaScript", () => {
  it("enrols from the Hindi course page and pays on the Hindi payment page its mail links to", async () => {
    const batch = await pricedBatch(journey);
    const payer = { name: "Sunita Verma", email: "sunita.hindi.e2e@example.com" };
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/hi/course/${batch.courseId}`);
    // The schedule's Enroll is the Hindi enrolment page until scripts run.
    const enrolHref = await page
      .getByRole("region", { name: hi.course.schedule.title })
      .getByRole("link", { name: hi.course.schedule.enrol })
      .first()
      .getAttribute("href");
    expect(enrolHref).toMatch(new RegExp(`^/hi/course/${batch.courseId}/enrol\\?batch=\\d+`));
    await page.goto(`${journey.server.url}/hi/course/${batch.courseId}/enrol?batch=${batch.batchId}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(hi.course.enrolmentTitle);
    expect(englishIn(await visitorText(page))).toEqual([]);
    await page.getByRole("button", { name: hi.enrolment.form.enrol, exact: true }).click();
    await page.getByText(hi.enrolment.required.name).first().waitFor();
    await page.getByRole("textbox", { name: new RegExp(`^${hi.enrolment.person.name}`) }).fill(payer.name);
    await page.getByRole("textbox", { name: new RegExp(`^${hi.enrolment.person.email}`) }).fill(payer.email);
    await page.getByRole("textbox", { name: new RegExp(`^${hi.enrolment.person.contact}`) }).fill("+91 98450 61616");
    await page.getByRole("button", { name: hi.enrolment.form.enrol, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: hi.enrolment.success.title }).waitFor();
    expect(englishIn(await visitorText(page))).toEqual([]);
    const payNow = await page.getByRole("link", { name: hi.enrolment.success.payNow }).getAttribute("href");
    expect(payNow).toMatch(/^\/hi\/pay\?token=/);

    // The acknowledgement is in Hindi and its link opens the Hindi payment page.
    const mail = await journey.mailTo(payer.email, (received) => received.body.includes("/hi/pay?token="));
    const link = linkIn(mail, "/hi/pay?token=");
    await page.goto(link);
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
    await page.getByRole("heading", { level: 1, name: new RegExp(`^${hi.payment.title}`) }).waitFor();
    expect(
      await page.getByRole("row", { name: new RegExp(hi.payment.fee.totalToPay.replace(/[()]/g, ".")) }).count(),
    ).toBe(1);
    expect(englishIn(await visitorText(page))).toEqual([]);
    await page.getByLabel(hi.payment.utr.label).fill("1234");
    await page.getByRole("button", { name: hi.payment.utr.send }).click();
    await page.getByText(hi.payment.messages.utrFormat).first().waitFor();
    expect(englishIn(await visitorText(page))).toEqual([]);
    await page.getByLabel(hi.payment.utr.label).fill("612377770001");
    await page.getByRole("button", { name: hi.payment.utr.send }).click();
    // The banner after the post (its cookie is the Hindi page's own) and the claim, in Hindi.
    await page.getByRole("status").filter({ hasText: "UTR 6123…" }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/hi/pay");
    await page.getByText(`UTR 612377770001: ${hi.payment.entered.pending}`).waitFor();
    expect(englishIn(await visitorText(page))).toEqual([]);
    await context.close();
    await expectAccessibleWithScripts(link);
  });
});
