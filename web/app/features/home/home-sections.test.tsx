import { fallbackErrors } from "@skillbridge/core/messages";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CategoryTabs } from "./category-tabs";
import type { DomainTab } from "./home-data";
import { UpcomingWebinars } from "./upcoming-webinars";

const tabs: DomainTab[] = [
  {
    id: 1,
    name: "Cloud Computing",
    courses: [
      {
        id: 7,
        name: "AWS Cloud Practitioner",
        image: "/a.svg",
        hours: 24,
        href: "/course/7/AWS_Cloud_Practitioner",
        fee: "₹12,999",
        nextBatch: "Next batch 5 Dec 2030 · Online",
      },
    ],
  },
  { id: 4, name: "Cyber Security", courses: [] },
];

function TabsWithCourses() {
  return <CategoryTabs tabs={tabs} coursesError={null} />;
}
function TabsWithoutCourses() {
  return <CategoryTabs tabs={tabs} coursesError={fallbackErrors.courses} />;
}

function inRouter(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("CategoryTabs", () => {
  it("shows the selected domain's courses and follows the arrow keys", async () => {
    const user = userEvent.setup();
    inRouter(TabsWithCourses);
    const card = await screen.findByRole("link", { name: /AWS Cloud Practitioner/ });
    expect(card.textContent).toContain("24 Hours of Learning");
    expect(card.textContent).toContain("₹12,999 · Next batch 5 Dec 2030 · Online");
    expect(card.getAttribute("href")).toBe("/course/7/AWS_Cloud_Practitioner");
    screen.getByRole("tab", { name: "Cloud Computing" }).focus();
    await user.keyboard("{ArrowRight}");
    const cyber = screen.getByRole("tab", { name: "Cyber Security" });
    expect(cyber.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(cyber);
    const panel = screen.getByRole("tabpanel", { name: "Cyber Security" });
    expect(panel.textContent).toContain("No courses found for this domain.");
    expect(screen.getByRole("link", { name: "View all Cyber Security courses" }).getAttribute("href")).toBe(
      "/domain/4",
    );
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Cloud Computing" }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows the course list's fallback error text when the list failed", async () => {
    inRouter(TabsWithoutCourses);
    expect((await screen.findByRole("tabpanel")).textContent).toContain("Fetch failed");
  });
});

describe("UpcomingWebinars", () => {
  it("has the verbatim empty state and the events' fallback error text", async () => {
    const { unmount } = render(<UpcomingWebinars webinars={[]} error={null} />);
    expect(screen.getByText("No upcoming events.")).toBeTruthy();
    unmount();
    render(<UpcomingWebinars webinars={[]} error={fallbackErrors.events} />);
    expect(screen.getByText("Error fetching events").className).toContain("message-error");
  });
});
