import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOnPage, stubFetch, suggestionsAnd, testApi } from "../../forms/test-support";
import { contactAction } from "./contact-action.server";
import { ContactForm, contactQuery, DEFAULT_CONTACT_QUERY } from "./contact-form";

const contactActions = { "/contact": ({ request }: { request: Request }) => contactAction(testApi(), request) };

afterEach(() => vi.unstubAllGlobals());

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Anil Rao");
  await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "anil@example.com");
  await user.type(screen.getByRole("textbox", { name: /^Contact/ }), "+91 99887 66554");
}

describe("ContactForm (name required, course and query optional)", () => {
  it("replaces an empty query by the default text in the posted body; the course is optional", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(suggestionsAnd({ status: 201, body: { id: 5 } }));
    renderOnPage(<ContactForm />, contactActions);
    await fillPerson(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [call] = posts();
    expect(call?.url).toBe("/api/ictEnquiry/");
    expect(call?.body).toMatchObject({
      eName: "Anil Rao",
      eQuery: "Please contact me about your courses.",
      formSource: "contact",
    });
    expect(call?.body).not.toHaveProperty("ict_id");
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Your message has been sent"));
    // reset
    await waitFor(() => expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe(""));
  });

  it("sends the course picked from the suggestions and the query as typed", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(suggestionsAnd({ status: 201, body: { id: 6 } }));
    renderOnPage(<ContactForm />, contactActions);
    await fillPerson(user);
    await user.type(screen.getByRole("combobox", { name: /^Course name/ }), "ethical");
    await user.click(await screen.findByRole("option", { name: "Certified Ethical Hacker" }));
    await user.type(screen.getByRole("textbox", { name: /^Your query/ }), "Weekend batches?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ ict_id: 12, eQuery: "Weekend batches?" });
  });

  it("requires the name and shows a failure with the server's words", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(() => ({ status: 429, body: { detail: "Too many requests, please slow down." } }));
    renderOnPage(<ContactForm />, contactActions);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(posts()).toHaveLength(0);
    await fillPerson(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "Failed to send your message: Too many requests, please slow down.",
      ),
    );
  });
});

describe("contactQuery", () => {
  it("keeps a query, defaults an empty one, and keeps a course typed but not picked", () => {
    expect(contactQuery("  Hello ", null)).toBe("Hello");
    expect(contactQuery("   ", null)).toBe(DEFAULT_CONTACT_QUERY);
    expect(contactQuery("", "Kubernetes")).toBe(`${DEFAULT_CONTACT_QUERY}\nCourse of interest: Kubernetes`);
  });
});
