import { describe, expect, it } from "vitest";
import { queryHasPassword, redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("keeps a path without a query as it is", () => {
    expect(redactUrl("/course/12/aws")).toBe("/course/12/aws");
  });

  it("redacts a path segment that holds an e-mail address (the learner's training-cards path)", () => {
    expect(redactUrl("/api/learners/email/asha%40example.com/training-cards?limit=5")).toBe(
      "/api/learners/email/[redacted]/training-cards?limit=5",
    );
    expect(redactUrl("/api/learners/email/asha@example.com/training-cards")).toBe(
      "/api/learners/email/[redacted]/training-cards",
    );
  });

  it("redacts the private calendar feed's token, the feed's only key", () => {
    expect(redactUrl(`/calendar/${"a1_-".repeat(11)}.ics?download`)).toBe("/calendar/[redacted]?download");
    expect(redactUrl("/calendar")).toBe("/calendar");
  });

  it("redacts a certificate's verification code, on the page and in the API", () => {
    expect(redactUrl("/verify/K7QM-2XWP-9TRC-4HN5")).toBe("/verify/[redacted]");
    expect(redactUrl("/api/certificates/verify/K7QM2XWP9TRC4HN5")).toBe("/api/certificates/verify/[redacted]");
    expect(redactUrl("/verify?code=K7QM2XWP9TRC4HN5")).toBe("/verify?code=[redacted]");
    expect(redactUrl("/verify")).toBe("/verify");
    expect(redactUrl("/api/certificates/verify-credential")).toBe("/api/certificates/verify-credential");
  });

  it("redacts values whose parameter name may be personal or secret", () => {
    expect(redactUrl("/learner/login?email=a%40b.in&password=hunter2&limit=5")).toBe(
      "/learner/login?email=[redacted]&password=[redacted]&limit=5",
    );
    expect(redactUrl("/x?leadContact=123&eName=Asha&token=abc&otpCode=123456&sort=name")).toBe(
      "/x?leadContact=[redacted]&eName=[redacted]&token=[redacted]&otpCode=[redacted]&sort=name",
    );
  });

  it("redacts e-mail and phone-looking values under any name", () => {
    expect(redactUrl("/search?q=asha%40example.com&page=2")).toBe("/search?q=[redacted]&page=2");
    expect(redactUrl("/search?q=%2B91%2098765%2043210")).toBe("/search?q=[redacted]");
    expect(redactUrl("/search?q=+91-98765-43210")).toBe("/search?q=[redacted]");
  });

  it("keeps short numbers and ordinary words", () => {
    expect(redactUrl("/training_course?maxHours=120&domain=4&q=aws")).toBe(
      "/training_course?maxHours=120&domain=4&q=aws",
    );
  });

  it("never throws on malformed escapes", () => {
    expect(redactUrl("/x?%E0%A4%A=1&email=%E0%A4%A")).toBe("/x?%E0%A4%A=1&email=[redacted]");
  });
});

describe("queryHasPassword", () => {
  it("finds password-like parameter names, encoded or not", () => {
    expect(queryHasPassword("/learner/login?email=a&password=x")).toBe(true);
    expect(queryHasPassword("/x?newPassword=x")).toBe(true);
    expect(queryHasPassword("/x?%70assword=x")).toBe(true);
    expect(queryHasPassword("/x?pwd")).toBe(true);
    expect(queryHasPassword("/x?passage=1")).toBe(false);
    expect(queryHasPassword("/x?pass=1")).toBe(true);
    expect(queryHasPassword("/x?q=password")).toBe(false);
    expect(queryHasPassword("/x")).toBe(false);
  });
});
