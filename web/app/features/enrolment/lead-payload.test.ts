import { describe, expect, it } from "vitest";
import { leadPayload, requiredErrors } from "./lead-payload";

const values = {
  leadName: "  Kavya Rao ",
  leadEmail: "kavya@example.com ",
  leadContact: " +91 98450 11111",
  briefRequirement: "",
};

describe("leadPayload (the body an enrolment posts)", () => {
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
});
