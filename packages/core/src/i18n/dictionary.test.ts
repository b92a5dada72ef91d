import { describe, expect, it } from "vitest";
import { hindiDateText, hindiDateTimeText } from "./dates-hi.ts";
import { englishDictionary, missingKeys } from "./dictionary.ts";
import { hindiDictionary } from "./hi.ts";
import { localeFromCookie, localeOfPath, localizedPath, unlocalizedPath } from "./locales.ts";

describe("the translation catalogue", () => {
  it("has every English key in Hindi, none empty", () => {
    expect(missingKeys(englishDictionary, hindiDictionary)).toEqual([]);
  });

  it("names the path of a missing or empty key", () => {
    expect(missingKeys({ a: { b: "x", c: ["y"] } }, { a: { b: " ", c: [] } })).toEqual(["a.b", "a.c"]);
  });
});

describe("locale in the URL", () => {
  it("reads the language from the first segment only", () => {
    expect(localeOfPath("/hi/training_course")).toBe("hi");
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/history")).toBe("en");
    expect(localeOfPath("/training_course")).toBe("en");
  });

  it("keeps English paths unchanged and prefixes Hindi ones", () => {
    expect(localizedPath("/course/3/AZ-104", "en")).toBe("/course/3/AZ-104");
    expect(localizedPath("/course/3/AZ-104", "hi")).toBe("/hi/course/3/AZ-104");
    expect(localizedPath("/", "hi")).toBe("/hi");
    expect(localizedPath("/hi/training_course", "en")).toBe("/training_course");
    expect(localizedPath("/hi", "en")).toBe("/");
    expect(localizedPath("https://example.com/", "hi")).toBe("https://example.com/");
    expect(unlocalizedPath("/hi/about")).toBe("/about");
  });

  it("reads a remembered choice from the cookie", () => {
    expect(localeFromCookie("a=1; lang=hi")).toBe("hi");
    expect(localeFromCookie("lang=xx")).toBeNull();
    expect(localeFromCookie(null)).toBeNull();
  });
});

describe("Hindi dates", () => {
  it("uses Hindi month and weekday names, Latin digits, IST", () => {
    // 18:30 UTC is midnight of the next day in IST.
    expect(hindiDateText("2026-11-25T18:30:00Z", { weekday: true })).toBe("गुरुवार, 26 नवंबर 2026");
    expect(hindiDateTimeText("2026-11-26T13:36:00Z")).toBe("26 नवंबर 2026, 19:06");
  });
});
