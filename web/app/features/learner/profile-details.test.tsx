import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProfileDetails } from "./profile-details";
import { aLearner } from "./test-fixtures";

function cell(row: string): string {
  const header = screen.getByRole("rowheader", { name: row });
  return within(header.closest("tr")!).getByRole("cell").textContent ?? "";
}

describe("ProfileDetails", () => {
  it("lists the profile rows, status A as Active and the joined date en-GB", () => {
    render(<ProfileDetails state={{ status: "loaded", profile: aLearner() }} />);
    expect(screen.getAllByRole("rowheader").map((th) => th.textContent)).toEqual([
      "Name",
      "Username",
      "E-mail",
      "Contact",
      "Organisation",
      "Country",
      "Status",
      "Joined",
    ]);
    expect(cell("Name")).toBe("Ananya Sharma");
    expect(cell("Status")).toBe("Active");
    expect(cell("Joined")).toBe("5 Dec 2025");
  });

  it("shows a dash for missing values", () => {
    const profile = aLearner({ firstName: null, lastName: null, username: null, contact: "", orgName: null });
    render(<ProfileDetails state={{ status: "loaded", profile: { ...profile, countryName: null } }} />);
    for (const row of ["Name", "Username", "Contact", "Organisation", "Country"]) expect(cell(row)).toBe("-");
    expect(cell("E-mail")).toBe("ananya@example.com");
  });

  it("says why there is no table", () => {
    const { rerender } = render(<ProfileDetails state={{ status: "loading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading profile…");
    rerender(<ProfileDetails state={{ status: "no-session" }} />);
    expect(screen.getByRole("alert").textContent).toBe("No active learner session – please log in again.");
    rerender(<ProfileDetails state={{ status: "not-found", email: "who@example.com" }} />);
    expect(screen.getByText("No learner record found for who@example.com.")).toBeTruthy();
    rerender(<ProfileDetails state={{ status: "error", message: "Profile fetch failed" }} />);
    expect(screen.getByRole("alert").textContent).toBe("Profile fetch failed");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
