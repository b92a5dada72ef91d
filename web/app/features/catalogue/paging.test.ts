import { describe, expect, it } from "vitest";
import { canonicalUrl, clampPage, lastPage, pageFromSearch, pageSearch, pageWindow, parsePage } from "./paging";

describe("parsePage", () => {
  it("reads a positive whole number and falls back to the first page otherwise", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("99999999")).toBe(1);
    expect(parsePage("99999")).toBe(1); // beyond MAX_PAGE
    expect(parsePage("50")).toBe(50);
    expect(parsePage("51")).toBe(1);
  });
});

describe("lastPage and clampPage", () => {
  it("counts pages of 9, with one page even when there is nothing", () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(9)).toBe(1);
    expect(lastPage(10)).toBe(2);
    expect(lastPage(55)).toBe(7);
    expect(clampPage(99, 55)).toBe(1);
    expect(clampPage(0, 55)).toBe(1);
  });
});

describe("pageWindow (?page=N shows pages 1…N)", () => {
  it("shows the first 9 courses of page 1 and points to page 2", () => {
    expect(pageWindow(55, 1, 9)).toEqual({ page: 1, end: 9, nextPage: 2, lastPage: 7 });
  });

  it("grows with the infinite scroll and points past what is already shown", () => {
    expect(pageWindow(55, 1, 18)).toEqual({ page: 2, end: 18, nextPage: 3, lastPage: 7 });
  });

  it("server-renders pages 1…N for ?page=N", () => {
    expect(pageWindow(55, 3, 9)).toEqual({ page: 3, end: 27, nextPage: 4, lastPage: 7 });
  });

  it("stops at the last course and has no next page there", () => {
    expect(pageWindow(55, 7, 9)).toMatchObject({ end: 55, nextPage: null });
    expect(pageWindow(20, 1, 27)).toMatchObject({ end: 20, nextPage: null });
  });

  it("shows the first page for a page past the end", () => {
    expect(pageWindow(20, 9, 9)).toMatchObject({ page: 1, end: 9, nextPage: 2 });
  });

  it("handles an empty list", () => {
    expect(pageWindow(0, 1, 9)).toEqual({ page: 1, end: 0, nextPage: null, lastPage: 1 });
  });

  it("never shows less than a page, whatever count it is given", () => {
    expect(pageWindow(55, 1, 0)).toMatchObject({ end: 9 });
  });
});

describe("pageSearch and canonicalUrl", () => {
  it("keeps the filters and drops the parameter for page 1", () => {
    const params = new URLSearchParams("q=aws&page=2");
    expect(pageSearch(params, 3)).toBe("?q=aws&page=3");
    expect(pageSearch(params, 1)).toBe("?q=aws");
    expect(pageSearch(new URLSearchParams(), 1)).toBe("");
  });

  it("is the unfiltered path, with the page from page 2 on", () => {
    expect(canonicalUrl("https://example.in", "/training_course", 1)).toBe("https://example.in/training_course");
    expect(canonicalUrl("https://example.in", "/training_course", 2)).toBe("https://example.in/training_course?page=2");
  });
});

describe("pageFromSearch", () => {
  it("reads the page of a query and keeps it within the pages that exist", () => {
    expect(pageFromSearch("?page=2&q=aws", 55)).toBe(2);
    expect(pageFromSearch("?page=40", 55)).toBe(1);
    expect(pageFromSearch("", 55)).toBe(1);
    expect(pageFromSearch("?page=x", 55)).toBe(1);
  });
});
