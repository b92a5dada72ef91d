import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Terms & Conditions">
        <p>Fees are for an individual participant.</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("shows its labelled content only while open and closes on its close button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByText("Fees are for an individual participant.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open terms" }));
    const dialog = screen.getByRole("dialog", { name: "Terms & Conditions" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(screen.getByText("Fees are for an individual participant.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Fees are for an individual participant.")).toBeNull();
  });
});
