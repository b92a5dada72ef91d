import { describe, expect, it } from "vitest";
import { apiFilters, apiQuery, pageCount, readInboxView, sortHref, viewHref } from "./inbox-params";

const view = (query: string) => readInboxView(new URLSearchParams(query));

describe("readInboxView", () => {
  it("keeps the known, non-empty filters and falls back to newest first, page 1", () => {
    expect(view("q=+ravi+&status=&type=lead&junk=1&sort=nope&page=-3")).toEqual({
      filters: { q: "ravi", type: "lead" },
      sort: "created_at",
      order: "desc",
      page: 1,
    });
    expect(view("sort=name&order=asc&page=3")).toMatchObject({ sort: "name", order: "asc", page: 3 });
  });
});

describe("apiQuery", () => {
  it("turns the page into limit and offset; the CSV query has none", () => {
    const v = view("status=new&page=3&sort=status&order=asc");
    expect(apiQuery(v)).toEqual({ status: "new", sort: "status", order: "asc", limit: 25, offset: 50 });
    expect(new URLSearchParams(apiFilters(v)).toString()).toBe("status=new&sort=status&order=asc");
  });
});

describe("links", () => {
  it("leave defaults out of the URL", () => {
    expect(viewHref(view(""))).toBe("/admin/inbox");
    expect(viewHref(view("type=lead"), { page: 2 })).toBe("/admin/inbox?type=lead&page=2");
  });

  it("sort a new column ascending (dates newest first), then flip; back to page 1", () => {
    expect(sortHref(view("page=4"), "name")).toBe("/admin/inbox?sort=name&order=asc");
    expect(sortHref(view("sort=name&order=asc"), "name")).toBe("/admin/inbox?sort=name");
    expect(sortHref(view("sort=name"), "created_at")).toBe("/admin/inbox");
    expect(sortHref(view(""), "created_at")).toBe("/admin/inbox?order=asc");
  });

  it("count pages", () => {
    expect([0, 1, 25, 26, 1000].map(pageCount)).toEqual([1, 1, 1, 2, 40]);
  });
});
