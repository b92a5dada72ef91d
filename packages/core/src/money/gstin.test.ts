import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, isValidGstin } from "./gstin.ts";

describe("GSTIN check", () => {
  it("computes the published example's check character", () => {
    // The GSTN's own worked example of the mod-36 check.
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("accepts well-formed GSTINs whose check character is right", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "07AAACH7409R1Z3", "33AABCT1332L1ZL"]) {
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it("catches a one-character typo through the check character", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    expect(gstinProblem("27AAPFU0938F1ZV")).toBe("check");
    expect(gstinProblem("29AAGCB7383J2Z4")).toBe("check");
  });

  it("names what is wrong: length, format, state", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("length");
    expect(gstinProblem("27AAPFU0939F1XV")).toBe("format");
    expect(gstinProblem("2AAAPFU0939F1ZV")).toBe("format");
    expect(gstinProblem("27aapfu0939f1zv")).toBe("format");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("state");
    expect(isValidGstin("")).toBe(false);
  });
});
