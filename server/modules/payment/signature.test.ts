// The authorised signatory's signature picture: set by an admin from a PNG or JPEG of at most
// 200 kB (judged by its content; a damaged picture refused), shown back on the settings, drawn on
// the tax invoices issued after, removed again; refused without saved settings; audited without
// the picture. PGlite and PostgreSQL.
import { execFileSync } from "node:child_process";
import { signatureMessages } from "@skillbridge/core/money";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, auditRows, caller, type TestContext } from "../../test/app.ts";
import { createBatch, createLead } from "../../test/factories.ts";
import { BUSINESS_SETTINGS, buildPaymentsApp, type PaymentsApp, requestPayment } from "./test-setup.ts";

let app: PaymentsApp;
let t: TestContext;
let asAdmin: ReturnType<typeof caller>;
let pngBytes: Buffer;
let jpegBytes: Buffer;

beforeAll(async () => {
  app = await buildPaymentsApp({
    settings: null,
    course: { name: "Cloud Security Essentials", price: { list: 30000, sell: 24999 } },
  });
  t = app.t;
  asAdmin = caller(t, () => app.adminToken);
  const ink = { width: 240, height: 80, channels: 4 as const, background: { r: 20, g: 30, b: 120, alpha: 0.8 } };
  pngBytes = await sharp({ create: ink }).png().toBuffer();
  jpegBytes = await sharp({ create: { ...ink, channels: 3 as const } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array, token = app.adminToken) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/business-settings/signature",
    headers: apiHeaders(token),
    payload: { imageBase64: Buffer.from(bytes).toString("base64") },
  });

let utr = 634_500_000_100;
/** A lead's fee paid by UPI and confirmed by staff: its tax invoice's PDF. */
async function invoicePdf(): Promise<Buffer> {
  const batch = await createBatch(t.database.db, app.course.id);
  const lead = await createLead(t.database.db, {
    email: `signed.${Math.random().toString(36).slice(2)}@example.com`,
    courseId: app.course.id,
    trainingCardId: batch.id,
  });
  const { token, requestId } = await requestPayment(asAdmin, t, lead);
  const claimed = await t.app.inject({
    method: "POST",
    url: "/api/payments/utr",
    headers: apiHeaders(),
    payload: { token, method: "upi", utr: String(utr++) },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const [payment] = await t.database.db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.paymentRequestId, requestId)));
  const confirmed = await asAdmin("POST", `/api/admin/payments/${payment!.id}/confirm`, undefined, app.staffToken);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [invoice] = await t.database.db
    .select()
    .from(schema.documents)
    .where(and(eq(schema.documents.paymentRequestId, requestId), eq(schema.documents.kind, "tax_invoice")));
  const document = await asAdmin("GET", `/api/admin/documents/${invoice!.id}`);
  expect(document.statusCode).toBe(200);
  return Buffer.from(document.json().pdfBase64, "base64");
}
/** The kind of each picture in a PDF ("image", or "smask" for a PNG's transparency). */
const imagesOf = (pdf: Buffer) =>
  execFileSync("pdfimages", ["-list", "-"], { input: pdf })
    .toString("utf8")
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => line.trim().split(/\s+/)[2]);
const textOf = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

describe("the signatory's signature picture", () => {
  it("waits for the business settings, and only an admin sets or removes it", async () => {
    const early = await upload(pngBytes);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(signatureMessages.noSettings);
    const saved = await asAdmin("PUT", "/api/admin/business-settings", BUSINESS_SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().signature).toBeNull();

    for (const token of [app.staffToken, app.plainStaffToken]) {
      expect((await upload(pngBytes, token)).statusCode).toBe(403);
      expect((await asAdmin("DELETE", "/api/admin/business-settings/signature", undefined, token)).statusCode).toBe(
        403,
      );
    }
    expect((await upload(pngBytes, "")).statusCode).toBe(401);
  });

  it("refuses what is not a readable PNG or JPEG of at most 200 kB, in words, keeping none", async () => {
    const refusals: [Uint8Array, number, string][] = [
      [Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"), 415, signatureMessages.wrongType],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), 415, signatureMessages.wrongType],
      [
        await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
          .webp()
          .toBuffer(),
        415,
        signatureMessages.wrongType,
      ],
      // A PNG's first bytes and nothing a picture is made of.
      [Buffer.concat([pngBytes.subarray(0, 8), Buffer.alloc(200, 7)]), 422, signatureMessages.unreadable],
      [Buffer.concat([pngBytes, Buffer.alloc(200 * 1024)]), 413, signatureMessages.tooLarge],
      // Far over: refused before it is read.
      [Buffer.alloc(1024 * 1024, 1), 413, signatureMessages.tooLarge],
      [new Uint8Array(), 422, signatureMessages.missing],
    ];
    for (const [bytes, status, message] of refusals) {
      const res = await upload(bytes);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().detail).toBe(message);
    }
    expect((await asAdmin("GET", "/api/admin/business-settings")).json().signature).toBeNull();
  });

  it("is kept from a PNG or a JPEG, shown back, drawn on the invoices issued after, and removed; audited without the picture", async () => {
    const before = await invoicePdf();
    expect(imagesOf(before)).toEqual([]);

    const jpeg = await upload(jpegBytes);
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().signature).toEqual({
      type: "image/jpeg",
      bytes: jpegBytes.byteLength,
      base64: jpegBytes.toString("base64"),
    });
    const png = await upload(pngBytes);
    expect(png.statusCode, png.body).toBe(200);
    expect((await asAdmin("GET", "/api/admin/business-settings")).json().signature).toMatchObject({
      type: "image/png",
      bytes: pngBytes.byteLength,
    });

    const signed = await invoicePdf();
    expect(imagesOf(signed)).toContain("image");
    expect(textOf(signed)).toContain("For Example Skills Training Private Limited Anita Rao Authorised Signatory");

    const removed = await asAdmin("DELETE", "/api/admin/business-settings/signature");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().signature).toBeNull();
    expect(imagesOf(await invoicePdf())).toEqual([]);

    const audit = (await auditRows(t, "business_settings", 1)).filter((row) => row.action.includes("signature"));
    expect(audit.map((row) => row.action)).toEqual([
      "business-settings.signature",
      "business-settings.signature",
      "business-settings.signature-remove",
    ]);
    expect(audit[1]!.after).toEqual({
      signature: { type: "image/png", bytes: pngBytes.byteLength, sha256: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
    expect(audit[2]!.after).toEqual({ signature: null });
    // The settings' own save logs the signature the same short way.
    const saved = await asAdmin("PUT", "/api/admin/business-settings", BUSINESS_SETTINGS);
    expect(saved.statusCode).toBe(200);
    const everything = JSON.stringify(await auditRows(t, "business_settings", 1));
    expect(everything).not.toContain(pngBytes.toString("base64").slice(0, 40));
    expect(everything).not.toContain(jpegBytes.toString("base64").slice(0, 40));
  });
});
