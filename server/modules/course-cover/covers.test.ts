// A course's cover uploaded by staff is resized into AVIF and WebP at three
// widths and named on the course's card facts; a non-image, an SVG (declared or disguised), a
// damaged or too large file is refused with a clear message and nothing is stored. A course
// without one gets a generated SVG cover: the same every time, different for every course, its
// name escaped. Runs on PGlite and PostgreSQL.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { apiHeaders, build, rowCount, signedInPeople, type TestContext } from "../../test/app.ts";
import { createCourse, createDomain } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let course: { id: number };
let sibling: { id: number };

beforeAll(async () => {
  t = await build();
  ({ staffToken, learnerToken } = await signedInPeople(t));
  const domain = await createDomain(t.database.db, { name: "Covers" });
  course = await createCourse(t.database.db, { name: `Kubernetes <b>&</b> "Friends"`, domainId: domain.id });
  sibling = await createCourse(t.database.db, { name: "Kubernetes Security", domainId: domain.id });
});
afterAll(() => t.close());

const upload = (bytes: Uint8Array | Buffer, type: string, token: string | null = staffToken, id = course.id) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/courses/${id}/cover`,
    headers: { ...apiHeaders(token ?? undefined), "content-type": type },
    payload: Buffer.from(bytes),
  });
const picture = (width: number, height: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    [format]()
    .toBuffer();
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe("uploading a cover", () => {
  it("refuses what is not a picture, an SVG, a damaged or too large file, with a clear message; stores nothing", async () => {
    const refusals: [Buffer, string, number, string][] = [
      [SVG, "image/png", 415, "SVG drawings are not accepted as covers: upload a PNG, JPEG or WebP picture."],
      [SVG, "image/svg+xml", 415, "SVG drawings are not accepted as covers: upload a PNG, JPEG or WebP picture."],
      [
        Buffer.from("just some text"),
        "image/jpeg",
        415,
        "The file's content does not match its type: it may be damaged or renamed.",
      ],
      [Buffer.from("%PDF-1.4 a document"), "application/pdf", 415, "Upload a PNG, JPEG or WebP image."],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("broken")]),
        "image/png",
        415,
        "This picture could not be read: it may be damaged. Upload a PNG, JPEG or WebP picture.",
      ],
      [Buffer.alloc(2 * 1024 * 1024 + 1, 0xff), "image/jpeg", 413, "The image is too large: images may be up to 2 MB."],
    ];
    for (const [bytes, type, status, detail] of refusals) {
      const res = await upload(bytes, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(status);
      expect(res.json()).toEqual({ detail });
    }
    const small = await upload(await picture(300, 200, "png"), "image/png");
    expect(small.statusCode).toBe(422);
    expect(await rowCount(t, schema.courseCovers)).toBe(0);
  });

  it("is for staff only", async () => {
    const png = await picture(800, 450, "png");
    expect((await upload(png, "image/png", null)).statusCode).toBe(401);
    expect((await upload(png, "image/png", learnerToken)).statusCode).toBe(403);
  });

  it("resizes a picture to 16:9 AVIF and WebP at 320, 640 and 960 px, named on the card's facts", async () => {
    const res = await upload(await picture(1600, 1200, "jpeg"), "image/jpeg");
    expect(res.statusCode, res.body).toBe(201);
    const { coverToken } = res.json() as { coverToken: string };
    expect(coverToken).toMatch(/^[0-9a-f]{32}$/);
    for (const width of [320, 640, 960]) {
      for (const format of ["avif", "webp"] as const) {
        const file = await t.app.inject({ method: "GET", url: `/media/covers/${coverToken}-${width}.${format}` });
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-type"]).toBe(`image/${format}`);
        expect(file.headers["cache-control"]).toContain("immutable");
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 9) / 16)]);
      }
    }
    const list = await t.app.inject({ method: "GET", url: `/api/ictData/?search=Kubernetes`, headers: apiHeaders() });
    const facts = (list.json() as { id: number; facts: { coverToken: string | null } }[]).map((item) => [
      item.id,
      item.facts.coverToken,
    ]);
    expect(facts).toEqual(
      expect.arrayContaining([
        [course.id, coverToken],
        [sibling.id, null],
      ]),
    );
    // A new upload replaces the set: the old files are gone.
    const again = await upload(await picture(1000, 600, "png"), "image/png");
    expect(again.statusCode).toBe(201);
    expect((await t.app.inject({ method: "GET", url: `/media/covers/${coverToken}-640.webp` })).statusCode).toBe(404);
    expect(await rowCount(t, schema.courseCovers)).toBe(6);
  });
});

describe("the generated cover", () => {
  it("is the same for a course every time, different for another course of its domain, its name escaped", async () => {
    const get = (id: number) => t.app.inject({ method: "GET", url: `/covers/${id}.svg` });
    const first = await get(course.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toContain("image/svg+xml");
    expect(first.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(first.body).toContain("Kubernetes &lt;b&gt;&amp;&lt;/b&gt; &quot;Friends&quot;");
    expect(first.body).not.toContain("<b>");
    expect((await get(course.id)).body).toBe(first.body);
    const other = await get(sibling.id);
    expect(other.body).not.toBe(first.body);
    expect((await get(987654)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/covers/../etc.svg" })).statusCode).toBe(404);
  });
});
