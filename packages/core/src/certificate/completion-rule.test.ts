import { describe, expect, it } from "vitest";
import { completionRuleInputSchema, meetsRule, missingForRule } from "./completion-rule.ts";

const facts = (attendancePercent: number | null, examPassed: boolean) => ({
  attendancePercent,
  examPassed,
  examPercent: examPassed ? 80 : 40,
});

describe("a completion rule", () => {
  it("asks for attendance of at least the minimum, over the sessions held", () => {
    const rule = { minAttendancePercent: 75, examTestId: null, showScore: false };
    expect(meetsRule(rule, facts(75, false))).toBe(true);
    expect(meetsRule(rule, facts(74, true))).toBe(false);
    // No session held yet: attendance cannot be judged, so it is not met.
    expect(missingForRule(rule, facts(null, true))).toEqual(["attendance"]);
  });

  it("asks for the named exam passed, and for both when it names both", () => {
    const exam = { minAttendancePercent: null, examTestId: 7, showScore: true };
    expect(meetsRule(exam, facts(10, true))).toBe(true);
    expect(missingForRule(exam, facts(100, false))).toEqual(["exam"]);
    const both = { minAttendancePercent: 80, examTestId: 7, showScore: false };
    expect(missingForRule(both, facts(60, false))).toEqual(["attendance", "exam"]);
    expect(meetsRule(both, facts(80, true))).toBe(true);
  });

  it("is never met when it asks for nothing", () => {
    expect(meetsRule({ minAttendancePercent: null, examTestId: null, showScore: false }, facts(100, true))).toBe(false);
  });

  it("reads the staff form: blank fields are not asked, at least one is, attendance a whole 1–100", () => {
    expect(completionRuleInputSchema.parse({ minAttendancePercent: "75", examTestId: "", showScore: "on" })).toEqual({
      minAttendancePercent: 75,
      examTestId: null,
      showScore: true,
    });
    expect(completionRuleInputSchema.safeParse({ minAttendancePercent: "", examTestId: "" }).success).toBe(false);
    for (const bad of ["0", "101", "7.5", "lots"]) {
      expect(completionRuleInputSchema.safeParse({ minAttendancePercent: bad, examTestId: "" }).success).toBe(false);
    }
  });
});
