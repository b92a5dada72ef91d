// A card shows the fee (or "Fee on request"), the next batch's date and mode,
// the hours and the reviews; the list sorts by next batch, fee and popularity, with the order in
// the URL (kept by "Load more" and a reload), and a GET form for browsers without scripts.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CardCourse, toCardCourse } from "./card-course";
import { CourseBrowser } from "./course-browser";
import { CourseCard } from "./course-card";
import { FakeIntersectionObserver, makeCourses, testDomains } from "./test-fixtures";

const day = (n: number) => `2030-01-${String(n).padStart(2, "0")}`;

/** 20 courses: fee falls with the id (every 5th on request), batches every other course, popularity id % 7. */
const courses: CardCourse[] = makeCourses(20).map((course) =>
  toCardCourse({
    ...course,
    costData: {
      id: course.id,
      ictid: course.id,
      ictMrp: 100000,
      sellPrice: course.id % 5 === 0 ? 0 : 100000 - course.id * 1000,
    },
    facts: {
      nextBatch:
        course.id % 2 === 0
          ? { batchStartDate: day(28 - course.id), ictStudyMode: "Classroom", ictLocation: "Chennai – Guindy Centre" }
          : null,
      popularity: course.id % 7,
      rating: course.id === 3 ? { average: 4.5, count: 12 } : null,
      coverToken: null,
    },
  }),
);

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const Stub = createRoutesStub([
  {
    path: "/training_course",
    Component: () => (
      <>
        <CourseBrowser list={{ mode: "all", courses, total: courses.length }} domains={testDomains} empty="None." />
        <Where />
      </>
    ),
  },
]);
function CardAt() {
  const course = courses[Number(useParams().index)];
  return course ? <CourseCard course={course} /> : null;
}
const CardStub = createRoutesStub([{ path: "/:index", Component: CardAt }]);

const names = () => screen.getAllByRole("article").map((card) => within(card).getAllByRole("link")[0]?.textContent);
const address = () => screen.getByRole("status", { name: "Address" }).textContent ?? "";

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CourseCard facts", () => {
  const fact = (card: HTMLElement, term: string) =>
    within(card).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

  it("shows the fee in ₹ en-IN, the next batch's date and mode, the hours and the reviews", () => {
    render(<CardStub initialEntries={["/1"]} />); // course 2: ₹98,000, a batch on 26 Jan 2030 in Chennai
    const card = screen.getByRole("article");
    expect(fact(card, "Fee")).toBe("₹98,000");
    expect(fact(card, "Next batch")).toBe("26 Jan 2030");
    expect(fact(card, "Mode")).toBe("Classroom, Chennai – Guindy Centre");
    expect(within(card).getByText(/Hours of Learning/).textContent).toBe("15 Hours of Learning");
  });

  it("says 'Fee on request' without a price, 'Not yet announced' without a batch, and reads out the rating", () => {
    render(<CardStub initialEntries={["/4"]} />);
    const card = screen.getByRole("article");
    expect(fact(card, "Fee")).toBe("Fee on request");
    expect(fact(card, "Next batch")).toBe("Not yet announced");
    expect(within(card).queryByText("Mode", { selector: "dt" })).toBeNull();
    cleanup();
    render(<CardStub initialEntries={["/2"]} />);
    expect(screen.getByText("Rated 4.5 out of 5 from 12 reviews")).toBeTruthy();
  });
});

describe("sorting a list", () => {
  it("sorts by fee, next batch and popularity, keeping the order in the URL", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={["/training_course"]} />);
    expect(names()[0]).toBe("Course 1 Security");
    const select = screen.getByRole("combobox", { name: "Sort by" });
    await user.selectOptions(select, "Fee: low to high");
    expect(address()).toBe("?sort=fee");
    // lowest fee is course 19 (₹81,000); courses on request (5, 10, 15, 20) come last
    expect(names().slice(0, 2)).toEqual(["Course 19 Security", "Course 18 Cloud"]);
    await user.selectOptions(select, "Next batch first");
    expect(address()).toBe("?sort=next");
    expect(names().slice(0, 3)).toEqual(["Course 20 Cloud", "Course 18 Cloud", "Course 16 Cloud"]);
    await user.selectOptions(select, "Most popular");
    expect(names().slice(0, 3)).toEqual(["Course 6 Cloud", "Course 13 Security", "Course 20 Cloud"]);
    await user.selectOptions(select, "Best match");
    expect(address()).toBe("");
  });

  it("renders ?sort=fee&page=2 as 18 cards in that order, and Load more keeps the order", () => {
    render(<Stub initialEntries={["/training_course?sort=fee&page=2"]} />);
    expect(screen.getAllByRole("article")).toHaveLength(18);
    expect(names()[0]).toBe("Course 19 Security");
    const more = screen.getByRole("link", { name: "Load more" });
    expect(more.getAttribute("href")).toBe("/training_course?sort=fee&page=3#course-19");
  });

  it("is a GET form with the other parameters and a Sort button before scripts run", () => {
    const html = renderToString(<Stub initialEntries={["/training_course?q=cloud&sort=popular&page=2"]} />);
    expect(html).toMatch(/<form class="sort" method="get">/);
    expect(html).toMatch(/<input type="hidden" name="q" value="cloud"\/>/);
    expect(html).not.toMatch(/name="page"/);
    expect(html).toMatch(/<option value="popular" selected="">Most popular<\/option>/);
    expect(html).toMatch(/<button type="submit" class="btn">Sort<\/button>/);
  });
});
