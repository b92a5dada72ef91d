import { describe, expect, it } from "vitest";
import { emailSuggestion, typoDistance } from "./email-domain.ts";

describe("did you mean: an e-mail domain one typo from a common provider's", () => {
  it("suggests the common domain for a mistyped one, keeping the name before the @", () => {
    expect(emailSuggestion("asha.menon@gmail.con")).toBe("asha.menon@gmail.com");
    expect(emailSuggestion("asha@gmial.com")).toBe("asha@gmail.com");
    expect(emailSuggestion("asha@gmai.com")).toBe("asha@gmail.com");
    expect(emailSuggestion("Ravi.K@GMAIL.CMO")).toBe("Ravi.K@gmail.com");
    expect(emailSuggestion("ravi@yahooo.com")).toBe("ravi@yahoo.com");
    expect(emailSuggestion("ravi@hotmial.com")).toBe("ravi@hotmail.com");
    expect(emailSuggestion("ravi@rediffmial.com")).toBe("ravi@rediffmail.com");
    expect(emailSuggestion("  ravi@outlok.com ")).toBe("ravi@outlook.com");
  });

  it("leaves common domains, other real domains and far-off ones alone", () => {
    for (const email of [
      "asha@gmail.com",
      "asha@yahoo.co.in",
      "asha@mail.com",
      "asha@example.com",
      "asha@infosys.com",
      "asha@iitb.ac.in",
      "asha@skillbridge.in",
      "not an address",
      "@gmail.con",
    ]) {
      expect(emailSuggestion(email), email).toBeNull();
    }
  });

  it("counts a swap of neighbouring letters as one typo", () => {
    expect(typoDistance("gmial", "gmail")).toBe(1);
    expect(typoDistance("gmail.con", "gmail.com")).toBe(1);
    expect(typoDistance("abc", "abc")).toBe(0);
  });
});
