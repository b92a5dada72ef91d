// Behaviours the spec names, in real Chromium against the real server and demo data: a successful
// sign-in replaces the history entry it was sent from (popup and page, with and without scripts);
// the filter sidebar's text keeps the courses whose name contains it; the header's menu and the
// Support panel answer a first tap made before the page's scripts have run, and Escape closes them.
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startJourney } from "./journey.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo@12345" };

const journey = startJourney();
const url = (path: string) => `${journey.server.url}${path}`;
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function newPage() {
  const context = await journey.browser.newContext();
  return { context, page: await context.newPage() };
}

describe("a successful sign-in replaces the history entry it was sent from", () => {
  it("from the header's popup on /, after /about: Back lands on /about", async () => {
    const { context, page } = await newPage();
    await page.goto(url("/about"));
    await page.goto(url("/"));
    await nav(page).getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Learner Login" });
    await dialog.getByLabel("Email").fill(DEMO.email);
    await dialog.getByLabel("Password").fill(DEMO.password);
    await dialog.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(url("/learner/Profile"));
    await page.getByRole("heading", { name: "Welcome, Ananya!" }).waitFor();
    await page.goBack();
    await page.waitForURL(url("/about"));
    await context.close();
  });

  it("from the /learner/login page, after /about: Back lands on /about", async () => {
    const { context, page } = await newPage();
    await page.goto(url("/about"));
    await page.goto(url("/learner/login"));
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill(DEMO.password);
    await form.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(url("/learner/Profile"));
    await page.getByRole("heading", { name: "Welcome, Ananya!" }).waitFor();
    await page.goBack();
    await page.waitForURL(url("/about"));
    await context.close();
  });

  it("without scripts, from the header's Sign In (the login page): Back lands on /about", async () => {
    const page = await journey.pageWithoutScripts();
    await page.goto(url("/about"));
    await nav(page).getByRole("link", { name: "Sign In" }).click();
    await page.waitForURL(url("/learner/login"));
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill(DEMO.password);
    await form.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(url("/learner/Profile"));
    await page.goBack();
    await page.waitForURL(url("/about"));
    await page.context().close();
  });
});

describe("the filter sidebar's text keeps the courses whose name contains it", () => {
  /** The active courses' names that contain `text`, case-insensitive, as the API holds them. */
  async function namesContaining(text: string): Promise<string[]> {
    const res = await journey.api("/ictData/");
    expect(res.status).toBe(200);
    const courses = (await res.json()) as { ictName: string; ictSDesc: string }[];
    return courses.map((course) => course.ictName).filter((name) => name.toLowerCase().includes(text));
  }

  const shownNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();

  it("on the catalogue, as the visitor types (the description is not searched)", async () => {
    const expected = await namesContaining("architect");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(9); // all on the first page of cards
    const { context, page } = await newPage();
    await page.goto(url("/training_course"));
    await page.getByRole("button", { name: "Apply filters" }).waitFor({ state: "detached" }); // hydrated
    await page.getByRole("searchbox", { name: "Filter by course name" }).fill("architect");
    await page.waitForURL(/\?q=architect$/);
    await page.getByText(`Showing ${expected.length} of ${expected.length} course`).waitFor();
    expect((await shownNames(page)).sort()).toEqual([...expected].sort());
    await context.close();
  });

  it("on the catalogue without scripts, from the URL's query", async () => {
    const expected = await namesContaining("architect");
    const page = await journey.pageWithoutScripts();
    await page.goto(url("/training_course?q=ARCHITECT"));
    expect((await shownNames(page)).sort()).toEqual([...expected].sort());
    await page.context().close();
  });
});

describe("the header's menu and the Support panel answer the first tap, before the page's scripts have run", () => {
  /**
   * A phone (360 px, touch) on `path` whose scripts are held back until `release` is called: what
   * the visitor taps until then meets the server-rendered HTML alone.
   */
  async function phoneWithScriptsHeld(path: string) {
    const context = await journey.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const held: Route[] = [];
    let released = false;
    await page.route(/\.m?js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(url(path), { waitUntil: "commit" });
    const release = async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    };
    return { context, page, release, held };
  }

  /** Hydrated: React has taken the page over and run its first effects (listeners are live). */
  const hydrated = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => "__reactRouterDataRouter" in window && "__skillbridgeHydrated" in window), {
        timeout: 20_000,
      })
      .toBe(true);

  it("the menu opens on a tap before hydration, and Escape closes it after", async () => {
    const { context, page, release, held } = await phoneWithScriptsHeld("/about");
    const menu = page.getByRole("button", { name: "Menu" });
    const home = nav(page).getByRole("link", { name: "Home" });
    await menu.tap();
    await home.waitFor({ state: "visible" });
    expect(held.length).toBeGreaterThan(0); // the scripts were still held back when it opened
    await release();
    await hydrated(page);
    // hydration keeps it open, and the button tells so
    await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
    expect(await home.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await home.waitFor({ state: "hidden" });
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    // and it still opens and closes as usual
    await menu.tap();
    await home.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await home.waitFor({ state: "hidden" });
    await context.close();
  });

  it("Escape closes the menu even before the scripts have run, and a tap outside closes it", async () => {
    const { context, page, release } = await phoneWithScriptsHeld("/about");
    const menu = page.getByRole("button", { name: "Menu" });
    const home = nav(page).getByRole("link", { name: "Home" });
    await menu.tap();
    await home.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await home.waitFor({ state: "hidden" });
    await menu.tap();
    await home.waitFor({ state: "visible" });
    await page.touchscreen.tap(20, 700); // the page below the open menu
    await home.waitFor({ state: "hidden" });
    await release();
    await context.close();
  });

  it("Support opens its panel on a tap before its code has loaded, and Escape closes it", async () => {
    const { context, page, release, held } = await phoneWithScriptsHeld("/");
    const support = page.getByRole("button", { name: "Support" });
    const panel = page.getByRole("region", { name: "Customer care" });
    await support.tap();
    await panel.getByText("Live chat is not yet available").waitFor({ state: "visible" });
    expect(held.length).toBeGreaterThan(0);
    await release();
    await hydrated(page);
    await expect.poll(() => support.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    expect(await support.getAttribute("aria-expanded")).toBe("false");
    await support.tap();
    await panel.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    await context.close();
  });
});
