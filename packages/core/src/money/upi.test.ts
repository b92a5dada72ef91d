import { describe, expect, it } from "vitest";
import { isValidVpa, upiPayLink } from "./upi.ts";

describe("UPI deep link", () => {
  it("carries the payee, the exact amount with two decimals, INR and the note", () => {
    const link = upiPayLink({
      vpa: "sb.fees@okexample",
      payeeName: "SkillBridge Academy",
      amountPaise: 123_400,
      note: "SB/26-27/000123",
    });
    expect(link).toBe("upi://pay?pa=sb.fees@okexample&pn=SkillBridge%20Academy&am=1234.00&cu=INR&tn=SB/26-27/000123");
  });

  it("encodes what would break the query, and reads back to the same values", () => {
    const link = upiPayLink({ vpa: "a.b@bank", payeeName: "Rao & Sons=Training #1", amountPaise: 5, note: "x&y" });
    const query = new URL(link).search.slice(1);
    expect(query.split("&")).toHaveLength(5);
    const values = new URLSearchParams(query);
    expect(values.get("pn")).toBe("Rao & Sons=Training #1");
    expect(values.get("am")).toBe("0.05");
    expect(values.get("tn")).toBe("x&y");
  });

  it("refuses a bad VPA or amount", () => {
    expect(isValidVpa("no-at-sign")).toBe(false);
    expect(() => upiPayLink({ vpa: "nope", payeeName: "x", amountPaise: 100, note: "n" })).toThrow(RangeError);
    expect(() => upiPayLink({ vpa: "a@bank", payeeName: "x", amountPaise: 0, note: "n" })).toThrow(RangeError);
    expect(() => upiPayLink({ vpa: "a@bank", payeeName: "x", amountPaise: 10.5, note: "n" })).toThrow(RangeError);
  });
});
