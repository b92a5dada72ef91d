import { describe, expect, it } from "vitest";
import { readAskedOnPage } from "./on-page-asked";

describe("readAskedOnPage", () => {
  const read = (query: string) => readAskedOnPage(new URLSearchParams(query));
  it("reads ?add, ?edit={id} and ?deactivate={id}", () => {
    expect(read("add=")).toEqual({ form: { id: undefined }, deactivate: null });
    expect(read("edit=12")).toEqual({ form: { id: 12 }, deactivate: null });
    expect(read("deactivate=7")).toEqual({ form: null, deactivate: 7 });
  });
  it("ignores anything else", () => {
    expect(read("edit=x1&deactivate=abc")).toEqual({ form: null, deactivate: null });
    expect(read("")).toEqual({ form: null, deactivate: null });
  });
});
