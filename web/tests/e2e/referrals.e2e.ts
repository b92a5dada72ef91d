// Referrals in real Chromium against the real server and its demo data: the demo learner's
// dashboard shows their link as text with its share links (axe); a visitor without scripts follows
// the link to a course's enrolment page, enrols, and the payment page takes the referral discount
// off the fee; the back office's referrals page lists the referred payment (axe).
import { describe, expect, it } from "vitest";
import { pricedBatch } from "./fee-journey.ts";
import { expectAccessible, gotoReady, startJourney } from "./journey.ts";

const journey = startJourney();
const VISITOR = { name: "Farah Qureshi", email: "farah.qureshi@example.org", contact: "+91 98450 31313" };

describe("a referral, from the dashboard's link to the friend's discounted fee", () => {
  it("is shared from the dashboard, followed without scripts, and discounts the friend's fee", async () => {
    const learner = await journey.learnerPage();
    await gotoReady(learner, `${journey.server.url}/learner/Profile`);
    const panel = learner.getByRole("region", { name: "Refer a friend" });
    const link = (await panel.locator("code").textContent()) ?? "";
    expect(link).toMatch(/\/r\/DEMQ7K3XPA$/);
    expect(await panel.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(await panel.getByRole("link", { name: "e-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
    await panel.getByRole("button", { name: "Copy the link" }).waitFor();
    await expectAccessible(learner);

    // A course selling above ₹1,000, so the friend's ₹1,000 off shows whole.
    const batch = await pricedBatch(journey, 2000);
    const visitor = await journey.pageWithoutScripts();
    const enrolPath = `/course/${batch.courseId}/enrol?batch=${batch.batchId}`;
    await visitor.goto(`${journey.server.url}${new URL(link).pathname}?to=${encodeURIComponent(enrolPath)}`);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(enrolPath);
    await visitor.getByRole("textbox", { name: /^Name/ }).fill(VISITOR.name);
    await visitor.getByRole("textbox", { name: /^E-mail/ }).fill(VISITOR.email);
    await visitor.getByRole("textbox", { name: /^Contact/ }).fill(VISITOR.contact);
    await visitor.getByRole("button", { name: "Enroll" }).click();
    await visitor.getByRole("heading", { level: 1, name: "Congratulations!" }).waitFor();
    await visitor.getByRole("link", { name: "Pay now" }).click();
    const fee = visitor.getByRole("table", { name: "The fee and its tax" });
    await fee.getByRole("row", { name: /Referral discount −₹1,000\.00/ }).waitFor();
    expect(await visitor.content()).not.toContain("Ananya");

    const staff = await journey.staffPage();
    await gotoReady(staff, `${journey.server.url}/admin/referrals`);
    await staff.getByRole("row", { name: new RegExp(`Ananya Sharma .*${VISITOR.name}`) }).waitFor();
    await expectAccessible(staff);
  });
});
