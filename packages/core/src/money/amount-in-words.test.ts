import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words.ts";

describe("amount in words, Indian system (lakh and crore, as on an invoice)", () => {
  it("writes lakh and paise", () => {
    expect(amountInWords(12_345_678)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only",
    );
  });

  it("writes crore and leaves out empty scales", () => {
    expect(numberInWords(10_000_000)).toBe("One Crore");
    expect(numberInWords(12_345_678)).toBe("One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight");
    expect(numberInWords(1_00_00_005)).toBe("One Crore Five");
    expect(numberInWords(1_000_000_000)).toBe("One Hundred Crore");
  });

  it("writes whole rupees without paise, and paise alone", () => {
    expect(amountInWords(2_499_900)).toBe("Rupees Twenty-Four Thousand Nine Hundred Ninety-Nine Only");
    expect(amountInWords(50)).toBe("Rupees Zero and Fifty Paise Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(1_100)).toBe("Rupees Eleven Only");
    expect(amountInWords(10_010_000)).toBe("Rupees One Lakh One Hundred Only");
  });

  it("refuses fractions and negatives", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
