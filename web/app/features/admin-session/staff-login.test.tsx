import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { groupsOfFour, StaffLogin } from "./staff-login";
import { staffLoginAction } from "./staff-login-action.server";

const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    loader: () => ({ apiKey: "test-key" }),
    Component: Outlet,
    children: [
      // The real action, calling the API through the browser's fetch (stubbed: the outside edge).
      {
        path: "admin/login",
        Component: () => <StaffLogin />,
        action: ({ request }) => staffLoginAction(createFetchApiClient("test-key"), request),
      },
      { path: "admin", Component: () => <p>Inbox page</p> },
    ],
  },
]);

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderLogin() {
  render(<Stub initialEntries={["/admin/login"]} hydrationData={{ loaderData: { root: { apiKey: "test-key" } } }} />);
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/E-mail/), "kavya@example.in");
  await user.type(screen.getByLabelText(/Password/), "tea garden monsoon");
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("StaffLogin", () => {
  it("enrols the second factor: the key in groups of 4, the otpauth URL as text, then the code", async () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        answer(200, {
          mfa: "enrol",
          enrolToken: "t".repeat(43),
          secret,
          otpauthUrl: `otpauth://totp/x?secret=${secret}`,
        }),
      )
      .mockResolvedValueOnce(answer(401, { detail: "That code is not right." }))
      .mockResolvedValueOnce(answer(200, { access_token: "a", token_type: "bearer", expires_in: 1, user: {} }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);

    expect(await screen.findByRole("heading", { name: "Set up your second factor" })).toBeTruthy();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(screen.getByText(`otpauth://totp/x?secret=${secret}`)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter the 6-digit code from your authenticator app.");
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText(/6-digit code/), "12a3456");
    expect((screen.getByLabelText(/6-digit code/) as HTMLInputElement).value).toBe("123456");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That code is not right.");
    expect((screen.getByLabelText(/6-digit code/) as HTMLInputElement).value).toBe("");
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/login/staff/totp/enrol");
    expect(JSON.parse(String(init.body))).toEqual({ enrolToken: "t".repeat(43), code: "123456" });

    await user.type(screen.getByLabelText(/6-digit code/), "654321");
    await user.click(screen.getByRole("button", { name: "Confirm and sign in" }));
    expect(await screen.findByText("Inbox page")).toBeTruthy();
  });

  it("asks an enrolled staff member for the code, and shows the server's refusal of a password", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(401, { detail: "Invalid email or password" }))
      .mockResolvedValueOnce(answer(200, { mfa: "required", challengeToken: "c".repeat(43) }))
      .mockResolvedValueOnce(answer(200, { access_token: "a", token_type: "bearer", expires_in: 1, user: {} }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    await user.type(screen.getByLabelText(/Password/), "tea garden monsoon");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeTruthy();
    await user.type(screen.getByLabelText(/6-digit code/), "000111");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Inbox page")).toBeTruthy();
    expect((fetch.mock.calls[2] as [string])[0]).toBe("/api/login/staff/totp");
  });
});

describe("groupsOfFour", () => {
  it("splits a key for reading", () => {
    expect(groupsOfFour("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
    expect(groupsOfFour("")).toBe("");
  });
});
