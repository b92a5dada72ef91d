import { createFetchApiClient } from "@skillbridge/core/api-client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../ui/toast";
import { signIn } from "./login-action.server";
import { LoginForm } from "./login-form";

function Root() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

function Dashboard() {
  return <p>Dashboard page</p>;
}

const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    loader: () => ({ apiKey: "test-key" }),
    Component: Root,
    children: [
      // The real /learner/login action, calling the API through the browser's fetch (stubbed: the
      // outside edge), as the in-process client does on the server.
      {
        path: "learner/login",
        Component: () => <LoginForm />,
        action: ({ request }) => signIn(createFetchApiClient("test-key"), request),
      },
      { path: "learner/Profile", Component: Dashboard },
    ],
  },
]);

function renderLogin() {
  render(<Stub initialEntries={["/learner/login"]} hydrationData={{ loaderData: { root: { apiKey: "test-key" } } }} />);
}

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginForm", () => {
  it("requires both fields and a valid e-mail before sending anything", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole("button", { name: "Login" }));
    expect(screen.getByText("E-mail is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Email/));

    await user.type(screen.getByLabelText(/Email/), "not-an-email");
    await user.type(screen.getByLabelText(/Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Enter a valid e-mail address")).toBeTruthy();
    expect(screen.queryByText("Password is required")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 'Logging in…' with the button disabled while sending, then the server's message", async () => {
    let reply: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/Email/), "demo.learner@example.com");
    await user.type(screen.getByLabelText(/Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(screen.getByText("Logging in…").getAttribute("role")).toBe("status");
    expect((screen.getByRole("button", { name: "Login" }) as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/login/learners/");
    expect(JSON.parse(String(init.body))).toEqual({ email: "demo.learner@example.com", password: "wrong" });

    reply(answer(401, { detail: "Invalid email or password" }));
    // the toast, and beside the fields, which name it in their description
    expect(await screen.findAllByText("Login failed: Invalid email or password")).toHaveLength(2);
    for (const field of [screen.getByLabelText(/Email/), screen.getByLabelText(/Password/)]) {
      const described = (field.getAttribute("aria-describedby") ?? "").split(" ");
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
        "Login failed: Invalid email or password",
      );
    }
    expect((screen.getByRole("button", { name: "Login" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText("Logging in…")).toBeNull();
  });

  it("falls back to the default text when the server sends no message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(502)),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/Email/), "demo.learner@example.com");
    await user.type(screen.getByLabelText(/Password/), "Demo@12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findAllByText("Login failed, please check your credentials.")).toHaveLength(2);
  });

  it("goes to the dashboard after a successful sign-in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(200, {
          access_token: "t",
          token_type: "bearer",
          expires_in: 3600,
          user: { id: 1, email: "demo.learner@example.com", role: "learner" },
        }),
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/Email/), "demo.learner@example.com");
    await user.type(screen.getByLabelText(/Password/), "Demo@12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
  });
});
