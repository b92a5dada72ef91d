// A batch's completion rule: attendance at least X % and/or a named exam passed. A learner who meets
// it once the batch has ended is certified without staff (server/modules/certificate/completion.ts).
import { z } from "../zod.ts";

export type CompletionRule = {
  /** Attended sessions as a % of those held (attendanceSummary), at least this; null: not asked. */
  minAttendancePercent: number | null;
  /** A test of the course that must have been passed (any submitted attempt); null: not asked. */
  examTestId: number | null;
  /** The certificate shows the learner's best score in that exam. */
  showScore: boolean;
};

/** What the rule is checked against, per learner. */
export type CompletionFacts = {
  /** null: no session held (attendance cannot be judged, so a rule asking for it is not met). */
  attendancePercent: number | null;
  examPassed: boolean;
  /** The best score of the learner's submitted attempts at the rule's exam, if any. */
  examPercent: number | null;
};

/** What is still missing for the rule, in the order the rule names them; empty: met. */
export function missingForRule(rule: CompletionRule, facts: CompletionFacts): ("attendance" | "exam")[] {
  const missing: ("attendance" | "exam")[] = [];
  if (
    rule.minAttendancePercent != null &&
    (facts.attendancePercent == null || facts.attendancePercent < rule.minAttendancePercent)
  ) {
    missing.push("attendance");
  }
  if (rule.examTestId != null && !facts.examPassed) missing.push("exam");
  return missing;
}

export const meetsRule = (rule: CompletionRule, facts: CompletionFacts) =>
  (rule.minAttendancePercent != null || rule.examTestId != null) && missingForRule(rule, facts).length === 0;

export const completionRuleMessages = {
  nothingAsked: "Set a minimum attendance, choose an exam, or both.",
  attendanceRange: "Minimum attendance is a whole percentage from 1 to 100.",
  unknownExam: "Choose an exam of this course.",
  saved: "Completion rule saved.",
  removed: "Completion rule removed.",
} as const;

const optionalWhole = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? null : Number(value)),
    z.number({ error: message }).int(message).min(1, message).max(100, message).nullable(),
  );
const optionalId = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? null : Number(value)),
  z.number().int().positive().nullable(),
);

/** The rule as staff send it (the batch's certificates page posts a form; the API takes JSON). */
export const completionRuleInputSchema = z
  .strictObject({
    minAttendancePercent: optionalWhole(completionRuleMessages.attendanceRange),
    examTestId: optionalId,
    showScore: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
  })
  .refine((rule) => rule.minAttendancePercent != null || rule.examTestId != null, {
    message: completionRuleMessages.nothingAsked,
    path: ["minAttendancePercent"],
  });

export type CompletionRuleInput = z.output<typeof completionRuleInputSchema>;

export const completionRuleSchema = z.object({
  minAttendancePercent: z.number().int().nullable(),
  examTestId: z.number().int().nullable(),
  showScore: z.boolean(),
});

/** The batch's rule (null: none), the exams it may name, and each enrolled learner against it. */
export const completionStatusSchema = z.object({
  batchId: z.number().int(),
  batchEnded: z.boolean(),
  rule: completionRuleSchema.nullable(),
  exams: z.array(z.object({ id: z.number().int(), title: z.string() })),
  learners: z.array(
    z.object({
      learnerId: z.number().int(),
      name: z.string(),
      attendancePercent: z.number().int().nullable(),
      examPassed: z.boolean(),
      examPercent: z.number().int().nullable(),
      met: z.boolean(),
      /** Marked not completed by staff: the rule never certifies them. */
      withheld: z.boolean(),
      /** Why staff marked them not completed (null when not withheld or marked before reasons were asked). */
      withheldReason: z.string().nullable(),
      certified: z.boolean(),
    }),
  ),
});

export type CompletionStatus = z.infer<typeof completionStatusSchema>;
