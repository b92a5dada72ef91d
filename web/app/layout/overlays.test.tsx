// The small-screen menu and the Support panel close on Escape (focus back on the button
// that opened them) and on a tap outside.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function Page() {
  return (
    <>
      <SiteHeader signedIn={false} signIn={<button type="button">Sign In</button>} logout={null} />
      <p>Page text</p>
      <SiteFooter />
    </>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: Page }]);

describe("overlays close on Escape and a tap outside", () => {
  it.each([
    ["the menu", () => screen.getByRole("button", { name: "Menu" })],
    ["the Support panel", () => screen.getByRole("button", { name: "Support" })],
    ["the Learning Modes dropdown", () => screen.getByRole("button", { name: /Learning Modes/ })],
  ])("%s", async (_name, opener) => {
    const user = userEvent.setup();
    render(<Stub initialEntries={["/"]} />);
    await user.click(opener());
    expect(opener().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(opener().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(opener());

    await user.click(opener());
    expect(opener().getAttribute("aria-expanded")).toBe("true");
    fireEvent.pointerDown(screen.getByText("Page text"));
    expect(opener().getAttribute("aria-expanded")).toBe("false");
  });
});
