import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOnPage, stubFetch, suggestionsAnd, testApi } from "../../forms/test-support";
import { contactAction } from "./contact-action.server";
import { StandaloneEnquiryForm } from "./standalone-enquiry-form";

const contactActions = { "/contact": ({ request }: { request: Request }) => contactAction(testApi(), request) };

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^E-mail/), "ravi@example.com");
  await user.type(field(/^Name/), "Ravi Kumar");
  await user.type(field(/^Contact/), "+91 98765 43210");
}

async function pickCourse(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("combobox", { name: /^Course/ }), "hack");
  await user.click(await screen.findByRole("option", { name: "Certified Ethical Hacker" }));
}

describe("StandaloneEnquiryForm (its heading, required fields and messages)", () => {
  it("is headed as the spec says and asks for the country code", () => {
    renderOnPage(<StandaloneEnquiryForm />, contactActions);
    expect(
      screen.getByRole("heading", { name: "Great For Showing Interest, Now Please Share Your Details" }),
    ).toBeTruthy();
    expect(screen.getByRole("form", { name: /Great For Showing Interest/ })).toBeTruthy();
    expect(screen.getByText(/add the country code/i)).toBeTruthy();
  });

  it("requires a course picked from the suggestions, not just typed", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(suggestionsAnd({ status: 201, body: { id: 1 } }));
    renderOnPage(<StandaloneEnquiryForm />, contactActions);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Course is required")).toBeTruthy();
    await user.type(screen.getByRole("combobox", { name: /^Course/ }), "Something else");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Choose a course from the suggestions")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: /^Course/ }));
    expect(posts()).toHaveLength(0);
  });

  it("requires e-mail, name and contact", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(suggestionsAnd({ status: 201, body: { id: 1 } }));
    renderOnPage(<StandaloneEnquiryForm />, contactActions);
    await pickCourse(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("E-mail is required")).toBeTruthy();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Contact is required")).toBeTruthy();
    expect(document.activeElement).toBe(field(/^E-mail/));
    expect(posts()).toHaveLength(0);
  });

  it("posts the numeric course id, says 'Enquiry created successfully!' and clears the fields", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(suggestionsAnd({ status: 201, body: { id: 9 } }));
    renderOnPage(<StandaloneEnquiryForm />, contactActions);
    await fill(user);
    await pickCourse(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Enquiry created successfully!"));
    expect(posts()[0]?.body).toMatchObject({
      ict_id: 12,
      eEmail: "ravi@example.com",
      eName: "Ravi Kumar",
      eContact: "+91 98765 43210",
      eQuery: "",
      eSrc: "website",
      formSource: "standalone-enquiry",
    });
    for (const name of [/^E-mail/, /^Name/, /^Contact/, /^Query/]) expect(field(name).value).toBe("");
    expect((screen.getByRole("combobox", { name: /^Course/ }) as HTMLInputElement).value).toBe("");
  });

  it("says 'Failed to create enquiry: ' plus the error, keeping the details", async () => {
    const user = userEvent.setup();
    stubFetch(
      suggestionsAnd({ status: 422, body: { detail: [{ loc: ["body", "ict_id"], msg: "Course not found" }] } }),
    );
    renderOnPage(<StandaloneEnquiryForm />, contactActions);
    await fill(user);
    await pickCourse(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("Failed to create enquiry: Course not found"),
    );
    expect(field(/^Name/).value).toBe("Ravi Kumar");
  });
});
