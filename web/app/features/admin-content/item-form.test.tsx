// The content item form posted without scripts: its reader shared with the route action.
import { contentInputSchemas } from "@skillbridge/core/admin/content";
import { describe, expect, it } from "vitest";
import { readContentValues } from "./item-form";

describe("course content posted without scripts", () => {
  it("keeps the kind's own fields only", () => {
    const values = readContentValues("faqs", { intent: "faqs-add", id: "3", faq: "Weekend batch?", faqAnswer: "" });
    expect(values).toEqual({ faq: "Weekend batch?", faqAnswer: "" });
    expect(contentInputSchemas.faqs.safeParse(values).success).toBe(false);
  });
});
