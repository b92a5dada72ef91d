// The "Taught in" filter of the list pages: a checkbox per teaching language (named in the page's
// language) beside the type checkboxes, instant with scripts (the URL follows: ?lang=hi), part of
// the GET form that works without them (sent with every other filter), and each card names the
// languages its upcoming batches are taught in.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toCardCourse } from "./card-course";
import { CourseBrowser } from "./course-browser";
import { FakeIntersectionObserver, makeCourses, testDomains } from "./test-fixtures";

// Course 1 in Hindi, course 2 in Hinglish and English, course 3 in English; the rest name none.
const LANGUAGES_OF: Record<number, string[]> = { 1: ["hi"], 2: ["hinglish", "en"], 3: ["en"] };
const courses = makeCourses(12).map((course) =>
  toCardCourse({ ...course, facts: { ...course.facts, languages: LANGUAGES_OF[course.id] ?? [] } }),
);
const english = [
  { code: "en", name: "English" },
  { code: "hi", name: "Hindi" },
  { code: "hinglish", name: "Hinglish" },
];

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function Page() {
  return (
    <>
      <CourseBrowser
        list={{ mode: "all", courses, total: courses.length }}
        domains={testDomains}
        languages={english}
        empty="No courses found."
      />
      <Where />
    </>
  );
}
const Stub = createRoutesStub([{ path: "/training_course", Component: Page }]);

const address = () => screen.getByRole("status", { name: "Address" }).textContent ?? "";
const cardNames = () =>
  screen.queryAllByRole("article").map((card) => within(card).getAllByRole("link")[0]?.textContent?.trim());

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Taught in", () => {
  it("offers each language with its count and narrows the list at once, the URL following", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={["/training_course"]} />);
    const group = screen.getByRole("group", { name: "Taught in" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["en", "hi", "hinglish"]);
    await user.click(within(group).getByRole("checkbox", { name: "Hindi (1)" }));
    expect(address()).toBe("?lang=hi");
    expect(cardNames()).toEqual(["Course 1 Security"]);
    await user.click(within(group).getByRole("checkbox", { name: "Hinglish (1)" }));
    expect(address()).toBe("?lang=hi&lang=hinglish");
    expect(cardNames()).toEqual(["Course 1 Security", "Course 2 Cloud"]);
  });

  it("reads the languages from the URL (unknown codes dropped) and names them on each card", () => {
    render(<Stub initialEntries={["/training_course?lang=en&lang=ta"]} />);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "English (2)" }).checked).toBe(true);
    expect(cardNames()).toEqual(["Course 2 Cloud", "Course 3 Security"]);
    const [second] = screen.getAllByRole("article");
    // In the languages' own order, whatever order the batches named them in.
    expect(within(second as HTMLElement).getByText("English · Hinglish")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("Taught in")).toBeTruthy();
  });

  it("is part of the GET form: without scripts every filter is sent together, the language too", async () => {
    const user = userEvent.setup();
    render(<Stub initialEntries={["/training_course?type=Certificate+Course&q=course&lang=hi"]} />);
    await user.click(screen.getByRole("checkbox", { name: /^English/ }));
    const form = screen.getByRole("checkbox", { name: /^Hindi/ }).closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    // What a browser without scripts sends when "Apply filters" is pressed.
    const sent = new URLSearchParams([...new FormData(form)].map(([key, value]) => [key, String(value)]));
    expect(sent.get("q")).toBe("course");
    expect(sent.getAll("type")).toEqual(["Certificate Course"]);
    expect(sent.getAll("lang")).toEqual(["en", "hi"]);
  });
});
