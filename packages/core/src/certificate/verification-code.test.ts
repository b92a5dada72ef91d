import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkSymbol,
  parseVerificationCode,
  VERIFICATION_CODE_BITS,
  verificationCodeFrom,
} from "./verification-code.ts";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CHECKS = `${ALPHABET}*~$=U`;
const symbolsOf = (code: string) => code.replace(/-/g, "");

describe("verification codes", () => {
  it("are four groups of four symbols carrying at least 60 random bits", () => {
    const code = verificationCodeFrom(randomBytes(15));
    expect(code).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}[0-9A-HJKMNP-TV-Z*~$=U]$/,
    );
    expect(VERIFICATION_CODE_BITS).toBeGreaterThanOrEqual(60);
    expect(parseVerificationCode(code)).toEqual({ ok: true, code });
  });

  it("differ from one another", () => {
    const codes = new Set(Array.from({ length: 2000 }, () => verificationCodeFrom(randomBytes(15))));
    expect(codes.size).toBe(2000);
  });

  it("use Crockford's mod-37 check symbol", () => {
    // 0 → remainder 0; "1" → 1; 32 = "10" → 32 % 37 = 32 → "*"; 36 = "14" → "U"
    expect(checkSymbol("0")).toBe("0");
    expect(checkSymbol("10")).toBe("*");
    expect(checkSymbol("14")).toBe("U");
    expect(checkSymbol("15")).toBe("0");
  });

  it("catch every single-symbol typo", () => {
    for (let round = 0; round < 20; round++) {
      const symbols = symbolsOf(verificationCodeFrom(randomBytes(15)));
      for (let position = 0; position < symbols.length; position++) {
        const choices = position === symbols.length - 1 ? CHECKS : ALPHABET;
        for (const wrong of choices) {
          if (wrong === symbols[position]) continue;
          const typed = symbols.slice(0, position) + wrong + symbols.slice(position + 1);
          expect(parseVerificationCode(typed).ok, `${symbols} → ${typed}`).toBe(false);
        }
      }
    }
  });

  it("catch every swap of two neighbouring symbols", () => {
    for (let round = 0; round < 200; round++) {
      const symbols = symbolsOf(verificationCodeFrom(randomBytes(15)));
      for (let position = 0; position < symbols.length - 1; position++) {
        const a = symbols[position];
        const b = symbols[position + 1];
        if (a === b) continue;
        const typed = symbols.slice(0, position) + b + a + symbols.slice(position + 2);
        expect(parseVerificationCode(typed).ok, `${symbols} → ${typed}`).toBe(false);
      }
    }
  });

  it("read what people type: case, spaces, hyphens, O for 0, I and L for 1", () => {
    const code = verificationCodeFrom(new Uint8Array([0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
    expect(code).toBe(`0112-3456-789A-BCD${checkSymbol("01123456789ABCD")}`);
    const typed = ` o${"iL2 3456 789a bcd"}${code.slice(-1).toLowerCase()} `;
    expect(parseVerificationCode(typed)).toEqual({ ok: true, code });
  });

  it("tell a typo (check fails) from something that is not a code", () => {
    const code = verificationCodeFrom(randomBytes(15));
    const last = code.slice(-1);
    const other = last === "0" ? "1" : "0";
    expect(parseVerificationCode(code.slice(0, -1) + other)).toEqual({ ok: false, reason: "check" });
    expect(parseVerificationCode("ABC")).toEqual({ ok: false, reason: "format" });
    expect(parseVerificationCode(`${code}X`)).toEqual({ ok: false, reason: "format" });
    expect(parseVerificationCode("UUUU-UUUU-UUUU-UUUU")).toEqual({ ok: false, reason: "format" });
    expect(parseVerificationCode("")).toEqual({ ok: false, reason: "format" });
  });
});
