// The course page's "Taught in" line under each batch, written by the loader in the page's
// language: English names and words on English pages, Hindi ones on Hindi pages.
import { describe, expect, it } from "vitest";
import { taughtInLines } from "./course-detail.server";

const languages = [
  { code: "en", name: "English", nameHi: "अंग्रेज़ी" },
  { code: "hi", name: "Hindi", nameHi: "हिंदी" },
  { code: "hinglish", name: "Hinglish", nameHi: "हिंग्लिश" },
];
const batch = (id: number, codes?: string[]) =>
  ({ id, ...(codes ? { languages: codes } : {}) }) as Parameters<typeof taughtInLines>[0][number];

describe("taughtInLines", () => {
  it("names each batch's languages in their own order, in the page's language", () => {
    const batches = [batch(1, ["hi", "en"]), batch(2, ["hinglish"]), batch(3)];
    expect(taughtInLines(batches, languages, "en")).toEqual({
      1: "Taught in: English · Hindi",
      2: "Taught in: Hinglish",
    });
    expect(taughtInLines(batches, languages, "hi")).toEqual({
      1: "पढ़ाई की भाषा: अंग्रेज़ी · हिंदी",
      2: "पढ़ाई की भाषा: हिंग्लिश",
    });
  });

  it("leaves out a batch whose languages are all unknown", () => {
    expect(taughtInLines([batch(4, ["xx"])], languages, "en")).toEqual({});
  });
});
