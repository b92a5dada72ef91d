// The feedback popup as a learner uses it: opened from an enrolment card, sent, closed, reopened.
import { createFetchApiClient } from "@skillbridge/core/api-client";
import type { SessionUser } from "@skillbridge/core/schemas";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../ui/toast";
import { CoursesPanel } from "./courses-panel";
import { feedbackAction } from "./learner-training.server";
import { anEnrolment } from "./test-fixtures";

const enrolment = anEnrolment();

function Root() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

function Courses() {
  return (
    <CoursesPanel
      trainings={{ status: "loaded", enrolments: [enrolment] }}
      ongoing={[enrolment]}
      completed={[]}
      learner={{ id: 7, person: { firstName: "Ananya", lastName: "Sharma" } }}
    />
  );
}

const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    loader: () => ({ apiKey: "test-key" }),
    Component: Root,
    children: [
      { index: true, Component: Courses },
      // The popup posts to its training's page, whose real action calls the API through the
      // browser's fetch (stubbed: the outside edge).
      {
        path: "learner/trainings/:trainingId/:kind",
        action: ({ request }) =>
          feedbackAction(createFetchApiClient("test-key"), request, {
            user: { id: 7, role: "learner" } as SessionUser,
            enrolment,
            learner: { id: 7, person: { firstName: "Ananya", lastName: "Sharma" } },
          }),
      },
    ],
  },
]);

function renderCourses() {
  render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { apiKey: "test-key" } } }} />);
}

async function openFeedback(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: /^Feedback/ }));
  const dialog = screen.getByRole("dialog", { name: /Feedback/ });
  await within(dialog).findByLabelText(/Your feedback/);
  return dialog;
}

const stars = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole("radio", { name: `${n} ${n === 1 ? "star" : "stars"}` }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Feedback popup", () => {
  it("fills the name from the profile, defaults the rating to 5 and changes it by keyboard", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const user = userEvent.setup();
    renderCourses();
    const dialog = await openFeedback(user);
    const name = within(dialog).getByLabelText("Your name") as HTMLInputElement;
    expect(name.value).toBe("Ananya Sharma");
    expect(name.readOnly).toBe(true);
    expect(within(dialog).getAllByRole("radio")).toHaveLength(5);
    expect(stars(dialog, 5).checked).toBe(true);

    stars(dialog, 5).focus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(stars(dialog, 3).checked).toBe(true);
    expect(within(dialog).getByText("(3 of 5)")).toBeTruthy();
  });

  it("requires a message, sends while showing 'Sending…', then toasts, closes and resets", async () => {
    let reply: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderCourses();
    let dialog = await openFeedback(user);

    await user.click(within(dialog).getByRole("button", { name: "Send Feedback" }));
    expect(within(dialog).getByText("Feedback is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Trainer/), "Vikram Rao");
    await user.click(stars(dialog, 4));
    await user.type(within(dialog).getByLabelText(/Your feedback/), "Great labs.");
    await user.click(within(dialog).getByRole("button", { name: "Send Feedback" }));

    const sending = within(dialog).getByRole("button", { name: "Sending…" }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/training-cards/12/feedbacks");
    expect(init.method).toBe("POST");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      feedbackMsg: "Great labs.",
      feedbackTrainer: "Vikram Rao",
      feedbackRating: 4,
      ictId_id: 3,
      learnerId_id: 7,
      trainingId: 12,
      status: "A",
    });
    expect(Number.isNaN(Date.parse(body.feedbackDateTime))).toBe(false);

    reply(new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { "content-type": "application/json" } }));
    expect(await screen.findByText("Feedback sent!")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    dialog = await openFeedback(user);
    expect((within(dialog).getByLabelText(/Your feedback/) as HTMLTextAreaElement).value).toBe("");
    expect((within(dialog).getByLabelText(/Trainer/) as HTMLInputElement).value).toBe("");
    expect(stars(dialog, 5).checked).toBe(true);
  });

  it("keeps the popup open and says why when sending fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ detail: "You do not have access to this resource" }), {
            status: 403,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
    const user = userEvent.setup();
    renderCourses();
    const dialog = await openFeedback(user);
    await user.type(within(dialog).getByLabelText(/Your feedback/), "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Send Feedback" }));
    expect(await screen.findByText("Failed to send: You do not have access to this resource")).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Send Feedback" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("the feedback action", () => {
  const post = (fields: Record<string, string>) =>
    feedbackAction(
      createFetchApiClient("test-key"),
      new Request("http://localhost/learner/trainings/1/feedback", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      {
        user: { id: 7, role: "learner" } as SessionUser,
        enrolment,
        learner: { id: 7, person: { firstName: "Ananya", lastName: "Sharma" } },
      },
    );

  it("refuses a message over the form's 2,000 characters with the schema's words, sending nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const answer = await post({ feedbackMsg: "a".repeat(2001), feedbackRating: "4" });
    expect(answer.init?.status).toBe(422);
    expect(answer.data).toMatchObject({ ok: false, fieldError: "Must be at most 2000 characters" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends a message of exactly 2,000 characters whole", async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json({ id: 1 }, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await post({ feedbackMsg: "b".repeat(2000), feedbackRating: "4" });
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as { feedbackMsg: string };
    expect(sent.feedbackMsg).toHaveLength(2000);
  });
});
