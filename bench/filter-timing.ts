// Scale, in the browser: on the catalogue page, how long from a key press in the text filter
// until the course list has changed on screen. The filter is found as a visitor finds it (by its
// role and label); a MutationObserver on the results, outside the filter form, notes the first
// change after the key press and the frame after it. The page's own input delay is included.
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { CHROME_FLAGS } from "./lighthouse.ts";
import { chromePath } from "./machine.ts";
import { median, percentile } from "./stats.ts";

export type FilterTiming =
  | { ok: true; samplesMs: number[]; medianMs: number; p95Ms: number; missed: number; loadMs: number }
  | { ok: false; reason: string };

/** The catalogue's text filter, as a visitor finds it: the search box of the filter panel. */
async function findFilter(page: Page): Promise<Locator | null> {
  const candidates = [
    page.getByRole("region", { name: /filter/i }).getByRole("searchbox"),
    page.getByRole("searchbox", { name: /name contains|filter/i }),
    page.getByLabel(/name contains/i),
    page.getByRole("main").getByRole("searchbox"),
  ];
  for (const candidate of candidates) {
    const first = candidate.first();
    if (await first.isVisible().catch(() => false)) return first;
  }
  return null;
}

/** In the page: stamp the key press, then the first frame after the results changed. */
function installProbe(input: HTMLInputElement | HTMLTextAreaElement) {
  const probe = { down: 0, updated: 0 };
  (window as unknown as { __benchProbe: typeof probe }).__benchProbe = probe;
  // Watch the course results (the "Courses" region) when there is one, else the page outside the filter.
  const results = document.querySelector('[aria-label="Courses"]');
  const filterPanel = input.closest("section, form") ?? input;
  const counts = (target: Node) => (results ? results.contains(target) : !filterPanel.contains(target));
  input.addEventListener(
    "keydown",
    () => {
      probe.down = performance.now();
      probe.updated = 0;
    },
    true,
  );
  let pending = false;
  new MutationObserver((records) => {
    if (!probe.down || probe.updated || pending) return;
    if (!records.some((record) => counts(record.target))) return;
    pending = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        probe.updated = performance.now();
        pending = false;
      }),
    );
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}

async function oneKey(page: Page, input: Locator, key: string, timeout = 5000): Promise<number | null> {
  await input.press(key);
  try {
    await page.waitForFunction(
      () => (window as unknown as { __benchProbe: { updated: number } }).__benchProbe.updated > 0,
      null,
      {
        timeout,
        polling: 20,
      },
    );
  } catch {
    return null;
  }
  const ms = await page.evaluate(() => {
    const probe = (window as unknown as { __benchProbe: { down: number; updated: number } }).__benchProbe;
    return probe.updated - probe.down;
  });
  await page.waitForTimeout(300); // let infinite scroll and late renders settle before the next key
  return ms;
}

export async function measureFilter(options: { url: string; keystrokes: number }): Promise<FilterTiming> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromePath,
      args: CHROME_FLAGS.filter((f) => f !== "--headless"),
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const started = performance.now();
    const response = await page.goto(options.url, { waitUntil: "load", timeout: 120_000 });
    const loadMs = performance.now() - started;
    if (!response?.ok()) return { ok: false, reason: `catalogue page answered ${response?.status()}` };
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
    const input = await findFilter(page);
    if (!input) return { ok: false, reason: "no text filter found on the catalogue page (by role or label)" };
    // Typing before React has hydrated the field would be lost: wait until React owns it.
    const hydrated = await input
      .evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const started = performance.now();
            const check = () => {
              if (Object.keys(element).some((key) => key.startsWith("__reactProps"))) resolve(true);
              else if (performance.now() - started > 60_000) resolve(false);
              else setTimeout(check, 50);
            };
            check();
          }),
      )
      .catch(() => false);
    if (!hydrated) return { ok: false, reason: "the catalogue page did not hydrate within 60 s" };
    await input.evaluate(installProbe);
    await input.click();
    // An unmeasured first key proves the page is hydrated and the filter changes the list.
    const warm = await oneKey(page, input, "k", 15_000);
    if (warm === null) return { ok: false, reason: "typing in the text filter did not change the course list" };
    await oneKey(page, input, "Backspace");
    // Letters that not every course name contains, so each key press changes the list; each is
    // typed into the empty field and then deleted, and both key presses are measured.
    const letters = ["x", "j", "q", "v", "z", "y", "k", "w", "2", "f"];
    const samples: number[] = [];
    let missed = 0;
    for (let i = 0; samples.length + missed < options.keystrokes; i++) {
      const key = i % 2 === 0 ? letters[Math.floor(i / 2) % letters.length]! : "Backspace";
      const ms = await oneKey(page, input, key);
      if (ms === null) missed++;
      else samples.push(ms);
    }
    if (!samples.length) return { ok: false, reason: "no key press changed the course list" };
    return {
      ok: true,
      samplesMs: samples,
      medianMs: median(samples)!,
      p95Ms: percentile(samples, 95)!,
      missed,
      loadMs,
    };
  } catch (error) {
    return { ok: false, reason: (error as Error).message.split("\n")[0] ?? "browser failed" };
  } finally {
    await browser?.close();
  }
}
