// Certificates, in real Chromium against the real server and its demo data: the demo
// staff member issues a certificate for the demo learner's completed batch from the back office;
// its PDF names the learner and links its verification page; a visitor without JavaScript types
// its code loosely on /verify and sees it valid, uploads its signed credential (valid; one changed
// word: not valid), and a mistyped code is told apart; staff revoke it with a reason and the
// verification page and the credential check then say revoked. The same check in Hindi
// (/hi/verify → /hi/verify/{code}) answers in Hindi.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { hindiDictionary as hi } from "@skillbridge/core/i18n/hi";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_API_KEY, type ServerProcess, startServer } from "../../../server/test/server-process.ts";
import { launchBrowser, watchForErrors } from "./browser.ts";
import { englishIn, visitorText } from "./hindi-text.ts";
import { gotoReady, reloadReady, signInStaffByCookie } from "./journey.ts";

const DEMO_STAFF = { email: "demo.staff@example.com", password: "Staff@12345" };
const DEMO_LEARNER = { email: "demo.learner@example.com", password: "Demo@12345" };

let server: ServerProcess;
let browser: Browser;
let batchId: number;

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const login = await fetch(`${server.url}/api/login/learners/`, {
    method: "POST",
    headers: { "x-api-key": E2E_API_KEY, "content-type": "application/json" },
    body: JSON.stringify(DEMO_LEARNER),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const cards = (await (
    await fetch(`${server.url}/api/learners/email/${encodeURIComponent(DEMO_LEARNER.email)}/training-cards`, {
      headers: { "x-api-key": E2E_API_KEY, authorization: `Bearer ${token}` },
    })
  ).json()) as { trainingCard: { id: number; batchEndDate: string | null } }[];
  const today = new Date().toISOString().slice(0, 10);
  const completed = cards.find((card) => card.trainingCard.batchEndDate && card.trainingCard.batchEndDate < today);
  expect(completed).toBeDefined();
  batchId = completed!.trainingCard.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("certificates", () => {
  it("staff issue one; anyone verifies it without scripts; revoked, the page says so", async () => {
    const staffContext = await browser.newContext();
    const page = await staffContext.newPage();
    const problems = watchForErrors(page);
    await signInStaffByCookie(page, server, DEMO_STAFF);

    await gotoReady(page, `${server.url}/admin/batches/${batchId}`);
    await page.getByRole("link", { name: "Certificates" }).click();
    await page.waitForURL(`${server.url}/admin/batches/${batchId}/certificates`);
    await page.getByRole("heading", { level: 1, name: /^Certificates: / }).waitFor();
    await expectAccessible(page);
    const row = page.getByRole("row").filter({ hasText: DEMO_LEARNER.email });
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Issue to the chosen learners" }).click();
    await page.getByText("1 certificate issued.").waitFor();
    const code = (await row.locator("code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{3}[0-9A-Z*~$=]$/);

    // The learner finds it on the dashboard and downloads the PDF (its text read back with
    // pdftotext: it names the certificate's code and its QR link's page) and the credential.
    const learnerContext = await browser.newContext();
    const signedIn = await learnerContext.request.post(`${server.url}/api/login/learners/`, {
      headers: { "x-api-key": E2E_API_KEY },
      data: DEMO_LEARNER,
    });
    expect(signedIn.status()).toBe(200);
    const learnerPage = await learnerContext.newPage();
    const learnerProblems = watchForErrors(learnerPage);
    await gotoReady(learnerPage, `${server.url}/learner/Profile?tab=certificates`);
    const card = learnerPage.getByRole("tabpanel").getByRole("article").filter({ hasText: code });
    await card.getByText("Valid", { exact: true }).waitFor();
    await expectAccessible(learnerPage);
    const pdfHref = (await card.getByRole("link", { name: /^Download PDF/ }).getAttribute("href")) ?? "";
    const pdf = await learnerPage.request.get(`${server.url}${pdfHref}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const pdfFile = join(mkdtempSync(join(tmpdir(), "sb-e2e-cert-")), "certificate.pdf");
    writeFileSync(pdfFile, await pdf.body());
    const pdfText = execFileSync("pdftotext", [pdfFile, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    const verifyUrl = `${server.url}/verify/${encodeURIComponent(code)}`;
    expect(pdfText).toContain(code);
    expect(pdfText).toContain("Certificate of Completion");
    expect(pdfText).toContain(verifyUrl);
    expect(await card.getByRole("link", { name: verifyUrl }).getAttribute("href")).toBe(verifyUrl);
    const linkedIn = new URL((await card.getByRole("link", { name: /^Add to LinkedIn/ }).getAttribute("href")) ?? "");
    expect(linkedIn.searchParams.get("certUrl")).toBe(verifyUrl);
    const credentialHref = (await card.getByRole("link", { name: /^Download credential/ }).getAttribute("href")) ?? "";
    const credential = await (await learnerPage.request.get(`${server.url}${credentialHref}`)).text();

    // A visitor without JavaScript: the code typed in lower case with spaces instead of hyphens.
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${server.url}/verify`);
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await visitor.getByLabel("Certificate code").fill(code.toLowerCase().replace(/-/g, " "));
    await visitor.getByRole("button", { name: "Verify" }).click();
    await visitor.waitForURL(`${server.url}/verify/${encodeURIComponent(code)}`);
    await visitor.getByRole("heading", { name: "Valid certificate" }).waitFor();
    const facts = await visitor.locator("dl", { hasText: "Awarded to" }).textContent();
    expect(facts).toContain(code);
    expect(facts).toContain("SkillBridge Academy");
    expect(facts).toMatch(/\d+ hours \(\d+ training \+ \d+ lab\)/);
    expect(facts).not.toContain(DEMO_LEARNER.email);

    // The signed credential uploaded on /verify: signature and status hold; one changed character fails.
    const upload = async (text: string) => {
      await visitor.goto(`${server.url}/verify`);
      await visitor
        .getByLabel("Credential file (.json)")
        .setInputFiles({ name: "credential.json", mimeType: "application/json", buffer: Buffer.from(text) });
      await visitor.getByRole("button", { name: "Check credential" }).click();
      await visitor.getByRole("heading", { name: "Check a digital credential" }).waitFor();
    };
    await upload(credential);
    await visitor.getByText("Signature valid: this credential was issued by us and has not been changed.").waitFor();
    await visitor.getByText("The certificate is valid.", { exact: false }).waitFor();
    await upload(credential.replace("Certificate of Completion", "Certificate of Excellence"));
    await visitor.getByText("Signature not valid").waitFor();

    // One character mistyped: caught by the check character, nothing else revealed.
    const typo = code.slice(0, 1) + (code[1] === "7" ? "8" : "7") + code.slice(2);
    await visitor.goto(`${server.url}/verify`);
    await visitor.getByLabel("Certificate code").fill(typo);
    await visitor.getByRole("button", { name: "Verify" }).click();
    await visitor.getByText("This code has a typing mistake").waitFor();
    expect(await visitor.getByText("Awarded to").count()).toBe(0);

    // In Hindi: the code typed on /hi/verify opens /hi/verify/{code}, valid, with its facts and
    // dates in Hindi and no English sentence; a mistyped code is refused in Hindi.
    await visitor.goto(`${server.url}/hi/verify`);
    await visitor.getByLabel(hi.verify.codeLabel).fill(code);
    await visitor.getByRole("button", { name: hi.verify.verify, exact: true }).click();
    await visitor.waitForURL(`${server.url}/hi/verify/${encodeURIComponent(code)}`);
    await visitor.getByRole("heading", { name: hi.verify.valid }).waitFor();
    const hindiFacts = (await visitor.locator("dl", { hasText: hi.verify.awardedTo }).textContent()) ?? "";
    expect(hindiFacts).toMatch(/\d+ घंटे \(\d+ ट्रेनिंग \+ \d+ लैब\)/);
    expect(hindiFacts).toMatch(new RegExp(`\\d{1,2} (${hi.dates.months.join("|")}) \\d{4}`, "u"));
    expect(englishIn(await visitorText(visitor))).toEqual([]);
    await visitor.goto(`${server.url}/hi/verify`);
    await visitor.getByLabel(hi.verify.codeLabel).fill(typo);
    await visitor.getByRole("button", { name: hi.verify.verify, exact: true }).click();
    await visitor.getByText(hi.verify.messages.codeMistyped).waitFor();
    expect(englishIn(await visitorText(visitor))).toEqual([]);

    // Staff revoke it with a reason; the verification page says revoked, with the date.
    await row.getByLabel("Reason to revoke").fill("Issued to the wrong batch");
    await row.getByRole("button", { name: "Revoke" }).click();
    await page.getByText(`Certificate ${code} revoked.`).waitFor();
    await row.getByText(/Revoked \d{1,2} \w{3} \d{4}: Issued to the wrong batch/).waitFor();
    await visitor.goto(verifyUrl);
    await visitor.getByRole("heading", { name: /^Revoked certificate: revoked on \d{1,2} \w{3} \d{4}$/ }).waitFor();
    await upload(credential);
    await visitor.getByText(/The certificate was revoked on \d{1,2} \w{3} \d{4}\./).waitFor();
    const revokedPage = await visitor.request.get(`${server.url}/verify/${encodeURIComponent(code)}`);
    expect(revokedPage.headers()["x-robots-tag"]).toBe("noindex");
    expect(revokedPage.headers()["cache-control"]).toContain("no-store");
    // The accessibility scan runs scripts in the page: in a context where they run.
    const scanned = await staffContext.newPage();
    await gotoReady(scanned, `${server.url}/verify/${encodeURIComponent(code)}`);
    await expectAccessible(scanned);

    await reloadReady(learnerPage);
    await card.getByText("This certificate was revoked.", { exact: false }).waitFor();
    expect(problems).toEqual([]);
    expect(learnerProblems).toEqual([]);
    await learnerContext.close();
    await visitorContext.close();
    await staffContext.close();
  }, 120_000);
});
