// A question of a course's bank: single answer, multiple answers or true/false; its text (plain,
// ``` fences for code), 2–6 options, the correct option numbers (1 = the first option), an
// explanation shown after answering, a topic and whether tests may draw it.
import { z } from "../zod.ts";

export const QUESTION_KINDS = ["single", "multiple", "true_false"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export const questionMessages = {
  text: "Enter the question (up to 4,000 characters)",
  options: `Give from ${MIN_OPTIONS} to ${MAX_OPTIONS} options, each up to 500 characters`,
  correct: "Choose the correct option(s) among the options given",
  oneCorrect: "A single-answer or true/false question has exactly one correct option",
  trueFalse: "A true/false question has exactly two options",
  topic: "Enter a topic (up to 120 characters)",
  unknownQuestion: "This question does not exist",
  unknownCourse: "This course does not exist",
  drawn: "An attempt drew this question, so it stays: switch it off instead",
} as const;

const trimmed = (max: number, message: string, min = 0) => z.string().trim().min(min, message).max(max, message);

export const questionInputSchema = z
  .object({
    kind: z.enum(QUESTION_KINDS, { message: "Choose single answer, multiple answers or true/false" }),
    text: trimmed(4000, questionMessages.text, 1),
    options: z
      .array(trimmed(500, questionMessages.options, 1))
      .min(MIN_OPTIONS, questionMessages.options)
      .max(MAX_OPTIONS, questionMessages.options),
    correct: z.array(z.number().int().min(1).max(MAX_OPTIONS)).min(1, questionMessages.correct),
    explanation: trimmed(4000, "Keep the explanation within 4,000 characters").default(""),
    topic: trimmed(120, questionMessages.topic, 1),
    active: z.boolean().default(true),
  })
  .superRefine((q, ctx) => {
    if (q.correct.some((n) => n > q.options.length) || new Set(q.correct).size !== q.correct.length)
      ctx.addIssue({ code: "custom", path: ["correct"], message: questionMessages.correct });
    if (q.kind !== "multiple" && q.correct.length !== 1)
      ctx.addIssue({ code: "custom", path: ["correct"], message: questionMessages.oneCorrect });
    if (q.kind === "true_false" && q.options.length !== 2)
      ctx.addIssue({ code: "custom", path: ["options"], message: questionMessages.trueFalse });
  });
export type QuestionInput = z.output<typeof questionInputSchema>;

export const optionSchema = z.object({ id: z.number().int(), text: z.string() });

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  options: z.array(optionSchema),
  correct: z.array(z.number().int()),
  explanation: z.string(),
  topic: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** The parts of a question's text: plain paragraphs and ``` fenced code, in order. */
export function textBlocks(text: string): { code: boolean; text: string }[] {
  const blocks: { code: boolean; text: string }[] = [];
  const parts = text.split(/^```[^\n]*\n?/m);
  parts.forEach((part, index) => {
    const body = index % 2 === 1 ? part.replace(/\n$/, "") : part.trim();
    if (body) blocks.push({ code: index % 2 === 1, text: body });
  });
  return blocks;
}
