import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CourseListDialog, TermsDialog } from "./course-popups";

const none = { items: [], error: null };
const close = () => undefined;

describe("course popups", () => {
  it("show the spec's texts when a course has no modules, benefits or prerequisites", () => {
    render(<CourseListDialog kind="modules" list={none} onClose={close} />);
    expect(screen.getByRole("dialog", { name: "Syllabus" }).textContent).toContain("No modules found for this course.");
    render(<CourseListDialog kind="benefits" list={none} onClose={close} />);
    expect(screen.getByRole("dialog", { name: "Benefits" }).textContent).toContain("No additional benefits found.");
    render(<CourseListDialog kind="prerequisites" list={none} onClose={close} />);
    expect(screen.getByRole("dialog", { name: "Pre-requisite" }).textContent).toContain(
      "This is a foundation course, Do not need any Pre-Requisites.",
    );
  });

  it("lists the items, or shows a fetch error as an alert", () => {
    render(
      <CourseListDialog
        kind="modules"
        list={{ items: [{ id: 1, moduleTitle: "IAM", moduleDesc: "Users and roles" }], error: null }}
        onClose={close}
      />,
    );
    expect(screen.getByRole("heading", { name: "IAM" })).toBeTruthy();
    render(
      <CourseListDialog kind="benefits" list={{ items: [], error: "Failed to fetch benefits" }} onClose={close} />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch benefits");
  });

  it("has ten terms", () => {
    render(<TermsDialog onClose={close} />);
    expect(screen.getByRole("dialog", { name: "Terms & Conditions" }).querySelectorAll("li")).toHaveLength(10);
  });
});
