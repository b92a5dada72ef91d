import { hindiDictionary } from "@skillbridge/core/i18n/hi";
import { courseCopy } from "@skillbridge/core/page-copy/course";
import { describe, expect, it } from "vitest";
import { ENROLMENT_TITLE } from "./enrolment-texts";
import { leadPayload, requiredErrors } from "./lead-payload";

describe("the enrolment form's words", () => {
  it("has the catalogue's title, the one a translated page reads", () => {
    expect(ENROLMENT_TITLE).toBe(courseCopy.enrolmentTitle);
  });

  it("says which required field is empty in the page's language", () => {
    const empty = { leadName: " ", leadEmail: "", leadContact: "", briefRequirement: "" };
    expect(requiredErrors(empty)).toEqual({
      leadName: "Name is required",
      leadEmail: "E-mail is required",
      leadContact: "Contact is required",
    });
    expect(requiredErrors(empty, hindiDictionary.enrolment.required).leadName).toBe("अपना नाम लिखें");
  });
});

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
