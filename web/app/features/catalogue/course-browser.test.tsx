import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toCardCourse } from "./card-course";
import { CourseBrowser } from "./course-browser";
import { TEXT_FILTER_DELAY_MS } from "./filter-sidebar";
import { FakeIntersectionObserver, makeCourses, testDomains } from "./test-fixtures";

const courses = makeCourses(40).map(toCardCourse);

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function CataloguePage() {
  return (
    <>
      <CourseBrowser
        list={{ mode: "all", courses, total: courses.length }}
        domains={testDomains}
        empty="No courses found."
      />
      <Where />
    </>
  );
}

function DomainPage() {
  return (
    <>
      <CourseBrowser
        list={{ mode: "all", courses, total: courses.length }}
        base={DOMAIN_BASE}
        domains={testDomains}
        empty="No courses found for this domain."
      />
      <Where />
    </>
  );
}
const DOMAIN_BASE = { domainId: 1 };

const Stub = createRoutesStub([
  { path: "/training_course", Component: CataloguePage },
  { path: "/domain/1", Component: DomainPage },
]);

function renderBrowser(entry = "/training_course") {
  render(<Stub initialEntries={[entry]} />);
}

function cleanupAndRender(entry: string) {
  cleanup();
  renderBrowser(entry);
}

const cards = () => screen.queryAllByRole("article");
const address = () => screen.getByRole("status", { name: "Address" }).textContent ?? "";

/** Scrolls to the bottom: 9 more cards after 300 ms. */
function scrollToBottom() {
  act(() => FakeIntersectionObserver.setNear(true));
  act(() => vi.advanceTimersByTime(300));
  act(() => FakeIntersectionObserver.setNear(false));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("CourseBrowser with its filter sidebar", () => {
  it("shows 9 cards and 9 more near the bottom", () => {
    renderBrowser();
    expect(cards()).toHaveLength(9);
    expect(screen.getByText("Showing 9 of 40 courses")).toBeTruthy();
    scrollToBottom();
    expect(cards()).toHaveLength(18);
  });

  it("filters by name as the visitor types, puts it in the URL and goes back to 9 cards", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser();
    scrollToBottom();
    await user.type(screen.getByRole("searchbox", { name: "Filter by course name" }), "cloud");
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS));
    expect(address()).toBe("?q=cloud");
    expect(cards()).toHaveLength(9);
    expect(screen.getByText("Showing 9 of 20 courses")).toBeTruthy();
  });

  it("narrows by the hours slider, shows its value and goes back to 9 cards", () => {
    renderBrowser();
    scrollToBottom();
    const slider = screen.getByRole("slider", { name: "Maximum hours" });
    expect(slider.getAttribute("step")).toBe("5");
    fireEvent.change(slider, { target: { value: "50" } });
    expect(address()).toBe("?maxHours=50");
    expect(screen.getByText("Up to 50 hours")).toBeTruthy();
    // hours are 5, 15, … 95 in a cycle of ten: five of every ten stay
    expect(screen.getByText("Showing 9 of 20 courses")).toBeTruthy();
    expect(cards()).toHaveLength(9);
  });

  it("narrows by course type and by domain, several at once", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser();
    scrollToBottom();
    await user.click(screen.getByRole("checkbox", { name: "Internship (10)" }));
    expect(address()).toBe("?type=Internship");
    expect(cards()).toHaveLength(9);
    // every internship (ids 4, 8 …) is in domain 1: the domains' counts say so
    expect(screen.getByRole("checkbox", { name: "Cyber Security (0)" })).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Certificate Course (10)" }));
    expect(address()).toBe("?type=Certificate+Course&type=Internship");
    expect(screen.getByText("Showing 9 of 20 courses")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Cyber Security (10)" }));
    expect(address()).toBe("?type=Certificate+Course&type=Internship&domain=4");
    // certificate courses (ids 1, 5, 9 …) are in domain 4, internships (ids 4, 8 …) are not
    expect(screen.getByText("Showing 9 of 10 courses")).toBeTruthy();
  });

  it("reads the filter from the URL and clears it with one button", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser("/training_course?q=security&type=Foo&maxHours=999&page=1");
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Filter by course name" }).value).toBe("security");
    expect(screen.getByRole<HTMLInputElement>("slider", { name: "Maximum hours" }).value).toBe("360");
    expect(screen.getByText("Showing 9 of 20 courses")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(address()).toBe("");
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Filter by course name" }).value).toBe("");
    expect(screen.getByText("Showing 9 of 40 courses")).toBeTruthy();
  });

  it("says when the filters leave nothing, with a way back", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser("/training_course?maxHours=0");
    expect(screen.getByText("No courses match these filters.")).toBeTruthy();
    const results = screen.getByRole("region", { name: "Courses" });
    await user.click(within(results).getByRole("button", { name: "Clear filters" }));
    expect(cards()).toHaveLength(9);
  });

  it("keeps its place in the URL: ?page=2 shows 18 cards, Load more and the scroll raise it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser("/training_course?q=&page=2");
    expect(cards()).toHaveLength(18);
    expect(screen.getByText("Showing 18 of 40 courses")).toBeTruthy();
    const more = screen.getByRole("link", { name: "Load more" });
    // without JavaScript: pages 1–3, landing on the first new card
    expect(more.getAttribute("href")).toBe("/training_course?q=&page=3#course-19");
    await user.click(more);
    expect(cards()).toHaveLength(27);
    expect(address()).toBe("?q=&page=3");
    expect(document.activeElement).toBe(within(cards()[18] as HTMLElement).getAllByRole("link")[0]);
    scrollToBottom();
    expect(cards()).toHaveLength(36);
    expect(address()).toBe("?q=&page=4");
    // Up to 36 cards rendered four times (each with its fee and next batch): more than
    // the default 5 s on a shared 2-core machine, so this journey gets its own time.
  }, 15_000);

  it("shows the first page for a page number that does not exist", () => {
    renderBrowser("/training_course?page=99999");
    expect(cards()).toHaveLength(9);
    cleanupAndRender("/training_course?page=-1");
    expect(cards()).toHaveLength(9);
  });

  it("toggles the sidebar on small screens with a button that says whether it is open", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser();
    const toggle = screen.getByRole("button", { name: /Filters/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("on a domain page, adds a ticked domain's courses to the page's own, with counts", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBrowser("/domain/1");
    expect(screen.getByText("Showing 9 of 20 courses")).toBeTruthy();
    const group = screen.getByRole("group", { name: "Add courses of other domains" });
    expect(within(group).queryByRole("checkbox", { name: /Cloud Computing/ })).toBeNull(); // the page's own
    await user.click(within(group).getByRole("checkbox", { name: "Cyber Security (20)" }));
    expect(address()).toBe("?domain=4");
    expect(screen.getByText("Showing 9 of 40 courses")).toBeTruthy();
    // the types' counts follow the domains shown
    expect(screen.getByRole("checkbox", { name: "Internship (10)" })).toBeTruthy();
    await user.click(within(group).getByRole("checkbox", { name: "Cyber Security (20)" }));
    expect(screen.getByText("Showing 9 of 20 courses")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Internship (10)" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Certificate Course (0)" })).toBeTruthy();
  });
});
