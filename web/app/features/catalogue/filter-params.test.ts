import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_FILTER,
  filterKey,
  filterToParams,
  parseFilter,
  parseMaxHours,
} from "./filter-params";

const parse = (query: string, domains?: number[]) => parseFilter(new URLSearchParams(query), domains);

describe("parseFilter", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({ text: "", maxHours: 360, types: [], domainIds: [], languages: [] });
  });

  it("reads every filter", () => {
    expect(parse("q=aws&maxHours=120&type=Internship&type=Corporate+Training&domain=4&domain=1&lang=hi")).toEqual({
      text: "aws",
      maxHours: 120,
      types: ["Corporate Training", "Internship"],
      domainIds: [1, 4],
      languages: ["hi"],
    });
  });

  it("falls back to the default for hours outside 0–360, off the 5-hour step, or not a number", () => {
    for (const bad of ["999", "361", "-5", "12", "abc", "", "1e2", "120.0"]) {
      expect(parse(`maxHours=${bad}`).maxHours, bad).toBe(360);
    }
    expect(parseMaxHours("0")).toBe(0);
    expect(parseMaxHours("360")).toBe(360);
    expect(parseMaxHours("5")).toBe(5);
  });

  it("drops unknown course types and repeated values", () => {
    expect(parse("type=Foo&type=internship&type=Internship&type=Internship").types).toEqual(["Internship"]);
  });

  it("drops domain ids that are not numbers, not positive, or not among the known domains", () => {
    expect(parse("domain=abc&domain=0&domain=-3&domain=4&domain=4").domainIds).toEqual([4]);
    expect(parse("domain=4&domain=13", [1, 4]).domainIds).toEqual([4]);
  });

  it("reads languages repeated or as a comma list, in the languages' order, dropping unknown or malformed codes", () => {
    const known = ["en", "hi", "hinglish"];
    const languages = (query: string) => parseFilter(new URLSearchParams(query), undefined, known).languages;
    expect(languages("lang=hinglish&lang=en")).toEqual(["en", "hinglish"]);
    expect(languages("lang=hi,en&lang=hi")).toEqual(["en", "hi"]);
    expect(languages("lang=ta&lang=HI&lang=h%20i&lang=hi")).toEqual(["hi"]);
  });

  it("keeps the text as typed (the filter itself ignores surrounding spaces) up to 100 characters", () => {
    expect(parse("q=%20net%20").text).toBe(" net ");
    expect(parse(`q=${"a".repeat(150)}`).text).toHaveLength(100);
  });
});

describe("filterToParams", () => {
  it("leaves defaults out of the URL", () => {
    expect(filterToParams(DEFAULT_FILTER).toString()).toBe("");
  });

  it("writes what differs from the defaults, keeps other parameters and drops the page", () => {
    const params = filterToParams(
      { text: "cloud", maxHours: 100, types: ["Certificate Course"], domainIds: [1, 2], languages: ["hi", "hinglish"] },
      new URLSearchParams("page=3&utm_source=mail&q=old&lang=en"),
    );
    expect(params.toString()).toBe(
      "utm_source=mail&q=cloud&maxHours=100&type=Certificate+Course&domain=1&domain=2&lang=hi&lang=hinglish",
    );
  });

  it("round-trips through parseFilter", () => {
    const filter = { text: "java", maxHours: 45, types: ["Internship" as const], domainIds: [7], languages: ["hi"] };
    expect(parseFilter(filterToParams(filter))).toEqual(filter);
  });
});

describe("filterKey and activeFilterCount", () => {
  it("treats text differing only in case or surrounding spaces as the same filter", () => {
    expect(filterKey({ ...DEFAULT_FILTER, text: " AWS " })).toBe(filterKey({ ...DEFAULT_FILTER, text: "aws" }));
    expect(filterKey({ ...DEFAULT_FILTER, maxHours: 100 })).not.toBe(filterKey(DEFAULT_FILTER));
  });

  it("counts the controls that differ from the defaults", () => {
    expect(activeFilterCount(DEFAULT_FILTER)).toBe(0);
    expect(
      activeFilterCount({ text: "x", maxHours: 100, types: ["Internship"], domainIds: [1, 2], languages: ["hi"] }),
    ).toBe(6);
  });
});
