import type { AdminDomain } from "@skillbridge/core/admin/catalogue";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CourseForm, type CourseFormAnswer, courseBody, courseFormValues, readCourseFormValues } from "./course-form";

const domains: AdminDomain[] = [
  { id: 4, domain: "Cyber Security", status: "A", icon: "shield", position: 0, courseCount: 3, activeCourseCount: 2 },
  { id: 13, domain: "Mainframe", status: "I", icon: null, position: 1, courseCount: 0, activeCourseCount: 0 },
];

/** The page's route action: receives the posted fields (the form posts there, with scripts too). */
function renderForm(onSubmit: (fields: Record<string, unknown>) => unknown, posted?: CourseFormAnswer) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ apiKey: "test-key" }),
      Component: Outlet,
      children: [
        {
          path: "admin/courses/new",
          action: async ({ request }) => (await onSubmit(Object.fromEntries(await request.formData()))) ?? null,
          // biome-ignore lint/correctness/noComponentHookFactories: one stub per test, around that test's onSubmit
          Component: () => (
            <CourseForm
              initial={courseFormValues(null)}
              domains={domains}
              submitLabel="Create course"
              posted={posted}
            />
          ),
        },
      ],
    },
  ]);
  render(
    <Stub initialEntries={["/admin/courses/new"]} hydrationData={{ loaderData: { root: { apiKey: "test-key" } } }} />,
  );
}

/** The text a screen reader announces with a control: its hint and its error. */
function description(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("CourseForm", () => {
  it("names every missing field with the shared schema's messages and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await user.click(await screen.findByRole("button", { name: "Create course" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Check the \d+ fields marked below/);
    expect(description(screen.getByLabelText(/Course name/))).toContain("Course name is required");
    expect(description(screen.getByLabelText(/^Type/))).toContain("Choose a course type");
    expect(description(screen.getByLabelText(/^Domain/))).toContain("Choose an existing domain");
    expect(description(screen.getByLabelText(/Training hours/))).toContain("Enter a whole number of hours");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("option", { name: "Mainframe (inactive)" })).toBeTruthy();
  });

  it("refuses a sell price above the list price, then posts the form to the page's action", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(null);
    renderForm(onSubmit);
    await user.type(await screen.findByLabelText(/Course name/), "Ethical Hacking");
    await user.selectOptions(screen.getByLabelText(/^Type/), "Certificate Course");
    await user.selectOptions(screen.getByLabelText(/^Domain/), "Cyber Security");
    await user.type(screen.getByLabelText(/Training hours/), "40");
    await user.type(screen.getByLabelText(/Lab hours/), "8");
    await user.type(screen.getByLabelText(/List price/), "1000");
    await user.type(screen.getByLabelText(/Sell price/), "2000");
    await user.type(screen.getByLabelText(/Image path or address/), "/images/courses/cyber.svg");
    await user.click(screen.getByRole("button", { name: "Create course" }));
    expect(description(screen.getByLabelText(/Sell price/))).toContain(
      "The sell price must not be above the list price",
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/List price/));
    await user.clear(screen.getByLabelText(/Sell price/));
    await user.click(screen.getByRole("button", { name: "Create course" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const posted = onSubmit.mock.calls[0]?.[0] as Record<string, string>;
    expect(posted).toMatchObject({ intent: "course", ictName: "Ethical Hacking", domainId: "4", TrainingHour: "40" });
    // The action builds the API's body from the posted fields with the form's own rule.
    expect(courseBody(readCourseFormValues(posted))).toMatchObject({
      ictName: "Ethical Hacking",
      domainId: "4",
      TrainingHour: 40,
      LabHour: 8,
      ictMrp: null,
      sellPrice: null,
      ictImg: "/images/courses/cyber.svg",
    });
  });

  it("shows the action's refusal on its field", async () => {
    const user = userEvent.setup();
    renderForm(async () => ({ errors: { domainId: "Choose an existing domain" } }));
    await user.type(await screen.findByLabelText(/Course name/), "X");
    await user.selectOptions(screen.getByLabelText(/^Type/), "Internship");
    await user.selectOptions(screen.getByLabelText(/^Domain/), "Mainframe (inactive)");
    await user.type(screen.getByLabelText(/Training hours/), "80");
    await user.type(screen.getByLabelText(/Lab hours/), "0");
    await user.type(screen.getByLabelText(/Image path or address/), "https://cdn.example.com/x.png");
    await user.click(screen.getByRole("button", { name: "Create course" }));
    await vi.waitFor(() =>
      expect(description(screen.getByLabelText(/^Domain/))).toContain("Choose an existing domain"),
    );
  });
});

describe("the course form posted without scripts", () => {
  it("reads the posted fields into the same body the browser sends", () => {
    const values = readCourseFormValues({
      intent: "course",
      ictName: "Kubernetes Administration",
      ictType: "Certificate Course",
      domainId: "4",
      TrainingHour: "24",
      LabHour: "8",
      ictMrp: "",
      sellPrice: "",
      ictImg: "/images/courses/cloud.svg",
      unexpected: "ignored",
    });
    expect(values.ictSDesc).toBe("");
    expect(Object.keys(values)).toEqual(Object.keys(courseFormValues(null)));
    expect(courseBody(values)).toMatchObject({ domainId: "4", TrainingHour: 24, LabHour: 8, ictMrp: null });
  });

  it("shows the action's messages beside their fields and what was typed", async () => {
    renderForm(vi.fn(), {
      errors: { ictName: "Course name is required", sellPrice: "The sell price must not be above the list price" },
      values: { ...courseFormValues(null), ictSDesc: "Typed before the post", ictMrp: "100", sellPrice: "200" },
    });
    expect((await screen.findByRole("alert")).textContent).toMatch(/Check the 2 fields marked below/);
    expect(description(screen.getByLabelText(/Course name/))).toContain("Course name is required");
    expect(description(screen.getByLabelText(/Sell price/))).toContain("must not be above the list price");
    expect((screen.getByLabelText(/Short description/) as HTMLTextAreaElement).value).toBe("Typed before the post");
    expect(document.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe("course");
  });
});
