import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proposalAction } from "./proposal-action.server";
import { CHOOSE_COURSE_ALERT, ProposalForm } from "./proposal-form";

type Call = { url: string; method: string; body: unknown };

/** The browser's edge: answers the suggestion and enquiry calls like the API does. */
function stubApi(enquiryStatus = 201) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      if (url.startsWith("/api/ictData/search/")) {
        return Response.json([
          { id: 70, ictName: "CyberSec First Responder (CFR-410)", ictType: "Certificate Course" },
        ]);
      }
      return enquiryStatus === 201
        ? Response.json({ id: 1 }, { status: 201 })
        : Response.json({ detail: "Too many requests, please slow down and try again shortly." }, { status: 429 });
    }),
  );
  return calls;
}

let onDone = vi.fn();
function Page() {
  return <ProposalForm onDone={onDone} />;
}
// The form posts to the proposal page, whose real action stores it through the API (the
// browser's fetch, stubbed: the outside edge).
const Stub = createRoutesStub([
  { path: "/partners/Certnexus", Component: Page },
  {
    path: "/partners/Certnexus/proposal",
    action: ({ request }) => proposalAction(createFetchApiClient("test-key"), request),
  },
]);

function show() {
  onDone = vi.fn();
  render(<Stub initialEntries={["/partners/Certnexus"]} />);
  return onDone;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Asha Rao");
  await user.type(screen.getByRole("textbox", { name: "E-mail" }), "asha@example.in");
  await user.type(screen.getByRole("textbox", { name: "Contact number" }), "+91 98765 43210");
}

afterEach(() => vi.unstubAllGlobals());

describe("ProposalForm", () => {
  it("refuses to send without a course chosen from the suggestions", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const done = show();
    await fillContact(user);
    await user.type(screen.getByRole("combobox", { name: "Course" }), "Cyber"); // typed, not chosen
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(screen.getByRole("alert").textContent).toBe(CHOOSE_COURSE_ALERT);
    expect(CHOOSE_COURSE_ALERT).toBe("Please select an ICT from suggestions so ICT ID is set.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    expect(done).not.toHaveBeenCalled();
  });

  it("checks the fields, then posts the enquiry with the chosen course and closes", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const done = show();
    await user.type(screen.getByRole("combobox", { name: "Course" }), "Cyber");
    await user.click(await screen.findByRole("option", { name: "CyberSec First Responder (CFR-410)" }));
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url).toBe("/api/ictEnquiry/");
    expect(post?.body).toMatchObject({
      ict_id: 70,
      eName: "Asha Rao",
      eEmail: "asha@example.in",
      eContact: "+91 98765 43210",
      eQuery: "",
      eSrc: "website",
      formSource: "proposal",
    });
  });

  it("shows the server's reason when the enquiry fails, and stays open", async () => {
    stubApi(429);
    const user = userEvent.setup();
    const done = show();
    await user.type(screen.getByRole("combobox", { name: "Course" }), "Cyber");
    await user.click(await screen.findByRole("option", { name: "CyberSec First Responder (CFR-410)" }));
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Too many requests, please slow down and try again shortly."),
    );
    expect(done).not.toHaveBeenCalled();
  });
});
