import { describe, expect, it } from "vitest";
import { linkedInAddUrl } from "./linkedin";

describe("linkedInAddUrl", () => {
  it("fills LinkedIn's add-to-profile form: name, issuer, month of issue in India, ID and URL", () => {
    const url = new URL(
      linkedInAddUrl({
        name: "Cloud Security Practitioner",
        issuer: "SkillBridge Academy",
        // 31 Jan 2026, 20:00 UTC is already 1 Feb in India.
        issuedAt: "2026-01-31T20:00:00.000Z",
        code: "K7QM-2XWP-9TRC-4HN*",
        url: "https://www.example.in/verify/K7QM-2XWP-9TRC-4HN*",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Cloud Security Practitioner",
      organizationName: "SkillBridge Academy",
      issueYear: "2026",
      issueMonth: "2",
      certId: "K7QM-2XWP-9TRC-4HN*",
      certUrl: "https://www.example.in/verify/K7QM-2XWP-9TRC-4HN*",
    });
  });
});
