// A course's Hindi texts: staff only; saved whole and audited; bad input stores nothing; the
// public reads with ?locale=hi carry the Hindi texts where staff gave them and null elsewhere (the
// page then shows the English text); search on a Hindi page finds a course by its Hindi name,
// in any nukta or chandrabindu spelling, or by its English name.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { auditRows, build, caller, expectStaffOnly, signedInPeople, type TestContext } from "../../test/app.ts";
import { createCourse } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let azure: { id: number };
let plain: { id: number };
let moduleIds: number[];
let faqId: number;

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  ({ staffToken, learnerToken } = await signedInPeople(t));
  azure = await createCourse(db, { name: "Zephyr Cloud Administrator", shortDesc: "Run the zephyr cloud." });
  plain = await createCourse(db, { name: "Quillwork Basics", domainId: (await createCourse(db)).domainId });
  moduleIds = (
    await db
      .insert(schema.learningModules)
      .values([
        { courseId: azure.id, title: "Identities", description: "Users and groups.", position: 0 },
        { courseId: azure.id, title: "Storage", description: "Accounts and blobs.", position: 1 },
      ])
      .returning()
  ).map((row) => row.id);
  const [faq] = await db
    .insert(schema.faqs)
    .values({ courseId: azure.id, question: "Is there a lab?", answer: "Yes, every day." })
    .returning();
  faqId = faq!.id;
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
const url = (id: number) => `/api/admin/courses/${id}/translations/hi`;
const anon = async (path: string) => {
  const res = await call("GET", path, undefined, null);
  expect(res.statusCode).toBe(200);
  return res.json();
};

// The Hindi name is typed with the nukta letter ज़ as one code point (U+095B).
const hindi = {
  name: "ज़ेफ़िर क्लाउड एडमिनिस्ट्रेटर",
  shortDescription: "ज़ेफ़िर क्लाउड को चलाना सीखें।",
  longDescription: "",
  modules: [{ id: 0, title: "पहचान", description: "" }],
  faqs: [{ id: 0, question: "क्या लैब है?", answer: "हाँ, रोज़।" }],
};
const body = () => ({
  ...hindi,
  modules: [{ ...hindi.modules[0], id: moduleIds[0] }],
  faqs: [{ ...hindi.faqs[0], id: faqId }],
});

describe("access", () => {
  it("reading and saving are for staff only", async () => {
    await expectStaffOnly(
      call,
      [
        ["GET", url(1)],
        ["PUT", url(1), { name: "x" }],
      ],
      learnerToken,
    );
  });
});

describe("saving", () => {
  it("refuses an unknown course, a text too long, a module of another course and an unknown language", async () => {
    expect((await call("PUT", url(999_999), body())).statusCode).toBe(404);
    const long = await call("PUT", url(azure.id), { ...body(), name: "क".repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].msg).toBe("The Hindi name must be at most 200 characters");
    const foreign = await call("PUT", url(plain.id), body());
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].msg).toMatch(/no longer part of the course/);
    expect((await call("PUT", "/api/admin/courses/1/translations/fr", body())).statusCode).toBe(422);
    expect(await t.database.db.select().from(schema.courseTranslations)).toEqual([]);
  });

  it("stores the texts, audits the change and reads them back; empty texts stay empty", async () => {
    const saved = await call("PUT", url(azure.id), body());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: hindi.name,
      longDescription: "",
      modules: [{ id: moduleIds[0], title: "पहचान", description: "" }],
      faqs: [{ id: faqId, question: "क्या लैब है?" }],
    });
    expect((await call("GET", url(azure.id))).json()).toEqual(saved.json());
    const [audit] = await auditRows(t, "course", azure.id);
    expect(audit).toMatchObject({ action: "course-translation.save", after: { name: hindi.name } });
  });
});

describe("public reads in Hindi", () => {
  it("the course page carries the Hindi texts, and null where there are none", async () => {
    const page = await anon(`/api/ictData/${azure.id}/page?locale=hi`);
    expect(page.course.ictName).toBe("Zephyr Cloud Administrator");
    expect(page.course.translation).toEqual({
      locale: "hi",
      ictName: hindi.name,
      ictSDesc: hindi.shortDescription,
      ictDesc: null,
    });
    expect(page.modules.map((m: { translation: unknown }) => m.translation)).toEqual([
      { moduleTitle: "पहचान", moduleDesc: null },
      { moduleTitle: null, moduleDesc: null },
    ]);
    expect(page.faqs[0].translation).toEqual({ faq: "क्या लैब है?", faqAnswer: "हाँ, रोज़।" });
  });

  it("a course without Hindi has null texts; an English read carries none", async () => {
    const page = await anon(`/api/ictData/${plain.id}/page?locale=hi`);
    expect(page.course.translation).toEqual({ locale: "hi", ictName: null, ictSDesc: null, ictDesc: null });
    const english = await anon(`/api/ictData/${azure.id}/page`);
    expect(english.course).not.toHaveProperty("translation");
    expect(english.modules[0]).not.toHaveProperty("translation");
  });

  it("the catalogue's cards carry the Hindi name", async () => {
    const list = await anon("/api/ictData/?locale=hi&limit=50");
    const card = list.find((course: { id: number }) => course.id === azure.id);
    expect(card.translation.ictName).toBe(hindi.name);
    expect(list.find((course: { id: number }) => course.id === plain.id).translation.ictName).toBeNull();
  });

  it("search finds a course by its Hindi name typed without the nukta or with the combining one", async () => {
    const ids = async (text: string) =>
      (await anon(`/api/ictData/?locale=hi&search=${encodeURIComponent(text)}`)).map((c: { id: number }) => c.id);
    expect(await ids("जेफिर")).toEqual([azure.id]);
    expect(await ids("\u091C\u093C\u0947\u092B\u093C\u093F\u0930 क्लाउड")).toEqual([azure.id]);
    expect(await ids("zephyr")).toEqual([azure.id]);
    // Without the language the Hindi names are not searched.
    expect(await anon(`/api/ictData/?search=${encodeURIComponent("जेफिर")}`)).toEqual([]);
  });

  it("suggestions match the Hindi name (normalised) or the English one, with the Hindi name", async () => {
    const suggest = (text: string) => anon(`/api/ictData/search/${encodeURIComponent(text)}?locale=hi`);
    expect(await suggest("जेफिर")).toEqual([
      {
        id: azure.id,
        ictName: "Zephyr Cloud Administrator",
        ictType: "Certificate Course",
        translation: { ictName: hindi.name },
      },
    ]);
    expect(
      (await suggest("quillwork")).map((s: { id: number; translation: unknown }) => [s.id, s.translation]),
    ).toEqual([[plain.id, { ictName: null }]]);
    expect(await anon(`/api/ictData/search/${encodeURIComponent("जेफिर")}`)).toEqual([]);
  });

  it("emptying every text removes the translation: the course reads as English again", async () => {
    const cleared = await call("PUT", url(azure.id), { name: " ", modules: [{ id: moduleIds[0], title: "" }] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ name: "", modules: [], faqs: [] });
    expect(
      await t.database.db
        .select()
        .from(schema.courseTranslations)
        .where(eq(schema.courseTranslations.courseId, azure.id)),
    ).toEqual([]);
    const page = await anon(`/api/ictData/${azure.id}/page?locale=hi`);
    expect(page.course.translation.ictName).toBeNull();
  });
});
