// The signature picture on /admin/business-settings as a browser without scripts sends it: a
// multipart POST to the page's action, which reads the file and sends it to the API; the page
// answers in words (saved, refused and why, removed) and shows the picture on file. Through the
// real app with an admin's session cookie, on each database driver.
import { signatureMessages } from "@skillbridge/core/money";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPaymentsApp, type PaymentsApp } from "../modules/payment/test-setup.ts";
import { apiHeaders, type TestContext } from "../test/app.ts";
import { SESSION_COOKIE } from "./auth.ts";

let app: PaymentsApp;
let t: TestContext;
// The payments app's PUBLIC_ORIGIN: page posts must come from it.
const SITE = "https://academy.example.in";
const URL = "/admin/business-settings";

beforeAll(async () => {
  app = await buildPaymentsApp({
    web: true,
    env: { PAGE_CACHE_SECONDS: "0" },
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  });
  t = app.t;
});
afterAll(() => t?.close());

const session = (token = app.adminToken) => `${SESSION_COOKIE}=${token}`;
const headers = (token?: string) => ({
  cookie: session(token),
  origin: SITE,
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
});

/** The signature form as the browser posts it: multipart, the file under "signature". */
async function postPicture(bytes: Uint8Array, name: string, type: string, token?: string) {
  const form = new FormData();
  form.set("intent", "signature");
  form.set("signature", new File([bytes], name, { type }));
  const request = new Request(`${SITE}${URL}`, { method: "POST", body: form });
  return t.app.inject({
    method: "POST",
    url: URL,
    headers: { ...headers(token), "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
const postRemove = () =>
  t.app.inject({
    method: "POST",
    url: URL,
    headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
    payload: "intent=remove-signature",
  });
const signature = async () =>
  (await t.app.inject({ url: "/api/admin/business-settings", headers: apiHeaders(app.adminToken) })).json().signature;
/** A text as React writes it into the page. */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

describe("the signature picture without scripts", () => {
  it("is a multipart form on the settings page that stores a PNG, refuses the rest in words, and is removed by a post", async () => {
    const page = await t.app.inject({ url: URL, headers: { cookie: session() } });
    expect(page.statusCode).toBe(200);
    const form = /<form[^>]*>(?:(?!<\/form>).)*Upload signature/s.exec(page.body)?.[0] ?? "";
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(form).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    expect(page.body).toContain("No signature on file");

    // A GIF named and declared as a PNG: judged by its content.
    const gif = await postPicture(
      Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      "sign.png",
      "image/png",
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.body).toContain(html(signatureMessages.wrongType));
    const big = await postPicture(Buffer.alloc(300 * 1024, 1), "sign.png", "image/png");
    expect(big.statusCode).toBe(413);
    expect(big.body).toContain(html(signatureMessages.tooLarge));
    expect(await signature()).toBeNull();

    const png = await sharp({ create: { width: 240, height: 80, channels: 4, background: "#1e2a78" } })
      .png()
      .toBuffer();
    // A plain staff member may look but not change it: the API's reason is shown.
    const refused = await postPicture(png, "sign.png", "image/png", app.plainStaffToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain("Only an admin may change the business settings");

    const saved = await postPicture(png, "signature.png", "image/png");
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(html(signatureMessages.saved));
    expect(saved.body).toContain('alt="The signature on file"');
    expect(saved.body).toContain("Remove signature");
    expect(await signature()).toMatchObject({ type: "image/png", bytes: png.byteLength });

    const removed = await postRemove();
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain(html(signatureMessages.removed));
    expect(removed.body).toContain("No signature on file");
    expect(await signature()).toBeNull();
  });
});
