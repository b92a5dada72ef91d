import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../ui/toast";
import { courseEnquiryAction } from "./course-enquiry-action.server";
import { CourseEnquiryDialog } from "./course-enquiry-dialog";

/** Stubs the browser's fetch (the outside edge) with one answer and records the posted bodies. */
function stubFetch(status: number, body: string, contentType = "application/json") {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      posted.push(JSON.parse(String(init.body)));
      return new Response(body, { status, headers: { "content-type": contentType } });
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

let onClose = vi.fn();

function Harness() {
  return (
    <ToastProvider>
      <CourseEnquiryDialog courseId={7} courseName="Certified Ethical Hacker (CEH v13)" onClose={onClose} />
    </ToastProvider>
  );
}

function renderEnquiry() {
  onClose = vi.fn();
  // The popup posts to the course's enquiry page, whose real action stores it through the API
  // (the browser's fetch, stubbed: the outside edge).
  const Stub = createRoutesStub([
    { path: "/", Component: Harness },
    {
      path: "/course/:id/enquiry",
      action: ({ request }) => courseEnquiryAction(createFetchApiClient("k"), request, 7),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { onClose };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /^Name/ }), "Arjun Mehta");
  await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "arjun@example.com");
  await user.type(screen.getByRole("textbox", { name: /^Contact/ }), "+91 99000 12345");
  await user.click(screen.getByRole("button", { name: "Submit" }));
}

describe("CourseEnquiryDialog (the course page's 'Enroll Now' popup)", () => {
  it("is headed as the spec says and blocks missing fields without posting", async () => {
    const user = userEvent.setup();
    const posted = stubFetch(201, "{}");
    renderEnquiry();
    expect(
      await screen.findByRole("dialog", { name: "Great For Showing Interest, Now Please Share Your Details" }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("E-mail is required")).toBeTruthy();
    expect(screen.getByText("Contact is required")).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("posts the enquiry for this course from the website, then toasts, resets and closes", async () => {
    const user = userEvent.setup();
    const posted = stubFetch(201, JSON.stringify({ id: 55 }));
    const { onClose } = renderEnquiry();
    await fillAndSend(user);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(posted[0]).toMatchObject({
      ict_id: 7,
      eName: "Arjun Mehta",
      eEmail: "arjun@example.com",
      eContact: "+91 99000 12345",
      eQuery: "",
      eSrc: "website",
      formSource: "course-enquiry",
    });
    expect(screen.getByText("Enquiry created successfully!")).toBeTruthy();
  });

  it("shows the server's detail inside the form on failure", async () => {
    const user = userEvent.setup();
    stubFetch(429, JSON.stringify({ detail: "Too many requests, please slow down and try again shortly." }));
    const { onClose } = renderEnquiry();
    await fillAndSend(user);
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toBe(
      "Too many requests, please slow down and try again shortly.",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'Failed to submit. Please try again.' when the answer has no detail", async () => {
    const user = userEvent.setup();
    stubFetch(500, "", "text/plain");
    renderEnquiry();
    await fillAndSend(user);
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toBe(
      "Failed to submit. Please try again.",
    );
  });
});
