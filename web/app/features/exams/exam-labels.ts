// The words the question bank and tests pages use for stored values.
import type { AdminTest, QuestionKind } from "@skillbridge/core/exams";

export const KIND_LABELS: Record<QuestionKind, string> = {
  single: "Single answer",
  multiple: "Multiple answers",
  true_false: "True/false",
};

const IST = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export const istText = (iso: string) => `${IST.format(new Date(iso))} IST`;

/** "2026-11-28T10:00:00.000Z" → "2026-11-28T15:30", what a datetime-local field shows (IST). */
export function istLocalValue(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, as an ISO instant; empty stays empty. */
export const istInstant = (local: string | undefined) =>
  local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : "";

export function testRules(test: AdminTest): string {
  const parts = [
    test.kind === "exam" ? `Timed exam, ${test.minutes} min` : "Practice (answers after each question)",
    `${test.questionCount} questions${test.topics.length ? ` from ${test.topics.join(", ")}` : ""}`,
    `pass ${test.passPercent}%`,
    test.attemptsAllowed == null ? "unlimited attempts" : `${test.attemptsAllowed} attempt(s)`,
  ];
  if (test.openFrom) parts.push(`opens ${istText(test.openFrom)}`);
  if (test.openTo) parts.push(`closes ${istText(test.openTo)}`);
  if (!test.showAnswers) parts.push("answers not shown after submitting");
  return parts.join(" · ");
}
