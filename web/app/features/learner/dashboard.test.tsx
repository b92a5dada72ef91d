import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LearnerDashboard } from "./dashboard";
import type { DashboardData } from "./dashboard-data";
import { aLearner, anAccount, anEnrolment } from "./test-fixtures";

const data: DashboardData = {
  learner: { id: 7, email: "ananya@example.com", firstName: "Ananya", lastName: "Sharma", username: "ananya" },
  profile: { status: "loaded", profile: aLearner() },
  trainings: {
    status: "loaded",
    enrolments: [
      anEnrolment({ ictName: "CEH v13", batchEndDate: "2026-03-01" }, 1),
      anEnrolment({ ictName: "AWS Solutions Architect", batchEndDate: "2026-01-15" }, 2),
      anEnrolment({ ictName: "Self-paced Linux", batchEndDate: null }, 3),
    ],
  },
  certificates: { status: "loaded", certificates: [] },
  account: { status: "loaded", account: anAccount(), origin: "https://academy.example.in" },
  now: "2026-02-01T06:00:00.000Z",
};

function Dashboard() {
  return <LearnerDashboard data={data} />;
}

const Stub = createRoutesStub([{ id: "root", path: "/learner/Profile", Component: Dashboard }]);

function renderDashboard(url = "/learner/Profile") {
  render(<Stub initialEntries={[url]} />);
}

describe("LearnerDashboard", () => {
  it("opens the tab named in the URL and splits ongoing from completed trainings (ongoing until the batch's end day)", () => {
    renderDashboard("/learner/Profile?tab=courses");
    expect(screen.getByRole("tab", { name: "My Courses/Trainings" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { name: "Ongoing trainings (1)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Completed trainings (2)" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "CEH v13" }).textContent).toContain("Ongoing");
    expect(screen.getByRole("article", { name: "Self-paced Linux" }).textContent).toContain("Completed");
  });

  it("moves between tabs with the arrow keys and keeps the tab in the URL", async () => {
    const user = userEvent.setup();
    renderDashboard();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "Welcome",
      "My Profile Details",
      "My Courses/Trainings",
      "Certificates",
      "Tests",
      "Account Settings",
    ]);
    expect(screen.getByRole("tabpanel").textContent).toContain("Welcome, Ananya!");

    screen.getByRole("tab", { name: "Welcome" }).focus();
    await user.keyboard("{ArrowDown}");
    const profileTab = screen.getByRole("tab", { name: "My Profile Details" });
    expect(document.activeElement).toBe(profileTab);
    expect(profileTab.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "My Profile Details" })).toBeTruthy();
    expect(window.location.search).toBe("?tab=profile");

    await user.keyboard("{End}");
    // The spec's placeholder is replaced on purpose by settings that work.
    expect(screen.getByRole("tabpanel", { name: "Account Settings" }).textContent).toContain("Change password");
    await user.keyboard("{Home}");
    expect(window.location.search).toBe("");
  });
});
