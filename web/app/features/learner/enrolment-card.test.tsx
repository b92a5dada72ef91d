// The training card on the learner's dashboard: an online batch's join link is there as a link
// that opens in a new tab and names its training for screen readers; a batch without one shows
// no join row. (Only the enrolled learner's own enrolments carry the link: the API's learner
// routes, tested on the server.)
import { render as renderBare, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EnrolmentCard } from "./enrolment-card";
import { anEnrolment } from "./test-fixtures";

const noop = () => {};
// The card links in the page's language, which it reads from the address: on the dashboard.
const render = (ui: ReactNode) => renderBare(<MemoryRouter initialEntries={["/learner/Profile"]}>{ui}</MemoryRouter>);

describe("EnrolmentCard", () => {
  it("shows the batch's join link, opening in a new tab, named after its training", () => {
    render(
      <EnrolmentCard
        enrolment={anEnrolment({ ictName: "CEH v13", joinLink: "https://meet.example.in/ceh-v13" })}
        state="ongoing"
        onOpen={noop}
      />,
    );
    const card = screen.getByRole("article", { name: "CEH v13" });
    const link = screen.getByRole("link", { name: "Join the online session – CEH v13 (opens in a new tab)" });
    expect(card.contains(link)).toBe(true);
    expect(link.getAttribute("href")).toBe("https://meet.example.in/ceh-v13");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText("Join link")).toBeTruthy();
  });

  it("shows no join row when the batch has no link", () => {
    for (const joinLink of [null, undefined]) {
      const { unmount } = render(
        <EnrolmentCard enrolment={anEnrolment({ ictName: "CEH v13", joinLink })} state="ongoing" onOpen={noop} />,
      );
      expect(screen.queryByText("Join link")).toBeNull();
      expect(screen.queryByRole("link", { name: /Join the online session/ })).toBeNull();
      unmount();
    }
  });
});
