import { passwordLength } from "@skillbridge/core/back-office";
import { describe, expect, it } from "vitest";
import { characterCount, newPasswordError } from "./password-rules";

describe("newPasswordError", () => {
  it("asks for 8 to 128 characters and the same password twice, nothing more", () => {
    expect(newPasswordError("short", "short")).toEqual({ password: "Use at least 8 characters" });
    expect(newPasswordError("x".repeat(129), "x".repeat(129))).toEqual({ password: "Use at most 128 characters" });
    expect(newPasswordError("lowercaseonly", "lowercase")).toEqual({ confirm: "The two passwords are not the same" });
    expect(newPasswordError("lowercaseonly", "lowercaseonly")).toEqual({});
    expect(newPasswordError("🦊🦊🦊🦊🦊🦊🦊🦊", "🦊🦊🦊🦊🦊🦊🦊🦊")).toEqual({});
  });

  it("counts characters as the API does", () => {
    for (const sample of ["abc", "🦊 fox", "naïve café"]) expect(characterCount(sample)).toBe(passwordLength(sample));
  });
});
