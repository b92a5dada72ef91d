import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../ui/toast";
import { enrolmentAction } from "./enrolment-action.server";
import { EnrolmentDialog } from "./enrolment-dialog";

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** Stubs the browser's fetch (the outside edge) and records every call. */
function stubFetch(answer: (call: Call) => { status: number; body: unknown; delay?: number }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url: String(url),
        method: init.method ?? "GET",
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status, body, delay = 0 } = answer(call);
      await new Promise((resolve) => setTimeout(resolve, delay));
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const course = { id: 7, ictName: "Certified Ethical Hacker (CEH v13)" };
const batch = { id: 31, label: "Online batch, starts 14 Dec 2026, 19:00 – 21:00 IST" };

type FormProps = ComponentProps<typeof EnrolmentDialog>;
let formProps: FormProps;

function Harness() {
  return (
    <ToastProvider>
      <EnrolmentDialog {...formProps} />
    </ToastProvider>
  );
}

function renderForm(props: Partial<FormProps> = {}) {
  const handlers = { onBack: vi.fn(), onClose: vi.fn(), onSuccess: vi.fn() };
  formProps = { course, batch, ...handlers, ...props };
  // The form posts to the course's enrolment page, whose real action stores the lead through the
  // API (the browser's fetch, stubbed: the outside edge).
  const Stub = createRoutesStub([
    { path: "/", Component: Harness },
    {
      path: "/course/:id/enrol",
      action: ({ request }) => enrolmentAction(createFetchApiClient("test-key"), request, course.id),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return handlers;
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = "kavya@example.com") {
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Kavya Rao");
  await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), email);
  await user.type(screen.getByRole("textbox", { name: /^Contact/ }), "+91 98450 11111");
}

describe("EnrolmentDialog (the Learner Enrollment form)", () => {
  it("opens with the course locked and the batch filled in", async () => {
    renderForm();
    const dialog = await screen.findByRole("dialog", { name: "Learner Enrollment form" });
    const courseField = within(dialog).getByRole("combobox", { name: /^Course/ }) as HTMLInputElement;
    expect(courseField.value).toBe(course.ictName);
    expect(courseField.readOnly).toBe(true);
    expect((within(dialog).getByRole("textbox", { name: "Batch" }) as HTMLInputElement).value).toBe(batch.label);
    expect(within(dialog).getByText(/add the country code/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: /Privacy notice/ })).toBeTruthy();
  });

  it("blocks a submit with empty required fields or a bad e-mail, with a message per field", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ status: 201, body: {} }));
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Enroll" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("E-mail is required")).toBeTruthy();
    expect(screen.getByText("Contact is required")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Name/ }).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Name/ }));

    await fill(user, "kavya.example.com");
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    expect(screen.getByText("Enter a valid e-mail address")).toBeTruthy();
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("posts the lead once on a double click, with one Idempotency-Key, then reports success", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ status: 201, body: { id: 901 }, delay: 50 }));
    const { onSuccess } = renderForm();
    await fill(user);
    await user.type(screen.getByRole("textbox", { name: /^Requirement/ }), "Weekend batch please");
    await user.dblClick(screen.getByRole("button", { name: "Enroll" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("/api/leads/");
    expect(call?.method).toBe("POST");
    expect(call?.headers["idempotency-key"]).toMatch(/\S{8,}/);
    expect(call?.body).toMatchObject({
      leadName: "Kavya Rao",
      leadEmail: "kavya@example.com",
      leadContact: "+91 98450 11111",
      briefRequirement: "Weekend batch please",
      leadStatus: "new",
      ictId_id: 7,
      trainingId: 31,
      formSource: "enrolment-form",
    });
    expect(onSuccess).toHaveBeenCalledWith({ course, batch });
  });

  it("drops the batch when there is none", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ status: 201, body: { id: 902 } }));
    renderForm({ batch: undefined });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty("trainingId");
  });

  it("says which discount code the page's address carried and sends it, in capitals, with the lead", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ status: 201, body: { id: 903 } }));
    renderForm({ couponCode: "webinar10" });
    expect(screen.getByText(/taken off your fee on the payment page/).textContent).toContain("WEBINAR10");
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ couponCode: "WEBINAR10", trainingId: batch.id });
  });

  it("shows 'Something went wrong.' and the server's messages beside their fields on a 422", async () => {
    const user = userEvent.setup();
    stubFetch(() => ({
      status: 422,
      body: { detail: [{ loc: ["body", "leadContact"], msg: "Enter a phone number with its country code" }] },
    }));
    const { onSuccess } = renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Enroll" }));
    expect(await screen.findByText("Something went wrong.")).toBeTruthy();
    expect(screen.getByText("Enter a phone number with its country code")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /^Contact/ }).getAttribute("aria-invalid")).toBe("true");
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("goes back to the batch popup with Back", async () => {
    const user = userEvent.setup();
    const { onBack } = renderForm();
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
