import { describe, expect, it } from "vitest";
import { leadPayload, requiredErrors, serverFieldErrors } from "./lead-payload";

const values = {
  leadName: "  Kavya Rao ",
  leadEmail: "kavya@example.com ",
  leadContact: " +91 98450 11111",
  briefRequirement: "",
};

describe("leadPayload (spec §3)", () => {
  it("trims the fields, starts as 'new' and carries the course and batch", () => {
    expect(leadPayload(values, 7, 31)).toEqual({
      leadName: "Kavya Rao",
      leadEmail: "kavya@example.com",
      leadContact: "+91 98450 11111",
      briefRequirement: "",
      leadStatus: "new",
      ictId_id: 7,
      trainingId: 31,
    });
  });

  it("drops the batch when there is none", () => {
    expect(leadPayload(values, 7, null)).not.toHaveProperty("trainingId");
    expect(leadPayload(values, 7)).not.toHaveProperty("trainingId");
  });
});

describe("form messages", () => {
  it("names each empty required field", () => {
    expect(requiredErrors({ leadName: " ", leadEmail: "", leadContact: "", briefRequirement: "" })).toEqual({
      leadName: "Name is required",
      leadEmail: "E-mail is required",
      leadContact: "Contact is required",
    });
    expect(requiredErrors(values)).toEqual({});
  });

  it("maps a 422 detail array onto fields", () => {
    expect(
      serverFieldErrors({
        detail: [
          { loc: ["body", "leadEmail"], msg: "Enter a valid e-mail address" },
          { loc: ["body", "trainingId"], msg: "The chosen batch does not belong to the chosen course" },
        ],
      }),
    ).toEqual({
      leadEmail: "Enter a valid e-mail address",
      trainingId: "The chosen batch does not belong to the chosen course",
    });
    expect(serverFieldErrors({ detail: "Too many requests" })).toEqual({});
  });
});
