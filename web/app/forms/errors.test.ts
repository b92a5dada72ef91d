import { describe, expect, it } from "vitest";
import { apiFieldErrors, errorText, failedCallStatus } from "./errors";

describe("apiFieldErrors (the one mapping of a 422 onto form fields)", () => {
  it("puts each item beside its field, the first message winning", () => {
    expect(
      apiFieldErrors({
        detail: [
          { loc: ["body", "leadEmail"], msg: "Enter a valid e-mail address" },
          { loc: ["body", "trainingId"], msg: "The chosen batch does not belong to the chosen course" },
          { loc: ["body", "leadEmail"], msg: "A second message" },
        ],
      }),
    ).toEqual({
      leadEmail: "Enter a valid e-mail address",
      trainingId: "The chosen batch does not belong to the chosen course",
    });
  });

  it("has no fields for a plain-text refusal, whose words are the alert's", () => {
    expect(apiFieldErrors({ detail: "Too many requests" })).toEqual({});
    expect(errorText({ detail: "Too many requests" }, "Fallback")).toBe("Too many requests");
    expect(errorText({ detail: "" }, "Fallback")).toBe("Fallback");
  });
});

describe("failedCallStatus (the status of an action's answer to a failed API call)", () => {
  it("keeps the API's refusal and makes no answer, or one that is not a refusal, a 502", () => {
    expect([422, 404, 409, 500, 503].map(failedCallStatus)).toEqual([422, 404, 409, 500, 503]);
    expect([0, 200, 201, 302].map(failedCallStatus)).toEqual([502, 502, 502, 502]);
  });
});
