import { describe, expect, it } from "vitest";
import { shownText, textIn } from "./copy";

describe("shownText", () => {
  it("shows the translation, unmarked, where staff gave one", () => {
    expect(shownText("Storage", "स्टोरेज")).toEqual({ text: "स्टोरेज", lang: undefined });
  });
  it("on a translated page without a translation, shows the English text marked as English", () => {
    expect(shownText("Storage", null)).toEqual({ text: "Storage", lang: "en" });
    expect(shownText("Storage", "")).toEqual({ text: "Storage", lang: "en" });
  });
  it("on an English page (no translation asked for), shows the English text with no mark", () => {
    expect(shownText("Storage", undefined)).toEqual({ text: "Storage", lang: undefined });
    expect(textIn("Storage", undefined)).toBe("Storage");
    expect(textIn("Storage", "स्टोरेज")).toBe("स्टोरेज");
  });
});
