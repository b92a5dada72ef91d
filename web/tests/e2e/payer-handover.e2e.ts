// From enrolling to a payment entered, in real Chromium with scripts against the real server and
// its demo data, on a phone (360 px) and a desktop (1280 px): a mistyped mail domain gets a "did
// you mean" before sending → the success popup's "Pay now" opens the private payment page → the
// UTR sent answers with a banner at the top of the page (its first digits only, nothing in the
// URL), the ways to pay put away → the same UTR sent again only says "already received".
import { describe, expect, it } from "vitest";
import { pricedBatch } from "./fee-journey.ts";
import { startJourney } from "./journey.ts";

const journey = startJourney();

for (const [width, utr] of [
  [360, "678900000361"],
  [1280, "678900001281"],
] as const) {
  describe(`the payer's handover at ${width} px`, () => {
    it("goes from the enrolment popup's Pay now to a UTR answered at the top, and a resubmission already received", async () => {
      const batch = await pricedBatch(journey);
      const course = (await (await journey.api(`/ictData/${batch.courseId}`)).json()) as { ictName: string };
      const context = await journey.browser.newContext({ viewport: { width, height: 800 } });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await page.goto(
        `${journey.server.url}/course/${batch.courseId}/${encodeURIComponent(course.ictName.replace(/ /g, "_"))}`,
      );

      const schedule = page.getByRole("dialog", { name: "Upcoming Confirmed Trainings" });
      await schedule
        .getByRole("listitem")
        .filter({ has: page.getByRole("cell", { name: String(batch.batchId), exact: true }) })
        .getByRole("button", { name: "Enroll" })
        .first()
        .click();
      const form = page.getByRole("dialog", { name: "Learner Enrollment form" });
      const local = `handover.${width}`;
      await form.getByRole("textbox", { name: /^Name/ }).fill("Harini Subramanian");
      await form.getByRole("textbox", { name: /^E-mail/ }).fill(`${local}@gmial.com`);
      await form.getByRole("textbox", { name: /^Contact/ }).fill("+91 98450 12345");
      await form.getByRole("button", { name: "Enroll" }).click();
      // Asked before anything is sent; the suggestion is taken with one click.
      await form
        .getByRole("alert")
        .filter({ hasText: `Did you mean ${local}@gmail.com?` })
        .waitFor();
      await form.getByRole("button", { name: `Use ${local}@gmail.com` }).click();
      expect(await form.getByRole("textbox", { name: /^E-mail/ }).inputValue()).toBe(`${local}@gmail.com`);
      await form.getByRole("button", { name: "Enroll" }).click();

      const success = page.getByRole("dialog", { name: "Congratulations!" });
      await success.getByRole("button", { name: "OK" }).waitFor();
      await success.getByRole("link", { name: "Pay now" }).click();
      await page.waitForURL(/\/pay\?token=[\w-]+$/);
      const payUrl = page.url();

      // The UPI app link first on a phone; the QR code (for a second device) leads on a desktop.
      const upi = page.getByRole("link", { name: "Pay by UPI" });
      expect(await upi.getAttribute("href")).toMatch(/^upi:\/\/pay\?pa=/);
      const upiTop = (await upi.boundingBox())!.y;
      const qrTop = (await page.getByRole("img", { name: /UPI QR code/ }).boundingBox())!.y;
      if (width < 768) expect(upiTop).toBeLessThan(qrTop);
      else expect(qrTop).toBeLessThan(upiTop);
      // Nothing wider than the screen (the state select included).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByLabel("UTR (transaction reference)").fill(utr);
      await page.getByRole("button", { name: "Send my UTR" }).click();
      const banner = page.getByRole("status").filter({ hasText: "received — we confirm within one business day" });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(`UTR ${utr.slice(0, 4)}…`);
      expect(page.url()).toBe(payUrl);
      expect(page.url()).not.toContain(utr);
      // At the top, in view, where the payer looks.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect((await banner.boundingBox())!.y).toBeLessThan(800);
      expect(await page.getByRole("button", { name: "Send my UTR" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Pay by UPI" }).count()).toBe(0);
      await page.getByText("Your payment is waiting for our check").waitFor();

      // The browser sends the same form again (a resubmission): only "already received".
      const again = await context.request.post(payUrl, {
        form: { intent: "utr", method: "upi", utr, token: new URL(payUrl).searchParams.get("token")! },
        headers: { origin: journey.server.url },
        maxRedirects: 0,
      });
      expect([302, 303]).toContain(again.status());
      await page.goto(payUrl);
      await page
        .getByRole("status")
        .filter({ hasText: `UTR ${utr.slice(0, 4)}… already received` })
        .waitFor();
      await context.close();
    });
  });
}
