// "Taught in": the teaching languages (data: English, Hindi and Hinglish seeded, staff add others,
// audited), a batch's languages (at least one, each known; nothing stored otherwise), and the
// catalogue, search and domain lists filtered by them (?lang=): a course matches when an active
// batch that has not ended is taught in a chosen language. Runs on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  auditRows,
  build,
  caller,
  expectStaffOnly,
  rowCount,
  signedInPeople,
  type TestContext,
} from "../../test/app.ts";
import { createBatch, createCourse, createDomain, daysFromToday } from "../../test/factories.ts";

let t: TestContext;
let staffToken: string;
let learnerToken: string;
let domainId: number;
const ids: Record<"hindi" | "english" | "pastHindi" | "ongoing" | "inactiveHindi", number> = {
  hindi: 0,
  english: 0,
  pastHindi: 0,
  ongoing: 0,
  inactiveHindi: 0,
};

beforeAll(async () => {
  t = await build();
  const db = t.database.db;
  ({ staffToken, learnerToken } = await signedInPeople(t, {}));
  domainId = (await createDomain(db, { name: "Taught In" })).id;
  const course = async (name: string) => (await createCourse(db, { name, domainId })).id;
  ids.hindi = await course("Lang Hindi Course");
  ids.english = await course("Lang English Course");
  ids.pastHindi = await course("Lang Past Hindi Course");
  ids.ongoing = await course("Lang Ongoing Hinglish Course");
  ids.inactiveHindi = await course("Lang Inactive Hindi Course");
  await createBatch(db, ids.hindi, { languages: ["hi"] });
  await createBatch(db, ids.english, {});
  // Ended: its Hindi does not count; its next batch is in English.
  await createBatch(db, ids.pastHindi, {
    startDate: daysFromToday(-30),
    endDate: daysFromToday(-2),
    languages: ["hi"],
  });
  await createBatch(db, ids.pastHindi, { languages: ["en"] });
  // Started five days ago and still running: it counts.
  await createBatch(db, ids.ongoing, {
    startDate: daysFromToday(-5),
    endDate: daysFromToday(5),
    languages: ["hinglish", "en"],
  });
  await createBatch(db, ids.inactiveHindi, { languages: ["hi"], status: "I" });
});
afterAll(() => t.close());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t, () => staffToken)(...args);
type Item = { id: number; facts: { languages?: string[] } };
const listed = async (query: string) => {
  const res = await call("GET", `/api/ictData/?domain=${domainId}&${query}`, undefined, null);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Item[]).map((item) => item.id).sort((a, b) => a - b);
};
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

describe("the teaching languages", () => {
  it("lists English, Hindi and Hinglish by default, with their Hindi names", async () => {
    const res = await call("GET", "/api/teaching-languages/", undefined, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().slice(0, 3)).toEqual([
      { code: "en", name: "English", nameHi: "अंग्रेज़ी" },
      { code: "hi", name: "Hindi", nameHi: "हिंदी" },
      { code: "hinglish", name: "Hinglish", nameHi: "हिंग्लिश" },
    ]);
  });

  it("lets staff add one (audited, listed last); refuses a taken code or name and a bad code", async () => {
    await expectStaffOnly(
      call,
      [["POST", "/api/admin/teaching-languages", { code: "ta", name: "Tamil", nameHi: "तमिल" }]],
      learnerToken,
    );
    const added = await call("POST", "/api/admin/teaching-languages", { code: " TA ", name: "Tamil", nameHi: "तमिल" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ code: "ta", name: "Tamil", nameHi: "तमिल" });
    expect(await auditRows(t, "teaching_language", "ta")).toMatchObject([
      { action: "teaching-language.create", after: { code: "ta", name: "Tamil" } },
    ]);
    expect((await call("GET", "/api/teaching-languages/", undefined, null)).json().at(-1)).toMatchObject({
      code: "ta",
    });

    const before = await rowCount(t, schema.teachingLanguages);
    const taken = await call("POST", "/api/admin/teaching-languages", { code: "tam", name: "tamil", nameHi: "तमिल" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: "A language with this code or name already exists" });
    const bad = await call("POST", "/api/admin/teaching-languages", { code: "t1", name: "T", nameHi: "T" });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain("Code: 2 to 12 lower-case letters");
    expect(await rowCount(t, schema.teachingLanguages)).toBe(before);
  });
});

describe("a batch's languages", () => {
  const batch = (languages?: string[]) => ({
    batchStartDate: daysFromToday(14),
    batchEndDate: daysFromToday(30),
    batchStartTime: "09:30",
    batchEndTime: "12:30",
    ictStudyMode: "Online",
    ictLocation: "Online (Zoom)",
    ictHours: 20,
    ...(languages ? { languages } : {}),
  });

  it("saves the ticked languages, keeps them when an update leaves them out", async () => {
    const created = await call("POST", `/api/admin/courses/${ids.english}/batches`, batch(["hi", "en", "hi"]));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().languages).toEqual(["hi", "en"]);
    const id = created.json().id as number;
    const updated = await call("PATCH", `/api/admin/batches/${id}`, batch());
    expect(updated.json().languages).toEqual(["hi", "en"]);
    const [row] = await t.database.db.select().from(schema.trainingCards).where(eq(schema.trainingCards.id, id));
    expect(row?.languages).toEqual(["hi", "en"]);
    // The public schedule and the course page's batches name them too.
    const schedule = (await call("GET", `/api/ictData/${ids.english}/training-cards`, undefined, null)).json();
    expect(schedule.find((card: { id: number }) => card.id === id)?.languages).toEqual(["hi", "en"]);
    const page = (await call("GET", `/api/ictData/${ids.english}/page`, undefined, null)).json();
    expect(page.batches.find((card: { id: number }) => card.id === id)?.languages).toEqual(["hi", "en"]);
    await t.database.db.delete(schema.trainingCards).where(eq(schema.trainingCards.id, id));
  });

  it("refuses none and an unknown language with a message at the field, storing and changing nothing", async () => {
    const before = await rowCount(t, schema.trainingCards);
    const none = await call("POST", `/api/admin/courses/${ids.english}/batches`, batch([]));
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toContainEqual(
      expect.objectContaining({
        loc: ["body", "languages"],
        msg: "Choose at least one language the batch is taught in",
      }),
    );
    const unknown = await call("POST", `/api/admin/courses/${ids.english}/batches`, batch(["hi", "zz"]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: [{ loc: ["body", "languages"], msg: "Unknown teaching language: zz" }],
    });
    expect(await rowCount(t, schema.trainingCards)).toBe(before);

    const [existing] = await t.database.db
      .select()
      .from(schema.trainingCards)
      .where(eq(schema.trainingCards.courseId, ids.hindi));
    const emptied = await call("PATCH", `/api/admin/batches/${existing!.id}`, batch([]));
    expect(emptied.statusCode).toBe(422);
    const [after] = await t.database.db
      .select()
      .from(schema.trainingCards)
      .where(eq(schema.trainingCards.id, existing!.id));
    expect(after).toEqual(existing);
  });
});

describe("?lang=: the catalogue, search and domain filter", () => {
  it("keeps courses with an upcoming or ongoing active batch taught in a chosen language", async () => {
    expect(await listed("lang=hi")).toEqual([ids.hindi]);
    expect(await listed("lang=hinglish")).toEqual([ids.ongoing]);
    expect(await listed("lang=hi,hinglish")).toEqual(sorted(ids.hindi, ids.ongoing));
    expect(await listed("lang=hi&lang=en")).toEqual(sorted(ids.hindi, ids.english, ids.pastHindi, ids.ongoing));
    expect(await listed("")).toHaveLength(5);
  });

  it("applies with a search, the sidebar's text and paging (the search and domain pages' lists)", async () => {
    const res = await call("GET", "/api/ictData/?search=Lang%20Hindi&lang=hi&limit=9", undefined, null);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Item[]).map((item) => item.id)).toEqual([ids.hindi]);
    expect(res.headers["x-total-count"]).toBe("1");
    expect(await listed("q=hinglish&lang=hinglish,hi")).toEqual([ids.ongoing]);
    expect(await listed("q=hindi&lang=hinglish")).toEqual([]);
  });

  it("tells each card the languages of its upcoming and ongoing batches", async () => {
    const res = await call("GET", `/api/ictData/?domain=${domainId}`, undefined, null);
    const facts = new Map((res.json() as Item[]).map((item) => [item.id, item.facts.languages]));
    expect(facts.get(ids.hindi)).toEqual(["hi"]);
    expect(facts.get(ids.pastHindi)).toEqual(["en"]);
    expect(facts.get(ids.ongoing)?.sort()).toEqual(["en", "hinglish"]);
    expect(facts.get(ids.inactiveHindi)).toEqual([]);
  });

  it("refuses an unknown language with a 400 naming it, and a malformed code with a 422", async () => {
    const unknown = await call("GET", "/api/ictData/?lang=hi,xx", undefined, null);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: "Unknown teaching language: xx" });
    const malformed = await call("GET", "/api/ictData/?lang=HI!", undefined, null);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail[0].loc).toContain("lang");
  });
});
