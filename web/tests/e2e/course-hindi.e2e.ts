// Course texts in Hindi: staff type a Hindi name in the content page's Hindi section without
// scripts, and the Hindi course page shows it (in its title too) while the texts staff left empty
// show in English inside an element marked lang="en"; the English page stays English and unmarked.
// A seeded, partly translated course shows its Hindi modules and FAQs beside an English one; the
// Hindi catalogue finds a course by its Hindi name typed without the nukta, or by its English name;
// the Hindi home search leads to the Hindi search page, which finds a course by its Hindi name.
import { describe, expect, it } from "vitest";
import { gotoReady, startJourney } from "./journey.ts";

const journey = startJourney();

type Found = { id: number; ictName: string; ictSDesc: string };
async function courseNamed(text: string): Promise<Found> {
  const found = (await (await journey.api(`/ictData/?search=${encodeURIComponent(text)}`)).json()) as Found[];
  expect(found[0], text).toBeDefined();
  return found[0]!;
}

describe("Hindi course texts", () => {
  it("a Hindi name saved without scripts shows on the Hindi page; empty texts stay English, marked", async () => {
    const course = await courseNamed("SAA-C03");
    const hindiName = "AWS सॉल्यूशंस आर्किटेक्ट – एसोसिएट (SAA-C03)";
    const staff = await journey.staffPage({ javaScriptEnabled: false });
    await staff.goto(`${journey.server.url}/admin/courses/${course.id}/content`);
    const section = staff.getByRole("region", { name: "Hindi" });
    await section.getByLabel("Hindi name").fill(hindiName);
    await section.getByRole("button", { name: "Save Hindi text" }).click();
    await staff.waitForURL(`${journey.server.url}/admin/courses/${course.id}/content*`);
    await expect
      .poll(() => staff.getByRole("region", { name: "Hindi" }).getByLabel("Hindi name").inputValue())
      .toBe(hindiName);
    await staff.context().close();

    const page = await (await journey.browser.newContext()).newPage();
    await gotoReady(page, `${journey.server.url}/hi/course/${course.id}`);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe(hindiName);
    expect(await heading.getAttribute("lang")).toBeNull();
    expect(await page.title()).toContain(hindiName);
    const short = page.locator('main [lang="en"]', { hasText: course.ictSDesc });
    expect(await short.count()).toBeGreaterThan(0);

    await gotoReady(page, `${journey.server.url}${new URL(page.url()).pathname.replace(/^\/hi/, "")}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(course.ictName);
    expect(await page.locator('main [lang="en"]').count()).toBe(0);
    await page.context().close();
  });

  it("a partly translated course: Hindi FAQs beside an English one marked lang=en", async () => {
    const course = await courseNamed("AZ-104");
    const page = await (await journey.browser.newContext()).newPage();
    await gotoReady(page, `${journey.server.url}/hi/course/${course.id}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Microsoft Azure एडमिनिस्ट्रेटर (AZ-104)");
    await expect.poll(() => page.getByText("क्या AZ-104 से पहले AZ-900 करना चाहिए?").count()).toBe(1);
    const english = page.locator('summary[lang="en"]', { hasText: "Is the certification valid for life?" });
    expect(await english.count()).toBe(1);
    await page.context().close();
  });

  it("the Hindi catalogue finds a course by its Hindi name without the nukta, or by its English name", async () => {
    const page = await (await journey.browser.newContext()).newPage();
    const hindiName = "AWS क्लाउड प्रैक्टिशनर सर्टिफ़िकेशन (CLF-C02)";
    // Typed with फ (no nukta); the name is stored with फ़.
    await gotoReady(page, `${journey.server.url}/hi/training_course?q=${encodeURIComponent("सर्टिफिकेशन")}`);
    await expect.poll(() => page.getByRole("link", { name: hindiName, exact: true }).count()).toBe(1);
    await gotoReady(page, `${journey.server.url}/hi/training_course?q=Practitioner`);
    await expect.poll(() => page.getByRole("link", { name: hindiName, exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it("the Hindi home search leads to the Hindi search page, which finds a course by its Hindi name", async () => {
    const page = await journey.pageWithoutScripts();
    await page.goto(`${journey.server.url}/hi`);
    const form = page.locator('form[role="search"][action="/hi"]');
    await form.getByRole("searchbox").fill("क्लाउड प्रैक्टिशनर");
    await form.getByRole("button").click();
    await page.waitForURL(/\/hi\/search\//);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("“क्लाउड प्रैक्टिशनर” के लिए खोज के नतीजे");
    expect(await page.getByRole("link", { name: "AWS क्लाउड प्रैक्टिशनर सर्टिफ़िकेशन (CLF-C02)", exact: true }).count()).toBe(
      1,
    );
    await page.context().close();
  });
});
