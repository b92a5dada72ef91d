import { describe, expect, it } from "vitest";
import { askedRecord, readAskedOnPage } from "./on-page-asked";

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

describe("askedRecord", () => {
  const rows = [{ id: 1 }, { id: 2 }];
  const find = (id: number) => rows.find((row) => row.id === id);
  type Answer = { intent: string; id?: number; errors: Record<string, string> } | { intent: string; error: string };
  const asked = (answer: Answer | undefined, form: { id: number | undefined } | null) =>
    askedRecord<Answer, { id: number }>(answer, form, "edit", find);

  it("shows the form asked for by the address: a new record's, or an existing one's", () => {
    expect(asked(undefined, { id: undefined })).toEqual({
      formAnswer: undefined,
      rowError: null,
      editing: null,
      onPage: true,
    });
    expect(asked(undefined, { id: 2 })).toMatchObject({ editing: { id: 2 }, onPage: true });
    expect(asked(undefined, { id: 9 })).toMatchObject({ editing: null, onPage: false });
    expect(asked(undefined, null)).toMatchObject({ onPage: false });
  });

  it("shows a refused form again, whatever the address asks, and a refused row's message", () => {
    const refused = { intent: "edit", id: 1, errors: { name: "Name is required" } };
    expect(asked(refused, null)).toMatchObject({ formAnswer: refused, editing: { id: 1 }, onPage: true });
    expect(asked({ intent: "add", errors: {} }, { id: 2 })).toMatchObject({ editing: null, onPage: true });
    expect(asked({ intent: "status", error: "Reload the page." }, null)).toMatchObject({
      formAnswer: undefined,
      rowError: "Reload the page.",
      onPage: false,
    });
  });
});
