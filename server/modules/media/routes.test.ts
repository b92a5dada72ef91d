// Uploads (issue 6): staff only; a wrong type, a renamed file or an oversized file is refused with
// a clear message and nothing is stored; an accepted file is served back byte for byte, publicly,
// with immutable caching; the same content uploaded twice is stored once.
import { uploadMessages } from "@skillbridge/core/admin/media";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, signedInPeople, type TestContext } from "../../test/app.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("IHDR-not-a-real-image-but-a-png-signature"),
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

const upload = (body: Buffer | string, type: string, token = staffToken, name = "photo.png") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/media",
    headers: { ...apiHeaders(token || undefined), "content-type": type, "x-file-name": encodeURIComponent(name) },
    payload: body,
  });

const stored = async () => (await t.database.db.select({ n: count() }).from(schema.media))[0]!.n;

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t));
});
afterAll(() => t.close());

describe("POST /api/admin/media", () => {
  it("refuses anonymous visitors (401) and learners (403) and stores nothing", async () => {
    expect((await upload(PNG, "image/png", "")).statusCode).toBe(401);
    expect((await upload(PNG, "image/png", learnerToken)).statusCode).toBe(403);
    expect(await stored()).toBe(0);
  });

  it("stores a PNG for staff, serves it back publicly and writes an audit row", async () => {
    const res = await upload(PNG, "image/png", staffToken, "Cloud course.png");
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ contentType: "image/png", size: PNG.byteLength, name: "Cloud course.png" });
    expect(body.url).toMatch(/^\/media\/\d+-[0-9a-f]{8}\.png$/);

    const file = await t.app.inject({ method: "GET", url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const again = await t.app.inject({ method: "GET", url: body.url, headers: { "if-none-match": file.headers.etag } });
    expect(again.statusCode).toBe(304);

    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, "media"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "upload", entityId: String(body.id) });
  });

  it("stores the same content once and answers the same URL", async () => {
    const before = await stored();
    const first = await upload(PDF, "application/pdf", staffToken, "guide.pdf");
    const second = await upload(PDF, "application/pdf", staffToken, "copy.pdf");
    expect(first.statusCode).toBe(201);
    expect(second.json().url).toBe(first.json().url);
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ["a type that is not accepted", "<svg onload=alert(1)></svg>", "image/svg+xml", 415, uploadMessages.wrongType],
    ["plain text", "hello", "text/plain", 415, uploadMessages.wrongType],
    ["JSON", '{"a":1}', "application/json", 415, uploadMessages.wrongType],
    ["a renamed file (text claiming to be a PNG)", "not a png at all", "image/png", 415, uploadMessages.notWhatItSays],
    ["a PDF claiming to be a JPEG", PDF, "image/jpeg", 415, uploadMessages.notWhatItSays],
    ["an empty image", Buffer.alloc(0), "image/png", 413, uploadMessages.empty],
    [
      "an image over 2 MB",
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      "image/png",
      413,
      uploadMessages.imageTooLarge,
    ],
    [
      "a document over 10 MB",
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
      "application/pdf",
      413,
      uploadMessages.documentTooLarge,
    ],
  ])("refuses %s with a clear message and stores nothing", async (_label, body, type, status, detail) => {
    const before = await stored();
    const auditBefore = (await t.database.db.select({ n: count() }).from(schema.auditLog))[0]!.n;
    const res = await upload(body as Buffer | string, type, staffToken);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ detail });
    expect(await stored()).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(schema.auditLog))[0]!.n).toBe(auditBefore);
  });
});

describe("GET /media/{file}", () => {
  it("answers 404 for names that are not a stored file, including a right id with a wrong hash", async () => {
    const { url } = (await upload(Buffer.concat([PNG, Buffer.from("x")]), "image/png")).json();
    const wrongHash = url.replace(/-[0-9a-f]{8}\./, "-00000000.");
    for (const path of [wrongHash, "/media/999999-abcdef12.png", "/media/../../etc/passwd", "/media/1.png"]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });
});
