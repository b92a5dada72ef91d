// What the exam forms post becomes what the API reads: options typed with blanks between them are
// renumbered with their ticks; a page's radios and boxes become each question's chosen options;
// opening times typed in IST become instants.
import { describe, expect, it } from "vitest";
import { chosenIn } from "./attempt-action.server";
import { questionBody, testBody } from "./bank-action.server";
import { istInstant, istLocalValue } from "./exam-labels";

describe("the exam forms' values", () => {
  it("leaves out blank options and keeps the ticks on the options they were beside", () => {
    const body = questionBody({
      kind: "multiple",
      text: "Q",
      option1: "A",
      option2: " ",
      option3: "C",
      correct3: "on",
      option4: "D",
      correct4: "on",
      correct2: "on",
      topic: "T",
    });
    expect(body).toMatchObject({ options: ["A", "C", "D"], correct: [2, 3], active: false });
  });

  it("reads a radio or ticked boxes for one question only", () => {
    const form = { q5: "2", q7o1: "on", q7o3: "on", q70o2: "on", q8o1: "off" };
    expect(chosenIn(form, 5)).toEqual([2]);
    expect(chosenIn(form, 7)).toEqual([1, 3]);
    expect(chosenIn(form, 8)).toEqual([]);
    expect(chosenIn(form, 9)).toEqual([]);
  });

  it("reads opening times as IST and shows them back the same", () => {
    expect(istInstant("2026-12-01T09:30")).toBe("2026-12-01T09:30:00+05:30");
    expect(istInstant("")).toBe("");
    expect(istLocalValue("2026-12-01T04:00:00.000Z")).toBe("2026-12-01T09:30");
    expect(testBody({ kind: "practice", minutes: "30", topics: "A, ,B" })).toMatchObject({
      minutes: "",
      topics: ["A", "B"],
    });
  });
});
