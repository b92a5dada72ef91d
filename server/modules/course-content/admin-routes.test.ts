// The back office's course content: staff only; add, edit, delete and reorder modules,
// benefits, prerequisites, FAQs and study materials, each write audited; invalid input stores
// nothing; the public calls show every change at once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  build,
  caller,
  expectStaffOnly,
  type Method,
  rowCount,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let staffId: number;
let learnerToken: string;
let courseId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  ({ staffId, staffToken, learnerToken } = await signedInPeople(t));
  courseId = (await createCourse(db, { name: "Content Course" })).id;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const publicList = async (url: string) => {
  const res = await call("GET", url, undefined, null);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
};
const auditRows = (action: string, entityId?: number) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.action, action),
        entityId === undefined ? undefined : eq(schema.auditLog.entityId, String(entityId)),
      ),
    );

describe("access", () => {
  const calls: [Method, string, object?][] = [
    ["GET", "/api/admin/courses/1/content"],
    ["POST", "/api/admin/courses/1/faqs", { faq: "Q?", faqAnswer: "A." }],
    ["PATCH", "/api/admin/faqs/1", { faq: "Q?", faqAnswer: "A." }],
    ["DELETE", "/api/admin/modules/1"],
    ["POST", "/api/admin/courses/1/benefits/order", { ids: [] }],
    ["POST", "/api/admin/courses/1/materials", { SMName: "x", SMType: "Link", SMSrc: "https://example.com" }],
  ];
  it.each(calls)("%s %s: anonymous 401, learner 403, nothing stored", async (method, url, payload) => {
    const before = await rowCount(t, schema.faqs);
    await expectStaffOnly(call, [[method, url, payload]], learnerToken);
    expect(await rowCount(t, schema.faqs)).toBe(before);
  });

  it("staff read a course's content (empty lists at first); an unknown course is a 404", async () => {
    const res = await call("GET", `/api/admin/courses/${courseId}/content`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      course: { id: courseId, ictName: "Content Course", status: "A" },
      modules: [],
      benefits: [],
      prerequisites: [],
      faqs: [],
      materials: [],
    });
    expect((await call("GET", "/api/admin/courses/999999/content")).statusCode).toBe(404);
  });
});

describe("FAQs: add, edit, reorder, delete", () => {
  const faqIds: number[] = [];

  it("adds FAQs at the end of the list, audited, shown publicly at once", async () => {
    for (const n of [1, 2, 3]) {
      const res = await call("POST", `/api/admin/courses/${courseId}/faqs`, {
        faq: `  Question ${n}?  `,
        faqAnswer: `Answer ${n}.`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), faq: `Question ${n}?`, faqAnswer: `Answer ${n}.` });
      faqIds.push(res.json().id);
    }
    const [entry] = await auditRows("faq.create", faqIds[0]);
    expect(entry).toMatchObject({
      staffId,
      entity: "faq",
      before: null,
      after: { courseId, id: faqIds[0], faq: "Question 1?", faqAnswer: "Answer 1." },
    });
    expect((await publicList(`/api/ict-faq/ict/${courseId}`)).map((item) => item.faq)).toEqual([
      "Question 1?",
      "Question 2?",
      "Question 3?",
    ]);
  });

  it("refuses invalid input with field messages and stores nothing", async () => {
    const before = await rowCount(t, schema.faqs);
    const audits = (await auditRows("faq.create")).length;
    for (const payload of [
      { faq: "", faqAnswer: "A." },
      { faq: "Q?", faqAnswer: "   " },
      { faq: "Q?" },
      { faq: "Q?", faqAnswer: "A.", extra: 1 },
      { faq: "x".repeat(501), faqAnswer: "A." },
    ]) {
      const res = await call("POST", `/api/admin/courses/${courseId}/faqs`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: expect.arrayContaining(["body"]), msg: expect.any(String) });
    }
    const empty = await call("POST", `/api/admin/courses/${courseId}/faqs`, { faq: "", faqAnswer: "A." });
    expect(empty.json().detail).toEqual([{ loc: ["body", "faq"], msg: "Question is required" }]);
    const missing = await call("POST", "/api/admin/courses/999999/faqs", { faq: "Q?", faqAnswer: "A." });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Course not found" });
    expect(await rowCount(t, schema.faqs)).toBe(before);
    expect((await auditRows("faq.create")).length).toBe(audits);
  });

  it("edits an FAQ with a before/after audit row", async () => {
    const res = await call("PATCH", `/api/admin/faqs/${faqIds[1]}`, { faq: "Question 2, revised?", faqAnswer: "Yes." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: faqIds[1], faq: "Question 2, revised?", faqAnswer: "Yes." });
    const [entry] = await auditRows("faq.update", faqIds[1]);
    expect(entry).toMatchObject({
      before: { faq: "Question 2?", faqAnswer: "Answer 2." },
      after: { faq: "Question 2, revised?", faqAnswer: "Yes." },
    });
    expect((await publicList(`/api/ict-faq/ict/${courseId}`))[1]).toMatchObject({ faq: "Question 2, revised?" });
    expect((await call("PATCH", "/api/admin/faqs/999999", { faq: "Q?", faqAnswer: "A." })).statusCode).toBe(404);
    const bad = await call("PATCH", `/api/admin/faqs/${faqIds[1]}`, { faq: "", faqAnswer: "Yes." });
    expect(bad.statusCode).toBe(422);
    expect((await publicList(`/api/ict-faq/ict/${courseId}`))[1]).toMatchObject({ faq: "Question 2, revised?" });
  });

  it("stores a new order as positions, audited; a list that does not match is refused", async () => {
    const order = [faqIds[2]!, faqIds[0]!, faqIds[1]!];
    const res = await call("POST", `/api/admin/courses/${courseId}/faqs/order`, { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((item: { id: number }) => item.id)).toEqual(order);
    expect((await publicList(`/api/ict-faq/ict/${courseId}`)).map((item) => item.id)).toEqual(order);
    const [entry] = await auditRows("faq.reorder", courseId);
    expect(entry).toMatchObject({ entity: "course", before: { ids: faqIds }, after: { ids: order } });

    for (const ids of [
      [faqIds[0], faqIds[1]],
      [...order, 999999],
      [faqIds[0], faqIds[0], faqIds[1]],
    ]) {
      const refused = await call("POST", `/api/admin/courses/${courseId}/faqs/order`, { ids });
      expect(refused.statusCode).toBe(422);
    }
    expect((await publicList(`/api/ict-faq/ict/${courseId}`)).map((item) => item.id)).toEqual(order);
  });

  it("deletes an FAQ, audited; deleting it again is a 404", async () => {
    const res = await call("DELETE", `/api/admin/faqs/${faqIds[0]}`);
    expect(res.statusCode).toBe(204);
    const [entry] = await auditRows("faq.delete", faqIds[0]);
    expect(entry).toMatchObject({ before: { courseId, faq: "Question 1?" }, after: null });
    expect((await publicList(`/api/ict-faq/ict/${courseId}`)).map((item) => item.id)).toEqual([faqIds[2], faqIds[1]]);
    const again = await call("DELETE", `/api/admin/faqs/${faqIds[0]}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: "This item does not exist" });
  });
});

describe("modules, benefits, prerequisites", () => {
  it.each([
    ["modules", { moduleTitle: "Intro", moduleDesc: "Basics" }, `/ictData/{id}/learning-modules`, "moduleTitle"],
    ["benefits", { benefitDesc: "A certificate" }, `/benefits/ict/{id}/`, "benefitDesc"],
    ["prerequisites", { prDesc: "Basic Linux" }, `/ictData/{id}/pre-reqs/`, "prDesc"],
  ] as const)("%s: add, edit, delete — each audited and public at once", async (kind, payload, publicUrl, field) => {
    const url = `/api${publicUrl.replace("{id}", String(courseId))}`;
    const created = await call("POST", `/api/admin/courses/${courseId}/${kind}`, payload);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await publicList(url)).toEqual([{ id, ...payload }]);
    const entity = { modules: "learning-module", benefits: "benefit", prerequisites: "prerequisite" }[kind];
    expect(await auditRows(`${entity}.create`, id)).toHaveLength(1);

    const edited = await call("PATCH", `/api/admin/${kind}/${id}`, { ...payload, [field]: "Changed" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await publicList(url))[0]).toMatchObject({ [field]: "Changed" });
    expect(await auditRows(`${entity}.update`, id)).toHaveLength(1);

    const refused = await call("POST", `/api/admin/courses/${courseId}/${kind}`, { [field]: "" });
    expect(refused.statusCode).toBe(422);
    expect(await publicList(url)).toHaveLength(1);

    expect((await call("DELETE", `/api/admin/${kind}/${id}`)).statusCode).toBe(204);
    expect(await publicList(url)).toEqual([]);
    expect(await auditRows(`${entity}.delete`, id)).toHaveLength(1);
  });

  it("a module's description is optional", async () => {
    const res = await call("POST", `/api/admin/courses/${courseId}/modules`, { moduleTitle: "Only a title" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ moduleTitle: "Only a title", moduleDesc: "" });
  });
});

describe("study materials", () => {
  it("takes an uploaded file (/media/…) or an https link, in order", async () => {
    const upload = await call("POST", `/api/admin/courses/${courseId}/materials`, {
      SMName: "Exam guide",
      SMType: "PDF",
      SMSrc: "/media/12-ab12cd34.pdf",
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const link = await call("POST", `/api/admin/courses/${courseId}/materials`, {
      SMName: "Vendor docs",
      SMType: "Link",
      SMSrc: "https://docs.example.com/start",
    });
    expect(link.statusCode, link.body).toBe(201);
    const content = (await call("GET", `/api/admin/courses/${courseId}/content`)).json();
    expect(content.materials).toEqual([
      { id: upload.json().id, SMName: "Exam guide", SMType: "PDF", SMSrc: "/media/12-ab12cd34.pdf" },
      { id: link.json().id, SMName: "Vendor docs", SMType: "Link", SMSrc: "https://docs.example.com/start" },
    ]);
    expect(await auditRows("study-material.create", link.json().id)).toHaveLength(1);

    const reordered = await call("POST", `/api/admin/courses/${courseId}/materials/order`, {
      ids: [link.json().id, upload.json().id],
    });
    expect(reordered.json().map((item: { SMName: string }) => item.SMName)).toEqual(["Vendor docs", "Exam guide"]);
  });

  it("refuses plain http, script and odd paths, unknown types and missing names; nothing stored", async () => {
    const before = await rowCount(t, schema.studyMaterials);
    for (const [payload, msg] of [
      [
        { SMName: "x", SMType: "Link", SMSrc: "http://insecure.example.com" },
        "Enter a link starting with https:// or upload a file",
      ],
      [
        { SMName: "x", SMType: "Link", SMSrc: "javascript:alert(1)" },
        "Enter a link starting with https:// or upload a file",
      ],
      [
        { SMName: "x", SMType: "PDF", SMSrc: "/media/../secret" },
        "Enter a link starting with https:// or upload a file",
      ],
      [{ SMName: "x", SMType: "PDF", SMSrc: "" }, "Upload a file or enter a link"],
      [{ SMName: "x", SMType: "Book", SMSrc: "https://example.com" }, "Choose PDF, Link or Video"],
      [{ SMName: " ", SMType: "PDF", SMSrc: "https://example.com" }, "Name is required"],
    ] as const) {
      const res = await call("POST", `/api/admin/courses/${courseId}/materials`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail.map((item: { msg: string }) => item.msg)).toContain(msg);
    }
    expect(await rowCount(t, schema.studyMaterials)).toBe(before);
  });
});
