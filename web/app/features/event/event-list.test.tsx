import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { EventList } from "./event-list";
import type { EventItem } from "./event-schedule";

const item = (id: number, title: string): EventItem => ({
  id,
  title,
  description: `${title} description`,
  image: "/images/events/webinar.svg",
  instant: "2026-12-05T13:30:00.000Z",
  date: "5 Dec 2026",
  time: "7:00 pm IST",
  duration: "1 h 30 min",
  courseId: null,
});

const inRouter = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

describe("EventList", () => {
  it("lists upcoming events with an Enquire button, then past ones without", async () => {
    const user = userEvent.setup();
    const onEnquire = vi.fn();
    render(
      inRouter(
        <EventList
          upcoming={[item(1, "Cloud Careers Webinar")]}
          past={[item(2, "Old Meetup")]}
          onEnquire={onEnquire}
        />,
      ),
    );
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Upcoming events", "Past events"]);
    const past = screen.getByRole("region", { name: "Past events" });
    expect(within(past).getByRole("heading", { name: "Old Meetup" })).toBeTruthy();
    expect(within(past).queryByRole("button")).toBeNull();
    expect(screen.getAllByText("5 Dec 2026", { selector: "time" })).toHaveLength(2);
    expect(screen.getAllByText("1 h 30 min")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Enquire about Cloud Careers Webinar" }));
    expect(onEnquire).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it("before the scripts run, Enquire is a link to the event's enquiry page (it works without JavaScript)", () => {
    const html = renderToString(
      inRouter(<EventList upcoming={[item(7, "Cloud Careers Webinar")]} past={[]} onEnquire={() => undefined} />),
    );
    expect(html).toMatch(/<a [^>]*href="\/events\/7\/enquiry"[^>]*>Enquire/);
    expect(html).not.toContain("<button");
  });

  it("says 'No upcoming events.' when none are coming", () => {
    render(inRouter(<EventList upcoming={[]} past={[]} onEnquire={() => undefined} />));
    expect(screen.getByText("No upcoming events.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Past events" })).toBeNull();
  });
});
