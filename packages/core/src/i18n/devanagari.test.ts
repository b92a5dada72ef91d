import { describe, expect, it } from "vitest";
import { normaliseDevanagari, searchFormOf } from "./devanagari.ts";

describe("normaliseDevanagari", () => {
  it("reads every precomposed nukta letter as its plain letter", () => {
    expect(normaliseDevanagari("\u0958\u0959\u095A\u095B\u095C\u095D\u095E\u095F")).toBe("कखगजडढफय");
  });

  it("reads a letter followed by the combining nukta as the plain letter", () => {
    expect(normaliseDevanagari("\u091C\u093C\u0930\u0942\u0930\u0940")).toBe("जरूरी");
    expect(normaliseDevanagari("ज़रूरी")).toBe(normaliseDevanagari("जरूरी"));
  });

  it("makes the composed and decomposed spellings of a word the same", () => {
    const composed = "\u095E\u093C\u0940\u0938"; // फ़ (one code point), then a stray nukta
    const decomposed = "\u092B\u093C\u0940\u0938";
    expect(normaliseDevanagari(composed)).toBe("फीस");
    expect(normaliseDevanagari(decomposed)).toBe("फीस");
  });

  it("treats chandrabindu as anusvara", () => {
    expect(normaliseDevanagari("हिँदी")).toBe("हिंदी");
    expect(normaliseDevanagari("पाँच")).toBe(normaliseDevanagari("पांच"));
  });

  it("returns NFC and leaves vowel signs, the virama and Latin text alone", () => {
    expect(normaliseDevanagari("Cafe\u0301 AZ-104")).toBe("Café AZ-104");
    expect(normaliseDevanagari("प्रशिक्षण")).toBe("प्रशिक्षण");
    expect(normaliseDevanagari("कम")).not.toBe(normaliseDevanagari("काम"));
  });
});

describe("searchFormOf", () => {
  it("trims, lower-cases and normalises", () => {
    expect(searchFormOf("  AWS क्लाउड़ ")).toBe("aws क्लाउड");
  });
});
