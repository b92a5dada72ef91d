// Account details that are true, in real Chromium without JavaScript (every step a plain post
// to a route action): a learner signs in through the site's login form and Active sessions names
// the browser and system of that session; asking for erasure asks once more, and the request can
// be withdrawn before staff act.
import { describe, expect, it } from "vitest";
import { startJourney } from "./journey.ts";

const LEARNER = { email: "second.learner@example.com", password: "Demo@12345" };
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const journey = startJourney();

describe("account details", () => {
  it("names the session's browser and system, and asks once more before an erasure that can be withdrawn", async () => {
    const page = await journey.pageWithoutScripts({ userAgent: WINDOWS_CHROME });
    await page.goto(`${journey.server.url}/learner/login`);
    const form = page.getByRole("main");
    await form.getByLabel("Email").fill(LEARNER.email);
    await form.getByLabel("Password").fill(LEARNER.password);
    await form.getByRole("button", { name: "Login" }).click();
    await page.waitForURL(/\/learner\/Profile$/);

    await page.goto(`${journey.server.url}/learner/account`);
    const sessions = page.getByRole("form", { name: "Active sessions" });
    await sessions
      .getByRole("row", { name: /This session/ })
      .getByText("Chrome on Windows")
      .waitFor();
    expect(await sessions.getByText("Unknown device").count()).toBe(0);

    // Asking brings the question first; nothing is sent until it is answered yes.
    await page.getByRole("button", { name: "Ask for my account to be erased" }).click();
    await page.getByText(/^Are you sure\? Once our staff carry it out/).waitFor();
    await page.getByRole("button", { name: "Keep my account" }).click();
    await page.getByText("Nothing was sent: your account stays as it is.").waitFor();

    await page.getByRole("button", { name: "Ask for my account to be erased" }).click();
    await page.getByRole("button", { name: "Yes, erase my account" }).click();
    await page.getByText(/You asked for your account to be erased on /).waitFor();

    await page.getByRole("button", { name: "Withdraw my erasure request" }).click();
    await page.getByText("Your erasure request is withdrawn: your account stays as it is.").waitFor();
    expect(await page.getByRole("button", { name: "Ask for my account to be erased" }).count()).toBe(1);
    await page.context().close();
  });
});
