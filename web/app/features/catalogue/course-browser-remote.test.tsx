// A large list (above CLIENT_FILTER_MAX_COURSES): the page holds the loader's 9 cards and asks
// the API (fetch stubbed: the outside edge) for the next 9 near the bottom and for a new filter.
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toCardCourse } from "./card-course";
import { CourseBrowser } from "./course-browser";
import { DEFAULT_FILTER } from "./filter-params";
import { REMOTE_FILTER_DELAY_MS } from "./list-query";
import { FakeIntersectionObserver, makeCourses, testDomains } from "./test-fixtures";

const TOTAL = 500;
const all = makeCourses(40).map(toCardCourse);
let calls: URL[] = [];

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function Page() {
  return (
    <>
      <CourseBrowser
        list={{ mode: "paged", courses: all.slice(0, 9), total: TOTAL, page: 1, filter: DEFAULT_FILTER }}
        base={{ search: "cloud" }}
        domains={testDomains}
        empty="Not Found! Are You Spelling it right?"
        fallback="Search failed"
      />
      <Where />
    </>
  );
}
const Stub = createRoutesStub([{ path: "/search/cloud", Component: Page }]);
const cards = () => screen.queryAllByRole("article");
const flush = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = [];
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://localhost");
      calls.push(url);
      const offset = Number(url.searchParams.get("offset"));
      const limit = Number(url.searchParams.get("limit"));
      const filtered = url.searchParams.has("type");
      const body = filtered ? all.slice(0, 3) : all.slice(offset % 30, (offset % 30) + limit);
      return new Response(JSON.stringify(body), {
        headers: { "content-type": "application/json", "x-total-count": filtered ? "3" : String(TOTAL) },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("CourseBrowser on a large list", () => {
  it("shows the loader's 9 with the total, and fetches the next 9 near the bottom after 300 ms", async () => {
    render(<Stub initialEntries={["/search/cloud"]} />);
    expect(cards()).toHaveLength(9);
    expect(screen.getByText(`Showing 9 of ${TOTAL} courses`)).toBeTruthy();
    expect(calls).toHaveLength(0);
    act(() => FakeIntersectionObserver.setNear(true));
    expect(calls).toHaveLength(0); // the 300 ms wait (use-infinite-count.test.tsx) comes first
    await flush(300);
    await flush(0);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      search: "cloud",
      maxHours: "360",
      limit: "9",
      offset: "9",
    });
    await flush(0);
    expect(cards()).toHaveLength(18);
    expect(screen.getByText(`Showing 18 of ${TOTAL} courses`)).toBeTruthy();
  });

  it("asks the API again when a filter changes, once, and shows its answer from the first page", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Stub initialEntries={["/search/cloud"]} />);
    await user.click(screen.getByRole("checkbox", { name: "Internship" }));
    await user.click(screen.getByRole("checkbox", { name: "Certificate Course" }));
    expect(calls).toHaveLength(0); // debounced
    await flush(REMOTE_FILTER_DELAY_MS);
    await flush(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get("type")).toBe("Certificate Course,Internship");
    expect(calls[0]!.searchParams.get("offset")).toBe("0");
    expect(screen.getByText("Showing 3 of 3 courses")).toBeTruthy();
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole("status", { name: "Address" }).textContent).toBe(
      "?type=Certificate+Course&type=Internship",
    );
  });
});
