// Uploads: staff only; a wrong type, a renamed file or an oversized file is refused with
// a clear message and nothing is stored; an accepted file is served back byte for byte; the same
// content uploaded twice is stored once. A file's name carries 128 random bits, so none can be guessed (old
// `{id}-{8 hex}` names answer 404); images are public with immutable caching; a PDF is served only
// to staff and to learners enrolled in a batch of a course listing it as a study material,
// privately, under the material's name; anyone else gets a 404, as for a name that is no file.
import { createHash } from "node:crypto";
import { uploadMessages } from "@skillbridge/core/admin/media";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { FILE_CSP } from "../../plugins/security.ts";
import { apiHeaders, build, signedInPeople, signIn, type TestContext } from "../../test/app.ts";
import { createBatch, createCourse, createLearner, enrol } from "../../test/factories.ts";

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
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);

    const file = await t.app.inject({ method: "GET", url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
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
  it("names each file by 128 random bits: not its id, not its content's hash, not the same twice", async () => {
    const one = Buffer.concat([PNG, Buffer.from("one")]);
    const two = Buffer.concat([PNG, Buffer.from("two")]);
    const urls = [];
    for (const bytes of [one, two]) {
      const res = await upload(bytes, "image/png");
      expect(res.statusCode).toBe(201);
      urls.push(res.json() as { id: number; url: string });
    }
    const tokens = urls.map(({ url }) => /^\/media\/([0-9a-f]{32})\.png$/.exec(url)?.[1]);
    expect(tokens.every(Boolean), JSON.stringify(urls)).toBe(true);
    expect(new Set(tokens).size).toBe(2);
    for (const [index, bytes] of [one, two].entries()) {
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      expect(sha256).not.toContain(tokens[index]!.slice(0, 8));
    }
  });

  it("answers 404 for names that are not a stored file, including the old {id}-{hash} name of a stored one", async () => {
    const bytes = Buffer.concat([PNG, Buffer.from("x")]);
    const { id, url } = (await upload(bytes, "image/png")).json();
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const oldName = `/media/${id}-${sha256.slice(0, 8)}.png`;
    const wrongToken = url.replace(/[0-9a-f]{32}/, "0".repeat(32));
    const wrongType = url.replace(/\.png$/, ".jpg");
    for (const path of [
      oldName,
      wrongToken,
      wrongType,
      "/media/999999-abcdef12.png",
      "/media/../../etc/passwd",
      "/media/1.png",
    ]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });
});

describe("a study material's PDF", () => {
  const GUIDE = Buffer.from("%PDF-1.7\n% the CCNA exam guide\n%%EOF\n");
  const LOOSE = Buffer.from("%PDF-1.7\n% uploaded, on no course yet\n%%EOF\n");
  let guideUrl: string;
  let looseUrl: string;
  let enrolledToken: string;
  let otherToken: string;
  let courseId: number;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const asCookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
  const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const expectNotFound = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe("Not found");
    expect(res.headers["cache-control"]).toBeUndefined();
    expect(res.headers["content-disposition"]).toBeUndefined();
  };

  beforeAll(async () => {
    const db = t.database.db;
    guideUrl = (await upload(GUIDE, "application/pdf", staffToken, "ccna-v1.1.pdf")).json().url;
    looseUrl = (await upload(LOOSE, "application/pdf", staffToken, "draft.pdf")).json().url;
    // The course that lists the guide, with a learner in one of its batches; another course with
    // another learner, who must not read it.
    const course = await createCourse(db);
    courseId = course.id;
    const otherCourse = await createCourse(db);
    const added = await t.app.inject({
      method: "POST",
      url: `/api/admin/courses/${course.id}/materials`,
      headers: apiHeaders(staffToken),
      payload: { SMName: "CCNA exam guide (v1.1)", SMType: "PDF", SMSrc: guideUrl },
    });
    expect(added.statusCode, added.body).toBe(201);
    await createBatch(db, course.id);
    const enrolled = await createLearner(db);
    await enrol(db, enrolled.id, (await createBatch(db, course.id)).id);
    const other = await createLearner(db);
    await enrol(db, other.id, (await createBatch(db, otherCourse.id)).id);
    enrolledToken = await signIn(t.app, "learner", enrolled.email);
    otherToken = await signIn(t.app, "learner", other.email);
  });

  it("is linked from no public answer about the course", async () => {
    for (const url of [
      `/api/ictData/${courseId}`,
      `/api/ictData/${courseId}/page`,
      `/api/ictData/${courseId}/learning-modules`,
      "/api/ictData/",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: apiHeaders() });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(guideUrl);
      expect(res.body, url).not.toContain("CCNA exam guide");
    }
    // The learner's list needs a learner enrolled in the course.
    const list = `/api/study-materials/ict/${courseId}/`;
    expect((await t.app.inject({ method: "GET", url: list, headers: apiHeaders() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: list, headers: apiHeaders(otherToken) })).statusCode).toBe(403);
  });

  it("is not found for visitors, whatever they send", async () => {
    expectNotFound(await get(guideUrl));
    expectNotFound(await get(guideUrl, asCookie("not-a-token")));
    expectNotFound(await get(guideUrl, asBearer("not.a.token")));
  });

  it("is not found for a learner not enrolled in the course, nor for one enrolled in no course", async () => {
    expectNotFound(await get(guideUrl, asCookie(otherToken)));
    expectNotFound(await get(guideUrl, asBearer(otherToken)));
    expectNotFound(await get(guideUrl, asCookie(learnerToken)));
  });

  it("is served to an enrolled learner, privately and never stored, under the material's name", async () => {
    // The address the learner's list of materials gives is the one that works.
    const course = (
      await t.database.db.select().from(schema.studyMaterials).where(eq(schema.studyMaterials.src, guideUrl))
    )[0]!;
    const list = await t.app.inject({
      method: "GET",
      url: `/api/study-materials/ict/${course.courseId}/`,
      headers: apiHeaders(enrolledToken),
    });
    expect(list.json()).toEqual([expect.objectContaining({ SMName: "CCNA exam guide (v1.1)", SMSrc: guideUrl })]);

    for (const headers of [asCookie(enrolledToken), asBearer(enrolledToken)]) {
      const res = await get(guideUrl, headers);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(GUIDE)).toBe(true);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.headers["content-security-policy"]).toBe(FILE_CSP);
      expect(res.headers["content-disposition"]).toBe("inline; filename*=UTF-8''CCNA%20exam%20guide%20%28v1.1%29.pdf");
    }
  });

  it("is not found for a learner once the course no longer lists it", async () => {
    const [material] = await t.database.db
      .select()
      .from(schema.studyMaterials)
      .where(eq(schema.studyMaterials.src, guideUrl));
    await t.database.db
      .update(schema.studyMaterials)
      .set({ src: "https://example.com/elsewhere.pdf" })
      .where(eq(schema.studyMaterials.id, material!.id));
    try {
      expectNotFound(await get(guideUrl, asCookie(enrolledToken)));
    } finally {
      await t.database.db
        .update(schema.studyMaterials)
        .set({ src: guideUrl })
        .where(eq(schema.studyMaterials.id, material!.id));
    }
    expect((await get(guideUrl, asCookie(enrolledToken))).statusCode).toBe(200);
  });

  it("is served to staff, listed on a course or not; a PDF on no course is not found for learners", async () => {
    const guide = await get(guideUrl, asCookie(staffToken));
    expect(guide.statusCode).toBe(200);
    expect(guide.headers["cache-control"]).toBe("private, no-store");
    expect(guide.headers["content-disposition"]).toContain("CCNA%20exam%20guide");
    const loose = await get(looseUrl, asBearer(staffToken));
    expect(loose.statusCode).toBe(200);
    expect(loose.rawPayload.equals(LOOSE)).toBe(true);
    expect(loose.headers["cache-control"]).toBe("private, no-store");
    expect(loose.headers["content-disposition"]).toBe("inline; filename*=UTF-8''draft.pdf");
    expectNotFound(await get(looseUrl, asCookie(enrolledToken)));
    expectNotFound(await get(looseUrl));
  });

  it("leaves images public: served to anyone with immutable caching", async () => {
    const { url } = (await upload(Buffer.concat([PNG, Buffer.from("public")]), "image/png")).json();
    for (const headers of [{}, asCookie(otherToken)]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });
});
