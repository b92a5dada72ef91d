// Files chosen in the back office's forms with JavaScript disabled travel with the post
// (multipart) and the route's action stores them through the API: a course's image (a text file
// refused first, nothing changed), a domain's icon and a study material's PDF. Each stored file is
// then served at its address with its own type.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../server/config.ts";
import { totp } from "../../../server/modules/auth/totp.ts";
import { E2E_API_KEY, newDataDir, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser } from "./browser.ts";

const STAFF = { email: "isha.uploads@example.in", password: "copper lantern tide 31" };
// A 1 × 1 PNG and the smallest PDF header the server recognises by its first bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  const dataDir = newDataDir();
  const created = spawnSync(
    process.execPath,
    [join(repoRoot, "server/db/cli/staff-create.ts"), "--email", STAFF.email, "--password", STAFF.password, "--admin"],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  expect(created.status, created.stderr).toBe(0);
  [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("E-mail").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("heading", { name: "Set up your second factor" }).waitFor();
  const secret = ((await page.locator("#totp-key").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await page.waitForURL(`${server.url}/admin`);
}

async function apiGet<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${server.url}/api${path}`, { headers: { "x-api-key": E2E_API_KEY } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The stored file at `address`, fetched with the staff session: its status and type. */
async function served(context: BrowserContext, address: string) {
  const response = await context.request.get(`${server.url}${address}`);
  return { status: response.status(), type: response.headers()["content-type"] };
}

describe("uploads in the back office without JavaScript", () => {
  it("stores a course's image, a domain's icon and a study material's PDF chosen in the forms", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    const courses = await apiGet<{ items: { id: number }[] }>(context, "/admin/courses");
    const courseId = courses.items[0]?.id;
    expect(courseId).toBeDefined();
    type Course = { ictImg: string };
    const imageBefore = (await apiGet<Course>(context, `/admin/courses/${courseId}`)).ictImg;

    // A text file is not an image: refused beside the upload field, the course unchanged.
    await page.goto(`${server.url}/admin/courses/${courseId}`);
    await page
      .getByLabel("Upload an image")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Upload a PNG, JPEG or WebP image.").waitFor();
    expect((await apiGet<Course>(context, `/admin/courses/${courseId}`)).ictImg).toBe(imageBefore);

    // A PNG: stored, its address saved as the course's image and served as a PNG.
    await page.getByLabel("Upload an image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Course saved").waitFor();
    const image = (await apiGet<Course>(context, `/admin/courses/${courseId}`)).ictImg;
    expect(image).toMatch(/^\/media\//);
    expect(await page.getByLabel("Image path or address").inputValue()).toBe(image);
    expect(await served(context, image)).toEqual({ status: 200, type: "image/png" });

    // A domain's icon, chosen in the edit form on the page.
    const domains = await apiGet<{ id: number; domain: string }[] | { items: { id: number; domain: string }[] }>(
      context,
      "/admin/domains",
    );
    const domain = (Array.isArray(domains) ? domains : domains.items)[0];
    expect(domain).toBeDefined();
    await page.goto(`${server.url}/admin/domains?edit=${domain?.id}`);
    await page
      .getByLabel("Or upload an icon image")
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("button", { name: "Save domain" }).click();
    await page.waitForURL(`${server.url}/admin/domains`);
    const after = await apiGet<{ id: number; icon: string }[] | { items: { id: number; icon: string }[] }>(
      context,
      "/admin/domains",
    );
    const icon = (Array.isArray(after) ? after : after.items).find((item) => item.id === domain?.id)?.icon ?? "";
    expect(icon).toMatch(/^\/media\//);
    expect(await served(context, icon)).toEqual({ status: 200, type: "image/png" });

    // A study material's PDF: its type is PDF and its address the stored file.
    await page.goto(`${server.url}/admin/courses/${courseId}/content?add=materials`);
    const material = () => page.getByRole("region", { name: "Add study material" });
    await material().getByLabel(/^Name/).fill("Exam guide");
    await material()
      .getByLabel("Upload a PDF")
      .setInputFiles({ name: "guide.pdf", mimeType: "application/pdf", buffer: PDF });
    await material().getByRole("button", { name: "Add study material" }).click();
    await page.getByText("Added to the course's content").waitFor();
    type Content = { materials: { SMName: string; SMType: string; SMSrc: string }[] };
    const stored = (await apiGet<Content>(context, `/admin/courses/${courseId}/content`)).materials.find(
      (item) => item.SMName === "Exam guide",
    );
    expect(stored).toMatchObject({ SMType: "PDF", SMSrc: expect.stringMatching(/^\/media\//) });
    expect(await served(context, stored?.SMSrc ?? "")).toEqual({ status: 200, type: "application/pdf" });
    await context.close();
  });
});
