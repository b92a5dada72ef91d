import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider, useToast } from "./toast";

function Root() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

function SignIn() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show("Login failed: Invalid email or password", "error")}>
        Fail
      </button>
      <button type="button" onClick={() => toast.show("Logged out successfully!", "success")}>
        Note
      </button>
      <button type="button" onClick={() => toast.clearErrors()}>
        Try again
      </button>
      <Link to="/learner/Profile">Succeed</Link>
    </>
  );
}

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Root,
    children: [
      { path: "learner/login", Component: SignIn },
      { path: "learner/Profile", Component: () => <p>Dashboard</p> },
    ],
  },
]);

describe("toasts with a lifetime (an error never outlives the attempt it was about)", () => {
  it("clears an error on the next attempt and when the page changes; a note stays its 6 s", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={["/learner/login"]} />);
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("alert").textContent).toContain("Login failed");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("alert").textContent).not.toContain("Login failed");

    await user.click(screen.getByRole("button", { name: "Fail" }));
    await user.click(screen.getByRole("button", { name: "Note" }));
    await user.click(screen.getByRole("link", { name: "Succeed" }));
    await screen.findByText("Dashboard");
    expect(screen.getByRole("alert").textContent).not.toContain("Login failed");
    expect(screen.getByRole("status").textContent).toContain("Logged out successfully!");
  });
});
