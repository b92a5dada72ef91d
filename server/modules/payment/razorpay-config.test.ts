// Razorpay's settings are checked at start: both keys or neither, a webhook secret only
// with them, the API base an http(s) URL; and the signatures are Razorpay's documented HMACs.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { linkReturnSignature, orderReturnSignature, sameSignature, webhookSignature } from "./razorpay.ts";

const base = { JWT_SECRET: "x".repeat(40), DATA_DIR: "/tmp/skillbridge-config-test" };

describe("Razorpay settings", () => {
  it("need both keys, or neither", () => {
    expect(loadConfig(base).RAZORPAY_KEY_ID).toBeUndefined();
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_Abcdef123456" })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: "not-a-key", RAZORPAY_KEY_SECRET: "secret-123" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, RAZORPAY_WEBHOOK_SECRET: "webhook-123" })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        ...base,
        RAZORPAY_KEY_ID: "rzp_test_Abcdef123456",
        RAZORPAY_KEY_SECRET: "secret-123",
        RAZORPAY_API_BASE: "ftp://x",
      }),
    ).toThrow(/RAZORPAY_API_BASE/);
    const config = loadConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_Abcdef123456", RAZORPAY_KEY_SECRET: "secret-123" });
    expect(config.RAZORPAY_API_BASE).toBe("https://api.razorpay.com");
  });
});

describe("Razorpay signatures", () => {
  const hex = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");
  it("are the documented HMAC-SHA256 hex digests", () => {
    expect(orderReturnSignature("k", "order_1", "pay_1")).toBe(hex("k", "order_1|pay_1"));
    expect(linkReturnSignature("k", { linkId: "plink_1", referenceId: "r1", status: "paid", paymentId: "pay_1" })).toBe(
      hex("k", "plink_1|r1|paid|pay_1"),
    );
    expect(webhookSignature("w", '{"a":1}')).toBe(hex("w", '{"a":1}'));
  });
  it("compare exactly", () => {
    const good = hex("k", "x");
    expect(sameSignature(good, good)).toBe(true);
    expect(
      sameSignature(good, `${good.slice(0, -1)}0` === good ? `${good.slice(0, -1)}1` : `${good.slice(0, -1)}0`),
    ).toBe(false);
    expect(sameSignature(good, undefined)).toBe(false);
    expect(sameSignature(good, good.slice(1))).toBe(false);
  });
});
