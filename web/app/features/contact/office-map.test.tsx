import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OfficeMap } from "./office-map";

const office = {
  name: "Pune",
  lines: ["Office 402, Pride Icon", "Shivajinagar", "Pune, Maharashtra 411005"],
  mapQuery: "Shivajinagar, Pune",
};

describe("OfficeMap", () => {
  it("shows the address and a Google Maps link, and loads the map only when asked", async () => {
    const user = userEvent.setup();
    const { container } = render(<OfficeMap office={office} />);
    expect(screen.getByText("Office 402, Pride Icon")).toBeTruthy();
    const link = screen.getByRole("link", { name: /Open in Google Maps/ });
    expect(link.getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Office%20402%2C%20Pride%20Icon%2C%20Shivajinagar%2C%20Pune%2C%20Maharashtra%20411005",
    );
    expect(container.querySelector("iframe")).toBeNull();

    await user.click(screen.getByRole("button", { name: /Show map/ }));
    const frame = screen.getByTitle("Map of the Pune office");
    expect(frame.getAttribute("src")).toBe("https://www.google.com/maps?q=Shivajinagar%2C%20Pune&output=embed");
    expect(screen.queryByRole("button", { name: /Show map/ })).toBeNull();
  });
});
