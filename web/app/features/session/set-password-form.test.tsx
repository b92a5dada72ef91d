import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setPasswordAction } from "./password-actions.server";
import { SetPasswordForm } from "./set-password-form";

const TOKEN = "k".repeat(43);
const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    loader: () => ({ apiKey: "test-key" }),
    Component: Outlet,
    children: [
      // The real action, calling the API through the browser's fetch (stubbed: the outside edge).
      {
        path: "learner/set-password",
        Component: () => <SetPasswordForm token={TOKEN} />,
        action: ({ request }) => setPasswordAction(createFetchApiClient("test-key"), request, (raw) => raw || null),
      },
      { path: "learner/Profile", Component: () => <p>Dashboard page</p> },
    ],
  },
]);
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderForm() {
  render(
    <Stub
      initialEntries={["/learner/set-password"]}
      hydrationData={{ loaderData: { root: { apiKey: "test-key" } } }}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("SetPasswordForm", () => {
  it("explains the rules and checks length and repetition before sending", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByText(/At least 8 characters/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^New password/), "short");
    await user.type(screen.getByLabelText(/Repeat the new password/), "short");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(screen.getByText("Use at least 8 characters")).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), "long enough words");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(screen.getByText("The two passwords are not the same")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password, then lands on the profile", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        answer(422, { detail: [{ loc: ["body", "password"], msg: "This password is one of the most common ones" }] }),
      )
      .mockResolvedValueOnce(answer(200, { access_token: "a", token_type: "bearer", expires_in: 1, user: {} }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/^New password/), "password1");
    await user.type(screen.getByLabelText(/Repeat the new password/), "password1");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("This password is one of the most common ones")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/learners/set-password");
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: "password1" });

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/Repeat the new password/));
    await user.type(screen.getByLabelText(/^New password/), "quiet harbour lanterns");
    await user.type(screen.getByLabelText(/Repeat the new password/), "quiet harbour lanterns");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
  });

  it("offers a new link when this one is used up", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(422, {
          detail: [{ loc: ["body", "token"], msg: "This link is invalid, has expired or was already used." }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(/^New password/), "quiet harbour lanterns");
    await user.type(screen.getByLabelText(/Repeat the new password/), "quiet harbour lanterns");
    await user.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("already used");
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/learner/forgot-password",
    );
  });
});
