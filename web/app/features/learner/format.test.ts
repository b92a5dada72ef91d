import { describe, expect, it } from "vitest";
import { dateOrDash, formatClock, formatDateTime, formatTime, fullName, orDash, statusLabel } from "./format";

describe("dashboard formats", () => {
  it("shows a dash for missing values", () => {
    expect(orDash(null)).toBe("-");
    expect(orDash(undefined)).toBe("-");
    expect(orDash("  ")).toBe("-");
    expect(orDash("India")).toBe("India");
    expect(orDash(0)).toBe("0");
    expect(dateOrDash(null)).toBe("-");
    expect(dateOrDash("2026-12-05")).toBe("5 Dec 2026");
  });

  it("formats IST clock times and instants", () => {
    expect(formatClock("09:30:00")).toBe("9:30 am");
    expect(formatClock("00:05")).toBe("12:05 am");
    expect(formatClock("12:00")).toBe("12:00 pm");
    expect(formatClock("18:45:00")).toBe("6:45 pm");
    expect(formatTime("2026-12-05T04:30:00Z")).toBe("10:00 am");
    expect(formatDateTime("2026-12-04T20:00:00Z")).toBe("5 Dec 2026, 1:30 am");
  });

  it("labels status A as Active and joins names", () => {
    expect(statusLabel("A")).toBe("Active");
    expect(statusLabel("I")).toBe("Inactive");
    expect(statusLabel(null)).toBe("-");
    expect(fullName({ firstName: "Ananya", lastName: "Sharma" })).toBe("Ananya Sharma");
    expect(fullName({ firstName: "Ananya", lastName: null })).toBe("Ananya");
    expect(fullName(null)).toBe("");
  });
});
