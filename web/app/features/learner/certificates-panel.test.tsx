import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CertificatesPanel } from "./certificates-panel";
import type { LearnerCertificate } from "./dashboard-data";

const certificate = (overrides: Partial<LearnerCertificate> = {}): LearnerCertificate => ({
  id: 5,
  code: "K7QM-2XWP-9TRC-4HN5",
  learnerId: 7,
  batchId: 12,
  learnerName: "Ananya Sharma",
  courseName: "Cloud Security Practitioner",
  trainingHours: 32,
  labHours: 8,
  batchStartDate: "2026-01-05",
  batchEndDate: "2026-02-27",
  issuedAt: "2026-03-02T06:00:00.000Z",
  revokedAt: null,
  revokedReason: null,
  verifyUrl: "https://www.example.in/verify/K7QM-2XWP-9TRC-4HN5",
  ...overrides,
});

describe("CertificatesPanel", () => {
  it("offers the PDF, the credential, the verification link and LinkedIn for a valid certificate", () => {
    render(<CertificatesPanel state={{ status: "loaded", certificates: [certificate()] }} />);
    const card = screen.getByRole("article", { name: "Cloud Security Practitioner" });
    expect(card.textContent).toContain("Valid");
    expect(card.textContent).toContain("40");
    expect(screen.getByRole("link", { name: /^Download PDF/ }).getAttribute("href")).toBe("/certificate-files/5.pdf");
    expect(screen.getByRole("link", { name: /^Download credential/ }).getAttribute("href")).toBe(
      "/certificate-files/5.json",
    );
    expect(screen.getByRole("link", { name: "https://www.example.in/verify/K7QM-2XWP-9TRC-4HN5" })).toBeTruthy();
    const linkedIn = new URL(screen.getByRole("link", { name: /^Add to LinkedIn/ }).getAttribute("href") ?? "");
    expect(linkedIn.searchParams.get("certId")).toBe("K7QM-2XWP-9TRC-4HN5");
    expect(linkedIn.searchParams.get("organizationName")).toBe("SkillBridge Academy");
  });

  it("says when one was revoked, without downloads", () => {
    render(
      <CertificatesPanel
        state={{
          status: "loaded",
          certificates: [certificate({ revokedAt: "2026-03-10T06:00:00.000Z", revokedReason: "Error" })],
        }}
      />,
    );
    expect(screen.getByRole("article").textContent).toContain("Revoked10 Mar 2026");
    expect(screen.queryByRole("link", { name: /^Download PDF/ })).toBeNull();
  });

  it("says when there is none, and when they could not be loaded", () => {
    const { unmount } = render(<CertificatesPanel state={{ status: "loaded", certificates: [] }} />);
    expect(screen.getByText(/No certificates yet/)).toBeTruthy();
    unmount();
    render(<CertificatesPanel state={{ status: "error", message: "Your certificates could not be loaded." }} />);
    expect(screen.getByRole("alert").textContent).toBe("Your certificates could not be loaded.");
  });
});
