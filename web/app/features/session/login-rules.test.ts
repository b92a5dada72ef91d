import { loginSchema } from "@skillbridge/core/schemas";
import { describe, expect, it } from "vitest";
import { loginFailureText, validateLogin } from "./login-rules";

describe("validateLogin", () => {
  it("requires both fields and checks the e-mail format", () => {
    expect(validateLogin("", "")).toEqual({ email: "E-mail is required", password: "Password is required" });
    expect(validateLogin("not-an-email", "x")).toEqual({ email: "Enter a valid e-mail address" });
    expect(validateLogin("  demo.learner@example.com ", "Demo@12345")).toEqual({});
  });

  it("accepts and refuses the same addresses as the shared loginSchema", () => {
    const samples = [
      "demo.learner@example.com",
      "a@b.co",
      "first.last+tag@sub.example.in",
      "o'brien@example.org",
      "x@localhost",
      "two@@example.com",
      ".dot@example.com",
      "dot.@example.com",
      "a..b@example.com",
      "no-at.example.com",
      "a@b.c",
      "spaces in@example.com",
      `${"a".repeat(250)}@example.com`,
      "",
      "   ",
    ];
    for (const email of samples) {
      const ours = Object.keys(validateLogin(email, "secret")).length === 0;
      expect(ours, email).toBe(loginSchema.safeParse({ email, password: "secret" }).success);
    }
    expect(Object.keys(validateLogin("a@b.co", "")).length === 0).toBe(
      loginSchema.safeParse({ email: "a@b.co", password: "" }).success,
    );
  });
});

describe("loginFailureText", () => {
  it("prefers the server's message and falls back to the spec's default", () => {
    expect(loginFailureText({ detail: "Invalid email or password" })).toBe("Login failed: Invalid email or password");
    expect(loginFailureText({ detail: [{ loc: ["body", "email"], msg: "Enter a valid e-mail address" }] })).toBe(
      "Login failed: Enter a valid e-mail address",
    );
    expect(loginFailureText({ detail: "" })).toBe("Login failed, please check your credentials.");
    expect(loginFailureText(undefined)).toBe("Login failed, please check your credentials.");
  });
});
