// RFC 6238 Appendix B test vectors (SHA-1 seed "12345678901234567890"), RFC 4648 base32, and
// the acceptance window with replay protection.
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, hotp, otpauthUrl, totp, verifyTotp } from "./totp.ts";

const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("base32", () => {
  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %j as %s (RFC 4648 §10, unpadded) and back", (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it("reads a secret as people type it: lower case, spaces, padding", () => {
    expect(base32Decode("mzxw 6ytb oi==").toString()).toBe("foobar");
    expect(() => base32Decode("MZXW1")).toThrow();
  });

  it("makes 160-bit secrets of 32 characters", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe("HOTP / TOTP", () => {
  it("matches RFC 4226 Appendix D", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("matches RFC 6238 Appendix B at T=%i (last 6 of %s)", (seconds, eight) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
  });
});

describe("verifyTotp", () => {
  const at = 1_800_000_000_000;
  const step = Math.floor(at / 30_000);

  it("accepts the current code and those of the step before and after", () => {
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at), { at })).toBe(step);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at - 30_000), { at })).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at + 30_000), { at })).toBe(step + 1);
  });

  it("refuses codes two steps away, malformed codes and another secret's code", () => {
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at - 60_000), { at })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totp(RFC_SECRET, at + 60_000), { at })).toBeNull();
    expect(verifyTotp(RFC_SECRET, "12345", { at })).toBeNull();
    expect(verifyTotp(RFC_SECRET, "abcdef", { at })).toBeNull();
    const other = generateTotpSecret();
    const code = totp(other, at);
    if (code !== totp(RFC_SECRET, at)) expect(verifyTotp(RFC_SECRET, code, { at })).toBeNull();
  });

  it("never accepts a code of a step already used", () => {
    const code = totp(RFC_SECRET, at);
    expect(verifyTotp(RFC_SECRET, code, { at, lastUsedStep: step })).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, { at, lastUsedStep: step - 1 })).toBe(step);
  });
});

describe("otpauthUrl", () => {
  it("is the Key Uri Format authenticator apps read", () => {
    const text = otpauthUrl({ issuer: "SkillBridge Academy", account: "a@b.in", secret: "ABC" });
    expect(text.startsWith("otpauth://totp/SkillBridge%20Academy%3Aa%40b.in?")).toBe(true);
    const url = new URL(text);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: "ABC",
      issuer: "SkillBridge Academy",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
