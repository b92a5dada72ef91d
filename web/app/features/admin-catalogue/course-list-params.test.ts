import { describe, expect, it } from "vitest";
import { courseApiQuery, courseListHref, courseSortHref, readCourseListView } from "./course-list-params";

describe("course list view", () => {
  it("reads filters, sort and page from the URL, ignoring unknown or bad values", () => {
    const view = readCourseListView(
      new URLSearchParams("q=%20aws%20&type=Internship&sort=price&order=desc&page=3&x=1"),
    );
    expect(view).toEqual({ filters: { q: "aws", type: "Internship" }, sort: "price", order: "desc", page: 3 });
    expect(readCourseListView(new URLSearchParams("sort=email&page=-4"))).toEqual({
      filters: {},
      sort: "name",
      order: "asc",
      page: 1,
    });
  });

  it("asks the API for one page in the chosen order", () => {
    const view = readCourseListView(new URLSearchParams("domainId=4&page=2"));
    expect(courseApiQuery(view)).toEqual({ domainId: "4", sort: "name", order: "asc", limit: 25, offset: 25 });
  });

  it("builds short links; a header click sorts, the next flips, and paging restarts", () => {
    const view = readCourseListView(new URLSearchParams("status=I&page=4"));
    expect(courseListHref(view)).toBe("/admin/courses?status=I&page=4");
    expect(courseSortHref(view, "hours")).toBe("/admin/courses?status=I&sort=hours");
    const byHours = readCourseListView(new URLSearchParams("sort=hours"));
    expect(courseSortHref(byHours, "hours")).toBe("/admin/courses?sort=hours&order=desc");
    expect(courseListHref(readCourseListView(new URLSearchParams()))).toBe("/admin/courses");
  });
});
