import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOnPage, stubFetch, testApi } from "../../forms/test-support";
import { eventEnquiryAction } from "./event-enquiry-action.server";
import { EventEnquiryDialog } from "./event-enquiry-dialog";

afterEach(() => vi.unstubAllGlobals());

const event = { id: 4, title: "Cloud Careers Webinar", courseId: 12 };

function open(props: Partial<Parameters<typeof EventEnquiryDialog>[0]> = {}) {
  const onClose = vi.fn();
  const shown = props.event ?? event;
  // The popup posts to the event's enquiry page, whose real action stores it through the API.
  renderOnPage(<EventEnquiryDialog event={event} onClose={onClose} {...props} />, {
    [`/events/${shown.id}/enquiry`]: ({ request }) => eventEnquiryAction(testApi(), request, shown),
  });
  return { onClose, dialog: screen.getByRole("dialog", { name: "Enquire About Cloud Careers Webinar" }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Meera Iyer");
  await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "meera@example.com");
  await user.type(screen.getByRole("textbox", { name: /^Contact/ }), "+91 91234 56789");
}

describe("EventEnquiryDialog (its title, required fields and messages)", () => {
  it("is titled 'Enquire About' plus the event title, which it shows read-only", () => {
    const { dialog } = open();
    const title = within(dialog).getByRole("textbox", { name: "Event" }) as HTMLInputElement;
    expect(title.value).toBe("Cloud Careers Webinar");
    expect(title.readOnly).toBe(true);
    expect(within(dialog).getByText(/add the country code/i)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/privacy");
  });

  it("requires name, e-mail and contact, sending nothing until they are given", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(() => ({ status: 201, body: {} }));
    open();
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("E-mail is required")).toBeTruthy();
    expect(screen.getByText("Contact is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Name/ }));
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "meera@");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(screen.getByText("Enter a valid e-mail address")).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("sends the event enquiry, says 'Your request has been sent!' and closes", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(() => ({ status: 201, body: { id: 77 } }));
    const { onClose } = open();
    await fill(user);
    await user.type(screen.getByRole("textbox", { name: /^Message/ }), "Will it be recorded?");
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.getByRole("status").textContent).toContain("Your request has been sent!");
    const [call] = posts();
    expect(call?.url).toBe("/api/ictEnquiry/");
    expect(call?.headers["idempotency-key"]).toBeTruthy();
    expect(call?.body).toMatchObject({
      eventId: 4,
      ict_id: 12,
      eName: "Meera Iyer",
      eEmail: "meera@example.com",
      eContact: "+91 91234 56789",
      eQuery: "Will it be recorded?",
      eSrc: "website",
      formSource: "event-enquiry",
      noticeId: expect.any(String),
    });
    expect(call?.body).not.toHaveProperty("website");
  });

  it("leaves out the course when the event has none", async () => {
    const user = userEvent.setup();
    const { posts } = stubFetch(() => ({ status: 201, body: { id: 78 } }));
    open({ event: { ...event, courseId: null } });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).not.toHaveProperty("ict_id");
  });

  it("shows 'Failed:' plus the server's error and stays open with the details kept", async () => {
    const user = userEvent.setup();
    stubFetch(() => ({ status: 422, body: { detail: [{ loc: ["body", "eventId"], msg: "Event not found" }] } }));
    const { onClose } = open();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Failed: Event not found"));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe("Meera Iyer");
  });

  it("falls back to the spec's text when the answer has no detail", async () => {
    const user = userEvent.setup();
    stubFetch(() => ({ status: 500, body: "" }));
    open();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Failed: Failed to create Enquiry"));
  });
});
