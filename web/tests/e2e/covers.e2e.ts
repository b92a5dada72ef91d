// Every card has its own face — the demo courses' generated covers are distinct
// and load under the page's CSP — and a cover staff upload without scripts replaces the generated
// one on the course page as AVIF/WebP with srcset, width and height set; an SVG is refused.

import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";

const STAFF = { email: "demo.staff@example.com", password: "Staff@12345" };

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("course covers", () => {
  it("gives each card its own generated cover, loaded under the page's policy", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchForErrors(page);
    await page.goto(`${server.url}/training_course`, { waitUntil: "networkidle" });
    const images = page.getByRole("article").locator("img");
    await images.first().scrollIntoViewIfNeeded();
    const shown = await images.evaluateAll((list) =>
      (list as HTMLImageElement[])
        .slice(0, 9)
        .map((img) => ({ src: img.getAttribute("src"), width: img.width, height: img.height })),
    );
    expect(shown).toHaveLength(9);
    expect(new Set(shown.map((image) => image.src)).size).toBe(9);
    for (const image of shown) expect(image.src).toMatch(/^\/covers\/\d+\.svg$/);
    const bodies = await Promise.all(
      shown.slice(0, 3).map(async (image) => (await fetch(`${server.url}${image.src}`)).text()),
    );
    expect(new Set(bodies).size).toBe(3);
    const loaded = await images
      .first()
      .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    expect(loaded).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("takes a cover staff upload without scripts, refuses an SVG, and shows it on the course page", async () => {
    const res = await fetch(`${server.url}/api/ictData/search/${encodeURIComponent("Tableau")}`, {
      headers: { "x-api-key": E2E_API_KEY },
    });
    const [course] = (await res.json()) as { id: number; ictName: string }[];
    if (!course) throw new Error("no Tableau course in the demo data");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("E-mail").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${server.url}/admin/courses/${course.id}/cover`);

    await page.getByLabel("Cover picture").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await page.getByRole("button", { name: "Upload cover" }).click();
    await page.getByRole("alert").filter({ hasText: "SVG drawings are not accepted as covers" }).waitFor();

    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await page.getByLabel("Cover picture").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload cover" }).click();
    await page.getByText("Cover saved: the course's cards and page show it now").first().waitFor();
    await context.close();

    const visitor = await browser.newContext();
    const coursePage = await visitor.newPage();
    const problems = watchForErrors(coursePage);
    await coursePage.goto(`${server.url}/course/${course.id}/${course.ictName.replace(/ /g, "_")}`, {
      waitUntil: "networkidle",
    });
    const avif = coursePage.locator('picture source[type="image/avif"]').first();
    expect(await avif.getAttribute("srcset")).toMatch(
      /^\/media\/covers\/[0-9a-f]{32}-320\.avif 320w, .*-640\.avif 640w, .*-960\.avif 960w$/,
    );
    const img = coursePage.locator("picture img").first();
    expect([await img.getAttribute("width"), await img.getAttribute("height")]).toEqual(["640", "360"]);
    expect(
      await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    expect(problems).toEqual([]);
    await visitor.close();
  });
});
