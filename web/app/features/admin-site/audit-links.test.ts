// The audit log links a change to where it can be seen, names what changed and who changed it.
import { type AuditEntry, auditActorText } from "@skillbridge/core/back-office";
import { describe, expect, it } from "vitest";
import { changedFields, entityHref } from "./audit-links";

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  staffId: 1,
  staffName: "Priya",
  action: "x.update",
  entity: "event",
  entityId: "7",
  before: null,
  after: null,
  at: "2026-03-01T00:00:00.000Z",
  requestId: null,
  ip: null,
  ...values,
});

describe("entityHref", () => {
  it("leads to the record's page or its list", () => {
    expect(entityHref(entry({ entity: "course", entityId: "12" }))).toBe("/admin/courses/12");
    expect(entityHref(entry({ entity: "lead", entityId: "3" }))).toBe("/admin/inbox/lead/3");
    expect(entityHref(entry({ entity: "enquiry", entityId: "4", after: { type: "proposal" } }))).toBe(
      "/admin/inbox/proposal/4",
    );
    expect(entityHref(entry({ entity: "enquiry", entityId: "4" }))).toBeNull();
    expect(entityHref(entry({ entity: "testimonial" }))).toBe("/admin/testimonials");
    expect(entityHref(entry({ entity: "faq", after: { courseId: 9 } }))).toBe("/admin/courses/9/content");
    expect(entityHref(entry({ entity: "recording", before: { trainingCardId: 5 } }))).toBe("/admin/batches/5");
    expect(entityHref(entry({ entity: "learner" }))).toBeNull();
  });
});

describe("changedFields", () => {
  it("names the top-level fields that differ", () => {
    expect(changedFields({ title: "A", status: "A", n: 1 }, { title: "B", status: "A", n: 1 })).toEqual([
      { name: "title", from: "A", to: "B" },
    ]);
    expect(changedFields(null, { title: "B" })).toEqual([]);
    expect(changedFields({ a: "x".repeat(100) }, { a: "y" })[0]!.from).toHaveLength(81);
  });
});

describe("auditActorText", () => {
  it("names the staff member, else the learner for their own steps, else the system", () => {
    expect(auditActorText(entry({}))).toBe("Priya");
    expect(auditActorText(entry({ staffName: null, staffId: 4 }))).toBe("Staff #4");
    expect(auditActorText(entry({ staffName: null, staffId: null, action: "erasure.withdraw" }))).toBe("The learner");
    expect(auditActorText(entry({ staffName: null, staffId: null, action: "erasure.request" }))).toBe("The learner");
    expect(auditActorText(entry({ staffName: null, staffId: null, action: "payment.expire" }))).toBe("System");
  });
});
