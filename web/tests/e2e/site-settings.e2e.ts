// The provider's contact details are one record an admin edits in the back
// office (a post form, without scripts here); a bad number is refused beside its field and changes
// nothing; a saved phone, hours and centre show at once on the contact page, in every page's footer,
// in the Organization JSON-LD and in the Learning Modes pages' texts.
import { defaultSiteSettings } from "@skillbridge/core/site-settings";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startJourney } from "./journey.ts";

const OLD_PHONE = defaultSiteSettings.phones[0]!.label;
const NEW_PHONE = "+91 11 4000 1234";

const journey = startJourney();
const pageWithoutScripts = () => journey.pageWithoutScripts();

async function organization(page: Page): Promise<{ telephone?: string }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "EducationalOrganization") ?? {};
}

describe("site settings", () => {
  it("an admin changes the phone, hours and centres; the contact page, footer and JSON-LD follow", async () => {
    const visitor = await pageWithoutScripts();
    await visitor.goto(`${journey.server.url}/contact`);
    await visitor.getByRole("contentinfo").getByText(OLD_PHONE).waitFor();

    const staff = await pageWithoutScripts();
    await journey.signInStaff(staff);
    await staff.getByRole("link", { name: "Site settings" }).click();
    await staff.waitForURL(/\/admin\/site-settings$/);
    const form = staff.getByRole("form", { name: "Site settings" });
    expect(await form.getByLabel("Phone 1").inputValue()).toBe(OLD_PHONE);

    // A number without its country code: refused beside the field, nothing saved.
    await form.getByLabel("Phone 1").fill("98450");
    await form.getByRole("button", { name: "Save site settings" }).click();
    await staff.getByText("Give a phone number with its country code").waitFor();
    expect(await staff.getByLabel("Phone 1").getAttribute("aria-invalid")).toBe("true");
    await visitor.goto(`${journey.server.url}/contact`);
    expect(await visitor.getByRole("contentinfo").getByText(OLD_PHONE).count()).toBe(1);

    // A good one, other hours and a third centre: saved, and on the public pages at once.
    await staff.getByLabel("Phone 1").fill(NEW_PHONE);
    await staff.getByLabel("Opening hours").fill("Monday to Friday, 10:00 am to 6:00 pm IST");
    const centre3 = staff.getByRole("group", { name: /^Training centre 3/ });
    await centre3.getByLabel("City").fill("Noida");
    await centre3.getByLabel("Office heading").fill("Noida");
    await centre3.getByLabel("Postal address").fill("B-12, Sector 62\nNoida, Uttar Pradesh 201309");
    await centre3.getByLabel("State").fill("Uttar Pradesh");
    await centre3.getByLabel("PIN code").fill("201309");
    await centre3.getByLabel("Map search").fill("Sector 62, Noida");
    await centre3.getByLabel("Batch location").fill("Noida – Sector 62 Centre");
    await staff.getByRole("button", { name: "Save site settings" }).click();
    await staff.getByRole("status").filter({ hasText: "Site settings saved" }).waitFor();

    await visitor.goto(`${journey.server.url}/contact`);
    const details = visitor.getByRole("region", { name: "Talk to us" });
    await details.getByText(NEW_PHONE).waitFor();
    expect(await details.textContent()).toContain("Phone and WhatsApp: Monday to Friday, 10:00 am to 6:00 pm IST.");
    expect(await visitor.getByText("B-12, Sector 62").count()).toBe(1);
    expect(await visitor.getByRole("contentinfo").getByText(NEW_PHONE).count()).toBe(1);
    expect(await visitor.getByRole("contentinfo").getByText(OLD_PHONE).count()).toBe(0);
    expect((await organization(visitor)).telephone).toBe("+911140001234");

    // Every page's footer, and the texts that name the centres.
    await visitor.goto(`${journey.server.url}/learning_mode/ClassroomTrainingMode`);
    expect(await visitor.getByRole("contentinfo").getByText(NEW_PHONE).count()).toBe(1);
    expect(await visitor.locator("main").textContent()).toContain(
      "Weekday and weekend batches in Bengaluru, Pune and Noida",
    );
    await staff.context().close();
    await visitor.context().close();
  });
});
