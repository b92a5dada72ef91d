import { describe, expect, it } from "vitest";
import { csvMessages, MAX_IMPORT_ROWS, parseQuestionsCsv, questionsCsv, questionsTemplateCsv } from "./question-csv.ts";
import { questionInputSchema, textBlocks } from "./question-schema.ts";

const HEADER = "kind,topic,text,option1,option2,option3,option4,option5,option6,correct,explanation,active";

describe("the question bank's CSV", () => {
  it("reads back what it writes, and the template imports", () => {
    const question = {
      kind: "multiple" as const,
      topic: "Networking",
      text: 'Which are "private" ranges?\n```\n10.0.0.0/8\n```',
      options: ["10.0.0.0/8", "8.8.8.0/24", "192.168.0.0/16"],
      correct: [1, 3],
      explanation: "RFC 1918, with commas, too.",
      active: false,
    };
    expect(parseQuestionsCsv(questionsCsv([question]))).toEqual({ ok: true, questions: [question] });
    expect(parseQuestionsCsv(questionsTemplateCsv())).toMatchObject({ ok: true, questions: [{ correct: [2] }] });
  });

  it("refuses a bad row with its line and reason", () => {
    const csv = `${HEADER}\nsingle,A,Q1,a,b,,,,,1,,yes\nsingle,A,Q2,a,b,,,,,3,,yes\n`;
    expect(parseQuestionsCsv(csv)).toMatchObject({ ok: false, line: 3, reason: expect.stringContaining("correct") });
    const tf = `${HEADER}\ntrue_false,A,Q1,True,False,Maybe,,,,1,,yes\n`;
    expect(parseQuestionsCsv(tf)).toMatchObject({ ok: false, line: 2, reason: expect.stringContaining("two options") });
  });

  it("refuses formula cells, wrong columns and too many rows", () => {
    for (const cell of ["=1+1", "+A1", "-2", "@SUM(A1)", " =cmd"]) {
      const csv = `${HEADER}\nsingle,A,"${cell}",a,b,,,,,1,,yes\n`;
      expect(parseQuestionsCsv(csv)).toEqual({ ok: false, line: 2, reason: csvMessages.formula });
    }
    expect(parseQuestionsCsv("kind,text\nsingle,Q")).toMatchObject({ ok: false, reason: csvMessages.columns });
    const many = `${HEADER}\n${"single,A,Q,a,b,,,,,1,,yes\n".repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(parseQuestionsCsv(many)).toEqual({ ok: false, line: null, reason: csvMessages.tooMany });
    expect(parseQuestionsCsv(`${HEADER}\n`)).toMatchObject({ ok: false, reason: csvMessages.empty });
  });
});

describe("a question", () => {
  it("has one correct option unless it takes several, and true/false has two options", () => {
    const base = { kind: "single", text: "Q", options: ["a", "b", "c"], topic: "T", explanation: "" };
    expect(questionInputSchema.safeParse({ ...base, correct: [1, 2] }).success).toBe(false);
    expect(questionInputSchema.safeParse({ ...base, kind: "multiple", correct: [1, 2] }).success).toBe(true);
    expect(questionInputSchema.safeParse({ ...base, correct: [4] }).success).toBe(false);
    expect(questionInputSchema.safeParse({ ...base, kind: "true_false", correct: [1] }).success).toBe(false);
    expect(questionInputSchema.safeParse({ ...base, options: ["a"], correct: [1] }).success).toBe(false);
  });

  it("splits its text into paragraphs and ``` code blocks", () => {
    expect(textBlocks("What prints?\n```js\nconsole.log(1)\n```\nPick one.")).toEqual([
      { code: false, text: "What prints?" },
      { code: true, text: "console.log(1)" },
      { code: false, text: "Pick one." },
    ]);
  });
});
