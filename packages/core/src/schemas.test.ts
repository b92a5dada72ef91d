import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  enquiryCreateSchema,
  enquiryKindOf,
  FORM_SOURCES,
  feedbackCreateSchema,
  idSchema,
  leadCreateSchema,
  loginSchema,
} from "./schemas.ts";

const EMAIL_MESSAGE = "Enter a valid e-mail address";
const CONTACT_MESSAGE = "Enter a phone number with its country code, e.g. +91 98765 43210";

/** The issues of a failed parse, as `path: message` pairs; fails the test if the parse succeeds. */
function issuesOf(schema: z.ZodType, input: unknown): { path: string; message: string; code: string }[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
    code: issue.code,
  }));
}

function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  return issuesOf(schema, input)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);
}

describe("idSchema", () => {
  it("accepts positive integers and numeric strings", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("12")).toBe(12);
    expect(idSchema.parse(" 12 ")).toBe(12);
    expect(idSchema.parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it.each([0, -1, "0", "-1", "abc", "", "1.5", true, 1.5, null, undefined, 2_147_483_648])("rejects %j", (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe("leadCreateSchema (the enrolment form's payload)", () => {
  const valid = {
    leadName: "Asha Kumar",
    leadEmail: "asha.k@example.com",
    leadContact: "+91 98765 43210",
    ictId_id: 12,
  };

  it("accepts a valid lead and fills the defaults", () => {
    expect(leadCreateSchema.parse(valid)).toEqual({
      leadName: "Asha Kumar",
      leadEmail: "asha.k@example.com",
      leadContact: "+91 98765 43210",
      briefRequirement: "",
      leadStatus: "new",
      ictId_id: 12,
      formSource: "api",
    });
  });

  it("keeps a given requirement, leadStatus 'new' and trainingId", () => {
    const parsed = leadCreateSchema.parse({
      ...valid,
      briefRequirement: "  Weekend batch please  ",
      leadStatus: "new",
      trainingId: "7",
    });
    expect(parsed.briefRequirement).toBe("Weekend batch please");
    expect(parsed.leadStatus).toBe("new");
    expect(parsed.trainingId).toBe(7);
  });

  it("trims name, e-mail and contact", () => {
    const parsed = leadCreateSchema.parse({
      ...valid,
      leadName: "  Asha  ",
      leadEmail: "  asha.k@example.com ",
      leadContact: " +91 98765 43210 ",
    });
    expect(parsed.leadName).toBe("Asha");
    expect(parsed.leadEmail).toBe("asha.k@example.com");
    expect(parsed.leadContact).toBe("+91 98765 43210");
  });

  it("turns a numeric-string ictId_id into a number", () => {
    expect(leadCreateSchema.parse({ ...valid, ictId_id: "12" }).ictId_id).toBe(12);
  });

  it("rejects a missing name", () => {
    const { leadName: _omit, ...withoutName } = valid;
    expect(issuesOf(leadCreateSchema, withoutName).map((i) => i.path)).toEqual(["leadName"]);
  });

  it("rejects an empty or whitespace-only name with 'Name is required'", () => {
    expect(messagesAt(leadCreateSchema, { ...valid, leadName: "" }, "leadName")).toEqual(["Name is required"]);
    expect(messagesAt(leadCreateSchema, { ...valid, leadName: "   " }, "leadName")).toEqual(["Name is required"]);
  });

  it("rejects a name over 120 characters", () => {
    expect(leadCreateSchema.safeParse({ ...valid, leadName: "a".repeat(120) }).success).toBe(true);
    expect(messagesAt(leadCreateSchema, { ...valid, leadName: "a".repeat(121) }, "leadName")).toEqual([
      "Must be at most 120 characters",
    ]);
  });

  it.each(["asha", "asha@", "@example.com", "asha@example", "asha k@example.com", "asha@@example.com", ""])(
    "rejects the e-mail %j",
    (leadEmail) => {
      expect(messagesAt(leadCreateSchema, { ...valid, leadEmail }, "leadEmail")).toEqual([EMAIL_MESSAGE]);
    },
  );

  it("rejects a missing e-mail", () => {
    const { leadEmail: _omit, ...withoutEmail } = valid;
    expect(issuesOf(leadCreateSchema, withoutEmail).map((i) => i.path)).toEqual(["leadEmail"]);
  });

  it.each(["12345", "abc", "+91 98765 4321x", "98765-", "(91) 98765"])("rejects the contact %j", (leadContact) => {
    expect(messagesAt(leadCreateSchema, { ...valid, leadContact }, "leadContact")).toContain(CONTACT_MESSAGE);
  });

  it("rejects an empty contact with 'Contact is required'", () => {
    expect(messagesAt(leadCreateSchema, { ...valid, leadContact: "" }, "leadContact")).toContain("Contact is required");
  });

  it("rejects a contact over 20 characters", () => {
    expect(messagesAt(leadCreateSchema, { ...valid, leadContact: "+91 98765 43210 12345" }, "leadContact")).toContain(
      "Contact must be at most 20 characters",
    );
  });

  it.each(["+91 98765 43210", "+919876543210", "9876543210", "+1 (555) 123-4567"])(
    "accepts the contact %j",
    (leadContact) => {
      expect(leadCreateSchema.safeParse({ ...valid, leadContact }).success).toBe(true);
    },
  );

  it("rejects an unknown extra key", () => {
    const issues = issuesOf(leadCreateSchema, { ...valid, isAdmin: true });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.code).toBe("unrecognized_keys");
  });

  it.each(["contacted", "enrolled", "NEW", ""])("rejects leadStatus %j (a lead starts as 'new')", (leadStatus) => {
    expect(issuesOf(leadCreateSchema, { ...valid, leadStatus }).map((i) => i.path)).toEqual(["leadStatus"]);
  });

  it.each([0, -1, "abc", true, 1.5, "0", null])("rejects ictId_id %j", (ictId_id) => {
    expect(issuesOf(leadCreateSchema, { ...valid, ictId_id }).map((i) => i.path)).toEqual(["ictId_id"]);
  });

  it("rejects a missing ictId_id", () => {
    const { ictId_id: _omit, ...withoutId } = valid;
    expect(issuesOf(leadCreateSchema, withoutId).map((i) => i.path)).toEqual(["ictId_id"]);
  });

  it("rejects a bad trainingId", () => {
    expect(issuesOf(leadCreateSchema, { ...valid, trainingId: 0 }).map((i) => i.path)).toEqual(["trainingId"]);
  });

  it("rejects a requirement over 2000 characters", () => {
    expect(leadCreateSchema.safeParse({ ...valid, briefRequirement: "r".repeat(2000) }).success).toBe(true);
    expect(messagesAt(leadCreateSchema, { ...valid, briefRequirement: "r".repeat(2001) }, "briefRequirement")).toEqual([
      "Must be at most 2000 characters",
    ]);
  });
});

describe("enquiryCreateSchema (the enquiry payload)", () => {
  const valid = {
    ict_id: 5,
    eName: "Ravi",
    eEmail: "ravi@example.com",
    eContact: "+91 91234 56789",
  };

  it("accepts a valid enquiry and defaults eSrc 'website', status 'A' and an empty query", () => {
    expect(enquiryCreateSchema.parse(valid)).toEqual({
      ...valid,
      eQuery: "",
      eSrc: "website",
      status: "A",
      formSource: "api",
    });
  });

  it("accepts a numeric-string course id", () => {
    expect(enquiryCreateSchema.parse({ ...valid, ict_id: "5" }).ict_id).toBe(5);
  });

  it.each(["website", "email", "socialmedia", "google", "csr", "refer"])("accepts eSrc %j", (eSrc) => {
    expect(enquiryCreateSchema.parse({ ...valid, eSrc }).eSrc).toBe(eSrc);
  });

  it("rejects an unknown eSrc", () => {
    expect(issuesOf(enquiryCreateSchema, { ...valid, eSrc: "spam" }).map((i) => i.path)).toEqual(["eSrc"]);
  });

  it("rejects a status other than 'A'", () => {
    expect(issuesOf(enquiryCreateSchema, { ...valid, status: "I" }).map((i) => i.path)).toEqual(["status"]);
  });

  it("requires name, e-mail, contact and course id", () => {
    expect(messagesAt(enquiryCreateSchema, { ...valid, eName: " " }, "eName")).toEqual(["Name is required"]);
    expect(messagesAt(enquiryCreateSchema, { ...valid, eEmail: "ravi" }, "eEmail")).toEqual([EMAIL_MESSAGE]);
    expect(messagesAt(enquiryCreateSchema, { ...valid, eContact: "" }, "eContact")).toContain("Contact is required");
    const { ict_id: _omit, ...withoutCourse } = valid;
    expect(issuesOf(enquiryCreateSchema, withoutCourse).map((i) => i.path)).toEqual(["ict_id"]);
  });

  it("rejects an unknown extra key", () => {
    expect(issuesOf(enquiryCreateSchema, { ...valid, eventTitle: "x" })[0]?.code).toBe("unrecognized_keys");
  });

  it("keeps where it came from and which notice was shown", () => {
    const meta = {
      formSource: "standalone-enquiry",
      pageUrl: "https://example.in/contact",
      noticeId: "privacy-notice-2026-11",
      noticeShownAt: "2026-11-20T10:00:00.000Z",
      formStartedAt: "2026-11-20T10:00:00.000Z",
      website: "",
    };
    expect(enquiryCreateSchema.parse({ ...valid, ...meta })).toMatchObject(meta);
  });
});

describe("enquiry kinds (each form source is a course, event, proposal or contact enquiry)", () => {
  const person = { eName: "Ravi", eEmail: "ravi@example.com", eContact: "+91 91234 56789" };

  it.each([
    ["event-enquiry", "event"],
    ["proposal", "proposal"],
    ["contact", "contact"],
    ["standalone-enquiry", "course"],
    ["course-enquiry", "course"],
    ["enrolment-form", "course"],
    ["api", "course"],
    [undefined, "course"],
  ] as const)("reads the form source %j as a %s enquiry", (formSource, kind) => {
    expect(enquiryKindOf(formSource)).toBe(kind);
  });

  it("knows every form source", () => {
    for (const source of FORM_SOURCES)
      expect(["course", "event", "proposal", "contact"]).toContain(enquiryKindOf(source));
  });

  it.each(["standalone-enquiry", "course-enquiry", "proposal", "api"])("requires a course for %s", (formSource) => {
    expect(issuesOf(enquiryCreateSchema, { ...person, formSource })).toEqual([
      { path: "ict_id", message: "Choose a course from the suggestions", code: "custom" },
    ]);
    expect(issuesOf(enquiryCreateSchema, { ...person, formSource, ict_id: null }).map((i) => i.path)).toEqual([
      "ict_id",
    ]);
  });

  it("lets a contact message go without a course, or with one", () => {
    expect(enquiryCreateSchema.parse({ ...person, formSource: "contact" }).ict_id).toBeUndefined();
    expect(enquiryCreateSchema.parse({ ...person, formSource: "contact", ict_id: null }).ict_id).toBeNull();
    expect(enquiryCreateSchema.parse({ ...person, formSource: "contact", ict_id: "7" }).ict_id).toBe(7);
  });

  it("needs the event for an event enquiry; its course is optional", () => {
    expect(enquiryCreateSchema.parse({ ...person, formSource: "event-enquiry", eventId: 3 })).toMatchObject({
      eventId: 3,
    });
    expect(
      enquiryCreateSchema.parse({ ...person, formSource: "event-enquiry", eventId: "3", ict_id: 9 }),
    ).toMatchObject({ eventId: 3, ict_id: 9 });
    expect(issuesOf(enquiryCreateSchema, { ...person, formSource: "event-enquiry" })).toEqual([
      { path: "eventId", message: "Choose the event you are enquiring about", code: "custom" },
    ]);
  });

  it("refuses an event on any other kind of enquiry", () => {
    expect(issuesOf(enquiryCreateSchema, { ...person, ict_id: 5, eventId: 3 }).map((i) => i.path)).toEqual(["eventId"]);
    expect(issuesOf(enquiryCreateSchema, { ...person, formSource: "contact", eventId: 3 }).map((i) => i.path)).toEqual([
      "eventId",
    ]);
  });

  it("rejects an unknown form source", () => {
    expect(issuesOf(enquiryCreateSchema, { ...person, ict_id: 5, formSource: "popup" }).map((i) => i.path)).toEqual([
      "formSource",
    ]);
  });
});

describe("loginSchema (e-mail and password required)", () => {
  it("accepts a valid e-mail and password, trimming the e-mail", () => {
    expect(loginSchema.parse({ email: " asha@example.com ", password: "secret" })).toEqual({
      email: "asha@example.com",
      password: "secret",
    });
  });

  it.each(["asha", "asha@", "@example.com", "asha@example", "asha example@x.com", "asha@@example.com", ""])(
    "rejects the e-mail %j",
    (email) => {
      expect(messagesAt(loginSchema, { email, password: "secret" }, "email")).toEqual([EMAIL_MESSAGE]);
    },
  );

  it("rejects an e-mail over 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(190)}.com`;
    expect(messagesAt(loginSchema, { email, password: "secret" }, "email")).toContain(
      "E-mail must be at most 254 characters",
    );
  });

  it("rejects an empty password with 'Password is required'", () => {
    expect(messagesAt(loginSchema, { email: "asha@example.com", password: "" }, "password")).toEqual([
      "Password is required",
    ]);
  });

  it("rejects a missing password", () => {
    expect(issuesOf(loginSchema, { email: "asha@example.com" }).map((i) => i.path)).toEqual(["password"]);
  });

  it("rejects an overlong password", () => {
    expect(messagesAt(loginSchema, { email: "asha@example.com", password: "p".repeat(1025) }, "password")).toEqual([
      "Password is too long",
    ]);
  });

  it("rejects an unknown extra key", () => {
    expect(issuesOf(loginSchema, { email: "asha@example.com", password: "x", remember: true })[0]?.code).toBe(
      "unrecognized_keys",
    );
  });
});

describe("feedbackCreateSchema (rating 1 to 5, default 5)", () => {
  const valid = { feedbackMsg: "Very useful sessions.", ictId_id: 3, learnerId_id: 9 };

  it("defaults the rating to 5, the trainer to '', status to 'A' and consent to publish to no", () => {
    expect(feedbackCreateSchema.parse(valid)).toEqual({
      ...valid,
      feedbackTrainer: "",
      feedbackRating: 5,
      status: "A",
      publishConsent: false,
    });
  });

  it.each([1, 2, 3, 4, 5])("accepts rating %i", (feedbackRating) => {
    expect(feedbackCreateSchema.parse({ ...valid, feedbackRating }).feedbackRating).toBe(feedbackRating);
  });

  it.each([0, 6, 4.5, -1, "5"])("rejects rating %j", (feedbackRating) => {
    expect(issuesOf(feedbackCreateSchema, { ...valid, feedbackRating }).map((i) => i.path)).toEqual(["feedbackRating"]);
  });

  it("requires a message", () => {
    expect(messagesAt(feedbackCreateSchema, { ...valid, feedbackMsg: "  " }, "feedbackMsg")).toEqual([
      "Feedback is required",
    ]);
    const { feedbackMsg: _omit, ...withoutMsg } = valid;
    expect(issuesOf(feedbackCreateSchema, withoutMsg).map((i) => i.path)).toEqual(["feedbackMsg"]);
  });

  it("accepts an ISO feedbackDateTime with offset and rejects a bare date", () => {
    expect(feedbackCreateSchema.safeParse({ ...valid, feedbackDateTime: "2026-11-21T10:00:00+05:30" }).success).toBe(
      true,
    );
    expect(feedbackCreateSchema.safeParse({ ...valid, feedbackDateTime: "2026-11-21T04:30:00Z" }).success).toBe(true);
    expect(issuesOf(feedbackCreateSchema, { ...valid, feedbackDateTime: "2026-11-21" }).map((i) => i.path)).toEqual([
      "feedbackDateTime",
    ]);
  });

  it("rejects bad ids and unknown keys", () => {
    expect(issuesOf(feedbackCreateSchema, { ...valid, learnerId_id: 0 }).map((i) => i.path)).toEqual(["learnerId_id"]);
    expect(issuesOf(feedbackCreateSchema, { ...valid, extra: 1 })[0]?.code).toBe("unrecognized_keys");
  });
});
